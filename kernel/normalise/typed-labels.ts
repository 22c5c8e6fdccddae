/**
 * A company's own fields as a person who does not draft notices types them (a manager's e-mail, a
 * form filled on a phone), read as the labels they mean before anything else reads the text:
 *
 * - a label typed with a slip in a word ('Dénomnation :', 'Form juridque :', 'Capitale social :'):
 *   read as the label when every word of it is the label's word or one letter from it
 *   (one-edit-apart.ts), only for the labels of a company's card whose words no other label is one
 *   letter from, and never a plural ('Gérants :') taken for its singular;
 * - labels typed after their values ('ELEC'PRO : dénomination', 'SARL : forme', '… 98830 Dumbéa :
 *   siège'): read as `Label : value` when two lines of the text or more are so typed (one line
 *   ending on a label word is a sentence's colon: 'a décidé de modifier : l'objet').
 */

import { fold } from './fold.ts';
import { oneEditApart } from './one-edit-apart.ts';

/** The card's labels a slip is read for, folded, each with its printed form. */
const SLIPPED_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['denomination', 'Dénomination'],
  ['denomination sociale', 'Dénomination sociale'],
  ['raison sociale', 'Raison sociale'],
  ['forme juridique', 'Forme juridique'],
  ['capital social', 'Capital social'],
  ['siege social', 'Siège social'],
  ['objet social', 'Objet social'],
];
const SLIPPED_WORDS = SLIPPED_LABELS.map(([folded]) => folded.split(' '));

/** The labels a value may be typed before, folded, each with its printed form. */
const TRAILING_LABELS = new Map<string, string>([
  ['denomination', 'Dénomination'],
  ['denomination sociale', 'Dénomination sociale'],
  ['forme', 'Forme'],
  ['forme juridique', 'Forme juridique'],
  ['siege', 'Siège'],
  ['siege social', 'Siège social'],
  ['capital', 'Capital'],
  ['capital social', 'Capital social'],
  ['adresse', 'Adresse'],
]);

// A label of one to three words at a line's start, then its colon.
const LEADING_LABEL = /^([ \t]*)(\p{L}[\p{L}'’]*(?:[ \t]+\p{L}[\p{L}'’]*){0,2})([ \t]*:)/u;
const TRAILING_LABEL = /^([ \t]*)(\S.*?)[ \t]*:[ \t]*(\p{L}+(?:[ \t]+\p{L}+)?)[ \t]*$/u;
/** Spaces and tabs at either end of a line's words, as TRAILING_LABEL leaves them out. */
const EDGE_SPACES = /^[ \t]+|[ \t]+$/gu;
/** Whether a text may hold a typed label (speed only): a colon at all. */
const COLON = /:/u;
/** A slip is read only in words this long: shorter words are one letter from too many others. */
const SLIP_MIN_LETTERS = 4;

/** The printed label a typed label is a slip of, or null. */
function slippedLabel(typed: string): string | null {
  const words = fold(typed).split(/[ \t]+/u);
  for (let k = 0; k < SLIPPED_LABELS.length; k += 1) {
    const known = SLIPPED_WORDS[k]!;
    if (known.length !== words.length) continue;
    let slips = 0;
    const fits = known.every((word, i) => {
      const w = words[i]!;
      if (w === word) return true;
      if (w === `${word}s` || w.length < SLIP_MIN_LETTERS || !oneEditApart(w, word)) return false;
      slips += 1;
      return true;
    });
    if (fits && slips > 0) return SLIPPED_LABELS[k]![1];
  }
  return null;
}

/** The text with its slipped and trailing labels read as the labels they mean (see the module comment). */
export function typedLabels(text: string): string {
  if (!COLON.test(text)) return text;
  // Both kinds of label stand on a line holding a colon: only those lines are read, each with its
  // place in the text (speed only: a notice's other lines are neither split out nor scanned).
  const lines = colonLines(text);
  let changed = false;
  const trailing: (readonly [number, string])[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.text;
    // A trailing label is the line's words after its last colon (TRAILING_LABEL's label holds no
    // colon): a line whose last words are no label is not matched (speed only).
    if (!TRAILING_LABELS.has(fold(line.slice(line.lastIndexOf(':') + 1).replace(EDGE_SPACES, '')))) continue;
    const m = TRAILING_LABEL.exec(line);
    if (!m || LEADING_LABEL.test(line) && TRAILING_LABELS.has(fold(LEADING_LABEL.exec(line)![2]!))) continue;
    const label = TRAILING_LABELS.get(fold(m[3]!));
    if (label !== undefined) trailing.push([i, `${m[1]!}${label} : ${m[2]!}`]);
  }
  if (trailing.length >= 2) {
    for (const [i, line] of trailing) lines[i]!.text = line;
    changed = true;
  }
  for (const line of lines) {
    const m = LEADING_LABEL.exec(line.text);
    if (!m) continue;
    const label = slippedLabel(m[2]!);
    if (label === null) continue;
    line.text = `${m[1]!}${label}${m[3]!}${line.text.slice(m[0].length)}`;
    changed = true;
  }
  if (!changed) return text;
  let read = '';
  let from = 0;
  for (const line of lines) {
    read += text.slice(from, line.start) + line.text;
    from = line.end;
  }
  return read + text.slice(from);
}

/** A line of the text holding a colon: where it starts and ends in the text (its break left out), and its text. */
interface ColonLine {
  start: number;
  end: number;
  text: string;
}

/** The text's lines (cut at `\n`) that hold a colon, in order. */
function colonLines(text: string): ColonLine[] {
  const lines: ColonLine[] = [];
  for (let colon = text.indexOf(':'); colon >= 0; ) {
    const start = text.lastIndexOf('\n', colon) + 1;
    const next = text.indexOf('\n', colon);
    const end = next < 0 ? text.length : next;
    lines.push({ start, end, text: text.slice(start, end) });
    colon = next < 0 ? -1 : text.indexOf(':', next);
  }
  return lines;
}
