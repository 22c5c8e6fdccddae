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
  // 'la société absorbée, …': a side's word after the noun names no company.
  const names = matches.map((m) => INTRODUCED_NAME.exec(folded.slice(Math.max(0, m.index - 400), m.index))?.[1]?.trim() ?? headerBlockName(folded, m.index)).map((name) => (name && SIDE_WORD.test(name) ? null : name));
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
    const dissolved = matches.filter((m, k) => names[k] && new RegExp(`(?:^|[^\\p{L}])${escaped(names[k])}\\s+${DISSOLVED_WITHOUT_LIQUIDATION}`, 'u').test(folded));
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
const DISSOLVED_WITHOUT_LIQUIDATION = String.raw`(?:se trouve|est|a ete|sera|s'est trouvee)\s+(?:de ce fait\s+|ainsi\s+)?dissoute(?![a-z])`;

/**
 * The name a header block prints over its company's particulars ('X' / 'Société anonyme au capital
 * …' / 'Siège social : …' / 'RIDET …'): the block's first line, where it is no label's.
 */
function headerBlockName(folded: string, identifier: number): string | null {
  const blockStart = folded.lastIndexOf('\n\n', identifier);
  const block = folded.slice(blockStart < 0 ? 0 : blockStart + 2, identifier);
  const lines = block.split('\n');
  if (lines.length < 2 || lines.length > 6 || !HEADER_PARTICULARS.test(block)) return null;
  const first = lines[0]!.trim();
  return first.length >= 3 && first.length <= 80 && !/[:\d]/.test(first) ? first : null;
}
const SIDE_WORD = /^(?:absorbee|absorbante|beneficiaire|apporteuse|dissoute)(?![a-z])/;
const HEADER_PARTICULARS = /\b(?:au capital|siege)\b/;
