/**
 * Whether the words between a company's introduction and its identifier, or between its
 * identifier and the role told of it, are only the company's own description: its name, form,
 * capital, seat and registration, its representative, partners listed with it ('et la société B,
 * SA, RIDET …'). A person, another verb, a decision's words or another company introduced there
 * means the role told next is someone else's. Folded text as printed (its line breaks kept).
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { ROLE_WORDS } from './officer-roles.ts';

const CIVILITY = String.raw`\b(?:m|mm|mme|mmes|mlle|monsieur|madame|mr|me|maitre|dr|docteur|pr|professeur)\b\.?\s`;

/**
 * A representative named in the company's description ('représentée par son gérant, M. Y', 'dont
 * le gérant est M. Y'): his civility and his office are the company's, not a person's act.
 */
const REPRESENTATION = new RegExp(
  String.raw`\b(?:representee?s?|prise?s?) (?:par|en la personne de)\s+(?:(?:son|sa|leur) )?(?:${ROLE_WORDS}\s*,?\s*)?(?:${CIVILITY})?[^,;]{0,60}(?:,\s*(?:${CIVILITY})[^,;]{0,60})?|\bdont (?:le |la |l')?(?:${ROLE_WORDS}|representant legal) est ${CIVILITY}[^,;]{0,60}`,
  'g',
);
/**
 * The seat's own verb is the description's ('dont le siège est à …', 'dont le siège social est situé à
 * …'), however a column wraps it; its `à`, folded, would read as the verb `a`.
 */
const SEAT_VERB = /\bdont\s+le\s+siege\s+(?:social\s+)?est(?:\s+(?:situe|fixe|etabli))?(?:\s+a\b)?/g;
// A verb's word inside a compound name is none ('DU NORD-EST', 'CÔTE-EST').
const SOMEONE_ELSE = new RegExp(
  String.raw`${CIVILITY}|(?<![-'])\b(?:a|ont|est|sont|avait|avaient|sera|seront)\b(?!-)|\b(?:decisions?|deliberations?|assemblee|ago|age|agoe|agm|aux termes|suivant|proces-verbal|elle-meme|lui-meme)\b|\bdont\b(?!\s+le\s+siege)|(?<!\bet )\b(?:la |l'|une |le )(?:societe|cabinet|${FOLDED_FORMS_SOURCE})\b`,
);

/** A paragraph's end, or a line another field's label opens ('Présidente : la société H' / 'Article 2 : …'). */
export const OTHER_FIELD = /\n[ \t]*\n|\n[ \t]*\p{L}[\p{L}\d°' .-]{0,30}[ \t]*:/u;
/** The words after an identifier that open a new line, no comma or bracket going on with its description. */
const NEW_LINE_AFTER = /^[ \t]*\n(?![ \t]*[,)])/;
/** The words before an identifier printed on a line of its own. */
const LINE_END = /\n[ \t]*$/;

/**
 * Whether `words` are only a company's description, read on the folded text as printed (its line
 * breaks kept, so a paragraph or another field's label ends the description). `side`: whether the
 * words come before the identifier (`identifier`: the identifier as printed, its label included) or
 * after it. An identifier on a line of its own under its own label ('RIDET attribué : …') is a field
 * of its own, not the close of the description above; the words after an identifier that go on on
 * a new line without a comma are the next sentence.
 */
export function onlyCompanyDescription(words: string, side: { identifier: string } | 'after'): boolean {
  if (side === 'after' ? NEW_LINE_AFTER.test(words) : LINE_END.test(words) && side.identifier.includes(':')) return false;
  return !OTHER_FIELD.test(words) && !SOMEONE_ELSE.test(words.replace(REPRESENTATION, ' ').replace(SEAT_VERB, ' '));
}
