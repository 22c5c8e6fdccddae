/**
 * A dissolution by universal transmission of assets (TUP, `transmission universelle du patrimoine`,
 * article 1844-5 of the civil code) between two identified companies: the sole shareholder takes the
 * subsidiary's assets and lives on, the subsidiary is dissolved, as a merger's absorbing and
 * absorbed companies. A reader tells them by the sole shareholder's words, wherever they stand:
 * - before the shareholder's own name, as its label or its apposition (`par déc. de l'assoc. unique
 *   B (SAS, RIDET …)`, `Associée unique : B, SAS, Ridet …`): the other company is dissolved;
 * - in apposition after the shareholder's identifier (`la société B, …, RIDET …, associée unique
 *   de la société A, a décidé …`): the other company is dissolved;
 * - before the subsidiary's name (`notre société, associée unique de la société A, …, RIDET …`,
 *   `agissant en qualité d'associée unique de la société A`): that company is dissolved.
 * A form's words (`société à responsabilité limitée à associé unique`) are no shareholder's.
 * Read only where the notice tells such a transmission and names two companies, each with its
 * identifier, and only where the words say one side alone.
 */

import type { RidetMatch } from './ridet.ts';
import type { MergerSide } from './merger-sides-by-name.ts';

/** The transmission's words (folded; the abbreviations written out or not). */
const TRANSMISSION = /\btransmission universelle\b|\btup\b|\b1844-5\b/;
/** The sole shareholder's words, cut or whole (folded); not a form's (`société … à associé unique`). */
const SOLE_SHAREHOLDER = String.raw`(?<!\ba\s)(?:associee?|assoc\.?|ass\.?|actionnaire)\s*(?:unique|uniq\.?)`;
/** The shareholder named right after its words: no `de` between, no sentence's end up to its identifier. */
const HOLDER_BEFORE = new RegExp(String.raw`${SOLE_SHAREHOLDER}(?!\s+(?:de|du|d')(?![\p{L}]))[^.;]{0,120}$`, 'u');
/** The shareholder's words in apposition right after its identifier (`…, RIDET …, associée unique, a décidé`). */
const HOLDER_AFTER = new RegExp(String.raw`^[)\s]*(?:,[^.;,]{0,80})?,\s*(?:son |sa |l')?${SOLE_SHAREHOLDER}`, 'u');
/** The subsidiary named right after the shareholder's words and its `de`. */
// `de` a word of its own: a block labelled `ASSOCIÉE UNIQUE` over its `Dénomination :` is the shareholder's.
const SUBSIDIARY_BEFORE = new RegExp(String.raw`${SOLE_SHAREHOLDER}\s+(?:de(?![\p{L}])|d')\s*(?:la societe|l'|la|sa filiale)?[^.;]{0,200}$`, 'u');

/**
 * Each identifier's side in a TUP between two identified companies, when the sole shareholder's
 * words tell it; an empty map when the notice tells no such transmission or the words do not decide.
 */
export function tupSides(folded: string, matches: readonly RidetMatch[]): Map<number, MergerSide> {
  const sides = new Map<number, MergerSide>();
  const rids = [...new Set(matches.map((m) => m.rid))];
  if (rids.length !== 2 || !TRANSMISSION.test(folded)) return sides;
  const holders = new Set<string>();
  const subsidiaries = new Set<string>();
  let previousEnd = 0;
  for (const [i, match] of matches.entries()) {
    const window = folded.slice(previousEnd, match.index);
    previousEnd = match.index + match.printed.length;
    const after = folded.slice(previousEnd, Math.min(previousEnd + 160, matches[i + 1]?.index ?? Infinity));
    if (HOLDER_AFTER.test(after)) holders.add(match.rid);
    else if (SUBSIDIARY_BEFORE.test(window)) subsidiaries.add(match.rid);
    else if (HOLDER_BEFORE.test(window)) holders.add(match.rid);
  }
  const [a, b] = rids as [string, string];
  const other = (rid: string): string => (rid === a ? b : a);
  let absorbed: string | null = null;
  if (subsidiaries.size === 1 && holders.size === 0) absorbed = [...subsidiaries][0]!;
  else if (holders.size === 1 && subsidiaries.size === 0) absorbed = other([...holders][0]!);
  else if (holders.size === 1 && subsidiaries.size === 1 && other([...holders][0]!) === [...subsidiaries][0]) absorbed = [...subsidiaries][0]!;
  if (absorbed === null) return sides;
  for (const match of matches) sides.set(match.index, match.rid === absorbed ? 'absorbed' : 'absorbing');
  return sides;
}
