/**
 * Which side of a two-party act a company's identifier stands on, read from how the notice prints
 * it: the subject rules (subject-ridet.ts) add these readings to their own role words.
 *
 * - A merger told with the active verb: 'la SAS X, RIDET …, a absorbé, par voie de fusion, la
 *   société Y, …, RIDET …'. X, the verb's subject, absorbs; Y, its object, is absorbed.
 * - A merger's side printed at the end of the party's own description rather than right after its
 *   identifier ('la SARL X, capital …, RIDET …, siège : …, société absorbée, et la SARL Y, …, RIDET
 *   …, siège : …, société absorbante, ont établi …'): the words after the identifier, up to the next
 *   identifier or the clause's end, name the side. The description is the party's own (its siège,
 *   its capital, its form), so the side word closes it after a comma or in brackets ('siège :
 *   Koné (société absorbée)', '(ci-après « la société absorbante »)'), and the next party's
 *   description, which begins after it, is not on that side; a side word inside a longer phrase
 *   ('filiale de la société absorbante') names another company's side and is not read.
 * - An offer to buy: the company that offers is a buyer.
 * - A further company absorbed in the same merger, named after the first with 'ainsi que' ('X a
 *   absorbé la société A, ainsi que la société B, RIDET …'): B is a party named in passing, not the
 *   absorbed company whose notice it is (that one is named first, its identifier printed elsewhere).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A company named by 'société' or any of its forms, an article before it (folded). */
const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;

