/**
 * A merger whose sides are told by the companies' names again, after both were introduced with
 * their identifiers (`La société A, SARL, RIDET …, et la société B, SARL, RIDET …, ont conclu un
 * traité de fusion par lequel A absorbe B`, `l'absorption de B par A`): A absorbs, B is absorbed,
 * as a reader matches each name to the company introduced under it. A company may be introduced by
 * a header block of its own (header-block-name.ts); of two, the one the text says dissolved by its
 * name is the absorbed side (`la société B se trouve dissoute sans liquidation`).
 */

import type { RidetMatch } from './ridet.ts';
import { escaped } from './escaped.ts';
import { blockNameOver } from './header-block-name.ts';
import { fold } from './fold.ts';

/** The name introduced right before an identifier: 'la société NAME, …' in the same clause. */
const INTRODUCED_NAME = /\b(?:la |l')?societe\s+(?:« ?|")?([^,;:()«»"\n]{3,80}?)(?: ?»|")?\s*,[^.;]{0,240}$/;

export type MergerSide = 'absorbing' | 'absorbed';

/**
 * Each identifier's side when the folded text names its company again as the one that absorbs or
 * is absorbed by another identified company; an identifier whose side is not so told is absent.
 */
export function mergerSidesByName(folded: string, matches: readonly RidetMatch[], text: string): Map<number, MergerSide> {
  const sides = new Map<number, MergerSide>();
  // Only a merger's words (speed only).
  if (matches.length < 2 || !folded.includes('absor')) return sides;
  // 'la société absorbée, …': a side's word after the noun names no company.
  const names = matches.map((m) => INTRODUCED_NAME.exec(folded.slice(Math.max(0, m.index - 400), m.index))?.[1]?.trim() ?? printedBlockName(text, m.index)).map((name) => (name && SIDE_WORD.test(name) ? null : name));
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
  // Two companies of a merger, one told dissolved by its name: it is the absorbed side.
  const companies = new Set(matches.map((m) => m.rid));
  if (sides.size === 0 && companies.size === 2) {
    const dissolved = matches.filter((m, k) => names[k] && new RegExp(`(?:^|[^\\p{L}])${escaped(names[k])}\\s+${TOLD_DISSOLVED_AFTER_NAME}`, 'u').test(folded));
    if (new Set(dissolved.map((m) => m.rid)).size === 1) {
      for (const m of matches) sides.set(m.index, m.rid === dissolved[0]!.rid ? 'absorbed' : 'absorbing');
    }
  }
  return sides;
}

/**
 * 'X se trouve dissoute sans liquidation', 'X a été dissoute de plein droit': in a merger, the
 * absorbed side. The words after `dissoute` are not read: the text comes with `sans liquidation`
 * blanked as a denied event (denied-events.ts).
 */
const TOLD_DISSOLVED_AFTER_NAME = String.raw`(?:se trouve|est|a ete|sera|s'est trouvee)\s+(?:de ce fait\s+|ainsi\s+)?dissoute(?![a-z])`;

/** A header block's name (header-block-name.ts), folded as the text is. */
function printedBlockName(text: string, identifier: number): string | null {
  const name = blockNameOver(text, identifier);
  return name === null ? null : fold(name);
}
const SIDE_WORD = /^(?:absorbee|absorbante|beneficiaire|apporteuse|dissoute)(?![a-z])/;
