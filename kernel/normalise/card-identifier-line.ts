/**
 * An identifier that opens its own line under a card of the company's labelled fields, right after
 * a line giving a person an office ('gérante : Karine X' / 'statuts signés le …' / 'ridet …'): the
 * card's company's, as every field of the card is. The office line says who holds the office, not
 * whose number the next line prints: a person holds no identifier in a card of company fields. An
 * office line naming a company ('Président : la société H, SAS') is left to the party rules.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

// The identifier's label opens its line (folded text): 'ridet …', 'RID : …', 'n° ridet …'.
const IDENTIFIER_OPENS_LINE = /(?:^|\n)[ \t]*(?:n°[ \t]*)?$/u;
/** What may stand before the identifier on its line for it to open the line: `IDENTIFIER_OPENS_LINE` on the line alone. */
const LINE_OPENING = /^[ \t]*(?:n°[ \t]*)?$/u;
// A labelled line: a short label, its colon, a value.
const LABELLED_LINE = /^[ \t]*[^:\n]{1,40}:[ \t]*\S[^\n]*$/u;
const COMPANY_IN_VALUE = new RegExp(`(?<![\\p{L}])(?:societe|entreprise|ste|${FOLDED_FORMS_SOURCE})(?![\\p{L}])`, 'u');
/** How many lines above the identifier's a card's labelled line may stand (dates and words between). */
const CARD_LINES = 3;

/**
 * Whether the identifier at `index` opens its line in a card of labelled fields. `folded`: the
 * notice's text folded as printed (fold.ts: each code unit folded alone, its line breaks kept), which
 * the caller already holds: a slice of it is the fold of the same slice of the text (speed only: the
 * lines above were folded again for every identifier opening its line).
 */
export function opensCardLine(folded: string, index: number): boolean {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  // An identifier printed after words on its line is left before the lines above are read (speed
  // only: this is the test below on the identifier's own line).
  if (!LINE_OPENING.test(folded.slice(lineStart, index))) return false;
  // Only the few lines above are read (speed only).
  const from = Math.max(0, folded.lastIndexOf('\n', Math.max(0, lineStart - 400)));
  return opensFoldedCardLine(folded.slice(from, index), index - from);
}

function opensFoldedCardLine(folded: string, index: number): boolean {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  if (!IDENTIFIER_OPENS_LINE.test(folded.slice(Math.max(0, lineStart - 1), index))) return false;
  const above = folded.slice(0, Math.max(0, lineStart - 1)).split('\n').slice(-CARD_LINES).filter((l) => l.trim() !== '');
  const nearest = above.filter((l) => LABELLED_LINE.test(l)).at(-1);
  return nearest !== undefined && !COMPANY_IN_VALUE.test(nearest.slice(nearest.indexOf(':') + 1));
}
