/**
 * Where a bulleted list of members or partners ends. `Membres :` or `Associés :` alone on a line
 * heads the list of a GIE's members or a company's partners, and each identifier in it is theirs
 * (subject-ridet.ts, BLOCK_HEADING); the notice's own particulars may follow in the same paragraph
 * (`Dénomination : X`, `Immatriculation : RIDET …`). A reader sees the list end at the first
 * labelled line after its bulleted items: what stands there is the notice's company's again.
 * A list without bullets (each member over its own labelled lines) gives no such end.
 */

const LIST_HEADINGS = /^(?:membres|associee?s)$/;
const BULLET_LINE = /^[ \t]*[–—•*-][ \t]/;
// A field's label opening a line, folded ('denomination :', 'ridet :', 'immatriculation du groupement :').
const LABEL_LINE = /^[ \t]*[a-z][a-z' -]{1,39}:/;

/**
 * True when `heading` (the folded heading word) heads a bulleted list that has ended within
 * `after` (the folded text from the heading's line end up to an identifier): a labelled line that
 * is no bullet comes after at least one bulleted item.
 */
export function memberListEnded(heading: string, after: string): boolean {
  if (!LIST_HEADINGS.test(heading)) return false;
  let items = false;
  for (const line of after.split('\n')) {
    if (BULLET_LINE.test(line)) items = true;
    else if (items && LABEL_LINE.test(line)) return true;
  }
  return false;
}
