import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

/** The officers as published, given names and surname apart. */
function names(text: string): Array<[string | null, string]> {
  return noticeOf(text).dirigeants.map((d) => [d.prenoms, d.nom]);
}

describe("an officer's given names and surname", () => {
  it('leave a capitalised label run into the row after the surname out of the given names', () => {
    const text =
      'JONC – PUBLICATIONS LÉGALES – Jeudi 5 novembre 2026\nAUGMENTATION DE CAPITAL\nDénomination KAZ FROID Forme SARL\nRIDET 1 000 009.001 Siège Koné, 98860\nCapital ancien 1 000 000 F CFP Capital nouveau 2 000 000 F CFP\nDécision AGE du 20/10/2026\nGérant M. Paul EXEMPLE Articles modifiés 7 et 8';
    expect(names(text)).toEqual([['Paul', 'EXEMPLE']]);
  });

  it('read given names after a surname printed first', () => {
    const text = "AVIS DE NOMINATION\nKAZ PÊCHE, SARL, RIDET 1 000 009.001, 98800 Nouméa.\nL'assemblée générale du 2 novembre 2026 a nommé gérant M. EXEMPLE Paul, demeurant à Nouméa.\nPour avis.";
    expect(names(text)).toEqual([['Paul', 'EXEMPLE']]);
  });

  it("keep a particle printed with a capital inside the surname ('de La')", () => {
    const text =
      "AVIS DE NOMINATION\nKAZ PÊCHE, SARL, RIDET 1 000 009.001, 98800 Nouméa.\nL'assemblée générale du 2 novembre 2026 a nommé gérant M. Alain de La EXEMPLE, demeurant à Nouméa.\nPour avis.";
    expect(names(text)).toEqual([['Alain', 'de La EXEMPLE']]);
  });

  it("end before an office's initials that open the next cell of a table's column", () => {
    const text =
      'TRANSFORMATION DE SOCIÉTÉ\n\n                     AVANT                         APRÈS\nForme                SARL                          SAS\nDénomination         KAZ BOIS                      KAZ BOIS\nDirection            Gérant : M. Paul KAZ          Président : M. Paul KAZ\n                                                   DG : M. Luc EXEMPLE\nRIDET                1000009-001                   inchangé\n\nDécision : AGE du 21 octobre 2026.';
    expect(names(text)).toContainEqual(['Paul', 'KAZ']);
    expect(names(text).map(([, nom]) => nom)).not.toContain('KAZ DG');
  });

  it("start no person at a civility's word in capitals inside a company's name", () => {
    const text =
      "CESSION D'ACTIONS\nLe 20 novembre 2026, la société KAZ INVEST, SAS, RIDET 2 000 008-001, a cédé à la société EXEMPLE HOLDING, SAS, RIDET 3 000 007-001, 600 actions de la société KAZ MARINE, SAS, siège : Nouméa, RIDET 1 000 009-001.\nPar décisions du même jour, la société EXEMPLE HOLDING a été nommée présidente en remplacement de la société ÎLOT MAÎTRE PARTICIPATIONS.";
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE HOLDING (président)']);
  });

  it("read a firm whose name opens on 'CABINET' in capitals after a preposition", () => {
    const text =
      "KAZ DES EAUX\nSociété anonyme au capital de 50 000 000 F CFP\nSiège : Dumbéa — RIDET 1000009.001\nL'assemblée générale ordinaire du 26 juin 2026 a renouvelé pour six exercices le mandat de commissaire aux comptes titulaire du CABINET EXEMPLE AUDIT (SELARL, RIDET 2000008.001) et nommé M. Paul KAZ commissaire aux comptes suppléant.\nLe président du conseil d'administration, M. Luc EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['CABINET EXEMPLE AUDIT (commissaire aux comptes)', 'Paul KAZ (commissaire aux comptes suppléant)', 'Luc EXEMPLE (président)']);
  });

  it("list a company officer by its name alone, without a form printed after it", () => {
    const text = 'CONSTITUTION – KAZ NICKEL, SAS, capital 1 000 000 F CFP, siège Koné. Président : EXEMPLE PARTICIPATIONS SARL. RIDET 1 000 009.001. LNC 14/11/2026';
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE PARTICIPATIONS (président)']);
  });

  it("never list an identifier read where a company officer's name should be", () => {
    const text = 'LA DÉPÊCHE – jeu. 12 nov. 2026 – Annonces légales\nCstn SAS KAZ DRONES–Capl 1.000.000F–Sg 6 r. Galliéni Nmé–Psdt:EXEMPLE INVEST SARL Rd2000008.001 rep.p. M. Paul EXEMPLE–Rd soc.1000009.001';
    for (const officer of officersOf(noticeOf(text))) expect(officer).not.toMatch(/^(?:RIDET|RID|RCS)\b/);
  });

  it("end before an act's initials printed after the name ('ASP 28/10/26')", () => {
    const text = 'LE TAM-TAM * 05.11.2026 * ANN. LÉG.\nCONST. Dén.KAZ BOULANGERIE Fme.SARL Cap.500 000 F Siè.lot 14 98860 Koné\nObj.boulang.-pâtiss. Dur.99 a. Gér.M.Paul KAZ ASP 28/10/26\nRdt 1000009.001';
    expect(names(text)).toEqual([['Paul', 'KAZ']]);
  });

  // Made up (2026-12-07, seventeenth session, from tourelles tv06): a narrow column's line ends after the particle.
  it('go on over the line break after a surname’s particle', () => {
    const text = (name: string) =>
      `TEST MINES\nSA au capital de 10 000 000 F CFP\nRIDET 1 266 188.001\n\nL'assemblée générale du 3 mars 2026 a nommé en qualité d'administrateurs, pour six années :\n${name}, demeurant à Nouméa, et\nM. Paul TESTARD, demeurant à Koné.\nPour avis.`;
    expect(names(text('Mme Anne EXEMPLE VAN DER\nTESTEN'))).toContainEqual(['Anne', 'EXEMPLE VAN DER TESTEN']);
    expect(names(text('Mme Anne VAN\nDER TESTEN'))).toContainEqual(['Anne', 'VAN DER TESTEN']);
    // A surname whole on its line keeps the next line's words out of it.
    expect(names(text('Mme Anne TESTEN\nEXEMPLE'))).not.toContainEqual(['Anne', 'TESTEN EXEMPLE']);
  });
});

