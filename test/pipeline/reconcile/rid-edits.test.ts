import { describe, expect, it } from 'vitest';
import { describeRidEdits, ridEdits, ridNeighbours } from '../../../pipeline/reconcile/rid-edits.ts';

describe('the slips between a printed RID and another', () => {
  it('counts a digit typed for another as one substitution, and says when a scan confuses them', () => {
    expect(ridEdits('4021359', '4021359')).toEqual([]);
    expect(ridEdits('4021359', '4021354')).toEqual([{ kind: 'substitution', position: 7, printed: '9', kept: '4', ocr: false }]);
    expect(ridEdits('4821359', '4021359')).toEqual([{ kind: 'substitution', position: 2, printed: '8', kept: '0', ocr: true }]);
    for (const [printed, kept] of [['1', '7'], ['5', '6'], ['3', '8']]) {
      expect(ridEdits(`40${printed}1359`, `40${kept}1359`)?.[0]).toMatchObject({ kind: 'substitution', ocr: true });
    }
  });

  it('counts two neighbouring digits swapped as one slip, not two substitutions', () => {
    expect(ridEdits('4012359', '4021359')).toEqual([{ kind: 'transposition', position: 3, printed: '12', kept: '21' }]);
    expect(ridEdits('0412359', '4021359')).toHaveLength(2);
  });

  it('tells nothing about numbers of different lengths', () => {
    expect(ridEdits('402135', '4021359')).toBeNull();
  });

  it('describes the slips in French', () => {
    expect(describeRidEdits(ridEdits('4012358', '4021359')!)).toBe('12 imprimé pour 21 aux 3e et 4e chiffres (chiffres inversés), 8 imprimé pour 9 au 7e chiffre');
    expect(describeRidEdits(ridEdits('8021359', '0021359')!)).toBe('8 imprimé pour 0 au 1er chiffre (confusion de lecture)');
  });

  it('lists every number one or two slips away, the number itself excluded', () => {
    const one = ridNeighbours('4021359', 1);
    // 7 positions x 9 other digits, and the 6 neighbour swaps of distinct digits.
    expect(one.size).toBe(63 + 6);
    expect(one.has('4021359')).toBe(false);
    expect(one.has('4201359')).toBe(true);
    const two = ridNeighbours('4021359', 2);
    expect(two.has('4201358')).toBe(true);
    expect(two.has('4021359')).toBe(false);
    // A superset: two overlapping swaps ('402' to '024') make a number three substitutions away.
    expect(two.has('0241359')).toBe(true);
    expect(ridEdits('4021359', '0241359')).toHaveLength(3);
    // Two rotations of each of the 5 runs of three neighbouring (distinct) digits.
    expect([...two].filter((rid) => ridEdits('4021359', rid)!.length > 2)).toHaveLength(10);
  });
});
