import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. In prose the auditors' qualifiers follow their names ('…, titulaire, et M. Y, suppléant').
describe('the auditors told in a sentence, each qualified after its name', () => {
  it('reads the deputy after the name as the deputy auditor', () => {
    const text = "TESTS INDUSTRIE\nSAS au capital de 5 000 000 F CFP\nRIDET 1 234 566.001\n\nL'assemblée du 2 mars 2026 a transformé la société en SAS. Président : M. Paul TESTARD. Les commissaires aux comptes, la société AUDIT TEST, titulaire, et M. Jean TESTEUR, suppléant, restent en fonctions.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toContainEqual(['TESTEUR', 'commissaire aux comptes suppléant']);
    expect(roles).not.toContainEqual(['TESTEUR', 'commissaire aux comptes']);
  });
});

// Made up. A list of the auditors appointed, each qualifier before its name and a comma after it.
describe('the auditors listed after their label, each qualifier and a comma before its name', () => {
  it('reads “suppléante, Mme Y” after “titulaire, M. X” as the deputy auditor', () => {
    const text =
      "TESTS INDUSTRIE\nSAS au capital de 5 000 000 F CFP\nRIDET 1 234 566.001\n\nL'assemblée du 2 mars 2026 a transformé la société en SAS. Président : M. Paul TESTARD.\nCommissaires aux comptes nommés pour six exercices : titulaire, M. Alain TESTIER ; suppléante, Mme Yolande TESTEUSE.\nPour avis.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toContainEqual(['TESTIER', 'commissaire aux comptes']);
    expect(roles).toContainEqual(['TESTEUSE', 'commissaire aux comptes suppléant']);
  });
});
