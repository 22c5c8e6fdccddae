import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { twoSidesSwapped, type SideWording } from '../../../kernel/normalise/two-sides-swapped.ts';

// Made-up sentences; the wordings are the test's own, each naming its company in its first group.
const WORDINGS: ReadonlyArray<SideWording<'gives' | 'gets'>> = [
  [/\bla societe ([a-z ]+?) vend\b/g, 'gives'],
  [/\bachete par la societe ([a-z ]+?)[,.]/g, 'gets'],
];
const swapped = (text: string) => twoSidesSwapped(text, fold(text), WORDINGS);

describe('two companies told on both sides of one act', () => {
  it('names both, as printed, where each is told giving and taking', () => {
    expect(swapped('La société Bois Dur vend, acheté par la société Kaori Sud. Puis la société Kaori Sud vend, acheté par la société Bois Dur.')).toEqual(['Bois Dur', 'Kaori Sud']);
  });

  it('names none where only one company is told both ways (a slip a reader sees through)', () => {
    expect(swapped('La société Bois Dur vend, acheté par la société Kaori Sud. Puis la société Bois Dur vend, acheté par la société Bois Dur.')).toBeNull();
  });
});
