import { describe, expect, it } from 'vitest';
import { cleanOcrNameVariant } from '../../../kernel/normalise/ocr-name-variant.ts';
import { noticeOf } from './notice-helpers.ts';

// A scan damages a name in the heading that the body prints cleanly. Made up for the reading.

describe('a name a scan damaged, printed cleanly elsewhere in the notice', () => {
  it('is read as the clean printing: `8c` for `&`, letters for digits, `l` among capitals', () => {
    expect(cleanOcrNameVariant('TESTS 8c FILS', 'TESTS 8c FILS\n…la société TESTS & FILS, SAS')).toBe('TESTS & FILS');
    expect(cleanOcrNameVariant('ESSAI 9BB', 'ESSAI 9BB\n…la société ESSAI 988 a décidé')).toBe('ESSAI 988');
    expect(cleanOcrNameVariant('ESSAl LAGON', 'ESSAl LAGON\n…la société ESSAI LAGON')).toBe('ESSAI LAGON');
  });

  it('keeps a name the text never prints otherwise, and a name whose digits are its own', () => {
    expect(cleanOcrNameVariant('ESSAI 9BB', 'ESSAI 9BB, SARL')).toBeNull();
    expect(cleanOcrNameVariant('ESSAIS 4G', 'la société ESSAIS 4G, ESSAIS AG')).toBeNull();
    expect(cleanOcrNameVariant('ESSAIS DU NORD', 'ESSAIS DU NORD')).toBeNull();
  });

  it('so the notice publishes the clean name', () => {
    const text =
      "JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE 20 octobre 2026\n\nESSAl 9BB\nSociété par actions simplifiée unipersonnelle\nRIDET 1 742 774.001\n\nPar décision du 12 octobre 2026, l'associée unique de la société ESSAI 988 a décidé la dissolution anticipée de la société. Mme Ana TESTARD est nommée liquidatrice.";
    expect(noticeOf(text)).toMatchObject({ type: 'dissolution', denomination: 'ESSAI 988', ridet: '1742774001' });
  });
});
