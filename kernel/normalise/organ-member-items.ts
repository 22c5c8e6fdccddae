/**
 * The opening of an item that names a company in an enumeration of an organ's or a grouping's
 * members, whether a list's item (organ-member-list.ts) or a sentence's (organ-member-sentence.ts):
 * the company introduced by its noun or its form, or a bare name with its particulars after a
 * bracket or a comma; the organs' nouns and the members' labels both read. Forms are legal-form.ts's.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A collegial organ's noun (`conseil d'administration`, `directoire`, `collège des gérants`). */
export const COLLEGIAL_ORGAN = String.raw`(?:conseil (?:d'administration|de surveillance|de gerance)|directoire|comite (?:de direction|directeur|de surveillance)|college des gerants)`;
/**
 * Which members, beside their noun: when they joined or whether they stay (`Membres fondateurs :`,
 * `Nouveaux associés :`), after which act (`Associés après la cession :`), or how a partnership's
 * partners answer for its debts (`Associés en nom :`, `Associés commandités :`): whatever the
 * qualifier, the list under it is the partners', never the partnership itself.
 */
export const MEMBERS_SINCE = String.raw`(?:fondat(?:eur|rice)s?|actuel(?:le)?s|nouveaux|nouvelles|nouvel(?:le)?|ancien(?:ne)?s?|entrante?s|sortante?s|restante?s|admise?s|en nom(?: collectif)?|commandit(?:ee?s?|aires?)|indefiniment responsables|(?:apres|depuis|a l'issue de|suite a) (?:la |cette |l')?(?:cession|operation|transmission|mutation|augmentation|reduction|modification)s?(?: de (?:parts|capital))?)`;

/** A company's noun or form, or the plural noun the first of several opens with (`sont les sociétés A, RIDET …, et B`). */
const COMPANY_WORD = String.raw`(?:(?:la|le) |l')?(?:societe|cabinet|${FOLDED_FORMS_SOURCE})\b|les societes\b`;
/** An item's mark: a bullet, a dash, a number or a letter ('(1)', '2.', 'b)'). */
const ITEM_MARK = String.raw`(?:[-–—*•]|\(?\d{1,2}[.)°]|\(?[a-z]\))`;
/** An item that introduces a company by its noun or its form ('– la société X, SAS, …'). */
export const COMPANY_ITEM = new RegExp(String.raw`^\s*(?:${ITEM_MARK}\s*)?(?:${COMPANY_WORD})`);
/** An item that prints a bare name, then its particulars in a bracket or after a comma, its form first ('– X (SARL, ', '– X, SAS au capital …, '). */
export const NAMED_ITEM = new RegExp(String.raw`^\s*(?:${ITEM_MARK}\s*)?[^\s,;:()][^,;:()]{0,80}?\s*(?:\(|,)\s*(?=(?:${FOLDED_FORMS_SOURCE})\b|ridet|rid\b|rcs|n[°o])`);
/**
 * An item that names its company only by a generic noun ('Le groupement, RIDET …', '– la société,
 * RIDET …'): the notice's own company told again after its members, never one of them.
 */
export const GENERIC_ITEM = new RegExp(String.raw`^\s*(?:${ITEM_MARK}\s*)?(?:(?:le|la|ce|cette|notre) |l')(?:groupement|gie|societe|association)\s*(?:[,(]|$)`);
