import { describe, expect, it } from 'vitest';
import { isAbbreviatedWord } from '../../../kernel/normalise/abbreviated-word-not-name.ts';

// A cut word proposed as a name: made-up notices.

describe('a word cut by its dot is no name (abbreviated-word-not-name.ts)', () => {
  it('reads a known cut word alone on its heading line, and a former thing’s ex- before one', () => {
    expect(isAbbreviatedWord('DÉN', 'DÉN.\nanc. FARE DU COL\nnouv. KALOLO MARINE')).toBe(true);
    expect(isAbbreviatedWord('ex-dén', 'SG + CHGT DÉN. — ex-dén. FARE DU COL → nv. dén. KALOLO MARINE')).toBe(true);
    expect(isAbbreviatedWord('DÉMISS', 'DÉMISS. COGÉR. – SARL FARE DU COL – RIDET 1 000 032.001')).toBe(true);
  });
  it('leaves a name alone: a sentence’s last word, a word no cut of the notices’ words, one never dotted', () => {
    expect(isAbbreviatedWord('KALOLO', 'La société KALOLO.\nSARL au capital de 100 000 F')).toBe(false);
    expect(isAbbreviatedWord('KALOLO', 'KALOLO.\nSARL au capital de 100 000 F')).toBe(false);
    expect(isAbbreviatedWord('DÉN', 'DÉN\nSARL au capital de 100 000 F')).toBe(false);
  });
});
