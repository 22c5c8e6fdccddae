import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { memberOfListedOrgan } from '../../../kernel/normalise/organ-member-list.ts';

// Made up. The last list opening is looked for only after a colon no opening can run over (speed
// only): colons of other labels before it, and colons inside the bracket an opening may print
// its decision in, which an opening does run over.
function listed(text: string, identifier: string): boolean {
  const folded = fold(text);
  const index = text.indexOf(identifier);
  const before = folded.slice(Math.max(0, index - 600), index).replace(/\n/g, ' ');
  return memberOfListedOrgan(before, folded, index, index + identifier.length);
}

describe('an organ’s list opening found after the colons before it', () => {
  const item = '– la société PIROGUE INVEST, SAS, RIDET 2 345 671.001';

  it('reads the opening after other labels’ colons', () => {
    const text = `KAORI BOIS – SA\nSiège : Nouméa\nCapital : 10 000 000 F\nNouveaux administrateurs :\n${item}`;
    expect(listed(text, 'RIDET 2 345 671.001')).toBe(true);
  });

  it('reads an opening whose bracket prints times and labels with their colons', () => {
    const text = `KAORI BOIS – SA\nSiège : Nouméa\nNouveaux administrateurs (AGO : 12 mai, 9:30) :\n${item}`;
    expect(listed(text, 'RIDET 2 345 671.001')).toBe(true);
  });

  it('reads no list where another label’s colon follows the opening', () => {
    const text = `KAORI BOIS – SA\nNouveaux administrateurs (AGO du 12 mai) :\nM. Paul Wenceslas\nDépôt : greffe\n${item}`;
    expect(listed(text, 'RIDET 2 345 671.001')).toBe(false);
  });
});
