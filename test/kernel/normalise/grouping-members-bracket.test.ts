import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A grouping or a partnership named with its members in a bracket right after its name (`le GIE X
// (membres : A, SARL, RIDET … ; B, …), RIDET …`): the name before the bracket is the grouping's, the
// identifiers inside are its members'. Every text is made up for this file; the identifiers pass the check.
const GROUPING = '2000008';

/** The published RID and name, or the quarantine's reason. */
function readOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.ridet.slice(0, 7)} ${result.notice.denomination}` : result.quarantine.reason;
}

describe("the grouping's name before its members' bracket", () => {
  it('reads the grouping named before `(membres : …)` of bare names, its own identifier after the bracket', () => {
    const text =
      'NOMINATION\nLe GIE LES PÊCHEURS DU NORD (membres : ALPHA MER, SARL, RIDET 1 000 009.001 ; BETA PÊCHE, SAS, RIDET 3 000 007.001), RIDET 2 000 008.001, informe que son assemblée du 2 octobre 2026 a nommé M. Paul Martin administrateur.';
    expect(readOf(text)).toBe(`${GROUPING} LES PÊCHEURS DU NORD`);
  });

  it('reads the grouping named before `(associés : …, et …)`', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLe GIE LES PÊCHEURS DU NORD (associés : ALPHA MER, SARL, RIDET 1 000 009.001, et BETA PÊCHE, SAS, RIDET 3 000 007.001), RIDET 2 000 008.001, a transféré son siège au 3 rue Austerlitz, Nouméa, le 2 octobre 2026.';
    expect(readOf(text)).toBe(`${GROUPING} LES PÊCHEURS DU NORD`);
  });

  it('reads a partnership named before its partners in square brackets', () => {
    const text =
      "MODIFICATION\nPar décision unanime du 9 novembre 2026, la SNC TRANSPORTS DE LA CHAÎNE [associées : ROULIERS DU SUD, SARL, RIDET 1 000 009.001 ; FRET OUEST, SAS, RIDET 3 000 007.001], RIDET 2 000 008.001, a transféré son siège au 8 route de l'Aérodrome, Koné.";
    expect(readOf(text)).toBe(`${GROUPING} TRANSPORTS DE LA CHAÎNE`);
  });

  it('reads a grouping named before `(adhérents : …)`, its decision told after its identifier', () => {
    const text =
      "NOMINATION\nL'assemblée du GIE VERGERS DU PLATEAU (adhérents : FRUITS DE MARÉ, EURL, RIDET 1 000 009.001 ; AGRUMES DU NORD, SARL, RIDET 3 000 007.001), RIDET 2 000 008.001, a nommé Mme Anne Roux administratrice le 4 novembre 2026.";
    expect(readOf(text)).toBe(`${GROUPING} VERGERS DU PLATEAU`);
  });
});

describe('what a bracket of members does not change', () => {
  it("never publishes a GIE's constitution between two identified companies under a member", () => {
    const text =
      "CONSTITUTION\nPar acte du 3 novembre 2026, il a été constitué le GIE LES PÊCHEURS DU NORD (membres : ALPHA MER, SARL, RIDET 1 000 009.001 ; BETA PÊCHE, SAS, RIDET 3 000 007.001). Siège : 3 rue Austerlitz, Nouméa. Administrateur : M. Paul Martin.";
    const read = readOf(text);
    expect(read.startsWith('1000009')).toBe(false);
    expect(read.startsWith('3000007')).toBe(false);
  });

  it('keeps a joint notice of two companies quarantined', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société ALPHA MER, SARL, RIDET 1 000 009.001, et la société BETA PÊCHE, SAS, RIDET 3 000 007.001, informent qu’elles ont transféré leur siège au 3 rue Austerlitz, Nouméa, le 2 octobre 2026.';
    expect(readOf(text)).toBe('sujet_ambigu');
  });
});

describe("a member's line above the grouping told by its generic noun", () => {
  it("never publishes the grouping under the first member's name read from the lines above", () => {
    const text =
      "Objet de l'avis : GIE LES PÊCHEURS DU NORD\nMembres du groupement :\n- ALPHA MER, SARL, RIDET 1 000 009.001\n- BETA PÊCHE, SAS, RIDET 3 000 007.001\nLe groupement, RIDET 2 000 008.001, a nommé M. Paul Martin administrateur le 2 octobre 2026.";
    expect(readOf(text)).not.toMatch(/ALPHA MER|^1000009|^3000007/);
  });

  it('never names the grouping by a member listed on its own line with its identifier', () => {
    const text =
      'CHANGEMENT D’ADMINISTRATEUR\nAdhérents :\n• VERGERS DE FARINO, EURL, RIDET 1 000 009.001\n• MIELS DU SUD, SARL, RIDET 3 000 007.001\nLe groupement, RIDET 2 000 008.001, informe que M. Luc Bernard remplace Mme Anne Roux comme administrateur depuis le 5 novembre 2026.';
    expect(readOf(text)).not.toMatch(/VERGERS DE FARINO|^1000009|^3000007/);
  });
});
