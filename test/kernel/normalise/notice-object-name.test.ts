import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A company named as the notice's object (`Objet de l'avis : GIE X`). Every text is made up for this file.
describe("the company a notice's object label names", () => {
  it('names a grouping over its members, its identifier under a closing label without its name', () => {
    const text =
      "AVIS DE MODIFICATION\nObjet de l'avis : GIE DES TRANSPORTEURS DU SUD\nMembres : CAMIONS DE PAÏTA, SARL, RIDET 1 111 112.001 ; FRET DUMBÉA, SAS, RIDET 2 222 220.001.\nL'assemblée des membres du 4 octobre 2026 a transféré le siège du groupement au 3 rue Gallieni, Nouméa.\nGroupement : GIE, RIDET 1 000 009.001.";
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1000009001');
    expect(notice.denomination).toBe('GIE DES TRANSPORTEURS DU SUD');
  });

  it('names a grouping whose members print their forms first, its identifier in the body', () => {
    const text =
      "Objet de l’avis : GIE MARAÎCHERS UNIS\nMembres : SARL JARDINS DE FARINO, RIDET 1 111 112.001 ; SAS SERRES DE MOINDOU, RIDET 2 222 220.001.\nL'assemblée des membres du 4 octobre 2026 a nommé M. Paul Martin administrateur unique du groupement, immatriculé au RIDET sous le n° 1 000 009.001.";
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1000009001');
    expect(notice.denomination).toBe('GIE MARAÎCHERS UNIS');
  });

  it('names a civil company under another wording of the label, its form left out as a heading’s', () => {
    const text =
      "Objet de l'annonce : SCI LES PINS\nLes associés de la SCI, RIDET 1 000 009.001, ont décidé le 4 octobre 2026 de transférer le siège au 3 rue Gallieni, Nouméa.";
    expect(noticeOf(text).denomination).toBe('LES PINS');
  });
});

describe('an object label that names no company', () => {
  it('reads an event under the label as no name', () => {
    const text =
      "Objet de l'avis : transfert de siège\nLa société TIARÉ NEGOCE, SARL, RIDET 1 000 009.001, a transféré son siège au 3 rue Gallieni, Nouméa, le 4 octobre 2026.";
    expect(noticeOf(text).denomination).toBe('TIARÉ NEGOCE');
  });

  it('reads a company’s purpose under `Objet :` as no name', () => {
    const text =
      "CONSTITUTION\nDénomination : KAGOU CONSEIL\nForme : SARL\nObjet : SARL de conseil\nSiège : 3 rue Gallieni, Nouméa\nRIDET : 1 000 009.001\nContrat du 4 octobre 2026.";
    expect(noticeOf(text).denomination).toBe('KAGOU CONSEIL');
  });
});
