/**
 * A two-column table that extraction emitted column by column (pdftotext without `-layout`): a
 * paragraph of labels alone on their lines ('Société' / 'Forme' / 'RIDET' / 'Gérant'), then a
 * paragraph of as many values, in the same order. A reader pairs them row by row; so does this,
 * writing one `Label : value` line per row. Any other paragraph is left as printed.
 */

import { foldUncached as fold } from '../fold.ts';
import { matchesOf } from '../global-pattern.ts';
import { isFieldLabel } from './field-labels.ts';

/** Fewer rows than this could be a heading over a short paragraph, not a table. */
const MIN_ROWS = 3;
/** The company's own label, a table's first row, which is no field label elsewhere. */
const COMPANY_LABEL = /^(?:societe|entreprise)\s*:?$/;
const PARAGRAPH_BREAK = /\n[ \t]*\n/g;

const isColumnLabel = (line: string): boolean => isFieldLabel(line) || COMPANY_LABEL.test(fold(line.trim()));

/** The text with each table emitted column by column read as its rows; the text itself when there is none. */
export function columnDumpReading(text: string): string {
  // A table's label column holds a label ending its line right before a blank line (speed only).
  if (!text.includes('\n\n')) return text;
  const paragraphs: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const br of matchesOf(PARAGRAPH_BREAK, text)) {
    paragraphs.push({ start, end: br.index });
    start = br.index + br[0].length;
  }
  paragraphs.push({ start, end: text.length });
  let out = '';
  let at = 0;
  for (let i = 0; i + 1 < paragraphs.length; i += 1) {
    const labels = text.slice(paragraphs[i]!.start, paragraphs[i]!.end).split('\n').map((l) => l.trim());
    if (labels.length < MIN_ROWS || !labels.every(isColumnLabel)) continue;
    const values = text.slice(paragraphs[i + 1]!.start, paragraphs[i + 1]!.end).split('\n').map((l) => l.trim());
    if (values.length !== labels.length || values.some((v) => v === '' || isColumnLabel(v))) continue;
    out += `${text.slice(at, paragraphs[i]!.start)}${labels.map((l, k) => `${l.replace(/\s*:$/, '')} : ${values[k]}`).join('\n')}`;
    at = paragraphs[i + 1]!.end;
    i += 1;
  }
  return at === 0 ? text : out + text.slice(at);
}
