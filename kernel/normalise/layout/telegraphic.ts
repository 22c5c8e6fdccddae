/**
 * A telegraphic small ad prints its fields on one line, each cut from the next by a spaced dash or
 * a semicolon ('CONSTIT. - Dénom. : X - Forme : SARL - Gér. : M. Y - Ridet : …', 'LJ - Débiteur :
 * SARL X ; Ridet … ; jugt … ; Liq. : …'); a web form's fields pasted on one line are cut by spaced
 * bars or slashes ('Nom de la société: X | Forme juridique: EURL | N° RIDET: …', 'Société : X /
 * forme : SARL / siège : …'). A reader reads each piece as a line of a labelled form;
 * so does the reader here: such a line is cut into lines, one per field, so that every label
 * opens its line as the label rules expect. A line is read so only when it is made of many short
 * pieces of which one at least is a label, an identifier or a company's name and form: a masthead cut by dashes ('Actu NC —
 * Annonces légales — 3 mars 2026') and a sentence whose clauses are cut by semicolons stay whole.
 */

import { FORM_ABBREVIATIONS } from '../legal-form.ts';
import { cutLines } from './line-cuts.ts';

// A spaced dash, a semicolon, a bar or a bullet between two pieces; a slash too on a line that holds
// two or more (a web form's fields pasted on one line, '… / forme : SARL / capital : …'), not one
// alone between two words ('– DISSOLUTIONS / LIQUIDATIONS'). A hurried typist spaces the slash on
// one side only ('CONSTITUTION/ DÉNOM.:X /FORME:EURL /CAP.:…'): still the cut between two fields,
// where a slash inside a word or a number ('4/6', 'SARL/EURL') has no space on either side.
const SEPARATORS_KEPT = /([ \t]+(?:;|[-–—|•·])[ \t]+)/gu;
const SEPARATORS_AND_SLASHES_KEPT = /([ \t]+(?:;|[-–—|•·])[ \t]+|[ \t]+\/+[ \t]*|\/+[ \t]+)/gu;
const SPACED_SLASH = /[ \t]\/|\/[ \t]/g;
const MIN_SLASHES = 2;
// A piece that opens with a label, abbreviated or not ('Dénom. :', 'Gér. :', 'Siège :', 'CAC tit. :').
const LABELLED = /^[\p{L}][\p{L}.'’ ]{0,24}:(?!\/)/u;
const IDENTIFIER = /^(?:n°\s*)?(?:ridet|rid|r\.c\.s\.?|rcs)(?![\p{L}])/iu;
/** Fewer pieces are a masthead or a title with its subtitle. */
const MIN_PIECES = 4;
/** Longer pieces are clauses of a sentence, not fields. */
const MAX_PIECE_WORDS = 16;
const MAX_MEAN_WORDS = 9;

// An amount's digit groups ('2 000 000') are one word, as a reader reads them.
const GROUPED_NUMBER = /\d{1,3}(?:[ .]\d{3})+(?!\d)/g;
/** The last piece may be the ad's closing sentence (where oppositions are received), up to this long. */
const MAX_CLOSING_WORDS = 30;

// A piece that names the company and its form and nothing else but its identifier ('L'Atelier d'Ongles & Cie, EURL',
// 'X, EURL, RIDET 1234567.001'):
// the ad's name and form fields without their labels, whatever the name's case. A person
// (a civility first) or a labelled piece is no such field.
const NAME_THEN_FORM = new RegExp(`^((?!(?:M|Mme|Mlle|MM|Me)\\.?[ ])[\\p{Lu}\\d][\\p{L}\\d'’&.\\- ]{1,60}?),[ ]*(${FORM_ABBREVIATIONS.join('|')})\\.?(?:,[ ]*((?:RIDET|Ridet|RID|Rid)[ ]*(?:n°|:)?[ ]*\\d[\\d .\\-/]*))?$`, 'u');

/** The piece as the labelled lines of the name and form fields, when it is only those (NAME_THEN_FORM). */
function namedForm(piece: string, indent: string): string | null {
  const named = NAME_THEN_FORM.exec(piece.trim());
  if (!named) return null;
  const fields = [`Dénomination : ${named[1]!.trim()}`, `Forme : ${named[2]!}`, ...(named[3] ? [named[3].trim()] : [])];
  return fields.map((field) => indent + field).join('\n');
}

function wordCount(piece: string): number {
  return piece.replace(GROUPED_NUMBER, '0').split(/\s+/).filter(Boolean).length;
}

function fieldLines(line: string): string | null {
  // The separators kept apart: a semicolon still ends its clause at the end of its line.
  const parts = line.split((line.match(SPACED_SLASH)?.length ?? 0) >= MIN_SLASHES ? SEPARATORS_AND_SLASHES_KEPT : SEPARATORS_KEPT);
  const pieces = parts.filter((_, i) => i % 2 === 0);
  const separators = parts.filter((_, i) => i % 2 === 1);
  if (pieces.length < MIN_PIECES) return null;
  const counts = pieces.map(wordCount);
  if (counts.some((n, i) => n > (i === counts.length - 1 ? MAX_CLOSING_WORDS : MAX_PIECE_WORDS)) || counts.reduce((a, b) => a + b, 0) / pieces.length > MAX_MEAN_WORDS) return null;
  if (!pieces.slice(1).some((p) => LABELLED.test(p.trim()) || IDENTIFIER.test(p.trim()) || NAME_THEN_FORM.test(p.trim()))) return null;
  const indent = /^[ \t]*/.exec(line)![0];
  // The name's own label, printed, leaves an unlabelled name and form piece as it is.
  const nameLabelled = pieces.some((p) => /^d[ée]nom/iu.test(p.trim()));
  return pieces
    .map((p, i) => (i > 0 && !nameLabelled ? namedForm(p, indent) : null) ?? (i === 0 ? p : indent + p.trim()) + (separators[i]?.trim() === ';' ? ' ;' : ''))
    .join('\n');
}

/** A line with three slashes spaced on one side at least (speed only: the cheap test of such a line). */
const HALF_SPACED_SLASHES = /(?:[ \t]\/|\/[ \t])[^\n]*(?:[ \t]\/|\/[ \t])[^\n]*(?:[ \t]\/|\/[ \t])/u;

/** The text with each telegraphic line cut into one line per field (see the file's comment). */
export function telegraphicLines(text: string): string {
  // Most notices have no line of four pieces: the cheap test first (speed only).
  if (!/[ \t](?:;|[-–—|•·/])[ \t][^\n]*[ \t](?:;|[-–—|•·/])[ \t][^\n]*[ \t](?:;|[-–—|•·/])[ \t]/u.test(text) && !HALF_SPACED_SLASHES.test(text)) return text;
  return cutLines(text, fieldLines);
}
