/**
 * A compositor's record of fields cut by one sign of his own (issue 32): every compositor of the
 * cheapest insertions prints the same fields in a row (the event, the name, the form, the
 * identifier, the officers, the act) and parts them with a sign he chose (`NOMIN. ~ X SARL ~ R: … ~
 * …`, `CLÔT. LIQ. ★ X ★ SARL ★ Ridet … ★ …`, `Rs.X·SARL·Rdt.…·Sg.…`, `CHGT PDT; X; SAS; RIDET …`). Whatever the sign, a reader sees the record: the sign
 * that recurs between short pieces, one of which is an identifier and one a legal form (alone or
 * beside a name in capitals), is the separator, and each piece is a field. The reader here sets
 * each field on a line of its own, where the readers of a name alone on its line, of a form and of
 * an identifier read them as they read any record laid out one field a line.
 *
 * The separator is one sign, the one a line holds most, twice at least on the line and three times
 * at least over the insertion (a record printed over two or three lines, `Rs.X · Fme.SAS · Rdt.…` /
 * `AGE … · Pdt.Y · DG.Z`): a sign no word, number or name is made of (a bar, a bullet, a tilde, a
 * star, a section sign, a lozenge, a triangle), glued or spaced; a semicolon before a space; or,
 * spaced on both sides only, a slash, a double slash or a closing guillemet (on a line without an
 * opening one). Never a full stop, a comma, a colon or a hyphen inside a word (an identifier's, a
 * date's, a label's, a compound name's), nor a spaced dash: drafters' header blocks and pages'
 * footers part their fields by dashes (`X — SAS au capital de … — RIDET … — Koumac`), which their
 * own readers read whole. A line the telegraphic reader cuts (its fields labelled) is left to it
 * (layout/telegraphic.ts), and so is a line spelling a capital out (`au capital de`: a header's). The insertion holds an identifier and a
 * legal form; a line is cut when one of its fields is an identifier, a legal form (alone or beside a
 * name in capitals) or a compositor's label glued to its value (`Pdt.Y`). A line whose pieces are
 * long (a sentence's clauses cut by semicolons) or that holds none of these (a masthead `X –
 * hebdomadaire – n° 413 – …`) stays whole. A line opening on the insertion's sign opens on a field
 * (`■ CONST. SARL`): the sign is dropped; a sign that only opens lines is a list's bullet and parts
 * nothing. Only in an insertion (`INSERTION_MAX`). Run after the reader of labels glued by a
 * compositor's marks (marked-record-labels.ts), which needs the marks to know the record.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { findRidets } from './ridet.ts';
import { INSERTION_MAX } from './value-labels.ts';
import { telegraphicLines } from './layout/telegraphic.ts';

// Signs that make no word: a run of one of them is a separator, glued or spaced.
const MARK = '[|¦‖•·~★☆§◊♦▸►▪■†]';
// A semicolon before a space, or a run of marks; spaced on both sides only: a dash, a slash (one or two), a closing guillemet.
const SEPARATOR = new RegExp(`[ \\t]*;[ \\t]+|[ \\t]*(${MARK})\\1*[ \\t]*|[ \\t]+(?:\\/\\/?|»)[ \\t]+`, 'gu');
// Speed only: a line without one of these signs has no separator.
const MAYBE = /[|¦‖•·~★☆§◊♦▸►▪■†;/»]/u;

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// A legal form alone in its field, or beside a name in capitals (before or after it), brackets allowed.
const FORM_PIECE = new RegExp(`^[(\\[]?${FORM}[)\\]]?$|^${FORM}[ \\t]+\\p{Lu}{2}|\\p{Lu}{2}[\\p{Lu}\\d&'’ -]*[ \\t]+[(\\[]?${FORM}[)\\]]?$`, 'u');

const SPELT_CAPITAL = /(?<![\p{L}])au capital(?![\p{L}])/iu;
const MIN_SEPARATORS = 3;
/** A line of a record holds two at least (three fields). */
const MIN_LINE_SEPARATORS = 2;
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

/** A line's separators: each found, with its key. */
function separatorsOf(line: string): Array<{ at: number; length: number; key: string }> {
  if (!MAYBE.test(line)) return [];
  const found: Array<{ at: number; length: number; key: string }> = [];
  for (const m of line.matchAll(SEPARATOR)) if (m[0].trim() !== '') found.push({ at: m.index, length: m[0].length, key: keyOf(m[0]) });
  return found;
}

