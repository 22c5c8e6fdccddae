import { describe, expect, it } from 'vitest';
import { normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';

// The character pass reads a scanned identifier's label and the number after it only where a text
// holds what those readings change (clean-text.ts, speed only): every such text must still be read.
// Made-up lines.
describe("a scanned identifier's label and number, read where their signs are", () => {
  it.each([
    ['a label with a one for its I', 'Immatriculée sous le R1D : 2 345 678', 'Immatriculée sous le RID : 2 345 678'],
    ['a label with a bar for its I', 'SARL KAGOU BLEU – R|DET 2 345 678.001', 'SARL KAGOU BLEU – RIDET 2 345 678.001'],
    ['a short label with an l for its I', 'RlD 2 345 678, Koné', 'RID 2 345 678, Koné'],
  ])('reads %s', (_, printed, read) => {
    expect(normaliseCharacters(printed)).toBe(read);
  });

  it.each([
    ['a rank whose dot stands apart', 'RIDET 2 468 135 . 002', 'RIDET 2 468 135.002'],
    ['a space before the rank\'s dot', 'RIDET : 2 468 135 .002', 'RIDET : 2 468 135.002'],
    ['a space after the rank\'s dot', 'RID n° 2 468 135. 002', 'RID n° 2 468 135.002'],
    ['a first group of the letter O, the number cut at the line\'s end', 'RID : O 468\n135.002', 'RID : 0 468\n135.002'],
  ])('reads a number after its label with %s', (_, printed, read) => {
    expect(normaliseCharacters(printed)).toBe(read);
  });
});
