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

describe('a merger whose absorbing company takes the absorbed one’s name', () => {
  it('publishes under the absorbing company’s own identifier, the absorbed one’s told as such', () => {
    const text = [
      'AVIS DE FUSION',
      '',
      'KAZ FROID',
      'anciennement dénommée TECHNI-TESTS',
      'Société par actions simplifiée au capital de 14 500 000 F CFP',
      'Siège social : 17, rue des Tests, 98800 Nouméa',
      'RIDET 1 234 566.001',
      '',
      "Aux termes d'un traité de fusion du 20 août 2026, la société KAZ FROID, société à responsabilité limitée, RIDET 1 000 009.001 (société absorbée), a fait apport à titre de fusion à la société TECHNI-TESTS (société absorbante) de l'ensemble de ses actifs.",
      "Par délibération du 29 septembre 2026, l'assemblée générale extraordinaire de la société absorbante a approuvé la fusion, augmenté son capital de 4 500 000 F CFP et adopté pour nouvelle dénomination « KAZ FROID ».",
      'Pour avis, le président.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAZ FROID', 'SAS', '1234566001', '2026-09-29']);
  });
});