/** The sign a line's pieces are parted by: the one it holds most, twice at least; a closing guillemet only where none opens. */
function lineSign(line: string, found: ReadonlyArray<{ key: string }>): string | null {
  const counts = new Map<string, number>();
  for (const { key } of found) counts.set(key, (counts.get(key) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < MIN_LINE_SEPARATORS || (best[0] === '»' && line.includes('«'))) return null;
  return best[0];
}

// A compositor's short label glued to its value opens a field ('Rs.X', 'Pdt.Y', 'Sg=Z').
const GLUED_LABEL_PIECE = /^\p{Lu}\p{L}{0,5}[.=:](?=[\p{Lu}\d«"“])/u;

/** The line cut into one line a field, or null when it is no record's line (see the file's comment). */
function fieldLines(line: string, found: ReadonlyArray<{ at: number; length: number; key: string }>, sign: string): string | null {
  // A telegraphic line of labelled fields is cut by its own reader, at every separator it knows (layout/telegraphic.ts).
  if (telegraphicLines(line) !== line) return null;
  const pieces: string[] = [];
  let from = 0;
  for (const m of found) {
    if (m.key !== sign) continue;
    pieces.push(line.slice(from, m.at).trim());
    from = m.at + m.length;
  }
  pieces.push(line.slice(from).trim());
  const fields = pieces.filter((p) => p !== '');
  if (fields.length <= MIN_LINE_SEPARATORS) return null;
  const counted = fields.map(words);
  if (counted.some((n, i) => n > (i === counted.length - 1 ? MAX_CLOSING_WORDS : MAX_PIECE_WORDS))) return null;
  if (counted.reduce((a, b) => a + b, 0) / fields.length > MAX_MEAN_WORDS) return null;
  // A header block's line spells its capital out ('SARL au capital de …'): a drafter's, which the header readers read.
  if (fields.some((p) => SPELT_CAPITAL.test(p))) return null;
  // A record's line: an identifier, a legal form or a compositor's glued label among its fields (a masthead holds none).
  if (findRidets(line).length === 0 && !fields.some((p) => FORM_PIECE.test(p) || GLUED_LABEL_PIECE.test(p))) return null;
  const indent = /^[ \t]*/u.exec(line)![0];
  return fields.map((p) => indent + p).join('\n');
}

const FORM_TOKEN = new RegExp(`(?<![\\p{L}\\d])${FORM}(?![\\p{L}\\d])`, 'u');

/** The text with each compositor's record of separated fields set one field a line (see the file's comment). */
export function separatedFieldLines(text: string): string {
  if (text.length > INSERTION_MAX || !MAYBE.test(text)) return text;
  const lines = text.split('\n').map((line) => {
    const found = separatorsOf(line);
    return { line, found, sign: found.length >= MIN_LINE_SEPARATORS ? lineSign(line, found) : null };
  });
  // The compositor's sign recurs across the insertion: three times at least.
  const total = new Map<string, number>();
  // A sign that parts fields stands between them twice at least: a list's bullets open its lines and part nothing.
  const between = new Map<string, number>();
  for (const { found } of lines) {
    for (const { key, at } of found) {
      total.set(key, (total.get(key) ?? 0) + 1);
      if (at > 0) between.set(key, (between.get(key) ?? 0) + 1);
    }
  }
  for (const key of total.keys()) if ((between.get(key) ?? 0) < MIN_LINE_SEPARATORS) total.delete(key);
  if (![...total.values()].some((n) => n >= MIN_SEPARATORS)) return text;
  // A record of a company's fields: an identifier and a legal form in the insertion.
  if (!FORM_TOKEN.test(text) || findRidets(text).length === 0) return text;
  let changed = false;
  const out = lines.map(({ line, found, sign }) => {
    // A line opening on the insertion's sign opens on a field ('■ CONST. SARL'): the sign is no part of it.
    const opening = found[0];
    if (!sign && opening?.at === 0 && (total.get(opening.key) ?? 0) >= MIN_SEPARATORS && line.slice(opening.length).trim() !== '') {
      changed = true;
      return line.slice(opening.length);
    }
    if (!sign || (total.get(sign) ?? 0) < MIN_SEPARATORS) return line;
    const cut = fieldLines(line, found, sign);
    if (cut === null) return line;
    changed = true;
    return cut;
  });
  return changed ? out.join('\n') : text;
}
