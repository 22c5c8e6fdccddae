/**
 * A label whose before / after qualifier follows the field's name, as a table of changes or a web
 * sheet prints it ('Dénomination (nouvelle) : X', 'Siège ancien : …', 'Forme – après : SAS',
 * 'Capital social avant : …'): read as the French label with its qualifier first ('Nouvelle
 * dénomination : X', 'Ancien siège : …'), the one the extractors know. The qualifier is read by
 * what it says (the state before the act or after it), the field by being one a notice labels.
 * Only a label at a line's start, followed by its colon; the rest of the text is kept.
 */

import { foldUncached as fold } from '../fold.ts';
import { isFieldLabel } from './field-labels.ts';

/** A field's name, then its qualifier in brackets, after a dash or a comma, or after a space; then the colon. */
const QUALIFIED_LABEL = /^([ \t]*)(\p{L}[\p{L}'’ ]{1,30}?)[ \t]*(?:\([ \t]*([\p{L}-]{2,12})[ \t]*\)|[,–—-][ \t]*([\p{L}-]{2,12})|[ \t]([\p{L}-]{2,12}))[ \t]*:(?!\/)/u;
const BEFORE = /^(?:ancien(?:ne)?s?|precedente?s?|anterieure?s?|avant|ex|sortante?s?)$/;
const AFTER = /^(?:nouve(?:au|l|lle)s?|nouveaux|apres|modifiee?s?|entrante?s?|nommee?s?|designee?s?)$/;
// Fields named in the feminine take 'Ancienne' / 'Nouvelle' ('Nouvelle dénomination'), the others 'Ancien' / 'Nouveau'.
const FEMININE_FIELD = /^(?:denomination|raison sociale|forme|adresse|duree|gerance|gerante|presidente|directrice|date|enseigne|activite)/;
// A qualifier word right before a colon is looked for before any line is split (speed only).
const QUALIFIER_BEFORE_COLON = /(?:ancien|nouve|avant|apr[eè]s|pr[ée]c[ée]dent|ant[ée]rieur|modifi[ée]|ex|sortant|entrant|nomm[ée]|d[ée]sign[ée])\p{L}{0,4}[ \t]*\)?[ \t]*:/iu;

function qualifiedLine(line: string): string {
  const found = QUALIFIED_LABEL.exec(line);
  if (!found) return line;
  const qualifier = fold(found[3] ?? found[4] ?? found[5]!).toLowerCase();
  const side = BEFORE.test(qualifier) ? 'before' : AFTER.test(qualifier) ? 'after' : null;
  const field = found[2]!.trim();
  if (side === null || !isFieldLabel(field)) return line;
  const feminine = FEMININE_FIELD.test(fold(field).toLowerCase());
  const word = side === 'before' ? (feminine ? 'Ancienne' : 'Ancien') : feminine ? 'Nouvelle' : 'Nouveau';
  // 'Dénomination' → 'dénomination'; an acronym ('RIDET') keeps its capitals.
  const lower = /^\p{Lu}\p{Ll}/u.test(field) ? field.charAt(0).toLocaleLowerCase('fr') + field.slice(1) : field;
  return `${found[1]}${word} ${lower} :${line.slice(found[0].length)}`;
}

/** The text with each label qualified after its field's name read with its qualifier first (see the file's comment). */
export function qualifiedLabels(text: string): string {
  if (!QUALIFIER_BEFORE_COLON.test(text)) return text;
  return text.split('\n').map(qualifiedLine).join('\n');
}
