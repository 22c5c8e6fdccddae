import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A list of appointees whose first item's apposition recalls an office held before
// (kernel/normalise/extract-dirigeants.ts, readList). Made up for the rule it names.

describe('a bulleted list of appointees whose first item recalls a former office', () => {
  it('goes on to the next item, the former office the first one’s past (“– M. X, ancien gérant ;”)', () => {
    const text = [
      'TESTS LOISIRS',
      'SA au capital de 20 000 000 F CFP',
      'RIDET 1 000 002.001',
      "L'assemblée du 4 septembre 2026 a décidé la dissolution anticipée de la société.",
      'Elle a nommé en qualité de co-liquidateurs, pouvant agir ensemble ou séparément :',
      '– M. Paul TESTARD, ancien directeur général, demeurant à Dumbéa ;',
      '– la société TESTS LIQUIDATIONS, SELARL, représentée par Maître Lise TESTIER.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (liquidateur)', 'TESTS LIQUIDATIONS (liquidateur)']);
  });
});
