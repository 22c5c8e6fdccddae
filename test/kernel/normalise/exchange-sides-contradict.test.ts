import { describe, expect, it } from 'vitest';
import { exchangeSidesContradict } from '../../../kernel/normalise/exchange-sides-contradict.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A letting told twice with its sides the other way round. Made-up notices; the RIDs pass the check.

const TOLD_TWICE =
  "LE HÉRON – jeudi 12 novembre 2026\n\nLOCATION-GÉRANCE\n\nSuivant acte sous seing privé du 2 novembre 2026, la société KAORI BOIS, société à responsabilité limitée, dont le siège est 3, rue des Lauriers, 98890 Païta, RIDET 1 000 009.001, a donné en location-gérance à la société VERGERS DE TIARE, société à responsabilité limitée, RIDET 1 000 017.001, le fonds de menuiserie exploité à Païta.\n\nLe loueur, la société VERGERS DE TIARE, propriétaire du fonds, garantit au locataire-gérant, la société KAORI BOIS, la jouissance paisible du fonds.";

describe('a letting whose sides the text gives both ways', () => {
  it('is quarantined with both companies named as printed', () => {
    const result = parseNoticeText(TOLD_TWICE, { reference: 'essai' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.quarantine.reason).toBe('sujet_ambigu');
      expect(result.quarantine.detail).toContain('KAORI BOIS');
      expect(result.quarantine.detail).toContain('VERGERS DE TIARE');
    }
  });

  it('is read where the second sentence agrees with the act', () => {
    const agreeing = TOLD_TWICE.replace('Le loueur, la société VERGERS DE TIARE', 'Le loueur, la société KAORI BOIS').replace('au locataire-gérant, la société KAORI BOIS', 'au locataire-gérant, la société VERGERS DE TIARE');
    expect(exchangeSidesContradict(agreeing)).toBeNull();
    const result = parseNoticeText(agreeing, { reference: 'essai' });
    expect(result.ok && [result.notice.ridet, result.notice.denomination]).toEqual(['1000009001', 'KAORI BOIS']);
  });
});

describe("a letting whose owner a later sentence names the other way", () => {
  it("reads 'le fonds demeure la propriété de la société B ; la société A, locataire-gérante' against the act", () => {
    const text = TOLD_TWICE.replace(/\n\nLe loueur[^\n]*$/, "\nLe fonds demeure la propriété de la société VERGERS DE TIARE ; la société KAORI BOIS, locataire-gérante, l'exploitera sous sa seule responsabilité.");
    expect(exchangeSidesContradict(text)).toEqual(['KAORI BOIS', 'VERGERS DE TIARE']);
  });
});
