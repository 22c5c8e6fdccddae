/**
 * The sender's own firm in a mail that passes a client's notice on (an accountant, a lawyer, a
 * deposit service): the firm prints itself with its own identifier on a letterhead line above the
 * greeting, or on a short paragraph closing the mail under the notice (`X SARL – RIDET … – adresse`,
 * `X, RIDET …`). That line is the envelope's, read by where it stands (outside the notice, in a
 * mail whose header block names a sender) and by what it holds (a firm and an identifier), never by
 * its words: its identifier is the sender's, not the subject's.
 *
 * - The firm the header names as the sender (`De : Cabinet X <…>`, `From: "X" <…>`: the line holds
 *   the header's whole name, or two of its words in a row): the sender's, unless the notice
 *   describes that name as a company (its form, capital or identifier after it, `société` or a form
 *   before it), as a company sending its own notice does.
 * - Another firm (a person signs the mail for it): the sender's only when the notice never names
 *   it; a notice names its own company. A labelled line (`Dossier : X …`) is a field, no letterhead.
 *
 * Either way the text must print another identifier: the only identifier a mail prints is read as
 * the notice's.
 */

import { foldedTrimmedLines } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { findRidets } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';

const SENDER_HEADER = /^(?:de|from|expediteur)\s*:\s*(.*)$/u;
const ADDRESS = /<[^>]*>|\S+@\S+/gu;
const WORD = /[\p{L}\d]+/gu;
/** Words that join a name's words and name nothing alone. */
const FUNCTION_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'a', 'au', 'aux', 'en', 'the', 'of', 'and']);
/** A name's run must hold a word of this length at least: two short words are no firm's name. */
const DISTINCT_WORD_MIN = 4;
/** A line closing the mail is short, and its paragraph holds a few lines at most. */
const CLOSING_LINE_MAX_CHARS = 120;
const CLOSING_PARAGRAPH_MAX_LINES = 3;
const IDENTIFIER_HINT = /\b(?:ridet|rid|r\.i\.d\.e\.t)\b|\d{3}[ .]?\d{3}/u;
const FORM_WORD = new RegExp(`^(?:${FOLDED_FORMS_SOURCE})$`, 'u');

/** The sender's name as its header prints it, as folded words (forms and addresses left out), or null. */
function senderWords(folded: readonly string[], envelope: ReadonlySet<number>): string[] | null {
  for (const i of envelope) {
    const header = SENDER_HEADER.exec(folded[i]!);
    if (!header) continue;
    const words = [...matchesOf(WORD, header[1]!.replace(ADDRESS, ' '))].map((m) => m[0]).filter((w) => !FORM_WORD.test(w));
    if (words.some((w) => w.length >= DISTINCT_WORD_MIN && !/\d/u.test(w))) return words;
  }
  return null;
}

/** The runs of a line's words that are also a run of the sender's words: [start, end) in the line's words. */
function senderRuns(lineWords: readonly string[], sender: readonly string[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < lineWords.length; i += 1) {
    for (let s = 0; s < sender.length; s += 1) {
      let n = 0;
      while (i + n < lineWords.length && s + n < sender.length && lineWords[i + n] === sender[s + n]) n += 1;
      const run = lineWords.slice(i, i + n);
      const named = run.filter((w) => !FUNCTION_WORDS.has(w));
      // The whole sender's name, or two of its words with one long enough to name a firm.
      const whole = n === sender.length && named.some((w) => w.length >= DISTINCT_WORD_MIN);
      if (whole || (named.length >= 2 && named.some((w) => w.length >= DISTINCT_WORD_MIN))) runs.push([i, i + n]);
    }
  }
  return runs;
}

