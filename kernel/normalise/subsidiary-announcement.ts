/**
 * A parent that announces its subsidiary's event ('Le groupe H informe que sa filiale S, SAS …,
 * RIDET …, a transféré son siège'): the company the announcement names as its subsidiary is the one
 * whose record changes, whatever words the parent's own name holds before it ('Le groupe X HOLDING
 * informe que …'); another company's identifier printed before the announcement (the parent's
 * letterhead, its own description) is the announcer's, set aside like an adviser's firm when the
 * subsidiary is identified. Folded text.
 */

import type { RidetMatch } from './ridet.ts';
import { TELLING_VERB } from './telling-words.ts';

// 'informe que', 'annonce que', 'fait savoir que', 'porte à la connaissance du public que', then 'sa filiale'.
const ANNOUNCES_SUBSIDIARY = new RegExp(String.raw`\b${TELLING_VERB}(?: (?:d[eu]s?|de l')? ?[^.;:\n]{0,40}?)?\s+que\s+(?:sa|leur|notre) filiale\b`);
/** The subsidiary's identifier is printed in its description, right after its name. */
const DESCRIPTION_CHARS = 300;

/** The identifier printed in the announced subsidiary's description, if the text announces one. */
export function announcedSubsidiary(folded: string, matches: readonly RidetMatch[]): RidetMatch | undefined {
  const at = subsidiaryNamedAt(folded);
  if (at < 0) return undefined;
  const subsidiary = matches.find((m) => m.index >= at);
  return subsidiary !== undefined && subsidiary.index - at <= DESCRIPTION_CHARS ? subsidiary : undefined;
}

/**
 * Whether `match` is printed by the parent that announces its subsidiary's event: before the
 * announcement, another company's identifier than the one printed in the subsidiary's description.
 */
export function announcesSubsidiary(folded: string, matches: readonly RidetMatch[], match: RidetMatch): boolean {
  const subsidiary = announcedSubsidiary(folded, matches);
  return subsidiary !== undefined && match.index < subsidiary.index && subsidiary.rid !== match.rid && match.index < subsidiaryNamedAt(folded);
}

let last = { folded: '', at: -1 };

/** Where the announcement's 'sa filiale' ends, or -1 (read once per text: every identifier asks). */
function subsidiaryNamedAt(folded: string): number {
  if (folded === last.folded) return last.at;
  // Most notices name no subsidiary: the pattern is not tried (speed only).
  const m = folded.includes('filiale') ? ANNOUNCES_SUBSIDIARY.exec(folded) : null;
  last = { folded, at: m ? m.index + m[0].length : -1 };
  return last.at;
}
