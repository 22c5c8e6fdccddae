/**
 * A form's options, each opened by a box (`Forme : [ ] SARL  [X] EURL  [ ] SAS`, `☐ Mise en
 * location-gérance  ☒ Fin de location-gérance`, `□ Vendeur ■ Acquéreur`): a reader reads the
 * options ticked and passes over the others, which the form prints for every notice. The line is
 * written with the ticked options only (`Forme : EURL`); a line holding only an option left
 * blank is dropped. Without it, the blank options' words (a form, an event) are read as the
 * notice's. For the layout pass only; `texte` keeps the text as printed.
 */

/** A box left blank and a box ticked, in the styles forms print. */
const BLANK = String.raw`\[ ?\]|☐|□|❏|◻`;
const TICKED_SURE = String.raw`\[[xX✓✔]\]|☒|☑|✅`;
// A full square ticks a box only where the text also prints blank squares: alone it is a bullet.
const FULL_SQUARE = '■';

/** The patterns of one style of ticking: a box of either kind, a ticked box, an option and its words. */
function patterns(ticked: string): { box: RegExp; tickedBox: RegExp; anyTicked: RegExp; option: RegExp } {
  return {
    box: new RegExp(`(?:${BLANK}|${ticked})`, 'u'),
    tickedBox: new RegExp(`^(?:${ticked})$`, 'u'),
    anyTicked: new RegExp(`(?:${ticked})`, 'u'),
    // An option: its box, then its words up to the next box, a gutter (another column's words
    // beside the form: `☐ Gouvernement (18)      Suivant acte reçu …`) or the line's end.
    option: new RegExp(`(${BLANK}|${ticked})[ \\t]*((?:(?![ \\t]{3})[^\\n])*?)[ \\t]*(?=${BLANK}|${ticked}|[ \\t]{3}|$)`, 'gu'),
  };
}
const TICKED_ONLY = patterns(TICKED_SURE);
const SQUARES_TOO = patterns(`${TICKED_SURE}|${FULL_SQUARE}`);

/** The text with its forms' options read as ticked (see the file's comment), or the text itself. */
export function tickedBoxes(text: string): string {
  const { box, tickedBox, option, anyTicked } = text.includes('□') && text.includes(FULL_SQUARE) ? SQUARES_TOO : TICKED_ONLY;
  if (!box.test(text)) return text;
  // Blank boxes, none ticked and none opening a line or following a label's colon, are no form's
  // options: a compositor's own marks between his fields (`NOUVELLE BOÎTE ☐ X ☐ EURL …`), which
  // dropping as options left blank would take the notice with them.
  const optionsAfterLabel = text.split('\n').some((line) => {
    const at = line.search(box);
    return at >= 0 && /(?:^|:)[ \t]*$/u.test(line.slice(0, at));
  });
  if (!anyTicked.test(text) && !optionsAfterLabel) return text;
  let changed = false;
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const at = line.search(box);
    if (at < 0) {
      lines.push(line);
      continue;
    }
    const options = [...line.slice(at).matchAll(option)].filter((m) => m[0] !== '');
    const chosen = options.filter((m) => tickedBox.test(m[1]!)).map((m) => m[2]!.trim()).filter((words) => words !== '');
    const head = line.slice(0, at).trimEnd();
    // Another column's words beside the options, after a gutter: kept at their place.
    const last = options.at(-1);
    const end = last === undefined ? line.length : at + last.index + last[0].length;
    const beside = line.slice(end);
    changed = true;
    const read = [head, chosen.join(', ')].filter((part) => part !== '').join(' ');
    if (beside.trim() !== '') {
      lines.push(`${read.padEnd(end + beside.length - beside.trimStart().length)}${beside.trimStart()}`);
      continue;
    }
    // A line that is only options left blank, or a label and such options, says nothing of the
    // notice (a label kept alone would take the next line for its value).
    if (chosen.length === 0 && (head === '' || head.endsWith(':'))) continue;
    lines.push(read);
  }
  return changed ? lines.join('\n') : text;
}
