/**
 * A company introduced right after a sentence opens on an office of the notice's company ('Le
 * commissaire aux comptes de la société, la SARL X, a établi …', 'La présidente de la société, la
 * société H, a constaté …'): it holds that office, it is not the subject's own introduction. The
 * words before the company are read from the sentence's start, folded. So is a company printed
 * with its identifier on a line an office's label opens ('Directeur général : X (SARL – RIDET …)',
 * 'Co-gérance : Y, SARL, RIDET …'): its identifier is an officer's, not the notice's company's.
 */

import { lastSentenceStart } from './clause-chars.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';

/** An office of a company, folded, as a company may hold it. */
export const COMPANY_OFFICE = String.raw`(?:co-?)?(?:presidente?|gerante?|directeur general|directrice generale|commissaires? aux comptes|liquidat(?:eur|rice)|administrat(?:eur|rice)s?)(?:\s+(?:titulaire|suppleante?|unique|deleguee?))?`;
const OFFICE_OF_THE_COMPANY_BEFORE = new RegExp(String.raw`(?:^|[.;:]\s+)(?:le |la |l')${COMPANY_OFFICE}\s+de (?:la|cette|notre) societe\s*,\s*$`);

/** Whether the company mentioned after `sentence` (folded, ending right before the mention) holds the office the sentence opens on. */
export function introducedAsOfficeHolder(sentence: string): boolean {
  return sentence.includes('societe') && OFFICE_OF_THE_COMPANY_BEFORE.test(sentence);
}

/** An office as a field's label abbreviates it ('Psdt', 'Pdte', 'DG'), besides the words in full. */
// Under an auditors' rubric their two seats label the firms alone ('CAC nommés ▪ … ▪ titul. : X, SARL, RIDET …').
const OFFICE_ABBREVIATION = String.raw`psdt|pdte?|pres\.|dg|dgd|cac|gerance|co-?gerance|representant permanent|titul(?:\.|aire)|suppl\.|suppleante?`;
// An adviser labelled by its profession ('Expert-comptable de la société : X – RIDET …') is no
// officer, but its identifier is no more the company's than an officer's is.
const ADVISER_LABEL = String.raw`experts?[- ]comptables?|avocats?|notaires?|conseils? juridiques?`;
// A partner labelled by what it holds (`Associée majoritaire : la société X, SAS, RIDET …, titulaire de …
// parts`, `Actionnaire unique : Y HOLDING – RIDET …`) or subscribes (`Bénéficiaire de la souscription : Z, …,
// RIDET …`) holds no office either, and its identifier is its own.
const PARTNER_LABEL = String.raw`associee?s?(?:[ \t]+(?:uniques?|majoritaires?|principale?s?|fondat(?:eur|rice)s?|commanditee?s?))?|actionnaires?(?:[ \t]+(?:uniques?|majoritaires?|principale?s?))?|societe[ \t]+mere|souscripteurs?|beneficiaires?[ \t]+de[ \t]+la[ \t]+souscription`;
/**
 * A line an office's label opens, up to an identifier ('Président : X HOLDING (SAS, RIDET …)',
 * 'Psdt: la société X, SAS, RIDET …', '– Nouvelle gérante : Y, SARL, RIDET …'): the label says
 * which office its value holds, so the company it names is an officer. One field only: no other
 * label, no sentence's end, no office held in a company named after it ('Président : M. X, gérant
 * de la société S, RIDET …' gives S's number).
 */
const OFFICE_LABEL_HEAD = String.raw`^[ \t]*(?:[–•*▪-][ \t]*)?(?:(?:nouve(?:au|lle)|ancien(?:ne)?)[ \t]+)?`;
const OFFICE_LABEL_LINE = new RegExp(String.raw`${OFFICE_LABEL_HEAD}(?:${COMPANY_OFFICE}|${OFFICE_ABBREVIATION}|${ADVISER_LABEL}|${PARTNER_LABEL})(?:[ \t]+de la societe)?[ \t]*(?:\([^()\n]{0,30}\))?[ \t]*:[^:;\n]*$`);
const SENTENCE_END = /[\p{L}\d)]\.\s/u;
const CIVILITY_STOP = /\b(?:m|mm|mme|mlle|me|dr|n°)\./g;
// The forms are legal-form.ts's, the one place they are declared (folded: small letters).
const OFFICE_IN_A_COMPANY = new RegExp(String.raw`\b(?:de|du|d')\s*(?:la |l')?(?:societe|${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')})\b`);

/**
 * Where the office's value ends before the identifier, the one-line ad going on with its next fields:
 * a person named and then a company after a dash (`Psdt : M. X – SAS A – RIDET …`), or a date (`Cogce.
 * X / Y Act. ASSP 26.10.26 Rdt …`), the act's or the meeting's, which no officer's name holds.
 */
const PERSON_THEN_COMPANY = new RegExp(String.raw`^\s*(?:m|mme|mlle|monsieur|madame|mr)\b\.?\s[^:]*?\s[-–—/·|]\s*(?:la |l')?(?:societe|${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')})\b`);
const DATE_FIELD = /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/;
/**
 * A person named as the office's value, then a spaced dash or bar before the identifier (`Gérante :
 * Mme X — RIDET …`, `présidente : Ihnaen X — RIDET …`): the identifier is the ad's next field, the
 * company's own; a person holds no identifier as an officer. A civility, or two or three words none of
 * which names a company.
 */
