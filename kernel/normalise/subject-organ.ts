/**
 * A company introduced as an organ of a company: its sole shareholder, its parent, its président
 * or gérant ('l'associée unique, la société H, SAS …, RIDET …, a approuvé la fusion', 'Président :
 * la société H, …, RIDET …', 'la société H, RIDET …, agissant en qualité d'associée unique, a
 * décidé', 'l'associée unique de la société F, la société H, …'). An organ decides for the company
 * it serves: what it approves or decides (a merger, a capital increase, a transfer of seat) is that
 * company's event, never its own, and its identifier is printed to describe it. So it is never the
 * subject, and no side of a merger is read from its words. A company whose role in another is told
 * after its own identifier ('la société H, RIDET …, associée unique de la société F') is read by
 * parent-company.ts. Folded text around the identifier, in its clause.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';

// The company's own organs that may be a company; 'associé' alone is any partner, not the organ.
const ORGAN = String.raw`(?:associee? unique|actionnaire unique|societe mere|maison mere|(?:co-?)?presidente?|(?:co-?)?gerante?)`;
const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;

/**
 * The role right before the company's introduction, closed by a comma or a label's colon
 * ('l'associée unique, la société H', 'son président, la SAS H', 'Gérant : la société H'), its
 * description up to the identifier. The role may name the company it is held in first
 * ('l'associée unique de la société F, la société H'): H, introduced with its article, is F's
 * organ and acts for F ('le président de la société F, SAS, RIDET …' describes F itself). After a
 * possessive the comma may be left out ('représentée par sa présidente la société H'). A parent
 * may be named right after its noun ('la société mère H, SAS, RIDET …').
 */
const HELD_IN = String.raw`\s+(?:de|du|d')\s*(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b[^,;.:\n]{0,80}`;
const ORGAN_BEFORE = new RegExp(
  String.raw`(?:^|[\s(,;:'])(?:${ORGAN}[ \t]*(?:,[ \t]*|:[ \t]*\n?[ \t]*)${COMPANY_WORD}|${ORGAN}${HELD_IN},[ \t]*(?:la |l')(?:societe|${FOLDED_FORMS_SOURCE})\b|\b(?:sa|son|leur) ${ORGAN}[ \t]+(?:la |l')(?:societe|${FOLDED_FORMS_SOURCE})\b|(?:societe|maison) mere[ \t]*,?[ \t]+(?!(?:de|du|d'|a|est|et)\b)[a-z0-9])${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * The role right after the identifier, of the notice's company left unnamed or of none
 * ('…, RIDET …, associée unique de la société, a décidé', '…, RIDET …, en sa qualité d'actionnaire
 * unique,', '…, agissant en tant que présidente,'): nothing names another company after it. A
 * président or a gérant only with the words of a capacity or before the verb it acts by ('…, RIDET
 * …, présidente, a constaté'): a bare 'gérant,' after a company's identifier may open a
 * telegraphic line's next field (its gérant, a person).
 */
const CAPACITY = String.raw`(?:(?:agissant|statuant|intervenant)\s+)?en (?:(?:sa|son) )?(?:qualite d(?:e |')|tant qu(?:e |'))\s*`;
const SHAREHOLDER_ORGAN = String.raw`(?:associee? unique|actionnaire unique|societe mere|maison mere)`;
const ORGAN_AFTER = new RegExp(
  String.raw`^[\s,)]*(?:(?:(?:${CAPACITY})?${SHAREHOLDER_ORGAN}|${CAPACITY}${ORGAN})(?:\s+(?:de la|de notre|de cette|de ladite) societe)?\s*(?:[,;.)]|$)|${ORGAN}\s*,\s*(?:a|ont|agissant|statuant)\s)`,
);

// The words each reading needs, looked for first (speed only: most identifiers have neither).
const ORGAN_AFTER_WORDS = /unique|mere|presiden|geran/;
const ORGAN_BEFORE_WORDS = /(?:unique|mere|presidente?|gerante?)[ \t]*[,:]|\bmere |(?:unique|presidente?|gerante?) (?:d|la |l')/;

/** Whether the identifier's company is told as an organ of the notice's own company (`before`, `after`: folded words around it). */
export function organOfSubject(before: string, after: string): boolean {
  return (ORGAN_AFTER_WORDS.test(after.slice(0, 80)) && ORGAN_AFTER.test(after)) || (ORGAN_BEFORE_WORDS.test(before) && ORGAN_BEFORE.test(before));
}

/**
 * A card followed by a line of its own that says the card's company acts as an organ of the company
 * on the next card ('…, RIDET …' / 'agissant en qualité d'associée unique de la société' / 'F' / '…,
 * RIDET …'): its company is F's organ. The clause after its identifier ends at the card's blank
 * line, so this reads the printed lines after it (folded text from the identifier's end).
 */
const CAPACITY_LINE_UNDER_CARD = new RegExp(String.raw`^[^\n]*\n(?:[ \t]*\n)*[ \t]*${CAPACITY}${ORGAN}\s+de la societe[ \t]*:?[ \t]*\n`);

export function organLineUnderCard(folded: string, end: number): boolean {
  const lines = folded.slice(end, end + 200);
  return lines.includes('qualite') && CAPACITY_LINE_UNDER_CARD.test(lines);
}
