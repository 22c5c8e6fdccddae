/**
 * A name never holds a label: its colon ('Dénomination : X', 'Propr. : X'), a closing guillemet
 * without its opening one used as a label's mark ('TRF SGE » X'), an opening guillemet left open
 * ('A devient « B'), or an abbreviation in small letters glued by its dot to the name in capitals
 * ('Rs.X'). Read with the name, such a mark shows the reading ran over a label or a sentence.
 * The dénomination's own label before the value is read past, as a reader reads it
 * (`withoutNameLabel`); any other label or mark leaves the name uncertain (`holdsLabel`), since
 * which side of it is the name the reading does not say. A short insertion says it once its runs in
 * capitals are scored (run-name-model.ts): where the label stands at the name's head ('Propr.: Rs.X',
 * 'D: X', 'TRF SGE » X') and the run the score ranks first is the rest of the name, the two
 * readings agree that the name follows the label (`nameAfterHeadLabel`).
 */

import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import type { ScoredRunNames } from './run-name-model.ts';
import { LABEL_MARK } from './label-marks.ts';

// The dénomination's labels, folded: the whole word, its cuts, 'raison sociale', 'nom'.
const NAME_LABEL_HEAD = /^(?:denomination(?: sociale)?|denom\.?|den\.?|raison sociale|nom(?: social)?)\s*:\s*/u;
const LABEL_COLON = /(?:^|\s)[\p{L}.'’-]{1,20}\s?:\s/u;
const GLUED_ABBREVIATION = /(?:^|\s)\p{Lu}\p{Ll}{0,5}\.(?=\p{Lu}{2})/u;

/** A party's role as a label prints it, its capital first, its accents printed or not. */
const PARTY_ROLE_WORDS = String.raw`Absorbante|Absorb[ée]e|C[ée]dante?|Cessionnaire|Bailleu(?:r|resse)|Loueu(?:r|se)|Locataire(?:-g[ée]rante?)?|Apporteu(?:r|se)|B[ée]n[ée]ficiaire|Acqu[ée]reu(?:r|se)|Vendeu(?:r|se)|Preneu(?:r|se)`;

/**
 * A party's role printed as its label without a colon, in lower case after its capital, before a
 * name in capitals ('Absorbante   X', 'Cédant   Y', 'Bailleur Z'): the act's side, not the name's word.
 */
const PARTY_LABEL_HEAD = new RegExp(String.raw`^(?:${PARTY_ROLE_WORDS})\s+(?=\p{Lu}{2})`, 'u');

/**
 * The same roles in any case, closed by a compositor's label mark ('CÉDANT ▸ X', 'APPORTEUSE → Y',
 * label-marks.ts): a label whatever its case, the mark says so.
 */
const MARKED_PARTY_LABEL_HEAD = new RegExp(String.raw`^(?i:${PARTY_ROLE_WORDS})\s*${LABEL_MARK}\s*(?=\p{Lu})`, 'u');

/**
 * The same roles closed by their colon, numbered as a form's fields are or not ('1/ Bénéficiaire :
 * X', 'II. Apporteuse : Y', 'Cédant : Z'): the party's field, the name its value.
 */
const COLON_PARTY_LABEL_HEAD = new RegExp(String.raw`^(?:(?:\d{1,2}|[IVX]{1,4}|[a-z])\s?[/.)°-]\s*)?(?i:${PARTY_ROLE_WORDS})\s*:\s*(?=\p{Lu})`, 'u');

/** The name without the dénomination's own label read with it ('Dénomination : X' → 'X'), or a party's ('Absorbante X', '1/ Bénéficiaire : X' → 'X'). */
export function withoutNameLabel(name: string): string {
  const head = NAME_LABEL_HEAD.exec(fold(name)) ?? PARTY_LABEL_HEAD.exec(name) ?? MARKED_PARTY_LABEL_HEAD.exec(name) ?? COLON_PARTY_LABEL_HEAD.exec(name);
  return head ? name.slice(head[0].length).trim() : name;
}

/** Whether a name holds a label's colon, an unpaired guillemet or an abbreviation glued to it. */
export function holdsLabel(name: string): boolean {
  if (LABEL_COLON.test(name) || GLUED_ABBREVIATION.test(name)) return true;
  // A closing guillemet with no opening one before it marks a label; an opening one left open may
  // quote the name's last words, its closing mark trimmed with the name's end.
  const closing = name.indexOf('»');
  return closing >= 0 && !name.slice(0, closing).includes('«');
}

// A label's mark at a name's head: a colon, a closing guillemet, an abbreviation's dot glued to capitals.
const HEAD_MARK = /:\s*|»\s*|(?<=(?:^|\s)\p{Lu}\p{Ll}{0,5})\.(?=\p{Lu}{2})/gu;
/** How long a label at a name's head may be ('Propr.: Rs.', 'TRF SGE »'): a few short words. */
const HEAD_LABEL_LENGTH = 16;

/**
 * The name past the label read at its head, when the runs' score ranks that rest first (above
 * none); null otherwise: the label is not at the head, the rest holds a label still, or the score
 * reads another name.
 */
export function nameAfterHeadLabel(name: string, runs: ScoredRunNames | null): string | null {
  let end = -1;
  for (const mark of name.matchAll(HEAD_MARK)) if (mark.index <= HEAD_LABEL_LENGTH) end = mark.index + mark[0].length;
  if (end < 0) return null;
  const rest = name.slice(end).trim();
  if (!/\p{Lu}{2}/u.test(rest) || holdsLabel(rest)) return null;
  const best = runs?.ranked[0];
  return best && best.score > 0 && fold(best.candidate.name).trim() === fold(rest) ? rest : null;
}

export function labelInNameDetail(name: string): string {
  return `Le nom lu « ${name} » porte un libellé ou une marque de libellé (deux-points, guillemet non apparié, abréviation accolée) : la lecture a débordé sur un libellé ou une phrase ; dénomination incertaine.`;
}

/**
 * Two companies' names joined by a spaced slash (`X / Y`, the parties of a sale printed side by
 * side): no one company's name, and which of the two the notice is about the slash does not say.
 */
const TWO_NAMES = /\p{Lu}{2}[^/\n]*\s\/\s[^/\n]*\p{Lu}{2}/u;

export function joinsTwoNames(name: string): boolean {
  return TWO_NAMES.test(name);
}

/** A compositor's slash between a box's fields, the form's field after the name (`X / EURL / RID …`). */
const FORM_FIELD_AFTER = new RegExp(String.raw`\s\/\s*(?:${FORM_ABBREVIATIONS.join('|')})\b[\s/]*$`, 'u');

/** The name without the form's field a compositor's slash sets after it (`X / EURL /` → `X`). */
export function withoutSlashedFormField(name: string): string {
  return name.replace(FORM_FIELD_AFTER, '').trim();
}

export function slashJoinedNamesDetail(name: string): string {
  return `Le nom lu « ${name} » joint deux noms de sociétés par une barre oblique : rien ne dit de laquelle l’annonce parle ; dénomination incertaine.`;
}
