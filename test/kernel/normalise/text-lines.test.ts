import { describe, expect, it } from 'vitest';
import { lineAfter, lineAt } from '../../../kernel/normalise/text-lines.ts';

describe('the lines around a position', () => {
  const text = 'CABINET X\nRIDET 1 234 567.001\nBP 12, Koné';

  it('gives the line holding a position, with its bounds', () => {
    const index = text.indexOf('1 234');
    expect(lineAt(text, index)).toEqual({ start: 10, end: 29, text: 'RIDET 1 234 567.001' });
    expect(lineAt(text, 0).text).toBe('CABINET X');
  });

  it('gives the next line, and null after the last one', () => {
    expect(lineAfter(text, text.indexOf('RIDET'))?.text).toBe('BP 12, Koné');
    expect(lineAfter(text, text.indexOf('Koné'))).toBeNull();
  });
});
