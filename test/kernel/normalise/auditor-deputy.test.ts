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

  // Made up (2026-12-07, seventeenth session, from tourelles tv16).
  it('reads the qualifier past the address printed before it', () => {
    const text =
      "TESTS PÉPINIÈRES\nSAS au capital de 4 000 000 F CFP\nRIDET 1 234 566.001\n\nL'assemblée du 10 avril 2026 a nommé commissaires aux comptes pour six exercices : Mme Ana TESTARD, 12, rue des Essais, 98800 Nouméa, titulaire, et la SARL CABINET TEST AUDIT, même adresse, suppléant.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS PÉPINIÈRES', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toEqual([
      ['TESTARD', 'commissaire aux comptes'],
      ['CABINET TEST AUDIT', 'commissaire aux comptes suppléant'],
    ]);
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

// Made up. The titular auditor leaves and the deputy takes the place: the apposition names the office
// left, the verb the one now held.
describe('the deputy auditor who becomes the titular one', () => {
  const notice = (who: string, rest = ''): string =>
    `TESTS INDUSTRIE\nSAS au capital de 5 000 000 F CFP\nRIDET 1 234 566.001\n\nL'assemblée du 2 mars 2026, prenant acte de la démission du commissaire aux comptes titulaire, a constaté que ${who}, devient titulaire pour la durée du mandat restant à courir.${rest}\nLe président, M. Paul TESTARD.`;
  const rolesOf = (text: string) => extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction, d.action]);

  it('reads a person “jusqu’alors commissaire aux comptes suppléant” as the auditor', () => {
    const roles = rolesOf(notice("M. Jean TESTEUR, jusqu'alors commissaire aux comptes suppléant"));
    expect(roles).toContainEqual(['TESTEUR', 'commissaire aux comptes', 'nomination']);
    expect(roles.filter(([nom]) => nom === 'TESTEUR')).toHaveLength(1);
  });

  it('reads a company, its identifier between, “jusqu’ici suppléante” as the auditor', () => {
    const roles = rolesOf(notice('la société AUDIT TEST (SARL, RIDET 1 000 009.001), jusqu’ici suppléante'));
    expect(roles).toContainEqual(['AUDIT TEST', 'commissaire aux comptes', 'nomination']);
  });
});

// Made up (2026-12-07, thirteenth session, from mandatures hj01 and vantaux vh01). The titular auditor
// is a company whose representative is named after it: the deputy's bare label goes on from the
// company, past its representative.
describe('the deputy labelled after an auditor company and its representative', () => {
  it('reads “suppléant : M. Y” after “titulaire : la société X, représentée par M. Z” as the deputy auditor', () => {
    const text =
      "TESTS INDUSTRIE\nSA au capital de 10 000 000 F CFP\nRIDET 1 234 566.001\n\nAux termes des statuts du 2 mars 2026, il a été constitué une société anonyme. Président : M. Paul TESTARD.\nCommissaires aux comptes désignés pour six exercices :\n– titulaire : la société AUDIT TEST, SARL, 8, rue des Essais, 98800 Nouméa, représentée par M. Marc TESTOT ;\n– suppléant : M. Jean TESTEUR, même adresse.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS INDUSTRIE', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toContainEqual(['AUDIT TEST', 'commissaire aux comptes']);
    expect(roles).toContainEqual(['TESTEUR', 'commissaire aux comptes suppléant']);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek05): a narrow column wraps the
// auditors' label's value over lines, the deputy on a line of its own.
describe('the auditors under a label whose value a narrow column wraps', () => {
  it('reads the deputy lines below the label as the deputy auditor', () => {
    const text = "AVIS DE CONSTITUTION\nAux termes d'un acte du 22 juin 2026, il a été constitué une SAS.\nDénomination : TESTS AGRO\nRIDET : 1 234 566.001\nPrésident : M. Paul TESTARD.\nCommissaires aux comptes : la\nsociété AUDIT\nTEST, SARL, titulaire ;\nMme Ana TESTIN, suppléante.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS AGRO', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toContainEqual(['TESTIN', 'commissaire aux comptes suppléant']);
  });

  it('reads no label past a sentence ended above', () => {
    const text = "AVIS DE CONSTITUTION\nAux termes d'un acte du 22 juin 2026, il a été constitué une SAS.\nDénomination : TESTS AGRO\nRIDET : 1 234 566.001\nCommissaires aux comptes : la société AUDIT TEST, SARL.\nMme Ana TESTIN, suppléante de l'association des parents.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS AGRO', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).not.toContainEqual(['TESTIN', 'commissaire aux comptes suppléant']);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek05): two officers named together, a
// board's office in the plural after them.
describe('a board office in the plural after two names', () => {
  it('gives both names the office (`MM. X et Y, directeurs généraux délégués`)', () => {
    const text = "AVIS DE CONSTITUTION\nAux termes d'un acte du 22 juin 2026, il a été constitué une SAS.\nDénomination : TESTS AGRO\nRIDET : 1 234 566.001\nDirigeants :\n- M. Paul TESTARD, président ;\n- MM. Luc TESTIN et Marc TESTEUR, directeurs généraux délégués.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS AGRO', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toEqual([
      ['TESTARD', 'président'],
      ['TESTIN', 'directeur général délégué'],
      ['TESTEUR', 'directeur général délégué'],
    ]);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek17).
describe('the deputy auditor told by the pronoun of the auditors’ functions', () => {
  it("reads '… et celles de suppléant par M. Y' as the deputy auditor", () => {
    const text = "TESTS EAUX\nSA au capital de 75 000 000 F CFP\nRIDET 1 234 566.001\n\nL'assemblée du 25 mars 2026 a prorogé la durée de la société. Les fonctions de commissaire aux comptes titulaire sont exercées par la société AUDIT TEST et celles de suppléant par M. Jean TESTEUR.";
    const roles = extractDirigeants(text, { subjectName: 'TESTS EAUX', subjectRid: '1234566' }).map((d) => [d.nom, d.fonction]);
    expect(roles).toEqual([
      ['AUDIT TEST', 'commissaire aux comptes'],
      ['TESTEUR', 'commissaire aux comptes suppléant'],
    ]);
  });
});
