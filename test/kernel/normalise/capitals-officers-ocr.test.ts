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

// Made up (2026-12-07, seventeenth session, from contreforts cb24). Its sentences broken over lines
// before a capital, as a narrow column in capitals prints them.
describe('a sentence of a notice in capitals broken over lines', () => {
  it('is read across its breaks, the verb after the name on the next line', () => {
    const text = [
      'KAZ DU FROID',
      'SOCIETE ANONYME AU CAPITAL DE 40 000 000 F CFP',
      'RIDET N° 1 562 834.001',
      '',
      'AVIS DE NOMINATION',
      "AUX TERMES D'UNE DELIBERATION DU CONSEIL DU 12 OCTOBRE 2026, M. PAUL KOU A ETE",
      'NOMME DIRECTEUR GENERAL, EN REMPLACEMENT DE M. LUC WAIA, DEMISSIONNAIRE.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['PAUL KOU (directeur général)']);
  });
});
