import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Officers printed without civility after their office's label, several joined by 'et' or a spaced
// dash (kernel/normalise/officer-mentions.ts). Made up for the rule it names, never a copy of a group text.

const transfer = (signature: string): string =>
  [
    'MENUISERIE DES DEUX BAIES',
    'SARL au capital de 2 000 000 F CFP',
    'RIDET 1 000 002.001',
    '',
    'Par décision du 9 avril 2026, les cogérants ont transféré le siège social au 4, rue Higginson, 98800 Nouméa.',
    '',
    signature,
  ].join('\n');

describe('a signature’s officers listed bare after their office', () => {
  it('reads both names joined by “et” on the line under the office', () => {
    expect(officersOf(noticeOf(transfer('Pour avis,\nles cogérants :\nPaul WAKONE et Léa WAKONE')))).toEqual(['Paul WAKONE (gérant)', 'Léa WAKONE (gérant)']);
  });

  it('reads both names joined by a spaced dash, a married name kept with the second', () => {
    expect(officersOf(noticeOf(transfer('Pour avis,\nles cogérants :\nPaul WAKONE – Léa WAKONE née DIÉ')))).toEqual(['Paul WAKONE (gérant)', 'Léa WAKONE née DIÉ (gérant)']);
  });
});
