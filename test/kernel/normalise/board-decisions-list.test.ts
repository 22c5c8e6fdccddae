import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up. A board's decisions listed after its sentence ('…, a :' / '– coopté …' / '– élu …').
const context = { type: 'nomination' as const, subjectName: 'TESTS MARITIMES', subjectRid: '1234566' };
const officers = (items: string) =>
  holdersOf(
    `TESTS MARITIMES\nSociété anonyme au capital de 100 000 000 F CFP\nRIDET 1 234 566.001\n\nLe conseil d'administration, lors de sa séance du 6 juillet 2026, après avoir constaté le départ de M. Paul TESTARD, président-directeur général, a :\n${items}\nPour avis.`,
    context,
    { inOfficeOnly: true },
  );

describe("a board's list of decisions opened by its auxiliary", () => {
  it('gives the office before the colon to no item: it is the one leaving', () => {
    expect(officers("– coopté Mme Anne TESTEUSE en qualité d'administratrice, en remplacement de M. Paul TESTARD ;")).toEqual([['TESTEUSE', 'administrateur']]);
  });

  it('reads a director elected chairman as both, her seat recalled after her name', () => {
    const roles = officers("– élu en qualité de président du conseil d'administration M. Luc TESTIN, administrateur ;\n– nommé en qualité de directeur général M. Marc TESTOU.");
    expect(roles).toContainEqual(['TESTIN', 'président']);
    expect(roles).toContainEqual(['TESTIN', 'administrateur']);
    expect(roles).toContainEqual(['TESTOU', 'directeur général']);
  });

  it('keeps the quality told before “et” to the first appointee, the second’s seat his own', () => {
    const roles = officers("– désigné M. Luc TESTIN en qualité de directeur général et M. Marc TESTOU, administrateur, pour le seconder.");
    expect(roles).toContainEqual(['TESTIN', 'directeur général']);
    expect(roles).not.toContainEqual(['TESTOU', 'directeur général']);
  });
});
