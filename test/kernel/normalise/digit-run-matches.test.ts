import { describe, expect, it } from 'vitest';
import { digitRunMatches } from '../../../kernel/normalise/digit-run-matches.ts';
import { matchesOf } from '../../../kernel/normalise/global-pattern.ts';
import { SHAPED, shapedIdentifiers } from '../../../kernel/normalise/shaped-identifier.ts';

const spans = (ms: readonly RegExpExecArray[]): string[] => ms.map((m) => `${m.index}:${m[0]}:${m[1] ?? ''}`);

/** Made-up lines of labels, digits, groups and signs, the same each run. */
function madeUpLines(count: number): string[] {
  const pieces = ['Rd', 'RDT ', 'Id.', 'Ridt', 'de ', 'tél ', 'n° ', 'x', '1', '12', '123', '1234567', '1570878', '0002337', '1234567890', ' ', '\u00a0', '.', ',', '-', '/', '001', ' F', ' M', ' à 3', '%', 'é', '\n', '😀', '1 010 305', '.001', '254 763', '1.402.601'];
  let seed = 11;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + (next() % 12);
    for (let i = 0; i < n; i += 1) text += pieces[next() % pieces.length];
    return text;
  });
}

describe('a pattern opening a run of digits tried at the runs only', () => {
  it('finds what the global scan finds, where every run a candidate finds may open a match', () => {
    const sticky = new RegExp(SHAPED.source, 'duy');
    let found = 0;
    for (const text of madeUpLines(20_000)) {
      const expected = spans([...matchesOf(SHAPED, text)]);
      expect(spans(digitRunMatches(sticky, text, () => true))).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(500);
  });

  it('reads a RID grouped by spaces or dots, in threes from its first digit or its third, or its six digits run together, after a compositor’s label', () => {
    const text = 'Cstn SARL TARTEMPION Rd 1.570.878/001, Ridt254 763.003 et RDT 1\u00a0010\u00a0305.001, Rd254763-002 ; capital 1 000 000 F.';
    expect(shapedIdentifiers(text).map((s) => s.numeral)).toEqual(['1.570.878/001', '254 763.003', '1\u00a0010\u00a0305.001', '254763-002']);
  });
});
