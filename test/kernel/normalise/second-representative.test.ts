import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. A company represented by two officers in one breath ('représentée par sa présidente,
// Mme X, et par son directeur général, M. Y'): both are its officers; the buyer's two are not the
// seller's.
const context = { type: 'cession' as const, subjectName: 'TESTS PLONGEE', subjectRid: '1234566' };
const officers = (text: string) => extractDirigeants(text, context).map((d) => [d.nom, d.prenoms, d.fonction]);

describe('a second representative of the same company', () => {
  it("reads the seller's second officer, with or without 'par'", () => {
    for (const link of ['et par son', 'et son']) {
      expect(officers(`Aux termes d'un acte du 16 juin 2026, la société TESTS PLONGEE, SAS, RIDET 1 234 566.001, représentée par sa présidente, Mme Anne TESTARD, ${link} directeur général, M. Paul TESTEUR, a cédé à M. Jean TESTIER le fonds de commerce.`)).toEqual([
        ['TESTARD', 'Anne', 'président'],
        ['TESTEUR', 'Paul', 'directeur général'],
      ]);
    }
  });

  it("leaves out the buyer's two representatives", () => {
    expect(officers("La société TESTS ACHETEUR, SAS, RIDET 1 234 574.001, représentée par sa présidente, Mme Anne TESTARD, et par son directeur général, M. Paul TESTEUR, a acquis de la société TESTS PLONGEE, RIDET 1 234 566.001, le fonds de commerce.")).toEqual([]);
  });

  // The one who assists the representative ('représentée par M. X, son président, assisté de M. Y,
  // directeur général') acts for the same company.
  const assisted = (party: string) =>
    `Aux termes d'un acte du 16 juin 2026, la société TESTS PLONGEE, SAS, RIDET 1 234 566.001, représentée par sa présidente, Mme Anne TESTARD, a vendu à la société TESTS ACHETEUR, SAS, RIDET 1 234 574.001, ${party} le fonds de commerce.`;

  it("leaves out the one assisting the buyer's representative", () => {
    expect(officers(assisted('représentée par M. Luc TESTIN, son président, assisté de M. Marc TESTOU, directeur général,'))).toEqual([['TESTARD', 'Anne', 'président']]);
  });

  it("reads the one assisting the seller's representative as the seller's officer", () => {
    const text = "Aux termes d'un acte du 16 juin 2026, la société TESTS PLONGEE, SAS, RIDET 1 234 566.001, représentée par M. Luc TESTIN, son président, assisté de Mme Rose TESTOU, sa directrice générale, a vendu à M. Jean TESTIER le fonds de commerce.";
    expect(officers(text)).toEqual([
      ['TESTIN', 'Luc', 'président'],
      ['TESTOU', 'Rose', 'directeur général'],
    ]);
  });
});
