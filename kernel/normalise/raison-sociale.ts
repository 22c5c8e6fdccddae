/**
 * A new name told as the raison sociale, the word partnerships and professional companies use for
 * their name ('la raison sociale devient : « X et Y, notaires associés »', 'la raison sociale est
 * désormais X'): where the new name begins, read as any new name is; the former one is the last
 * name in guillemets printed before it (the firm's heading: 'SCP « X et Z, notaires associés »').
 */

import { matchesOf } from './global-pattern.ts';

const RAISON_SOCIALE_BECOMES = /\braison sociale\b[^.\n]{0,60}?\b(?:devient|est remplacee par|est modifiee en|est desormais|sera desormais)\s*:?\s*/u;

/** Where the new name begins in the folded text, or null when no raison sociale is told as changed. */
export function newRaisonSocialeAt(folded: string): number | null {
  if (!folded.includes('raison sociale')) return null;
  const m = RAISON_SOCIALE_BECOMES.exec(folded);
  return m ? m.index + m[0].length : null;
}

const QUOTED_NAME = /«\s*([^»\n]{2,120}?)\s*»/gu;

/** The former raison sociale: the last quoted name before the one told as new, or null. */
export function formerRaisonSociale(text: string, newNameAt: number): string | null {
  const last = [...matchesOf(QUOTED_NAME, text.slice(0, newNameAt))].at(-1);
  return last ? last[1]!.replace(/\s+/g, ' ') : null;
}
