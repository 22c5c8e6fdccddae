import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. A supervisory board's members hold a seat as a board of directors' do (`administrateur`
// in the field rules), whether its composition is told or its members are appointed in a list; the
// member a new one replaces leaves, and is not listed as appointed.
const HEAD = 'TESTS IMMOBILIER\nSociété anonyme à directoire et conseil de surveillance au capital de 50 000 000 F CFP\nRIDET 1 234 566.001\n\n';
const context = { subjectName: 'TESTS IMMOBILIER', subjectRid: '1234566' };
const entries = (text: string) => extractDirigeants(HEAD + text, context).map((d) => [d.nom, d.fonction, d.action]);

describe("a supervisory board's members", () => {
  it('seats the companies of its composition', () => {
    expect(entries("L'assemblée du 3 mars 2026 a réduit le nombre des membres. Le conseil de surveillance est composé de : M. Paul TESTARD, président ; la société TEST UN, SAS, RIDET 1 234 574.001 ; la société TEST DEUX, SARL, RIDET 1 234 582.001.")).toEqual([
      ['TESTARD', 'président', 'nomination'],
      ['TEST UN', 'administrateur', 'nomination'],
      ['TEST DEUX', 'administrateur', 'nomination'],
    ]);
  });

  it('seats the members appointed in a list, and not the company they replace', () => {
    expect(entries("Aux termes de l'assemblée du 3 mars 2026, ont été nommés membres du conseil de surveillance, pour quatre ans :\n• la société TEST UN, SAS, RIDET 1 234 574.001, représentée par M. Jean TESTEUR ;\n• M. Paul TESTARD,\nen remplacement de la société TEST DEUX, SARL, RIDET 1 234 582.001, dont le mandat est arrivé à échéance.")).toEqual([
      ['TEST UN', 'administrateur', 'nomination'],
      ['TESTARD', 'administrateur', 'nomination'],
    ]);
  });

  // Made up (2026-12-07, seventeenth session, from tourelles tv17).
  it('seats the members the meeting appoints by its active verb, their term before the colon', () => {
    expect(entries("L'assemblée du 30 juin 2026 a adopté le directoire. La même assemblée a nommé en qualité de membres du conseil de surveillance, pour une durée de six années : M. Paul TESTARD, Mme Lise TESTIN et la société TEST UN, SAS, représentée par Mme Ana TESTEUSE.")).toEqual([
      ['TESTARD', 'administrateur', 'nomination'],
      ['TESTIN', 'administrateur', 'nomination'],
      ['TEST UN', 'administrateur', 'nomination'],
    ]);
  });
});
