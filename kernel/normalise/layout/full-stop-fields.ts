/**
 * A notice printed as one paragraph of fields, each closed by a full stop ('Dénomination : X.
 * Forme : société en nom collectif. Capital : 2 000 000 F CFP. Siège : … RIDET : …'). A reader
 * reads each sentence as a line of a labelled form; so does the reader here: the line is cut after
 * each full stop that a field's label and its colon follow, when four fields at least are so cut
 * (fewer are a sentence that happens to quote a label); a title before the first field, cut from
 * it by a spaced dash ('Constitution — Dénomination : X. …'), gets its own line too. A full stop
 * inside a name or an abbreviation ('A.2.M.', 'M. X') is followed by no label and its colon, and
 * stays.
 */

import { isFieldLabel } from './field-labels.ts';
import { cutLines } from './line-cuts.ts';
import { matchesOf } from '../global-pattern.ts';

// A full stop (or a spaced dash after a title), spaces, then a few words and a colon: a candidate label.
const STOP_BEFORE_LABEL = /(\.|[ \t][–—-])[ \t]+(?=([\p{L}][\p{L}'’ ]{0,40}?)[ \t]*:(?!\/))/gu;
const MIN_CUTS = 3;

/** A label the reader knows, whole or by its first word ('Gérant non associé'). */
function knownLabel(label: string): boolean {
  const trimmed = label.trim();
  return isFieldLabel(trimmed) || isFieldLabel(trimmed.split(/\s+/)[0]!);
}

function fieldSentences(line: string): string | null {
  const cuts: number[] = [];
  let stops = 0;
  for (const m of matchesOf(STOP_BEFORE_LABEL, line)) {
    if (!knownLabel(m[2]!)) continue;
    // A dash cuts only the title before the first field.
    if (m[1] !== '.' && cuts.length > 0) continue;
    if (m[1] === '.') stops += 1;
    cuts.push(m.index + m[0].length);
  }
  if (stops < MIN_CUTS) return null;
  const indent = /^[ \t]*/.exec(line)![0];
  const pieces = [0, ...cuts].map((from, i) => line.slice(from, cuts[i] ?? line.length).trim());
  return pieces.map((p) => `${indent}${p}`).join('\n');
}

/** The text with each paragraph of full-stop fields cut into one line per field (see the file's comment). */
export function fullStopFieldLines(text: string): string {
  // Most notices hold no full stop right before a label's colon (speed only).
  if (!/\.[ \t]+[\p{L}][\p{L}'’ ]{0,40}?[ \t]*:/u.test(text)) return text;
  return cutLines(text, fieldSentences);
}
