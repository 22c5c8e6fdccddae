/**
 * A page's right column holding another notice's labelled form beside this notice's prose
 * ('Aux termes d'une assemblée générale    OBJET : …' / 'extraordinaire du 2 avril …    CAPITAL :
 * …' / '…    RIDET : …'). Its lines are labels and short values, not prose, so the beside-columns
 * reading would take the page for a label-and-value table; but in such a table the labels are the
 * LEFT column. When the left column reads on as prose and the right one opens its own labels
 * ('OBJET :', 'GERANT :'), the right column is a neighbour's form, read apart.
 */

// A label in capitals opening a line ('OBJET :', 'DUREE : 99 ans', 'RIDET : …').
const CAPITALS_LABEL = /^\p{Lu}[\p{Lu}' ]{2,30}\s?:/u;
// So many of the right column's lines open their own label.
const MIN_LABELS = 3;
// The left column's lines holding the gutter carry no label of their own: it is not the label side.
const LEFT_LABEL = /^[^:]{1,40}:\s*$/;

/**
 * Whether the right column is a neighbour's labelled form beside prose: `leftIsProse` says the left
 * column reads on as prose (beside-columns' own test), `right` the right column's lines.
 */
export function neighbourFormColumn(leftIsProse: boolean, left: readonly string[], right: readonly string[]): boolean {
  if (!leftIsProse) return false;
  if (left.some((line) => LEFT_LABEL.test(line))) return false;
  return right.filter((line) => CAPITALS_LABEL.test(line.trim())).length >= MIN_LABELS;
}

// A notice's closing line ('Pour avis.', 'Pour extrait', 'Pour insertion, le notaire').
const SIGNED = /^pour (?:avis|extrait|insertion|unique insertion)\b/i;

/**
 * Whether a neighbour's form column is another notice altogether, to be left out of the reading:
 * the left column's notice signs off on its last line and the right column signs off on one of its
 * own lines, so neither column goes on in the other (a reader reads the left notice alone; the
 * right column's identifier and officer are the neighbour's).
 */
export function neighbourSignedApart(left: readonly string[], right: readonly string[]): boolean {
  const last = left.filter((line) => line.trim()).at(-1)?.trim() ?? '';
  return SIGNED.test(last) && right.some((line) => SIGNED.test(line.trim()));
}
