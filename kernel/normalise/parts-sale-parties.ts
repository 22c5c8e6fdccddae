/**
 * The companies that sell or buy parts or shares of another company: `la société A, …, RIDET …, a
 * cédé à la société B, …, RIDET …, l'intégralité des parts qu'elle détenait dans la société`, `la
 * société B, RIDET …, a acquis 300 actions de la société S`. A reader knows a sale of parts is the
 * record of the company whose parts change hands (the field rules), and the seller and the buyer
 * are its partners: both are third parties of its notice, whatever stands between the verb and the
 * parts (the other party's whole description with its identifier). Only parts named as held in a
 * company (`qu'elle détenait dans la société`, `de la société S`, `du capital de la SARL S`) are
 * read so: `a cédé son fonds` is a business's sale, and new shares issued (`actions nouvelles`) are
 * their issuer's capital. Read on folded text (lower case, no accents).
 */

import { CLAUSE_CHAR_NL, SENTENCE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const COMPANY = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
/** A verb of selling or buying, the party its subject. */
const TRADE_VERB = String.raw`(?:(?:a|ont) (?:cede|vendu|transfere|acquis|achete|rachete)|cede|vend|acquiert|achete|rachete)`;
/** The verb after the company's own description: the company is its subject. */
const PARTY_AFTER = new RegExp(String.raw`^(${CLAUSE_CHAR_NL}{0,260}?)\b${TRADE_VERB}\b`);
/** The verb before the company, a preposition of the other party between: the company gets or gives. */
const PARTY_BEFORE = new RegExp(String.raw`\b(?:cedee?s?|vendue?s?|transferee?s?|acquise?s?|achetee?s?|rachetee?s?|cede|vend)\s+(?:a|au profit d[e']|de|aupres d[e'])\s*${COMPANY}(${CLAUSE_CHAR_NL}{0,240})$`);
/** Parts, shares or a stake held in a company, named after the verb within the sentence. */
const PARTS_OF_A_COMPANY = new RegExp(
  String.raw`^${SENTENCE_CHAR_NL}{0,400}?\b(?:parts?(?: sociales)?|actions|titres|participations?)\b(?! nouvelles)${CLAUSE_CHAR_NL}{0,100}?(?:\b(?:detenai(?:t|ent)|detien(?:t|nent)|possedai(?:t|ent)|possede(?:nt)?)\s+(?:dans|au capital d[e'])|\b(?:de|dans|du capital d[e'])\s*${COMPANY})`,
);
/** A company introduced as a complement ('le gérant de la société X, …'): the verb after it is another's. */
const COMPLEMENT_COMPANY = new RegExp(String.raw`\b(?:de|du|d'|des)\s*${COMPANY}(?:(?![,;:]\s*(?:la |l')(?:societe|${FOLDED_FORMS_SOURCE})\b)${CLAUSE_CHAR_NL}){0,240}$`);

/**
 * Whether the identifier printed at `index` and ending at `end` is a seller's or a buyer's of parts
 * of a company. `folded`: the folded text as printed; `prose`: the same with a paragraph's line breaks
 * read as spaces (same offsets).
 */
export function partsSaleParty(prose: string, folded: string, index: number, end: number): boolean {
  // The parts' words first (speed: most notices sell none).
  const sentence = prose.slice(end, end + 700);
  if (!/\b(?:parts?|actions|titres|participations?)\b/.test(sentence)) return false;
  const own = PARTY_AFTER.exec(sentence);
  if (own && onlyCompanyDescription(folded.slice(end, end + own[1]!.length), 'after') && !COMPLEMENT_COMPANY.test(prose.slice(Math.max(0, index - 260), index))) {
    return PARTS_OF_A_COMPANY.test(sentence.slice(own[0].length));
  }
  const before = PARTY_BEFORE.exec(prose.slice(Math.max(0, index - 320), index));
  return before !== null && onlyCompanyDescription(folded.slice(index - before[1]!.length, index), { identifier: folded.slice(index, end) }) && PARTS_OF_A_COMPANY.test(sentence);
}
