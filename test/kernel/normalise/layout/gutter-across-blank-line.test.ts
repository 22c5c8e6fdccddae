import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { identityOf } from '../notice-helpers.ts';

// Made up. A two-column page whose columns a line blank across both cuts into paragraphs: the
// notice's card beside the top of a neighbour's piece (its seat and register number), then the
// notice's prose beside the rest of that piece, cut by the crop. The piece is set apart whole.
const NOTICE_CARD = ['TEST CAGOUS', 'Société civile immobilière', 'au capital de 1 000 000 F CFP', 'Siège : 2, rue du Test,', '98881 Farino', 'RIDET n° 5 830 260.001'];
const NEIGHBOUR_CARD = ['Siège : 40, rue de l’Essai, 98800', 'Nouméa', 'RCS Nouméa 2011 B 5 830 278', '', "NOMINATION D'UN COMMISSAIRE", 'AUX COMPTES'];
const NOTICE_BODY = [
  'PROROGATION DE LA DURÉE',
  "Aux termes d'une assemblée géné-",
  'rale extraordinaire du 26 juin 2026,',
  'les associés ont décidé de proroger',
  'de soixante ans la durée de la so-',
  'ciété et de la porter à 99 ans.',
  "L'article 5 des statuts a été mo-",
  'difié en conséquence.',
  'Pour avis, la gérance.',
];
const NEIGHBOUR_BODY = ["Aux termes de l'assemblée générale", 'ordinaire du 22 juin 2026, les ac-', 'tionnaires ont nommé la société', 'TEST AUDIT en qualité de commis-', 'saire aux comptes titulaire, en rem-'];

function page(left: readonly string[], right: readonly string[]): string {
  const rows = Math.max(left.length, right.length);
  return Array.from({ length: rows }, (_, i) => `${(left[i] ?? '').padEnd(44)}${right[i] ?? ''}`.trimEnd()).join('\n');
}

const TEXT = ['9 juillet 2026           JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE           10451', '', page(NOTICE_CARD, NEIGHBOUR_CARD), ' '.repeat(44), page(NOTICE_BODY, NEIGHBOUR_BODY)].join('\n');

describe('two columns cut into paragraphs by a line blank across both', () => {
  it('sets the neighbour’s card above the blank line apart with the rest of its piece', () => {
    const read = deinterleaved(TEXT);
    expect(read).toContain('TEST CAGOUS\nSociété civile immobilière');
    expect(read).not.toContain('5 830 278');
    expect(read).not.toContain('TEST AUDIT');
    expect(identityOf(TEXT)).toEqual(['statuts', 'TEST CAGOUS', 'SCI', '5830260001', '2026-07-09']);
  });

  it('keeps a masthead over both columns above the paragraph whose neighbour is set apart', () => {
    const masthead = ['9 juillet 2026           JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE           10451', '', page(NOTICE_BODY, NEIGHBOUR_BODY)].join('\n');
    expect(deinterleaved(masthead)).toContain('JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE           10451');
  });
});