/** Right after the identifier: the company is the one that absorbs. */
export const ABSORBS_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,80}?\b(?:a absorbe|absorbe|a fusionne avec et absorbe)\b(?!\s+par\b)`);

/** Before the identifier: the company is the object of 'a absorbé', a few words of manner between. */
export const ABSORBED_OBJECT_BEFORE = new RegExp(
  String.raw`\ba absorbe\b(?:,?\s*(?:par voie de fusion|par fusion|a compter du [^,]{1,30})\s*,?)?\s*${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`,
);

/** Before the identifier: the company is a further object of 'a absorbé', after 'ainsi que'. */
export const FURTHER_ABSORBED_BEFORE = new RegExp(
  String.raw`\ba absorbe\b${CLAUSE_CHAR_NL}{0,160}?,?\s*ainsi que\s+(?:de\s+)?${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,160}$`,
);

const SIDE_AFTER_DESCRIPTION = new RegExp(
  String.raw`^${CLAUSE_CHAR_NL}{0,160}?(?:,\s*|\s\(\s*)(?:en qualite de |en tant que |ci-apres (?:denommee |designee |appelee )?(?:« ?|")?)?(?:la )?societe\s+(absorbante|absorbee)(?: ?»|")?\s*(?:[,;.)]|$|et\b|ont\b)`,
);

/** 'gets' for the absorbing company, 'gives' for the absorbed one, or null (folded text after the identifier). */
export function mergerSideAfterDescription(after: string): 'gets' | 'gives' | null {
  const side = SIDE_AFTER_DESCRIPTION.exec(after)?.[1];
  return side === 'absorbante' ? 'gets' : side === 'absorbee' ? 'gives' : null;
}

/**
 * 'Vu l'offre d'acquisition présentée par la société Y, SAS, RIDET …', 'l'offre de rachat formulée
 * par la SARL Y': Y offers to buy, a buyer, not the company sold or whose shares are sold (folded
 * words before the identifier, within its clause).
 */
export const BUYER_OFFER_BEFORE = new RegExp(
  String.raw`\boffres?\s+(?:d'acquisition|d'achat|de rachat|de reprise)\b${CLAUSE_CHAR_NL}{0,60}?\b(?:presentee?s?|formulee?s?|deposee?s?|faite?s?|emanant)\s+(?:par|de)\s+${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * 'a approuvé l'apport, par la société X, SARL …, RIDET …, du fonds de commerce …': X makes the
 * contribution, the side that gives (the beneficiary's capital notice is not X's). Folded words
 * before the identifier, within its clause. Whatever stands between the noun and 'par' in the
 * clause (the contribution's kind, what is contributed, to whom: 'l'apport partiel d'actif
 * consenti par', 'l'apport de sa branche d'activité menuiserie par', 'l'apport effectué à son
 * profit par'), the company after 'par' makes it; so does the inverted subject of a relative
 * clause ('l'apport partiel d'actif que lui a consenti la société X').
 */
const CONTRIBUTION_KIND = String.raw`(?:\s+(?:partiel d'actifs?|en nature|de (?:la |sa )?branche(?: complete)?(?: d'activite)?|d'actifs?))?`;
export const CONTRIBUTOR_BEFORE = new RegExp(
  String.raw`\bl'apport(?:[^,.;:\n]{0,80}?\s|\s*,\s*)par\s+${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$` +
    String.raw`|\bl'apport${CONTRIBUTION_KIND}\s+qu(?:e |')(?:lui|leur)\s+(?:a|ont|avait|avaient)\s+(?:consenti|fait|realise|effectue)e?s?\s+${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$` +
    // What is contributed told by its participle ('la branche d'activité … apportée par la société X').
    String.raw`|\bapportee?s?\s+par\s+${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$` +
    // The beneficiary's verb, the contributor its complement ('X … a reçu de la société Y, …, RIDET …, l'apport de sa branche').
    String.raw`|\b(?:a|ont|avait|avaient) recu\s+(?:de\s+|d')${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * 'l'apport fait à la société par son gérant, M. X, commerçant inscrit au RIDET …', 'l'apport
 * consenti à la société S par la société X, …, RIDET …': the one after 'par' makes the contribution,
 * the side that gives; the company it is made to receives it (a capital notice's subject).
 */
export const CONTRIBUTED_TO_BY_BEFORE = new RegExp(
  String.raw`\bl'apport\s+(?:fait|consenti|realise)\s+a\s+${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,100}?\bpar\s+(?:(?:son|sa|ses|leur|la|le|les|mme|mlle|monsieur|madame)\s|l'|m\.\s)${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * Right after the identifier, in its clause: the company's own meeting or decision approves the
 * absorption of another ('la société X, RIDET …, a approuvé la fusion par voie d'absorption de la
 * société :', 'les associés de X, RIDET …, ont décidé l'absorption de sa filiale Y'). X absorbs,
 * whatever the absorbed company's card below says. Not 'son absorption par', nor 'l'absorption de
 * la société par Y' (the notice's own company absorbed), nor 'l'absorption de cette dernière' (X
 * itself, absorbed), nor a merger named without its side.
 */
export const APPROVES_ABSORPTION_OF_AFTER = new RegExp(
  String.raw`^${CLAUSE_CHAR_NL}{0,200}?\b(?:fusion-absorption|fusion par (?:voie d')?absorption|absorption)\s+(?:de\s+|du\s+|d')(?!(?:la |cette |notre |ladite )?societe\s*(?:,|par\b)|cette derniere\b|celle-ci\b)(?!${CLAUSE_CHAR_NL}{0,60}\bpar (?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b)`,
);

/**
 * After a company's identity block (its identifier, then its particulars), the notice's next
 * sentence tells what the company's own organs decided ('Aux termes d'une assemblée du …, les
 * actionnaires ont approuvé la fusion par voie d'absorption de la société Y'): the company of the
 * block is the one that absorbs. No other company is named between the identifier and that
 * sentence, and not 'l'absorption de la société par X' (the block's company absorbed).
 */
export const ORGANS_APPROVE_ABSORPTION_AFTER = new RegExp(
  String.raw`^(?:(?!\b(?:societe|${FOLDED_FORMS_SOURCE})\b)[^;]){0,300}?(?:\n|\.\s)[ \t]*(?:(?:aux termes d|suivant|par|lors d)[^,;\n]{0,120},\s*)?(?:les associes|les actionnaires|l'associee? unique|l'actionnaire unique|l'assemblee generale|le conseil d'administration|la gerance|le gerant|la presidente?|le president)\b${CLAUSE_CHAR_NL}{0,200}?\b(?:fusion-absorption|fusion par (?:voie d')?absorption|absorption)\s+(?:de\s+|du\s+|d')(?!(?:la |cette |notre |leur |ladite )?societe\s*(?:,|par\b))(?!${CLAUSE_CHAR_NL}{0,120}\bpar (?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b)`,
);
