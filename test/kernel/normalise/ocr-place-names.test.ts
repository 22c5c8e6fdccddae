import { describe, expect, it } from 'vitest';
import { withPlaceNamesRead } from '../../../kernel/normalise/ocr-place-names.ts';
import { subjectOf } from './notice-helpers.ts';

// A commune's name printed by a scan with 'm' read as 'rn' or 'd' as 'cl'. Every text is made up
// for this file.
describe('a commune’s name misread by a scan', () => {
  it('is read back when the read-back word is a commune', () => {
    expect(withPlaceNamesRead('RCS Nournéa, siège à Kournac')).toBe('RCS Nouméa, siège à Koumac');
    expect(withPlaceNamesRead('98850 KOURNAC')).toBe('98850 KOUMAC');
  });

  it('leaves a name that reads back to no commune', () => {
    expect(withPlaceNamesRead('SARL Bernard et Clément, Kornac')).toBe('SARL Bernard et Clément, Kornac');
  });

  it('lets a number-first register entry name the company’s identifier', () => {
    const text = [
      'KAZ DU COL',
      'Société civile immobilière au capital de 100 000 F CFP',
      'Siège : 3, rue des Pins, 98830 Dumbéa',
      '1 624 360 RCS Nournéa',
      '',
      "Aux termes d'une assemblée du 2 avril 2026, les associés ont transféré le siège au 8, rue Higginson, 98800 Nouméa.",
      'Pour avis, la gérance.',
    ].join('\n');
    expect(subjectOf(text)).toBe('1624360');
  });
});