const PERSON_THEN_FIELD = new RegExp(String.raw`^\s*(?:(?:m|mme|mlle|monsieur|madame|mr)\b\.?\s+[^:;,()\n]{2,60}?|[a-z][a-z'’-]+(?:\s[a-z][a-z'’-]+){1,2})\s+[–—|·•-]\s*$`);
/**
 * A person named as the office's value with their home address (`… demeurant …, 98809 Mont-Dore`), then
 * the company's own registration, on the next line or run on after the town (`gérante et associée
 * unique : Mme X demeurant …` / `immatriculée au RCS de Nouméa le …, ridet …`): the identifier is the
 * notice's next field, the company's; the person's description ended with the town.
 */
const PERSON_HOME_THEN_REGISTRATION = /^\s*(?:m|mme|mlle|monsieur|madame|mr)\b\.?\s+[^:;()]{2,60}?\b(?:demeurant|domiciliee?)\b[^:;()]{2,120}?\b98\d{3}\s+[a-z'’ -]{2,30}?[\s,.]+(?:immatricul\w*|inscrite?|enregistree?|ridet|rid|rcs)\b[^:\n]*$/;
const COMPANY_WORDS = new RegExp(String.raw`\b(?:societe|ste|holding|groupe|cabinet|${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')})\b`);

/** Whether an office's value (folded, up to the identifier) is a person, the identifier set apart as the next field. */
export function personThenField(value: string): boolean {
  return (PERSON_THEN_FIELD.test(value) || PERSON_HOME_THEN_REGISTRATION.test(value)) && !COMPANY_WORDS.test(value);
}

const ADVISER_LABEL_BEFORE = new RegExp(String.raw`(?:${ADVISER_LABEL})[^:]*:`);

/** An office's label alone on its line, its value on the next. */
const OFFICE_LABEL_ALONE = new RegExp(String.raw`${OFFICE_LABEL_HEAD}(?:${COMPANY_OFFICE}|${OFFICE_ABBREVIATION})[ \t]*:[ \t]*$`);
/**
 * A list's label: an office in the plural, its qualifier after it, over the items the lines under it
 * list (`• Administrateurs renouvelés pour six années :` / ` – M. X ;` / ` – la société Y, …, RIDET …`).
 */
/** The offices a list's label names in the plural, folded (`Administrateurs`, `Membres du directoire`): declared once for the readers of such lists. */
export const PLURAL_OFFICE_LABEL = String.raw`(?:administrateurs|commissaires aux comptes|cogerants|gerants|liquidateurs|membres du (?:conseil|directoire))`;
const OFFICE_LIST_LABEL = new RegExp(String.raw`^[ \t]*(?:[–•*▪-][ \t]*)?${PLURAL_OFFICE_LABEL}\b[^:\n]{0,50}:[ \t]*$`);
const LIST_ITEM = /^[ \t]*[–•*▪-][ \t]/;
/** Whether a line holds an office's label and nothing else. */
function officeLabelAlone(line: string): boolean {
  return line.includes(':') && OFFICE_LABEL_ALONE.test(line);
}

/** Whether the words before an identifier (folded, from its field's start) open on an office's label. */
function officeLabelled(before: string): boolean {
  if (!before.includes(':') || !OFFICE_LABEL_LINE.test(before)) return false;
  const value = before.slice(before.indexOf(':') + 1);
  // An adviser's label names a firm (`Expert-comptable : X AUDIT – RIDET …`), never a person holding an office.
  if (PERSON_THEN_COMPANY.test(value) || DATE_FIELD.test(value) || (!ADVISER_LABEL_BEFORE.test(before) && personThenField(value))) return false;
  return !SENTENCE_END.test(value.replace(CIVILITY_STOP, ' ')) && !OFFICE_IN_A_COMPANY.test(value);
}

/** Whether the list item opening at `lineStart` is one of the items an office's list label heads, over the items above it. */
function underOfficeList(folded: string, lineStart: number, from: number): boolean {
  let end = lineStart - 1;
  for (let items = 0; end > from && items < 12; items += 1) {
    const start = folded.lastIndexOf('\n', end - 1) + 1;
    const line = folded.slice(start, end);
    // The label may be an item of a list of its own (`• Administrateurs renouvelés :`).
    if (OFFICE_LIST_LABEL.test(line)) return start >= from;
    if (!LIST_ITEM.test(line)) return false;
    end = start - 1;
  }
  return false;
}

/**
 * Whether the identifier at `index` of `folded` is printed on a line an office's label opens (read
 * from `from`, the end of another company's identifier before it on the line), or
 * in the line's last sentence when the label opens it ('… a nommé gérant M. X. Expert-comptable
 * de la société : Y – RIDET …'). An identifier opening a line of its own under an office's line is
 * a field of the company's card (card-identifier-line.ts), even where the office line names a
 * company: it is not read so.
 */
export function onOfficeLabelLine(folded: string, index: number, from = 0): boolean {
  // A label before another company's identifier is that company's: its office was told by then.
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  const before = folded.slice(Math.max(from, lineStart), index);
  // The label alone on the line above, its value on this one ('titul. :' / 'X, SARL, RIDET …', as a
  // box's fields cut at their marks are read a field a line).
  if (!before.includes(':')) {
    if (lineStart <= from) return false;
    const above = folded.slice(Math.max(from, folded.lastIndexOf('\n', lineStart - 2) + 1), lineStart - 1);
    return (officeLabelAlone(above) && officeLabelled(`${above} ${before}`)) || (LIST_ITEM.test(before) && underOfficeList(folded, lineStart, from));
  }
  if (officeLabelled(before)) return true;
  const last = lastSentenceStart(before);
  return last > 0 && officeLabelled(before.slice(last));
}
