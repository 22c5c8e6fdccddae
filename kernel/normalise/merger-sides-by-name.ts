/**
 * A merger whose sides are told by the companies' names again, after both were introduced with
 * their identifiers (`La société A, SARL, RIDET …, et la société B, SARL, RIDET …, ont conclu un
 * traité de fusion par lequel A absorbe B`, `l'absorption de B par A`): A absorbs, B is absorbed,
 * as a reader matches each name to the company introduced under it.
 */

import type { RidetMatch } from './ridet.ts';
import { escaped } from './escaped.ts';

/** The name introduced right before an identifier: 'la société NAME, …' in the same clause. */
const INTRODUCED_NAME = /\b(?:la |l')?societe\s+(?:« ?|")?([^,;:()«»"\n]{3,80}?)(?: ?»|")?\s*,[^.;]{0,240}$/;

export type MergerSide = 'absorbing' | 'absorbed';

/**
 * Each identifier's side when the folded text names its company again as the one that absorbs or
 * is absorbed by another identified company; an identifier whose side is not so told is absent.
 */
export function mergerSidesByName(folded: string, matches: readonly RidetMatch[]): Map<number, MergerSide> {
  const sides = new Map<number, MergerSide>();
  // Only a merger's words (speed only).
  if (matches.length < 2 || !folded.includes('absor')) return sides;
  const names = matches.map((m) => INTRODUCED_NAME.exec(folded.slice(Math.max(0, m.index - 400), m.index))?.[1]?.trim() ?? null);
  for (let i = 0; i < matches.length; i += 1) {
    for (let j = 0; j < matches.length; j += 1) {
      const absorbing = names[i];
      const absorbed = names[j];
      if (!absorbing || !absorbed || absorbing === absorbed || matches[i]!.rid === matches[j]!.rid) continue;
      const a = escaped(absorbing);
      const b = escaped(absorbed);
      const told = new RegExp(`(?:^|[^\\p{L}])${a}\\s+(?:absorbe|a absorbe|absorbera|va absorber)\\s+(?:la societe\\s+)?${b}(?![\\p{L}])|\\babsorption de (?:la societe\\s+)?${b}\\s+par (?:la societe\\s+)?${a}(?![\\p{L}])`, 'u');
      // The names' own mentions are before their identifiers: the telling is elsewhere.
      if (!told.test(folded)) continue;
      sides.set(matches[i]!.index, 'absorbing');
      sides.set(matches[j]!.index, 'absorbed');
    }
  }
  return sides;
}
