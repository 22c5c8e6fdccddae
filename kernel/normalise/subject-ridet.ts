/**
 * Which of a notice's RIDETs is the company the notice is about. Rule: the first mention that is
 * not a third party's. A mention is a third party's when the words before it, since the previous
 * identifier in its clause, name a role held by another company (liquidateur, mandataire,
 * cessionnaire, acquéreur, bailleur, locataire-gérant, président or gérant that is a company,
 * 'au profit de', 'a cédé à', 'représentée par'), or when the words after it say that company
 * holds a role in another one ('X, RIDET ..., associée unique de la société Y', 'agissant en
 * qualité de présidente de la société Y'), or it sells the parts it held in the subject ('la
 * société H, RIDET …, a cédé … les parts qu'elle détenait dans la société Y'). A role written
 * before 'de la société Y' marks Y's identifier as the subject's, not a third party's. In a merger the notice's type decides: the
 * absorbing company's capital notice, the absorbed company's dissolution. When every mention
 * is a third party's, the first one.
 */

import type { AnnonceType } from '../model/announcement.js';
import { fold } from './fold.js';
import type { RidetMatch } from './ridet.js';

const ROLE =
  '(?:liquidat(?:eur|rice)|mandataire|administrat(?:eur|rice)|cessionnaire|acquereur|acheteur|locataire(?:-gerant)?|bailleur|commissaire aux comptes|presidente?|gerante?|associee?(?: unique)?|actionnaire(?: unique)?|holding)';
const COMPANY_WORD = '(?:la |l\')?(?:societe|sarl|sas|sasu|eurl|sa|sci|snc|selarl|gie|saeml)\\b';
/** 'présidente de la société Y': the role is held in Y, so Y is not the third party. */
const ROLE_IN = new RegExp(`\\b${ROLE}\\s+(?:de|du|d')\\s*${COMPANY_WORD}`, 'g');
// A company's description between its role and its identifier (form, capital, siège) can be
// long; a full stop inside an amount ('1.000.000 F.CFP') does not end it.
const DESCRIPTION_CHAR = String.raw`(?:[^.;\n]|\.(?=\d|\s?cfp))`;
const THIRD_PARTY = new RegExp(
  `(?:\\b${ROLE}\\b|\\bau profit de\\b|\\ba la societe\\b|\\ba vendu a\\b|\\bcede a\\b|\\brepresente(?:e)? par\\b)${DESCRIPTION_CHAR}{0,240}$`,
);
/** 'les parts qu'elle détenait dans le capital de la société X, RIDET …': X's parts are sold, X is the subject whoever sells or buys. */
const PARTS_OF_BEFORE = new RegExp(`\\b(?:parts|actions)(?: sociales)?\\b[^.;]{0,100}\\b(?:de|dans)\\s+(?:le capital (?:de |d'))?${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`);
/** 'la société H, RIDET …, a cédé … les parts qu'elle détenait dans la société X': H sells its parts, X is the subject. */
// The full stop of 'M.' or 'Mme.' before a buyer's name does not end the sentence.
const PARTS_SELLER_AFTER = /^[^.;]{0,80}?\b(?:a cede|cede|a vendu|vend)\b(?:[^.;]|(?<=\b(?:m|mm|mme|me|mlle))\.){0,160}\b(?:parts|actions)\b[^.;]{0,80}\b(?:detenait|detient|possedait|possede)\b/;
const HOLDS_ROLE_AFTER = new RegExp(`^[\\s,)]*(?:agissant\\s+)?(?:en (?:sa |qualite d[e'] ?|tant que )\\s*)?(?:associee? unique|actionnaire unique|presidente?|gerante?|liquidat(?:eur|rice)|administrat(?:eur|rice)|commissaire aux comptes)\\b[^.;]{0,40}\\b(?:de|du|d')\\s*${COMPANY_WORD}`);
/** 'la société Y, RIDET …, a acquis de la société X …': Y buys or takes the business, X is the subject. */
const BUYER_AFTER = /^[^.;]{0,160}?\b(?:a acquis|acquiert|a achete|achete|a rachete|a pris en (?:location-)?gerance|prend en (?:location-)?gerance|est devenue? (?:proprietaire|cessionnaire|acquereur))\b/;
const ABSORBED_AFTER = /^[^.;]{0,80}\b(?:a fait apport|fait apport|apporte|est absorbee|a ete absorbee)\b/;
const ABSORBED_BEFORE = /\b(?:absorption de|absorbee?s?\b[^.;]{0,20}\bsociete)\b[^.;]{0,160}$/;
const ABSORBING_BEFORE = new RegExp(`\\b(?:absorption\\b[^.;]{0,200}\\bpar (?:la |l')?|societe absorbante\\b|apport\\w*\\b[^.;]{0,120}\\ba (?:la |l')?(?:societe\\b)?)${DESCRIPTION_CHAR}{0,240}$`);

// Clause ends in the original text: a sentence end (not the full stop of 'M.' before a name), a
// semicolon, a blank line, or a new labelled line ('Président : ...') or bullet.
const CLAUSE_END = /(?<!\b(?:M|MM|Mme|Mlle|Me))[.;](?=\s+\p{Lu})|;|\n\s*\n|\n(?=[\p{L} '’]{2,40}:|\s*[–•-]\s)/gu;

export interface SubjectOptions {
  /** The notice's type, when known: it decides between the two companies of a merger. */
  type?: AnnonceType | null;
}

export function pickSubjectRidet(text: string, matches: readonly RidetMatch[], options: SubjectOptions = {}): RidetMatch | null {
  if (matches.length === 0) return null;
  const folded = fold(text);
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => m.index + m[0].length);
  const clauseStart = (index: number): number => ends.filter((e) => e <= index).at(-1) ?? 0;
  const clauseEnd = (index: number): number => ends.find((e) => e > index) ?? text.length;

  const judged = matches.map((match, i) => {
    const previous = matches[i - 1];
    const next = matches[i + 1];
    const start = Math.max(clauseStart(match.index), previous ? previous.index + previous.printed.length : 0, match.index - 400);
    const before = folded.slice(start, match.index);
    const afterEnd = Math.min(next ? next.index : text.length, clauseEnd(match.index + match.printed.length), match.index + match.printed.length + 200);
    const after = folded.slice(match.index + match.printed.length, afterEnd);
    const roleIn = before.replace(ROLE_IN, ' ');
    const partsSold = PARTS_OF_BEFORE.test(before);
    const third = (!partsSold && THIRD_PARTY.test(roleIn)) || HOLDS_ROLE_AFTER.test(after) || BUYER_AFTER.test(after) || PARTS_SELLER_AFTER.test(after);
    const absorbed = ABSORBED_AFTER.test(after) || ABSORBED_BEFORE.test(before);
    const absorbing = !absorbed && ABSORBING_BEFORE.test(before);
    return { match, third, absorbed, absorbing };
  });

  // A merger: the absorbing company's capital notice, the absorbed company's dissolution, even
  // where the wording makes the other one look like a party ('a fait apport à la société Y').
  if (options.type === 'capital' && judged.some((j) => j.absorbing)) return judged.find((j) => j.absorbing)!.match;
  if (options.type === 'dissolution' && judged.some((j) => j.absorbed)) return judged.find((j) => j.absorbed)!.match;
  let candidates = judged.filter((j) => !j.third);
  if (options.type === 'dissolution') candidates = candidates.filter((c) => !c.absorbing);
  if (options.type === 'capital') candidates = candidates.filter((c) => !c.absorbed);
  return candidates[0]?.match ?? matches[0]!;
}
