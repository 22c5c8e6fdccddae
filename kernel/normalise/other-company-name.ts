/**
 * A company named again after its own identifier was given ('La société F, SAS …, RIDET …, détenait
 * sur la société S une créance …' / '… actions nouvelles souscrites par la société F'): the later
 * mention is that other company's, by its name, not an introduction of the notice's company.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import type { CompanyMention } from './company-mentions.ts';
import { fold, foldedSlice } from './fold.ts';

/** How far before another company's identifier its introduction may start (as subject-company.ts reads it). */
const INTRODUCTION_REACH = 400;

/** A mention's name to compare, without the 'la société' a line-start reading may keep at its head. */
const nameKey = (name: string): string => fold(name).replace(/^(?:la |l')?(?:societe|ste)\s+/, '');

/**
 * Whether `mention` repeats the name of the company introduced right before one of the `others`
 * identifiers (the last introduction ending before it): every mention with that name is that company's.
 */
export function namesAnotherIdentifiedCompany(mention: CompanyMention, mentions: readonly CompanyMention[], others: readonly number[]): boolean {
  if (others.length === 0) return false;
  const name = nameKey(mention.name);
  return others.some((other) => {
    const introduction = mentions.filter((m) => m.end <= other && other - m.end <= INTRODUCTION_REACH).at(-1);
    return introduction !== undefined && introduction !== mention && introduction.index < mention.index && nameKey(introduction.name) === name;
  });
}

/**
 * (wt-rpres) Whether `mention` repeats a name printed earlier on another identifier's own line, before
 * it (`Apporteuse : X, SARL …, RIDET …` over the body's `la société X a fait apport …`): a party's
 * labelled or listed line names that party, so the later mention is that company's too.
 */
export function namedOnAnotherIdentifierLine(text: string, mention: CompanyMention, others: readonly number[]): boolean {
  const name = nameKey(mention.name);
  if (name.length < 4) return false;
  return others.some((other) => {
    if (other >= mention.index) return false;
    const line = foldedSlice(text, text.lastIndexOf('\n', other - 1) + 1, other);
    const at = line.indexOf(name);
    // No identifier between the name and the other one (`S, RIDET 1 – Bailleur : B, RIDET 2` names S by its own).
    return at >= 0 && !/\p{L}/u.test(line.charAt(at + name.length)) && (at === 0 || !/\p{L}/u.test(line.charAt(at - 1))) && !/\b(?:ridet|rid|rcs)\b/.test(line.slice(at + name.length));
  });
}

/** How long a company's own description (form, capital, siège) may run from its name to its identifier. */
const DESCRIPTION_REACH = 240;
/** Its description in apposition, one clause from the name's comma or bracket to the identifier (folded text). */
const OWN_DESCRIPTION = new RegExp(String.raw`^\s*[,(]${CLAUSE_CHAR_NL}*$`);
/**
 * The same after a line's company read with its form's first word (`X, société` / ` par actions
 * simplifiée au capital …`): the form's other words go on, no comma first.
 */
const OWN_DESCRIPTION_AFTER_COMPANY_WORD = new RegExp(String.raw`^\s+(?:par actions|a responsabilite|anonyme|civile|en nom collectif|en commandite|cooperative|d'economie mixte|d'exercice liberal)\b${CLAUSE_CHAR_NL}*$`);

/**
 * A body that is no company introduced by its article between a name and an identifier ('X, au capital
 * de …, dont les associés sont le groupement de droit particulier local des clans de Y, RIDET …',
 * 'l'association Z, RIDET …'): the identifier is that body's, not the description of the name before it.
 */
const ANOTHER_BODY = /\b(?:le|la|l'|un|une|du|de la|de l')\s*(?:groupement|gdpl|association|mutuelle|fondation|syndicat|cooperative|federation)\b/;

/**
 * A members' or partners' label opening an enumeration after a grouping's or a partnership's name
 * ('le GIE X (membres : A, SARL, RIDET … ; B, …)', '[associés : …]', ', adhérents : …'): the
 * identifiers after it are the members', each named in its item; the name before the label is the
 * grouping's own, not the first member's introduction.
 */
const MEMBERS_LABEL = /[,([]\s*(?:(?:ses|les|leurs) )?(?:membres|associe(?:e)?s|adherent(?:e)?s)\s*:/;

/**
 * Whether `mention` introduces one of the `others` identified companies: its own description runs from
 * its name to that identifier in one clause, no other company or body named between ('Par acte du …, la
 * société H, SARL au capital de …, RIDET …, et M. X ont constitué une société … dénommée S'): H is the
 * company that identifier names, a founder, never the notice's company's first mention.
 */
export function introducesAnotherIdentifiedCompany(text: string, mention: CompanyMention, mentions: readonly CompanyMention[], others: readonly number[]): boolean {
  return others.some((other) => {
    if (other <= mention.end || other - mention.end > DESCRIPTION_REACH || mentions.some((m) => m.index >= mention.end && m.index < other)) return false;
    const between = foldedSlice(text, mention.end, other);
    return (OWN_DESCRIPTION.test(between) || (mention.formText !== null && OWN_DESCRIPTION_AFTER_COMPANY_WORD.test(between))) && !ANOTHER_BODY.test(between) && !(between.includes(':') && MEMBERS_LABEL.test(between));
  });
}

/**
 * A number's owner named after it ('le numéro RIDET indiqué, 7 654 321.001, est celui de la société
 * X'): X is the company that number identifies, whatever the text says of the number (a correction
 * calls it another company's), never an introduction of the notice's company.
 */
const NUMBERS_OWNER_BEFORE = /\b(?:n°|numero|identifiant|ridet|rid)\b(?:[^.;]|\.(?=\d)){0,80}\b(?:est|etait) (?:celui|celle)\s*(?:d(?:e |')(?:la |l')?(?:societe\s+|entreprise\s+)?)?$/;

/** Whether `mention` is named as the owner of a number printed before it. */
export function namedAsNumbersOwner(text: string, mention: CompanyMention): boolean {
  const before = foldedSlice(text, Math.max(0, mention.index - 140), mention.index);
  return before.includes('celui') || before.includes('celle') ? NUMBERS_OWNER_BEFORE.test(before) : false;
}
