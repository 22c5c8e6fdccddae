/**
 * A compositor's record of fields cut by one sign of his own (issue 32): every compositor of the
 * cheapest insertions prints the same fields in a row (the event, the name, the form, the
 * identifier, the officers, the act) and parts them with a sign he chose (`NOMIN. ~ X SARL ~ R: … ~
 * …`, `CLÔT. LIQ. ★ X ★ SARL ★ Ridet … ★ …`, `Rs.X·SARL·Rdt.…·Sg.…`, `CHGT PDT; X; SAS; RIDET …`,
 * `RJ - SAS X - 1 234 567.001 - jugt …`). Whatever the sign, a reader sees the record: the sign
 * that recurs between short pieces, one of which is an identifier and one a legal form (alone or
 * beside a name in capitals), is the separator, and each piece is a field. The reader here sets
 * each field on a line of its own, where the readers of a name alone on its line, of a form and of
 * an identifier read them as they read any record laid out one field a line.
 *
 * The separator is one sign, the same on the whole line, three times at least (four fields): a
 * sign no word, number or name is made of (a bar, a bullet, a tilde, a star, a section sign, a
 * lozenge, a triangle), glued or spaced; a semicolon before a space; or, spaced on both sides only,
 * a dash, a slash, a double slash or a closing guillemet (on a line without an opening one). Never
 * a full stop, a comma, a colon or a hyphen inside a word (an identifier's, a date's, a label's, a
 * compound name's). A line whose pieces are long (a sentence's clauses cut by semicolons) or that
 * holds no identifier and no form (a masthead `X – hebdomadaire – n° 413 – …`) stays whole. Only in
 * an insertion (`INSERTION_MAX`).
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { findRidets } from './ridet.ts';
import { INSERTION_MAX } from './value-labels.ts';
import { cutLines } from './layout/line-cuts.ts';

// Signs that make no word: a run of one of them is a separator, glued or spaced.
const MARK = '[|¦‖•·~★☆§◊♦▸►▪■†]';
// A semicolon before a space, or a run of marks; spaced on both sides only: a dash, a slash (one or two), a closing guillemet.
const SEPARATOR = new RegExp(`[ \\t]*;[ \\t]+|[ \\t]*(${MARK})\\1*[ \\t]*|[ \\t]+(?:[-–—]|\\/\\/?|»)[ \\t]+`, 'gu');
// Speed only: a line without one of these signs has no separator.
const MAYBE = /[|¦‖•·~★☆§◊♦▸►▪■†;–—/»-]/u;

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// A legal form alone in its field, or beside a name in capitals (before or after it), brackets allowed.
const FORM_PIECE = new RegExp(`^[(\\[]?${FORM}[)\\]]?$|^${FORM}[ \\t]+\\p{Lu}{2}|\\p{Lu}{2}[\\p{Lu}\\d&'’ -]*[ \\t]+[(\\[]?${FORM}[)\\]]?$`, 'u');

const MIN_SEPARATORS = 3;
/** Longer pieces are clauses of a sentence, not fields. */
const MAX_PIECE_WORDS = 16;
const MAX_MEAN_WORDS = 9;
/** The last field may be the insertion's closing words (where oppositions are received). */
const MAX_CLOSING_WORDS = 30;

// An amount's digit groups ('2 000 000') and an identifier's ('1 234 567.001') are one word, as a reader reads them.
const GROUPED_NUMBER = /\d{1,3}(?:[ .]\d{3})+(?:[./-]\d{3})?(?!\d)/gu;
const words = (piece: string): number => piece.replace(GROUPED_NUMBER, '0').split(/\s+/u).filter(Boolean).length;

/** The separator's key: a run of marks is its mark's, a spaced sign its sign's. */
function keyOf(separator: string): string {
  const sign = separator.trim();
  return sign.length > 1 && sign !== '//' ? sign.charAt(0) : sign;
}

/** The line cut into one line a field, or null when it is no record of fields (see the file's comment). */
function fieldLines(line: string): string | null {
  if (!MAYBE.test(line)) return null;
  const found = [...line.matchAll(SEPARATOR)].filter((m) => m[0].trim() !== '');
  if (found.length < MIN_SEPARATORS) return null;
  // The compositor's one sign: the one most found; a closing guillemet only where no guillemet opens.
  const counts = new Map<string, number>();
  for (const m of found) counts.set(keyOf(m[0]), (counts.get(keyOf(m[0])) ?? 0) + 1);
  const [sign, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  if (count < MIN_SEPARATORS || (sign === '»' && line.includes('«'))) return null;
  const cuts = found.filter((m) => keyOf(m[0]) === sign);
  const pieces: string[] = [];
  let from = 0;
  for (const m of cuts) {
    pieces.push(line.slice(from, m.index).trim());
    from = m.index + m[0].length;
  }
  pieces.push(line.slice(from).trim());
  const fields = pieces.filter((p) => p !== '');
  if (fields.length < MIN_SEPARATORS + 1) return null;
  const counted = fields.map(words);
  if (counted.some((n, i) => n > (i === counted.length - 1 ? MAX_CLOSING_WORDS : MAX_PIECE_WORDS))) return null;
  if (counted.reduce((a, b) => a + b, 0) / fields.length > MAX_MEAN_WORDS) return null;
  // A record of a company's fields: an identifier and a legal form among them.
  if (findRidets(line).length === 0 || !fields.some((p) => FORM_PIECE.test(p))) return null;
  const indent = /^[ \t]*/u.exec(line)![0];
  return fields.map((p) => indent + p).join('\n');
}

/** The text with each compositor's record of separated fields set one field a line (see the file's comment). */
export function separatedFieldLines(text: string): string {
  if (text.length > INSERTION_MAX || !MAYBE.test(text)) return text;
  return cutLines(text, fieldLines);
}