/** The run of the sender's words a folded line names, as a pattern over folded text, or null. */
function senderNamePattern(line: string, sender: readonly string[]): RegExp | null {
  const words = [...matchesOf(WORD, line)].map((m) => m[0]);
  const runs = senderRuns(words, sender);
  if (runs.length === 0) return null;
  const [start, end] = runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
  const escaped = words.slice(start, end).map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])${escaped.join('[^\\p{L}\\d]{1,3}')}(?![\\p{L}\\d])`, 'u');
}

// Where a letterhead's name ends: a form, an identifier's label, a separator. A colon makes the line
// a labelled field ('Dossier : X'), no letterhead.
const NAME_END = new RegExp(`[:–—(,|]|\\s-\\s|(?<![\\p{L}\\d])(?:${FOLDED_FORMS_SOURCE}|ridet|rid|r\\.i\\.d\\.e\\.t)(?![\\p{L}\\d])`, 'u');
const NAME_MAX_WORDS = 6;

/** The name a letterhead or closing line opens on (before its form, identifier or first separator), as a pattern over folded text, or null. */
function ownNamePattern(line: string): RegExp | null {
  const end = NAME_END.exec(line);
  if (end === null || end[0] === ':') return null;
  const words = [...matchesOf(WORD, line.slice(0, end.index))].map((m) => m[0]);
  if (words.length === 0 || words.length > NAME_MAX_WORDS || !words.some((w) => w.length >= DISTINCT_WORD_MIN && !/\d/u.test(w))) return null;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])${escaped.join('[^\\p{L}\\d]{1,3}')}(?![\\p{L}\\d])`, 'u');
}

const DESCRIBED_AFTER = new RegExp(`^[\\s,(«»"-]*(?:(?:${FOLDED_FORMS_SOURCE})\\b|au capital|capital\\b|ridet\\b|rid\\b)`, 'u');
const DESCRIBED_BEFORE = new RegExp(`(?:\\bsociete|(?<![\\p{L}\\d])(?:${FOLDED_FORMS_SOURCE}))\\s*[«"]?\\s*$`, 'u');

/** Whether the notice describes the named firm as a company: its form, capital or identifier after it, or `société` or a form before it. */
function describedAsCompany(text: string, name: RegExp): boolean {
  for (const m of text.matchAll(new RegExp(name.source, 'gu'))) {
    if (DESCRIBED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) return true;
    if (DESCRIBED_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return true;
  }
  return false;
}

/**
 * Indices of the lines of `text` that print the sender's own firm and identifier outside the
 * notice (see the module comment). `envelope` holds the mail's header lines (mail-furniture.ts),
 * `greeting` the greeting's line (mail-courtesies.ts), if any.
 */
export function senderFirmLines(text: string, envelope: ReadonlySet<number>, greeting: number | undefined): Set<number> {
  const out = new Set<number>();
  const folded = foldedTrimmedLines(text);
  const sender = senderWords(folded, envelope);
  if (sender === null) return out;
  const filled = folded.flatMap((line, i) => (line === '' || envelope.has(i) ? [] : [i]));
  // The last paragraph, when a few short lines: what closes the mail under the notice.
  const lastBlank = folded.findLastIndex((line, i) => line === '' && i < (filled.at(-1) ?? 0));
  const closing = filled.filter((i) => i > lastBlank);
  const closingBlock = closing.length <= CLOSING_PARAGRAPH_MAX_LINES && closing.every((i) => folded[i]!.length <= CLOSING_LINE_MAX_CHARS) && closing.length < filled.length ? closing : [];
  const outside = [...filled.filter((i) => greeting !== undefined && i < greeting), ...closingBlock];
  const ridets = findRidets(text);
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const lineOf = (index: number): number => lineStarts.findLastIndex((s) => s <= index);
  for (const i of outside) {
    if (!IDENTIFIER_HINT.test(folded[i]!)) continue;
    const own = ridets.filter((r) => lineOf(r.index) === i);
    if (own.length === 0) continue;
    // Another company's identifier elsewhere: the sender's is not the only one the text prints.
    const ownRids = new Set(own.map((r) => r.rid));
    if (!ridets.some((r) => lineOf(r.index) !== i && !envelope.has(lineOf(r.index)) && !ownRids.has(r.rid))) continue;
    const rest = folded.filter((_, k) => k !== i && !envelope.has(k)).join('\n');
    const name = senderNamePattern(folded[i]!, sender);
    if (name !== null) {
      if (!describedAsCompany(rest, name)) out.add(i);
      continue;
    }
    // A firm the header does not name (a person signs the mail for it): its letterhead or closing
    // line is the envelope's when the notice never names it; a notice names its own company.
    const firm = ownNamePattern(folded[i]!);
    if (firm !== null && !firm.test(rest)) out.add(i);
  }
  return out;
}
