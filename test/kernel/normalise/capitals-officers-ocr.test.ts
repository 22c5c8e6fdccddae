import { describe, expect, it } from 'vitest';
import { repairOcrWords } from '../../../kernel/normalise/ocr-repair.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A notice printed in capitals throughout, scanned: officers confirmed `DANS SES FONCTIONS DE …`,
// an office's 'I' read as '1'. Every text is made up for this file.
const TEXT = [
  'AVIS DE NOMINATION',
  'KAZ DU LARGE, SA AU CAPITAL DE 20 000 000 F CFP, RIDET 1 095 074.001.',
  "LE CONSEIL D'ADMINISTRATION DU 3 MARS 2026 A CONFIRME M. PAUL KOU DANS SES FONCTIONS DE PRESIDENT DU CONSEIL D'ADMINISTRATION",
  'ET MME ANNE WAIA DANS CELLES DE D1RECTRICE GENERALE.',
].join('\n');

describe('officers in a notice printed in capitals throughout', () => {
  it('reads an office’s capitals with a 1 for their I', () => {
    expect(repairOcrWords('D1RECTRICE GENERALE, ADM1NISTRATEUR, RIDET 1 095')).toBe('DIRECTRICE GENERALE, ADMINISTRATEUR, RIDET 1 095');
  });

  it('ends a name before the words that confirm its office', () => {
    expect(officersOf(noticeOf(TEXT))).toEqual(['PAUL KOU (président)', 'ANNE WAIA (directeur général)']);
  });
});
