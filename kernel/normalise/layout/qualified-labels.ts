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
// A field's name may hold an abbreviation's full stop ('Directeur gén. délégué (après)').
const QUALIFIED_LABEL = /^([ \t]*)(\p{L}[\p{L}'’ .]{1,30}?)[ \t]*(?:\([ \t]*([\p{L}-]{2,12})[ \t]*\)|[,–—-][ \t]*([\p{L}-]{2,12})|[ \t]([\p{L}-]{2,12}))[ \t]*:(?!\/)/u;
const BEFORE = /^(?:ancien(?:ne)?s?|precedente?s?|anterieure?s?|avant|ex|sortante?s?)$/;
const AFTER = /^(?:nouve(?:au|l|lle)s?|nouveaux|apres|modifiee?s?|entrante?s?|nommee?s?|designee?s?)$/;
// Fields named in the feminine take 'Ancienne' / 'Nouvelle' ('Nouvelle dénomination'), the others 'Ancien' / 'Nouveau'.
const FEMININE_FIELD = /^(?:denomination|raison sociale|forme|adresse|duree|gerance|gerante|presidente|directrice|date|enseigne|activite)/;
// A qualifier word right before a colon is looked for before any line is split (speed only).
const QUALIFIER_BEFORE_COLON = /(?:ancien|nouve|avant|apr[eè]s|pr[ée]c[ée]dent|ant[ée]rieur|modifi[ée]|ex|sortant|entrant|nomm[ée]|d[ée]sign[ée])\p{L}{0,4}[ \t]*\)?[ \t]*:/iu;

/** A row naming the company's management as a whole ('Direction', 'Dirigeants', 'Gérance'), its value the offices held. */
const MANAGEMENT_FIELD = /^(?:direction|dirigeants?|gerance|administration|organes? de (?:direction|gestion)|mandataires? sociaux|mandataires?)$/;
/** An office's label inside the value, opening a holder ('Gérant : M. X', 'Directeur général : Mme Y'). */
const OFFICE_LABEL = /(?:^|\s)(\p{Lu}\p{Ll}[\p{Ll}'’ -]{0,40}?)\s:\s/gu;

/**
 * The offices of a management row qualified by its side ('Direction (avant) : Gérant : M. X',
 * 'Direction (après) : Président : M. X Directeur général : Mme Y'): one labelled line an office,
 * the state before written as the office left ('Ancien gérant : M. X'), the state after as the
 * office held ('Président : M. X'). Null when the value opens with no office's label.
 */
function officesLines(indent: string, side: 'before' | 'after', value: string): string | null {
  const offices = [...value.matchAll(OFFICE_LABEL)];
  if (offices.length === 0 || value.slice(0, offices[0]!.index).trim() !== '') return null;
  return offices
    .map((office, k) => {
      const holder = value.slice(office.index + office[0].length, offices[k + 1]?.index ?? value.length).trim();
      const label = office[1]!.trim();
      if (side === 'after') return `${indent}${label} : ${holder}`;
      const feminine = /e$/u.test(fold(label.split(/\s/)[0]!).toLowerCase()) && !/^(?:membre|directoire)/u.test(fold(label).toLowerCase());
      return `${indent}${feminine ? 'Ancienne' : 'Ancien'} ${label.charAt(0).toLocaleLowerCase('fr')}${label.slice(1)} : ${holder}`;
    })
    .join('\n');
}

function qualifiedLine(line: string): string {
  const found = QUALIFIED_LABEL.exec(line);
  if (!found) return line;
  const qualifier = fold(found[3] ?? found[4] ?? found[5]!).toLowerCase();
  const side = BEFORE.test(qualifier) ? 'before' : AFTER.test(qualifier) ? 'after' : null;
  const field = found[2]!.trim();
  if (side !== null && MANAGEMENT_FIELD.test(fold(field).toLowerCase())) return officesLines(found[1]!, side, line.slice(found[0].length)) ?? line;
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
