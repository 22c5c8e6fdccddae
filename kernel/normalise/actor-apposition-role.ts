/**
 * A role in apposition to a sentence's actor, the actor's verb of decision right after it (`La
 * province Nord, actionnaire majoritaire, approuve le transfert du siège social de la société X,
 * RIDET …`): the role is the actor's, who decides about X; X holds no role. A reader reads the
 * commas as closing the apposition and the verb as opening what is decided. The apposition's words
 * are blanked (same length), so that the words before X's identifier no longer read as a role X holds.
 * Folded words before an identifier, within its clause.
 */

import { DECISION_VERB } from './deciding-organ.ts';
import { matchesOf } from './global-pattern.ts';

/** An apposition between commas, short and within its clause, the second comma left to the verb's test. */
const APPOSITION = /,[ \t]*([^,;.\n]{1,40})(?=,)/g;
/**
 * The deciding verb right after the apposition's closing comma: an organ's (deciding-organ.ts), or a
 * public body's in the present (`prend acte de`, `autorise`, `constate`).
 */
const VERB_AFTER_COMMA = new RegExp(String.raw`,[ \t]*(?:${DECISION_VERB.source}|\b(?:prend|prennent) acte\b|\b(?:autorise|autorisent|constate|constatent|agree|ratifie)\b)`, 'y');

export function withoutActorApposition(wordsBefore: string): string {
  // Two commas at least (speed only: most clauses have fewer).
  const first = wordsBefore.indexOf(',');
  if (first < 0 || wordsBefore.indexOf(',', first + 1) < 0) return wordsBefore;
  let read = wordsBefore;
  for (const m of matchesOf(APPOSITION, wordsBefore)) {
    VERB_AFTER_COMMA.lastIndex = m.index + m[0].length;
    if (!VERB_AFTER_COMMA.test(wordsBefore)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    read = read.slice(0, start) + ' '.repeat(m[1]!.length) + read.slice(start + m[1]!.length);
  }
  return read;
}
