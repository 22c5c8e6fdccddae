import { describe, expect, it } from 'vitest';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { identityOf } from './notice-helpers.ts';

// A company formed under a name in mixed case that opens on an elided article, beside a namesake
// struck off long ago that the notice tells apart (company-mentions.ts, contradicting-identifiers.ts).
// Made up for the readings (RIDs 1 234 566 and 1 000 009 pass the check).

describe('a name in mixed case opening on an elided article', () => {
  it('is read whole after “dénommée :”, alone on its line', () => {
    const text = "il a été constitué une société par actions simplifiée dénommée :\n\nL'Atelier des Tests\n\nau capital de 300 000 F CFP, dont le siège est à Nouméa.";
    expect(companyMentions(text).map((c) => c.name)).toContain("L'Atelier des Tests");
  });

  it('keeps a word a name shortens by its apostrophe (`ÉLEC’ PRO`)', () => {
    expect(companyMentions("la société ÉLEC' PRO TESTS, SARL au capital de 100 000 F CFP").map((c) => c.name)).toContain("ÉLEC' PRO TESTS");
  });
});

describe('a namesake the notice tells apart', () => {
  it('contradicts no identifier of the company formed', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      "Aux termes d'un acte sous seing privé du 9 février 2026, il a été constitué une société par actions simplifiée dénommée :",
      '',
      "L'Atelier des Tests",
      '',
      'au capital de 300 000 F CFP, dont le siège est 4 rue des Tests, 98800 Nouméa.',
      'Présidente : Mme Lise TESTARD.',
      'La société est immatriculée au RIDET sous le n° 1 234 566.001.',
      "La présente société n'a aucun lien avec la société L'ATELIER DES TESTS, SARL radiée en 2022 (RID 1 000 009).",
    ].join('\n');
    expect(identityOf(text)).toEqual(['creation', "L'Atelier des Tests", 'SAS', '1234566001', '2026-02-09']);
  });
});
