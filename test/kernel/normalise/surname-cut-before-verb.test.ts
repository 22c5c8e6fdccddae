import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A surname of two words a narrow column cut at the line's end, the second word opening the next
// line straight before the person's verb. Every text is made up for this file.
const notice = (officer: string): string =>
  ["AVIS\nKAZ DU PORT, SARL, RIDET 1 095 074.001.\nL'assemblée du 13 octobre 2026 a décidé de transférer le siège au 3, rue Foch, 98800 Nouméa. L'article 4 des statuts a été", officer].join('\n');

describe('a surname cut before its verb', () => {
  it('is read whole', () => {
    expect(officersOf(noticeOf(notice('modifié en conséquence. M. Minh TRAN\nDUC demeure gérant.')))).toEqual(['Minh TRAN DUC (gérant)']);
  });

  it('leaves a label on the next line out of the name', () => {
    expect(officersOf(noticeOf(notice('modifié en conséquence. Gérant : M. Minh TRAN\nRIDET 1 095 074.001')))).toEqual(['Minh TRAN (gérant)']);
  });
});
