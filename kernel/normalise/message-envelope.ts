/**
 * A message's envelope marks, read as a reader of the message reads past them: what a mail client,
 * a phone or a web form prints in the text around the words the sender typed. None of it is the
 * notice, and each mark is known by its shape, never by a writer's words:
 *
 * - a quoted chain's markers: lines opening with `>` (`> `, `>> `, `> > `), two lines at least,
 *   are the quoted message's own lines, read without the markers;
 * - a chat log's line heads: a bracketed timestamp and the speaker before a colon (`[12/11/2026
 *   07:55] Rosalie: …`, `12/11/2026 07:55 - Rosalie: …`), two lines at least: the speaker's
 *   words are read, the timestamp is the message's sending and dates nothing the notice tells;
 * - a text message cut into numbered parts (`(1/2) …` / `(2/2) …`, `1/3 …`): one text, each part
 *   run on after the one before it, the numbers dropped (a part is cut mid-sentence);
 * - a web form's required-field mark (`RIDET* :`, `Raison sociale * :`): the label without it;
 * - a notice pasted between quotation marks (`« SCI X – … – RIDET …. Suivant … »`): a paragraph
 *   of a notice's length whose first line opens on the mark and whose last line closes it, the
 *   marks inside it balanced (a quoted name stays quoted): the paragraph read without the outer
 *   pair, as the notice its sender pasted.
 *
 * The lines are kept (a line read without its marks stays a line); `texte` keeps what was printed.
 */

const QUOTE_MARK = /^[ \t]*(?:>[ \t]?)+/u;
const CHAT_HEAD = /^[ \t]*(?:\[\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?,?[ ]+\d{1,2}[:h]\d{2}(?::\d{2})?\]|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ ]+\d{1,2}[:h]\d{2}[ ]+[-–])[ ]*[^:\n]{1,40}?:[ ]/u;
const PART_MARK = /^[ \t]*\(?(\d)[/](\d)\)?[ ]+(?=\S)/u;
const REQUIRED_MARK = /^([ \t]*[\p{L}][\p{L}'’° .-]{0,40}?)[ ]?\*[ ]?(?=:)/gmu;
const MAY_HOLD = /^[ \t]*(?:>|\[\d|\(?\d\/\d|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ ]+\d{1,2}[:h]\d{2}[ ]+[-–]|[«“"])|\*[ ]?:/mu;
/** The pairs of quotation marks a pasted notice may stand between. */
const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [['«', '»'], ['“', '”'], ['"', '"']];
/** A pasted notice is a notice's length: a quoted sentence or name is shorter. */
const PASTED_MIN_CHARS = 150;

/** The text with its message envelope's marks read past (see the module comment). */
export function messageEnvelopeRead(text: string): string {
  // Most notices hold no mark at all (speed only).
  if (!MAY_HOLD.test(text)) return text;
  let lines = text.split('\n');
  if (lines.filter((l) => QUOTE_MARK.test(l)).length >= 2) lines = lines.map((l) => l.replace(QUOTE_MARK, ''));
  if (lines.filter((l) => CHAT_HEAD.test(l)).length >= 2) lines = lines.map((l) => l.replace(CHAT_HEAD, ''));
  lines = joinedParts(lines);
  lines = withoutPastingQuotes(lines);
  return lines.join('\n').replace(REQUIRED_MARK, '$1 ');
}

const count = (text: string, mark: string): number => text.split(mark).length - 1;

/** Each paragraph pasted between quotation marks, read without the outer pair (see the module comment). */
function withoutPastingQuotes(lines: string[]): string[] {
  const out = [...lines];
  let start = 0;
  while (start < out.length) {
    while (start < out.length && out[start]!.trim() === '') start += 1;
    let end = start;
    while (end < out.length && out[end]!.trim() !== '') end += 1;
    if (end > start) {
      const first = out[start]!.trimStart();
      const last = out[end - 1]!.trimEnd();
      const paragraph = out.slice(start, end).join('\n');
      for (const [open, close] of QUOTE_PAIRS) {
        if (!first.startsWith(open) || !/^[.;]?$/u.test(last.slice(last.lastIndexOf(close) + 1)) || last.lastIndexOf(close) < (end - 1 === start ? 1 : 0)) continue;
        const balanced = open === close ? count(paragraph, open) % 2 === 0 : count(paragraph, open) === count(paragraph, close);
        if (!balanced || paragraph.length < PASTED_MIN_CHARS) continue;
        const at = out[start]!.indexOf(open);
        out[start] = out[start]!.slice(0, at) + out[start]!.slice(at + open.length).replace(/^[ \u00a0]/u, '');
        const closing = out[end - 1]!.lastIndexOf(close);
        out[end - 1] = out[end - 1]!.slice(0, closing).replace(/[ \u00a0]$/u, '') + out[end - 1]!.slice(closing + close.length);
        break;
      }
    }
    start = end;
  }
  return out;
}

/** Numbered parts 1/n … n/n, in order at line starts: one line, the numbers dropped. */
function joinedParts(lines: string[]): string[] {
  const parts = lines.flatMap((l, i) => {
    const m = PART_MARK.exec(l);
    return m ? [{ i, k: Number(m[1]), n: Number(m[2]) }] : [];
  });
  const n = parts[0]?.n ?? 0;
  if (n < 2 || parts.length !== n || parts.some((p, j) => p.k !== j + 1 || p.n !== n)) return lines;
  const out: string[] = [];
  let joined: string | null = null;
  lines.forEach((line, i) => {
    const part = parts.find((p) => p.i === i);
    if (part) {
      const words = line.replace(PART_MARK, '');
      joined = joined === null ? words : `${joined} ${words}`;
      if (part.k === n) {
        out.push(joined);
        joined = null;
      }
      return;
    }
    // A blank line between two parts belongs to neither.
    if (joined !== null && line.trim() === '') return;
    if (joined !== null) {
      joined = `${joined} ${line.trim()}`;
      return;
    }
    out.push(line);
  });
  if (joined !== null) out.push(joined);
  return out;
}
