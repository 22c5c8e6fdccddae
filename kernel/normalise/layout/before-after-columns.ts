/**
 * A table of changes printed as two columns side by side, the state before the act and the state
 * after it, under a header naming the two sides (`Ancienne mention   Nouvelle mention`, `Avant
 * Après`, `Situation antérieure   Situation nouvelle`), with or without a first column naming what
 * each row changes (`Rubrique   Avant   Après`). Text extraction keeps the columns on each line, a
 * value too long for its column wrapped onto the next line in the same column.
 *
 * A reader reads each side of a row down its column, a wrapped cell going on from the cell above,
 * and reads the pair as the thing that changed: the row's field (its first column, or the label
 * its cells print) qualified by its side. Each row is written as `Field (avant) : value` /
 * `Field (après) : value`, which qualified-labels.ts reads as `Ancienne dénomination`, `Nouveau
 * gérant`; a row without any field's name as `Ancienne mention : …` / `Nouvelle mention : …`.
 * A row starts where its first column prints a field's name or, without a first column, where a
 * cell opens on a label; the other lines go on with the row above. Bars between the columns
 * (`| Avant | Après |`) are read as the gaps they stand for.
 */

import { foldUncached as fold } from '../fold.ts';
import { isFieldLabel } from './field-labels.ts';
import { cells, splitLines, type Cell, type Line } from './lines.ts';

/**
 * A header cell names a side by a qualifier word, first or last among its three words at most
 * (`Ancienne mention`, `Avant`, `Situation antérieure`, `Titulaire sortant`, `Était`), the other
 * words naming what the column holds (`dénomination`, `titulaire`, `mention`).
 */
