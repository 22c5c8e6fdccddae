import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../kernel/normalise/global-pattern.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { UNLABELLED_SHAPE, unlabelledShapes } from '../../../kernel/normalise/unlabelled-ridet-shape.ts';

const spans = (ms: readonly RegExpExecArray[]): string[] => ms.map((m) => `${m.index}:${m[0]}`);

describe('unlabelled identifiers read where a match can start', () => {
  it('finds what the global scan finds in made-up lines of numbers', () => {
    const pieces = ['1', '12', '123', '1234567', '1234567890', '12345678901', ' ', '\u00a0', '\u202f', '.', ',', '-', '_', '\u2013', '/', ' F', ' XPF', 'francs', 'a', 'Z', '\n', '😀', '001', '1 234', '9\u00a0876', ' 567', '\u202f543', '.001', ' - 002'];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    let found = 0;
    let grouped = 0;
    for (let n = 0; n < 20_000; n += 1) {
      let text = '';
      const count = 1 + (next() % 14);
      for (let i = 0; i < count; i += 1) text += pieces[next() % pieces.length];
      const expected = spans([...matchesOf(UNLABELLED_SHAPE, text)]);
      expect(spans(unlabelledShapes(text))).toEqual(expected);
      found += expected.length;
      grouped += expected.filter((m) => /^\d\D/u.test(m.slice(m.indexOf(':') + 1))).length;
    }
    // The made-up lines hold matches of every shape, not only texts where nothing is found.
    expect(found).toBeGreaterThan(1000);
    expect(grouped).toBeGreaterThan(20);
  });

  it('reads an identifier grouped by a narrow no-break space, glued, or at the text’s start', () => {
    const text = '1\u202f234\u202f567.001 cède à la société Tartempion 7654321-002, puis 9876543210.';
    expect(findRidets(text).map((r) => r.ridet)).toEqual(['1234567001', '7654321002', '9876543210']);
  });

  it('reads no amount, no number after a dot or a comma, no date', () => {
    const text = 'Capital : 1 000 000 F, ref. 12.1234567890, le 12/03/2026 à 98800, et 1 234 567.001 XPF.';
    expect(unlabelledShapes(text)).toEqual([]);
  });
});

describe("an identifier's shapes a compositor prints without a label before it", () => {
  it.each([
    ['its rank after a slash', 'CHGT GÉR. KAORI BOIS (SARL) 1000009/001 − M. Paul WEA'],
    ['its label after it, pointed at', 'KAORI BOIS ← dén. | SARL ← forme | 1000009 001 ← ridet | 500 parts'],
    ['its label after it, in brackets', 'KAORI BOIS (dén.) · SARL (forme) · 1000009 001 (ridet) · 500 parts'],
  ])('reads %s', (_, text) => {
    expect(findRidets(text).map((m) => m.ridet)).toEqual(['1000009001']);
  });

  it('reads no seven digits and three apart without the label after them', () => {
    expect(findRidets('Tél. 1000009 001, le 12/11/2026')).toEqual([]);
  });
});
