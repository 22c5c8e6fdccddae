/**
 * A company named in a person's apposition as where that person held an office before (`Maître X,
 * avocate, jusqu'alors gérante de la SELARL Y (RIDET …)`, `M. Z, ancien président de la société W,
 * RIDET …`): the person's past, told to present her. Not the notice's company where another
 * candidate remains (a firm's card heading the notice); alone, it may still be (`M. Z, jusqu'alors
 * gérant de la société W, RIDET …, a été nommé liquidateur`). A former partner (`jusqu'alors associé
 * unique de la société W`) is no former office: he is still a partner of W. Folded text.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { CLAUSE_CHAR } from './clause-chars.ts';
import { matchesOf } from './global-pattern.ts';

const FORMER_OFFICE = String.raw`\b(?:jusqu'(?:alors|ici|a present|a ce jour)|anciennement|precedemment|auparavant|ancien(?:ne)?|ex-)\s*(?:co-?)?(?:gerante?|presidente?|directeur general|directrice generale|administrat(?:eur|rice)|liquidat(?:eur|rice))\s+(?:de|du|d')\s*(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
const FORMER_OFFICE_BEFORE = new RegExp(String.raw`${FORMER_OFFICE}${CLAUSE_CHAR}{0,120}$`);
/**
 * The relative clause hanging on that company (`…, jusqu'alors gérante de la SELARL Y (RIDET …), dont
 * elle a cédé ses parts ;`): what the person did there, to its end (a semicolon, a line's end or a
 * sentence's full stop), group 1 its start.
 */
const FORMER_OFFICE_RELATIVE = new RegExp(String.raw`${FORMER_OFFICE}[^;:\n]{0,160}?,\s*((?:dont|qui)\b[^;\n]{1,200}?)(?=[;\n]|\.(?:\s|$)|$)`, 'g');

/** Whether a folded text holds a word every marker of a former office holds (speed only: most hold none). */
const mayNameFormerOffice = (folded: string): boolean =>
  folded.includes('jusqu') || folded.includes('ancien') || folded.includes('precedemment') || folded.includes('auparavant') || folded.includes('ex-');

/** Whether the folded words before an identifier name its company as a person's former office. */
export function formerOfficeCompanyBefore(before: string): boolean {
  return mayNameFormerOffice(before) && FORMER_OFFICE_BEFORE.test(before);
}

/**
 * The spans of the folded text, each a relative clause telling what a person did in the company of her
 * former office: her past, never the notice's event (background.ts sets them aside for the type).
 */
export function formerOfficeRelativeSpans(folded: string): Array<{ start: number; end: number }> {
  if (!mayNameFormerOffice(folded)) return [];
  const spans: Array<{ start: number; end: number }> = [];
  for (const m of matchesOf(FORMER_OFFICE_RELATIVE, folded)) {
    const start = m.index + m[0].length - m[1]!.length;
    spans.push({ start, end: m.index + m[0].length });
  }
  return spans;
}