const BEFORE_WORD = /^(?:ancien(?:ne)?s?|avant|precedente?s?|anterieure?s?|sortante?s?|etait|ex|precedemment)$/;
const AFTER_WORD = /^(?:nouve(?:au|aux|l|lle|lles)|apres|actuel(?:le)?s?|posterieure?s?|entrante?s?|arrivante?s?|nommee?s?|designee?s?|modifiee?s?|desormais|devient)$/;
/** A header's word that names no field but the side's contents as a whole. */
const GENERIC_CONTENTS = /^(?:mentions?|redaction|situation|valeurs?|dispositions?|donnees?|etat|le changement|la modification|modification|la decision|l'acte|texte|libelle)$/;
const MAX_HEADER_WORDS = 3;
/** A cell opening on a label: a few words, then a colon. */
const LABELLED = /^(\p{L}[\p{L}'’ .()°-]{0,40}?)\s*:\s*(.*)$/u;
/** An after side that keeps the before side's value, alone or closing the value it repeats ('800 000 F (inchangé)'). */
const UNCHANGED = /^(?:inchangee?s?|idem|sans changement|sans modification|non modifiee?s?|=)$/;
const UNCHANGED_MARK = /\s*\(?(?:inchangee?s?|sans changement|sans modification|non modifiee?s?)\)?\s*$/;
/** A side with no value: no holder before the act, or none after it, or a mention struck out. */
const NONE = /^(?:[-–—]|neant|aucune?|\(?(?:mention )?supprimee?\)?)$/;
/** A field naming an office: its holders before the act who are still named after it stay in office. */
const OFFICE_FIELD = /\b(?:geran|co-?geran|presiden|direct|administrat|dirigeant|commissaire|liquidat)/;
/** How far left of its header a cell may start and still be under it. */
const SLACK = 2;

interface Columns {
  /** Start of the first column (the row's field), when the table has one. */
  key: number | null;
  before: number;
  after: number;
  /** The field each side's header names for its whole column, if any. */
  beforeField: string | null;
  afterField: string | null;
}

interface Row {
  key: string[];
  before: string[];
  after: string[];
}

interface Side {
  side: 'before' | 'after';
  /** The field the header names for the whole column ('Ancienne dénomination'), if any. */
  field: string | null;
}

/** A first column naming the office each row changes (folded). */
const OFFICES_COLUMN = /^(?:fonctions?|qualites?|mandats?|postes?|organes?)$/;
/** A column of the holders of shares or parts (folded). */
export const HOLDERS_COLUMN = /^(?:actionnaires?|associee?s?|porteurs?(?: de (?:parts|actions))?|souscripteurs?|titulaires? (?:des )?(?:parts|actions)|detenteurs?)$/;

function sideOf(cell: Cell): Side | null {
  const words = cell.text.trim().split(/\s+/);
  if (words.length > MAX_HEADER_WORDS) return null;
  const folded = words.map((word) => fold(word).toLowerCase());
  const at = [0, words.length - 1].find((k) => BEFORE_WORD.test(folded[k]!) || AFTER_WORD.test(folded[k]!));
  if (at === undefined) return null;
  const side = BEFORE_WORD.test(folded[at]!) ? 'before' : 'after';
  const rest = folded.filter((_, k) => k !== at).join(' ');
  const field = rest !== '' && !GENERIC_CONTENTS.test(rest) && isFieldLabel(rest) ? cell.text.trim() : null;
  return { side, field };
}

/** The header's columns, when the line names a before side then an after side as its last two cells. */
function headerColumns(line: Line, barred: boolean): Columns | null {
  const found = cells(line);
  if (found.length < 2 || found.length > 3) return null;
  const before = sideOf(found[found.length - 2]!);
  const after = sideOf(found[found.length - 1]!);
  if (before?.side !== 'before' || after?.side !== 'after') return null;
  if (found.length === 3 && (/\d/.test(found[0]!.text) || found[0]!.text.split(/\s+/).length > 4)) return null;
  // A first column headed by one field's name ('Capital   Avant   Après') lists that field's parts
  // row by row (its amount, its number of shares), not fields: the table is left as printed.
  // Not an office's column laid out by spaces (`Fonction   Ancienne situation   Nouvelle situation`): each row names
  // the office it changes. Between bars, its cells keep no column of their own: the bar tables' readings take it.
  if (found.length === 3 && isFieldLabel(fold(found[0]!.text.trim()).toLowerCase()) && !(OFFICES_COLUMN.test(fold(found[0]!.text.trim()).toLowerCase()) && !barred)) return null;
  // So does one headed by the holders ('Actionnaire   Avant   Après'): each row is a holder's
  // shares, its name and identifier a party's, not a field changed.
  if (found.length === 3 && HOLDERS_COLUMN.test(fold(found[0]!.text.trim()).toLowerCase())) return null;
  return {
    key: found.length === 3 ? found[0]!.column : null,
    before: found[found.length - 2]!.column,
    after: found[found.length - 1]!.column,
    beforeField: before.field,
    afterField: after.field,
  };
}

function columnOf(cell: Cell, columns: Columns): 'key' | 'before' | 'after' {
  if (cell.column + SLACK >= columns.after) return 'after';
  if (cell.column + SLACK >= columns.before) return 'before';
  return 'key';
}

/** The rows under the header at `i`, and the index of the first line after the table. */
function readRows(lines: readonly Line[], i: number, header: Columns): { rows: Row[]; columns: Columns; next: number } | null {
  const columns: Columns = { ...header };
  const placed: { key: string; before: string; after: string }[] = [];
  let k = i + 1;
  for (; k < lines.length; k += 1) {
    const line = lines[k]!;
    if (line.blank) {
      // A blank line inside the table is a gap between rows when cells follow under the sides.
      const following = lines[k + 1];
      if (!following || following.blank || cells(following).every((cell) => cell.column + SLACK < columns.before)) break;
      continue;
    }
    // A rule drawn under the header or between rows is no row.
    if (/^[\s|+:=-]+$/.test(line.text) && line.text.includes('-')) continue;
    const found = cells(line);
    // A cell left of the before side under a header without a first column: the rows print it.
    if (columns.key === null && found.some((cell) => cell.column + SLACK < columns.before)) {
      if (placed.length > 0 || found.length < 2) break;
      columns.key = 0;
    }
    // A line of prose across both columns ends the table.
    if (found.some((cell) => cell.column + SLACK < columns.after && cell.column + cell.text.length > columns.after + SLACK)) break;
    const row = { key: '', before: '', after: '' };
    for (const cell of found) {
      const side = columnOf(cell, columns);
      row[side] = row[side] ? `${row[side]} ${cell.text}` : cell.text;
    }
    placed.push(row);
  }
  if (placed.length === 0 || !placed.some((row) => row.before && row.after)) return null;
  const labelled = placed.some((row) => LABELLED.test(row.before) || LABELLED.test(row.after));
  const rows: Row[] = [];
  for (const line of placed) {
    // A first column's cell in small letters goes on with the field above, wrapped (`Commissaire aux comptes` / `titulaire`).
    const opens = columns.key !== null ? line.key !== '' && !/^\p{Ll}/u.test(line.key) : labelled && (LABELLED.test(line.before) || LABELLED.test(line.after));
    const last = rows[rows.length - 1];
    if (opens || !last) {
      rows.push({ key: line.key ? [line.key] : [], before: line.before ? [line.before] : [], after: line.after ? [line.after] : [] });
      continue;
    }
    if (line.key) last.key.push(line.key);
    if (line.before) last.before.push(line.before);
    if (line.after) last.after.push(line.after);
  }
  return { rows, columns, next: k };
}

/**
 * A row's lines: its field read from its first column or its cells' label, each side qualified;
 * without either, each side under its header's own words when they name a field (`Ancienne
 * dénomination : X`), else as a mention.
 */
function rowLines(row: Row, columns: Columns): string[] {
  const before = row.before.join(' ');
  const after = row.after.join(' ');
  const beforeLabel = LABELLED.exec(before);
  const afterLabel = LABELLED.exec(after);
  const field = row.key.length > 0 ? row.key.join(' ').replace(/\s*:$/, '') : (beforeLabel?.[1] ?? afterLabel?.[1] ?? null);
  const valueOf = (value: string) => (NONE.test(fold(value).toLowerCase().trim()) ? '' : value);
  const beforeValue = valueOf(row.key.length === 0 && beforeLabel ? beforeLabel[2]! : before);
  const afterValue = valueOf(row.key.length === 0 && afterLabel ? afterLabel[2]! : after);
  if (field === null) {
    return [beforeValue ? `${columns.beforeField ?? 'Ancienne mention'} : ${beforeValue}` : '', afterValue ? `${columns.afterField ?? 'Nouvelle mention'} : ${afterValue}` : ''].filter(Boolean);
  }
  // The same value on both sides, or an after side that says so, is no change: the field as it stands.
  const plain = (value: string) => fold(value).toLowerCase().replace(UNCHANGED_MARK, '').replace(/\s+/g, ' ').trim();
  if (plain(beforeValue) === plain(afterValue) || UNCHANGED.test(fold(afterValue).toLowerCase().trim())) return [`${field} : ${beforeValue}`];
  // An office whose holders before are all named after (a co-manager added beside the manager) ends for none of them.
  if (OFFICE_FIELD.test(fold(field).toLowerCase()) && beforeValue && plain(afterValue).includes(plain(beforeValue))) return [`${field} (après) : ${afterValue}`];
  // A row whose after side names another field than the before side (a label cut away) keeps each.
  const afterField = row.key.length === 0 && afterLabel ? afterLabel[1]! : field;
  return [beforeValue ? `${field} (avant) : ${beforeValue}` : '', afterValue ? `${afterField} (après) : ${afterValue}` : ''].filter(Boolean);
}

// The header prints its two sides as two cells of one line, which a gap of two spaces, a
// whitespace other than a space, or a bar read as spaces splits (lines.ts): a text without one
// holds no such table (speed only: most notices hold an after side's word).
const CELL_GAP = / {2}|[^\S \n]|\|/;

/** The text with each before / after table written as its rows' qualified fields (see the file's comment). */
export function beforeAfterColumns(text: string): string {
  if (!CELL_GAP.test(text)) return text;
  // A text without an after side's word holds no such table (speed only).
  if (!/apr[eè]s|nouv|actuel|d[ée]sormais|devient|entrant|arrivant|nomm|d[ée]sign|modifi|post[ée]rieur/iu.test(text)) return text;
  // A bar between the sides is a column's edge as a gap is: read as a space, the columns kept where they are.
  const printed = text.split('\n');
  const barred = text.includes('|');
  const lines = splitLines(barred ? text.replace(/\|/g, ' ') : text);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const header = lines[i]!.blank ? null : headerColumns(lines[i]!, barred);
    const table = header ? readRows(lines, i, header) : null;
    if (!table) {
      out.push(printed[i]!);
      continue;
    }
    for (const row of table.rows) out.push(...rowLines(row, table.columns));
    changed = true;
    i = table.next - 1;
  }
  return changed ? out.join('\n') : text;
}
