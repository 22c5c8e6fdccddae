/**
 * A notice printed as one paragraph of fields, each closed by a full stop ('Dénomination : X.
 * Forme : société en nom collectif. Capital : 2 000 000 F CFP. Siège : … RIDET : …'). A reader
 * reads each sentence as a line of a labelled form; so does the reader here: the line is cut after
 * each full stop that a field's label and its colon follow, when four fields at least are so cut
 * (fewer are a sentence that happens to quote a label); a title before the first field, cut from
 * it by a spaced dash ('Constitution — Dénomination : X. …'), gets its own line too. A full stop
 * inside a name or an abbreviation ('A.2.M.', 'M. X') is followed by no label and its colon, and
 * stays. A small ad abbreviates its labels by a full stop ('Dénom. : X. Cap. : …. Obj. : …'): the
 * first letters of a label the reader knows count as that label, after an abbreviated 'former' or
 * 'new' too ('Anc. dén. : X. Nouv. dén. : Y.').
 */

import { isFieldLabel } from './field-labels.ts';
import { cutLines } from './line-cuts.ts';
import { matchesOf } from '../global-pattern.ts';
import { foldUncached as fold } from '../fold.ts';

// A full stop (or a spaced dash after a title), spaces, then a few words and a colon: a candidate
// label, maybe cut short by its own full stop ('Dénom. :', 'Cap. :', 'Prés. :').
// The label may open on an abbreviated 'former' or 'new' ('Anc. dén. :', 'Nouv. dén. :'): its full stop is no field's end.
// Or a sentence's colon introducing the first field.
const STOP_BEFORE_LABEL = /(\.|[ \t][–—-]|:)[ \t]+(?=((?:(?:[Aa]nc|ANC|[Nn]ouv|NOUV)\.[ \t]+)?[\p{L}][\p{L}'’ ]{0,40}?\.?)[ \t]*:(?!\/))/gu;
const FORMER_OR_NEW = /^(?:anc|nouv)\.[ \t]+/i;
const FORMER_OR_NEW_BEFORE = /(?:^|[^\p{L}])(?:anc|nouv)$/iu;
const MIN_CUTS = 3;
/** Labels a notice abbreviates by their first letters and a full stop, folded. */
const ABBREVIATED_LABELS = ['denomination', 'capital', 'objet', 'forme', 'duree', 'siege', 'president', 'presidente', 'gerant', 'gerante', 'gerance', 'immatriculation', 'administrateur', 'liquidateur', 'directeur'];
/** Fewer letters say nothing of the label they abbreviate. */
const MIN_ABBREVIATION = 3;

/** A label cut short by a full stop ('Dénom.', 'Obj.'): the first letters of a label the reader knows. */
function abbreviatedLabel(label: string): boolean {
  const stem = fold(label.slice(0, -1)).toLowerCase();
  return stem.length >= MIN_ABBREVIATION && /^\p{L}+$/u.test(stem) && ABBREVIATED_LABELS.some((l) => l.startsWith(stem));
}

/** A label the reader knows, whole or by its first word ('Gérant non associé'), or abbreviated. */
function knownLabel(label: string): boolean {
  const trimmed = label.trim().replace(FORMER_OR_NEW, '');
  if (trimmed.endsWith('.')) return abbreviatedLabel(trimmed);
  return isFieldLabel(trimmed) || isFieldLabel(trimmed.split(/\s+/)[0]!);
}

function fieldSentences(line: string): string | null {
  const cuts: number[] = [];
  let stops = 0;
  for (const m of matchesOf(STOP_BEFORE_LABEL, line)) {
    if (!knownLabel(m[2]!)) continue;
    // The full stop of 'Anc.' or 'Nouv.' belongs to the label that opens on it.
    if (m[1] === '.' && FORMER_OR_NEW_BEFORE.test(line.slice(Math.max(0, m.index - 6), m.index))) continue;
    // A dash cuts only the title before the first field, and so does the colon of a sentence that
    // introduces the fields (`… présentant les caractéristiques suivantes : Dénomination : X. …`).
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
  if (!/\.[ \t]+[\p{L}][\p{L}'’ ]{0,40}?\.?[ \t]*:/u.test(text)) return text;
  return cutLines(text, fieldSentences);
}
