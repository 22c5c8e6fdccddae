import { describe, expect, it } from 'vitest';
import { withFormHead } from '../../../kernel/normalise/form-headed-name.ts';
import { noticeOf } from './notice-helpers.ts';

// A grouping's name read after its form where the form heads the name (`GIE DES …`): the
// introductions keep it, as a heading does. Every text is made up for this file.
describe('a form heading a name before DE, DU, DES', () => {
  it('keeps GIE in a grouping named by a closing label, its identifier on the line', () => {
    const text =
      "AVIS\nL'assemblée des membres du 4 octobre 2026 a transféré le siège du groupement au 3 rue Gallieni, Nouméa.\nGroupement : GIE DES TRANSPORTEURS DU SUD, RIDET 1 000 009.001.";
    expect(noticeOf(text).denomination).toBe('GIE DES TRANSPORTEURS DU SUD');
  });

  it('keeps GIE in a grouping named by a closing label, its identifier on the next line', () => {
    const text =
      "AVIS\nL'assemblée des membres du 4 octobre 2026 a transféré le siège du groupement au 3 rue Gallieni, Nouméa.\nGroupement : GIE DU PLATEAU DE TANGO\nRIDET : 1 000 009.001";
    expect(noticeOf(text).denomination).toBe('GIE DU PLATEAU DE TANGO');
  });

  it('keeps GIE in a grouping introduced in a sentence', () => {
    const text =
      "PROROGATION\nL'assemblée des membres du GIE DES APICULTEURS DE LA CHAÎNE, groupement d'intérêt économique, RIDET 1 000 009.001, a décidé le 6 octobre 2026 de proroger sa durée de quinze ans.";
    expect(noticeOf(text).denomination).toBe('GIE DES APICULTEURS DE LA CHAÎNE');
  });

  it('reads the same name as the grouping’s heading does', () => {
    const text =
      "GIE DES TRANSPORTEURS DU SUD\nGroupement d'intérêt économique\nSiège : 3 rue Gallieni, Nouméa\nRIDET : 1 000 009.001\n\nL'assemblée des membres du 4 octobre 2026 a nommé M. Paul Martin administrateur unique.";
    expect(noticeOf(text).denomination).toBe('GIE DES TRANSPORTEURS DU SUD');
  });
});

describe('a form that stays the form', () => {
  it('leaves GIE out before a name that opens on a word of its own', () => {
    const text =
      "AVIS\nL'assemblée des membres du 4 octobre 2026 a transféré le siège du groupement au 3 rue Gallieni, Nouméa.\nGroupement : GIE TRANSPORTS RÉUNIS, RIDET 1 000 009.001.";
    expect(noticeOf(text).denomination).toBe('TRANSPORTS RÉUNIS');
  });

  it('keeps only a capitals abbreviation before a capitals connector', () => {
    expect(withFormHead('DES PÊCHEURS DU NORD', 'GIE')).toBe('GIE DES PÊCHEURS DU NORD');
    expect(withFormHead('DU COL DE LA PIROGUE', 'SCI')).toBe('SCI DU COL DE LA PIROGUE');
    expect(withFormHead('DES EAUX DE KONÉ', 'société anonyme')).toBe('DES EAUX DE KONÉ');
    expect(withFormHead('des Pêcheurs', 'GIE')).toBe('des Pêcheurs');
    expect(withFormHead('DESTINATIONS DU NORD', 'SARL')).toBe('DESTINATIONS DU NORD');
    expect(withFormHead('DES PÊCHEURS', null)).toBe('DES PÊCHEURS');
  });

  it('never gives a member’s name to the grouping whose members it lists', () => {
    const text =
      "AVIS\nL'assemblée des membres du 4 octobre 2026 a transféré le siège du groupement au 3 rue Gallieni, Nouméa.\nMembres : SARL DES CAMIONS DE PAÏTA, RIDET 2 222 220.001 ; FRET DUMBÉA, SAS, RIDET 3 000 007.001.\nGroupement : GIE DES TRANSPORTEURS DU SUD, RIDET 1 000 009.001.";
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1000009001');
    expect(notice.denomination).toBe('GIE DES TRANSPORTEURS DU SUD');
  });
});
