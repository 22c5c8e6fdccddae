import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. A list of companies, each with its particulars in a bracket, then one plural verb and
// the office: every company of the list holds it, not only the last one before the verb.
describe('companies listed with their particulars, then appointed together', () => {
  it('gives the office to each company of the list', () => {
    const text = "Par assemblée générale ordinaire du 2 mars 2026, la société TEST UN (SARL, RIDET 1234566.001), la société TEST DEUX (SAS, RIDET 1234574.001) et la société TEST TROIS (SARL, RIDET 1234582.001) ont été nommées administrateurs de la société anonyme TESTS INDUSTRIE, RIDET 1234590.001.";
    const appointed = extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234590' }).map((d) => [d.nom, d.fonction, d.action]);
    expect(appointed).toEqual([
      ['TEST UN', 'administrateur', 'nomination'],
      ['TEST DEUX', 'administrateur', 'nomination'],
      ['TEST TROIS', 'administrateur', 'nomination'],
    ]);
  });

  it('does not carry an office over a company whose bracket is followed by another verb', () => {
    const text = "La société TEST UN (SARL, RIDET 1234566.001) a cédé ses actions ; la société TEST TROIS (SARL, RIDET 1234582.001) a été nommée administrateur de la société anonyme TESTS INDUSTRIE, RIDET 1234590.001.";
    const appointed = extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234590' }).map((d) => d.nom);
    expect(appointed).toEqual(['TEST TROIS']);
  });
});
