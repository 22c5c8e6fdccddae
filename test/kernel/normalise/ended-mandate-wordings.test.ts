import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An office told ended after its holder, a company named by its noun and its particulars between,
// in any tense; and the offices of a list ended together by the plural of their noun. Who leaves
// is never published as an officer in office. Every text is made up for this file; the
// identifiers pass the check.

const SAS = 'CHANGEMENT DE DIRIGEANTS\nKOTI NAUTIC\nSAS au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n\n';

describe("an office of a company told ended after its holder's particulars", () => {
  it("reads 'le mandat de directeur général de la société X, SARL, RIDET …, a pris fin' as X leaving", () => {
    const text = `${SAS}Aux termes des décisions des associés du 26 octobre 2026 :\n- M. Tom BALLU a été nommé président ;\n- le mandat de directeur général de la société PÊCHERIES DE BALADE, SARL, RIDET 2 000 008.001, a pris fin ; il n'a pas été pourvu à son remplacement.`;
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (président)']);
  });

  it("reads 'avait pris fin' after a company's name as its office ended", () => {
    const text = `${SAS}Les associés, réunis le 20 octobre 2026, ont constaté que le mandat de présidente de la société PÊCHERIES DE BALADE avait pris fin et ont nommé en qualité de présidente la société FROID DU NORD, SAS, RIDET 1 000 009.001, pour une durée indéterminée.`;
    expect(officersOf(noticeOf(text))).toEqual(['FROID DU NORD (président)']);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk22). The mandate told come to its term
// ('arrivait à expiration', 'est arrivé à échéance') ends as 'avait pris fin' does.
describe("an office told come to its term after its holder's particulars", () => {
  it("reads 'le mandat de commissaire aux comptes titulaire de la société X, SARL, RIDET …, arrivait à expiration' as X leaving", () => {
    for (const ending of ['arrivait à expiration', 'est arrivé à échéance', "venait d'expirer"]) {
      const text = `${SAS}L'assemblée du 29 octobre 2026, après avoir constaté que le mandat de commissaire aux comptes titulaire de la société AUDIT DE BALADE, SARL, RIDET 2 000 008.001, ${ending}, a nommé en qualité de commissaire aux comptes titulaire la SELARL AUDIT DU NORD, RIDET 1 000 009.001.`;
      expect(officersOf(noticeOf(text))).toEqual(['AUDIT DU NORD (commissaire aux comptes)']);
    }
  });
});

describe('offices of a list ended together', () => {
  it("reads every name of 'les mandats des administrateurs, …, ont pris fin' as leaving, an office told beside included", () => {
    const text = `DISSOLUTION ANTICIPÉE\nKOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n\nL'assemblée générale extraordinaire du 12 novembre 2026 a prononcé la dissolution anticipée de la société. Les mandats des administrateurs, M. Paul LANGUE, président, Mme Anne VIRO et la société FROID DU NORD, SAS, RIDET 1000009.001, ont pris fin.\nA été nommée liquidatrice Mme Irène PALOMBE.`;
    expect(officersOf(noticeOf(text))).toEqual(['Irène PALOMBE (liquidateur)']);
  });

  it("(guard, read before this file) reads 'les fonctions des cogérants, M. X et Mme Y, ont cessé' as both leaving", () => {
    const text = `TRANSFORMATION\nKOTI NAUTIC\nSARL au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n\nL'assemblée du 3 novembre 2026 a décidé la transformation de la société en SAS. Les fonctions des cogérants, M. Paul LANGUE et Mme Anne VIRO, ont cessé. Mme Irène PALOMBE a été nommée présidente.`;
    expect(officersOf(noticeOf(text))).toEqual(['Irène PALOMBE (président)']);
  });
});

// Made up (2026-12-07, eighteenth session, from tourelles tv33). A list's label that states the mandates
// ended, the date between (`a constaté la cessation, à cette date, des mandats des administrateurs :`).
describe("a list of directors under a label stating their mandates' end", () => {
  it('lists none of them', () => {
    const text = `DISSOLUTION ANTICIPÉE\nKOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n\nL'assemblée du 17 juillet 2026 a prononcé la dissolution anticipée de la société.\n\nElle a constaté la cessation, à cette date, des mandats des administrateurs :\n  M. LANGUE Paul, président-directeur général,\n  Mme VIRO Anne,\n  M. de FOURNAS Bertrand.\n\nLiquidateur : Mme Irène PALOMBE.`;
    expect(officersOf(noticeOf(text))).toEqual(['Irène PALOMBE (liquidateur)']);
  });
});

// Made up (2026-12-07, eighteenth session, from coupoles uk14; lambris qe33 read so too). A list of
// expired mandates runs past its first holder's particulars to `et de`: the next holder leaves too,
// whatever office his apposition names; one appointed after the verb stays.
describe('the next holder of a list of expired mandates', () => {
  it('lists neither holder, and lists the auditors appointed after', () => {
    const text = `${SAS}L'assemblée générale ordinaire du 15 avril 2026, constatant l'expiration des mandats de la SARL AUDIT DE BALADE (RIDET 2 000 008.001), commissaire aux comptes titulaire, et de M. Jean TESTARD, commissaire aux comptes suppléant, a nommé pour six exercices, en qualité de commissaire aux comptes titulaire, la SELARL AUDIT DU NORD, RIDET 1 000 009.001, et en qualité de commissaire aux comptes suppléante Mme Claire TESTEUSE.`;
    expect(officersOf(noticeOf(text))).toEqual(['AUDIT DU NORD (commissaire aux comptes)', 'Claire TESTEUSE (commissaire aux comptes suppléant)']);
  });
});
