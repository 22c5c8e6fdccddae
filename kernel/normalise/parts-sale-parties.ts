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
import { BUYER, SELLER } from './sale-words.ts';

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
/**
 * The seller's own holding as the object ('a cédé ses parts sociales', 'sa participation de 40 %',
 * 'la totalité de ses 500 actions'): a company does not hold its own parts, so what it sells is a
 * stake in another company, named or not.
 */
const OWN_HOLDING = String.raw`\b(?:ses|sa|leurs?)\s+(?:[\d\s.]+\s)?(?:parts?|actions|titres|participations?)\b`;
const OWN_HOLDING_AFTER = new RegExp(String.raw`^${SENTENCE_CHAR_NL}{0,200}?${OWN_HOLDING}`);
/**
 * The one a holding goes to ('a cédé sa participation de 40 % à la société B', 'a cédé 600 des 800
 * actions composant le capital social à la société B'), whatever stands between: parts counted or
 * the seller's own, never new ones issued.
 */
const HOLDING_TO = new RegExp(
  String.raw`\b(?:a|ont) (?:cede|vendu|transfere)\b${CLAUSE_CHAR_NL}{0,160}?(?:${OWN_HOLDING}|\b\d[\d\s.]*\s(?:des\s[\d\s.]+\s)?(?:parts?|actions|titres)\b(?! nouvelles))${CLAUSE_CHAR_NL}{0,80}?\s(?:a|au profit d[e'])\s*${COMPANY}(${CLAUSE_CHAR_NL}{0,240})$`,
);
/** A sale's side labelling the identifier's line ('Cédant : la société A, …, RIDET …', 'Cessionnaire : SAS B'). */
const SIDE_LABEL_LINE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:[-–•*][ \t]*)?(?:(?:la |le |les |l')?(?:societe )?(?:${SELLER}|${BUYER})s?)[ \t]*(?:\([^)\n]{0,40}\)[ \t]*)?:[^:\n]*$`);
/** A sale's side in apposition right after the identifier ('…, RIDET …, cédante,', '(ci-après le cessionnaire)'). */
const SIDE_AFTER = new RegExp(String.raw`^[ \t]*[,(][ \t]*(?:ci-apres |en qualite de |agissant en qualite de )?(?:(?:la |le |l')?(?:societe )?(?:${SELLER}|${BUYER})s?)\b`);
/** The act sells parts or shares ('CESSION DE PARTS', 'cession d'actions', 'Actions cédées :', 'Nombre de parts'). */
const PARTS_SOLD = /\b(?:cession|vente|transfert)s? (?:de |d'|des )(?:[\d\s.]+ )?(?:parts|actions|titres)\b|\b(?:parts|actions|titres)(?: sociales)? cedees\b|\bnombre de (?:parts|actions|titres)\b/;
/** A word of parts or shares (the cheap gate before the parties' patterns). */
const PARTS_WORD = /\b(?:parts?|actions|titres|participations?)\b/;
/** A business sold: its sides are the seller and the buyer of the business, the seller its subject. */
const BUSINESS_SOLD = /\bfonds (?:de commerce|artisanal|commercial|agricole|liberal|industriel)\b/;

/** A company introduced as a complement ('le gérant de la société X, …'): the verb after it is another's. */
const COMPLEMENT_COMPANY = new RegExp(String.raw`\b(?:de|du|d'|des)\s*${COMPANY}(?:(?![,;:]\s*(?:la |l')(?:societe|${FOLDED_FORMS_SOURCE})\b)${CLAUSE_CHAR_NL}){0,240}$`);

/**
 * Whether the identifier printed at `index` and ending at `end` is a seller's or a buyer's of parts
 * of a company. `folded`: the folded text as printed; `prose`: the same with a paragraph's line breaks
 * read as spaces (same offsets).
 */
export function partsSaleParty(prose: string, folded: string, index: number, end: number): boolean {
  // The parts' words first (speed: most notices sell none), before the identifier (a holding sold to
  // the company) or after it.
  const sentence = prose.slice(end, end + 700);
  const preceding = prose.slice(Math.max(0, index - 320), index);
  if (!PARTS_WORD.test(sentence) && !PARTS_WORD.test(preceding)) return false;
  const own = PARTY_AFTER.exec(sentence);
  if (own && onlyCompanyDescription(folded.slice(end, end + own[1]!.length), 'after') && !COMPLEMENT_COMPANY.test(prose.slice(Math.max(0, index - 260), index))) {
    const object = sentence.slice(own[0].length);
    return PARTS_OF_A_COMPANY.test(object) || OWN_HOLDING_AFTER.test(object);
  }
  const before = PARTY_BEFORE.exec(preceding);
  if (before !== null && onlyCompanyDescription(folded.slice(index - before[1]!.length, index), { identifier: folded.slice(index, end) }) && PARTS_OF_A_COMPANY.test(sentence)) return true;
  const holdingTo = HOLDING_TO.exec(preceding);
  if (holdingTo !== null && onlyCompanyDescription(folded.slice(index - holdingTo[1]!.length, index), { identifier: folded.slice(index, end) })) return true;
  return labelledSideOfPartsSale(folded, index, end);
}

/**
 * Whether the identifier at `index` is given a sale's side by a label opening its line ('Cédant :',
 * 'Cessionnaire :') or by the side's noun right after it ('…, RIDET …, cédante,') in a notice that
 * sells parts or shares, no business: the seller and the buyer of parts are partners, never the
 * company whose parts are sold (read on the text as printed, its lines kept).
 */
function labelledSideOfPartsSale(folded: string, index: number, end: number): boolean {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  if (!SIDE_LABEL_LINE.test(folded.slice(Math.max(0, lineStart - 1), index)) && !SIDE_AFTER.test(folded.slice(end, end + 60))) return false;
  return PARTS_SOLD.test(folded) && !BUSINESS_SOLD.test(folded);
}
