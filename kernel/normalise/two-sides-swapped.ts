/**
 * Two companies a text tells on both sides of one act (each the giver and the taker of a business,
 * each the absorbed and the absorbing company of a merger): the sides are swapped somewhere and a
 * reader cannot tell whose act it is. One declaration for the exchange's and the merger's readings
 * (exchange-sides-contradict.ts, merger-sides-contradict.ts), which bring their own wordings of each
 * side; the company's name is each wording's first group, read on folded text.
 */

import { matchesOf } from './global-pattern.ts';

/** A side's wording: its global pattern over folded text, the company's name its first group, and the side it tells. */
export type SideWording<Side extends string> = readonly [pattern: RegExp, side: Side];

/** The first two companies told on both sides, as printed, or null. `folded` is `fold(text)`, the same length. */
export function twoSidesSwapped<Side extends string>(text: string, folded: string, wordings: ReadonlyArray<SideWording<Side>>): [string, string] | null {
  const sides = new Map<string, { printed: string; sides: Set<Side> }>();
  for (const [pattern, side] of wordings) {
    for (const m of matchesOf(pattern, folded)) {
      // fold() keeps the text's length: the name's place in the folded text is its place as printed.
      const at = m.index + m[0].indexOf(m[1]!);
      const key = m[1]!.trim();
      if (!sides.has(key)) sides.set(key, { printed: text.slice(at, at + m[1]!.length).trim(), sides: new Set() });
      sides.get(key)!.sides.add(side);
    }
  }
  const both = [...sides.values()].filter((s) => s.sides.size >= 2).map((s) => s.printed);
  return both.length >= 2 ? [both[0]!, both[1]!] : null;
}
