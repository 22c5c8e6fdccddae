/**
 * A TUP told under the sole shareholder's own identity block: the shareholder's name, form and
 * identifier open the notice (`H` / `SAS … – RIDET …`), then the body names it again as the sole
 * shareholder of the company it dissolves (`La société H, associée unique de la société X, …,
 * RIDET …, a décidé la dissolution sans liquidation de sa filiale`). The block's identifier is the
 * shareholder's, X's is the dissolved company's, the subject (the corpus's field rules: a TUP is the
 * dissolved company's, not its sole shareholder's).
 */

import type { RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';

interface Judged {
  match: RidetMatch;
  third: boolean;
}

const WHOLE_ESTATE_TRANSFER = /\b(?:transmission universelle|tup\b)/;
/** 'H, associée unique de la société X' at a sentence's start (folded): H holds every share of X. */
const SOLE_HOLDER_OF = /(?:^|\n|[.;]\s)[ \t]*(?:la |l')?(?:societe\s+)?([^,\n]{3,80}?)\s*,\s*(?:son |sa )?(?:associee? unique|actionnaire unique)\s+(?:de|du|d')\s*(?:la |l')?/g;

/** The dissolved company's mention, or null (folded text, the identifiers as judged). */
export function dissolvedBesideShareholderBlock<T extends Judged>(folded: string, judged: readonly T[]): T | null {
  if (!WHOLE_ESTATE_TRANSFER.test(folded)) return null;
  const candidates = judged.filter((j) => !j.third);
  if (new Set(candidates.map((c) => c.match.rid)).size !== 2) return null;
  for (const sentence of matchesOf(SOLE_HOLDER_OF, folded)) {
    const name = sentence[1]!.trim();
    const at = sentence.index + sentence[0].length;
    // The shareholder's own identifier, printed before the sentence under the same name.
    const holder = candidates.filter((c) => c.match.index < sentence.index && folded.slice(Math.max(0, c.match.index - 240), c.match.index).includes(name));
    // The dissolved company's, printed in the sentence after the role.
    const held = candidates.filter((c) => c.match.index > at && c.match.index - at < 320);
    if (holder.length === 0 || held.length === 0) continue;
    const heldRid = held[0]!.match.rid;
    if (holder.some((h) => h.match.rid === heldRid)) continue;
    return held.find((h) => !h.match.establishmentInferred && h.match.rid === heldRid) ?? held[0]!;
  }
  return null;
}
