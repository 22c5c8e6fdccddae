import { describe, expect, it } from 'vitest';
import { nameAfterChangeArrow } from '../../../kernel/normalise/name-change-arrow.ts';

// A name read with its former name and the change's arrow: the company bears the new name.
// Made-up names.

describe('nameAfterChangeArrow', () => {
  it('keeps the new name after the arrow, without its guillemets', () => {
    expect(nameAfterChangeArrow('ex-«KAORI GLACE» → «GLACIÈRE DE POÉ')).toBe('GLACIÈRE DE POÉ');
    expect(nameAfterChangeArrow('KAORI BOIS -> KAORI MEUBLES')).toBe('KAORI MEUBLES');
  });

  it('leaves a name without an arrow, or with nothing after it, as it is', () => {
    expect(nameAfterChangeArrow('KAORI-BOIS & FILS')).toBe('KAORI-BOIS & FILS');
    expect(nameAfterChangeArrow('KAORI BOIS →')).toBe('KAORI BOIS →');
  });
});
