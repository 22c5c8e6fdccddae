import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A sale of shares told between two companies, the company whose shares are sold never named.
// Made-up notices; the RIDs pass the check.

const status = (text: string): string => {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok ? `${result.notice.ridet} ${result.notice.denomination}` : result.quarantine.reason;
};

describe('a sale of shares between two companies', () => {
  it("is quarantined where the company whose shares are sold is never named", () => {
    const text =
      "LE HÉRON – Annonces légales – 12/11/2026\n\nAVIS DE CESSION D'ACTIONS\n\nAux termes d'un ordre de mouvement de titres du 2 novembre 2026, la société KAORI BOIS, SAS, dont le siège est 3, rue des Lauriers, 98800 Nouméa, RIDET 1 000 009.001, a cédé à la société VERGERS DE TIARE, SARL, RIDET 1 000 017.001, siège : Koné, 2 500 actions représentant 25 % du capital, moyennant le prix de 5 000 000 F CFP.\n\nPour avis, le cessionnaire.";
    expect(status(text)).toBe('ridet_absent');
  });

  it('is read where the text names the company whose shares they are', () => {
    const text =
      "LE HÉRON – Annonces légales – 12/11/2026\n\nAVIS DE CESSION D'ACTIONS\n\nAux termes d'un ordre de mouvement de titres du 2 novembre 2026, la société KAORI BOIS, SAS, RIDET 1 000 009.001, a cédé à la société VERGERS DE TIARE, SARL, RIDET 1 000 017.001, 2 500 actions de la société PÊCHERIES DU NORD, SA, RIDET 1 234 566.001.";
    expect(status(text)).toBe('1234566001 PÊCHERIES DU NORD');
  });

  it("is no sale of shares where 'actions' is the buyer's form ('société par actions simplifiée')", () => {
    const text =
      "LE HÉRON – Annonces légales – 12/11/2026\n\nCESSION DE DROIT AU BAIL\n\nSuivant acte du 2 novembre 2026, la société KAORI BOIS, société à responsabilité limitée, RIDET 1 000 009.001, a cédé à la société VERGERS DE TIARE, société par actions simplifiée, RIDET 1 000 017.001, le droit au bail des locaux situés à Koné.";
    expect(status(text)).toBe('1000009001 KAORI BOIS');
  });

  it("publishes the company its sole partner sells parts of, not quarantine it as a seller's", () => {
    const text =
      "JONC – jeudi 15 octobre 2026 – Publications légales\n\nCESSION DE PARTS SOCIALES\n\nAux termes d'un acte sous seing privé du 28 septembre 2026, M. Paul EXEMPLE, associé unique de la société KAORI BOIS, entreprise unipersonnelle à responsabilité limitée au capital de 1 000 000 F CFP, dont le siège est à La Foa, RIDET 1 000 009.001, a cédé cinquante des cent parts sociales à la société MENUISERIE DU NORD, société à responsabilité limitée, RIDET 2 000 008.001.\nM. Paul EXEMPLE demeure gérant.";
    expect(status(text)).toBe('1000009001 KAORI BOIS');
  });
});

