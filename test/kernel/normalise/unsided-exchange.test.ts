import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { exchangeWithoutSides } from '../../../kernel/normalise/unsided-exchange.ts';

// A letting or a sale told only as a contract between two companies. Made-up notices; the RIDs pass
// the check.

describe('a letting told as a contract between two companies, no side given', () => {
  it('is quarantined: which company owns the business, nothing says', () => {
    const text =
      "LE HÉRON 12/11/2026\n\nFIN DE LOCATION-GÉRANCE\n\nLe cabinet WEA, expert-comptable, fait savoir que le contrat de location-gérance portant sur un fonds de menuiserie situé à Koné, conclu entre les sociétés VERGERS DE TIARE, SARL, et KAORI BOIS, SARL, RIDET 1 000 009.001, a pris fin d'un commun accord le 31 octobre 2026.";
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('sujet_ambigu');
  });

  it('is read where a word gives the sides: the owner, the tenant, a verb with its direction', () => {
    expect(exchangeWithoutSides("Le contrat de location-gérance conclu entre les sociétés A, SARL, et B, SARL, a pris fin ; la société A, propriétaire du fonds, en reprend l'exploitation.")).toBe(false);
    expect(exchangeWithoutSides('Le contrat de location-gérance conclu entre les sociétés A et B, locataire-gérante, a pris fin.')).toBe(false);
    expect(exchangeWithoutSides('Le contrat de location-gérance conclu entre les sociétés A et B a pris fin le 31 octobre 2026.')).toBe(true);
    expect(exchangeWithoutSides('FONDS DE COMMERCE – CESSION\nEntre : A (SARL) et B (SARL)\nRIDET : 1 000 009.001\nFonds : épicerie, Koné')).toBe(true);
    expect(exchangeWithoutSides('FONDS DE COMMERCE – CESSION\nEntre : A (SARL), cédante, et B (SARL)\nRIDET : 1 000 009.001')).toBe(false);
  });
});
