import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { signsOffLast } from '../../../../kernel/normalise/layout/cut-column-beside.ts';
import { titledNoticeBesideCutOpening } from '../../../../kernel/normalise/layout/neighbour-pieces-beside.ts';

// Made up. A page cropped around a notice printed in its right column keeps, in the left column,
// the start of the notice printed before it, cut by the crop. The notice opens on its own title
// and signs off; the piece beside it signs nothing and stops inside a word.
const NEIGHBOUR_START = [
  'TEST RESTAURANT',
  'SARL au capital de 1 000 000 F CFP',
  'RIDET 5 830 278.001',
  'AUGMENTATION DE CAPITAL',
  "Aux termes d'une assemblée géné-",
  'rale extraordinaire du 19 octobre',
  "2026, les associés ont décidé d'aug-",
  'menter le capital social de 1 000 000',
  "F CFP à 2 500 000 F CFP. L'article 7 des sta-",
];
const NOTICE = [
  'AVIS DE FUSION',
  'TEST BLANCHISSERIE',
  'SARL au capital de 2 000 000 F CFP',
  'RIDET 5 830 286.001',
  "Aux termes d'un traité de fusion du",
  '10 septembre 2026, la société TEST',
  "BLANCHISSERIE a fait apport de l'en-",
  'semble de son patrimoine à la société',
  'TEST PRESSING, SAS, RIDET 5 830 294.001.',
  'La société TEST BLANCHISSERIE a été',
  'dissoute sans liquidation le 28 oc-',
  'tobre 2026, jour de la fusion.',
  'Pour avis, la gérance.',
];

/** Two columns side by side, the left one padded to a gutter at column 46. */
function page(left: readonly string[], right: readonly string[]): string {
  const rows = Math.max(left.length, right.length);
  return Array.from({ length: rows }, (_, i) => `${(left[i] ?? '').padEnd(46)}${right[i] ?? ''}`.trimEnd()).join('\n');
}

describe('a notice in the right column beside the start of the one printed before it', () => {
  it('reads the right column alone, the cut start beside it set apart', () => {
    const read = deinterleaved(page(NEIGHBOUR_START, NOTICE));
    expect(read).toContain('AVIS DE FUSION\nTEST BLANCHISSERIE');
    expect(read).not.toContain('AUGMENTATION DE CAPITAL');
    expect(read).not.toContain('5 830 278');
  });

  it('keeps a notice that runs on from the left column into the right one whole', () => {
    // The second part opens inside the notice's sentence, not on a title.
    const second = NOTICE.slice(4);
    expect(titledNoticeBesideCutOpening(second, NEIGHBOUR_START)).toBe(false);
    expect(titledNoticeBesideCutOpening(NOTICE, NEIGHBOUR_START)).toBe(true);
    // Beside a whole notice that signs off, the left column is no cut start.
    expect(titledNoticeBesideCutOpening(NOTICE, [...NEIGHBOUR_START.slice(0, -1), "F CFP à 2 500 000 F CFP.", 'Pour avis.'])).toBe(false);
  });
});

// Made up. A closing line too long for its column runs on over one more line.
describe('a closing line that runs on over two lines of its column', () => {
  it('still ends the column on its closing line', () => {
    expect(signsOffLast(['Les articles 6 et 7 sont modifiés.', "Pour avis, le président du conseil d'ad-", 'ministration, M. Jean TESTEUR.'])).toBe(true);
    expect(signsOffLast(['Les articles 6 et 7 sont modifiés.', 'Pour avis, le président,', 'M. Jean TESTEUR.'])).toBe(true);
  });

  it('knows every closing formula the reader knows, the insertion’s rank and a copy’s included', () => {
    for (const closing of ['Pour unique avis.', 'Pour copie conforme.', 'POUR AVIS, LA GÉRANCE.', 'Pour première insertion.', 'Pour mention.']) expect(signsOffLast(['Les articles 6 et 7 sont modifiés.', closing])).toBe(true);
  });

  it('is no closing line where the line after it opens a new sentence that goes on', () => {
    expect(signsOffLast(['Pour avis, la gérance.', 'AVIS DE DISSOLUTION', 'Aux termes d’une assemblée'])).toBe(false);
    expect(signsOffLast(['Pour avis, le président du conseil d’ad-', 'ministration, et les associés ont'])).toBe(false);
  });
});
