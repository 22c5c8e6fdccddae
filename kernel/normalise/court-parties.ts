/**
 * Parties as court notices print them (the greffe, the cour d'appel, mandataires and
 * administrateurs): readings the subject rules (subject-ridet.ts) add to their own. Each says whose
 * an identifier is from words a reader of a judgment does not doubt. The patterns read folded text
 * (lower case, no accents).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

const COMPANY = String.raw`(?:la |l')?(?:societe|entreprise|sarl|sas|sasu|eurl|sa|sci|snc|selarl|gie|saeml|sem|scp)\b`;
/** A clause character that does not introduce another party ('au profit de la société B', 'à la société B'). */
const NO_OTHER_PARTY = String.raw`(?:(?!\b(?:au profit d|a la societe|par la societe|cessionnaire|repreneu|a l'egard|a l'encontre))${CLAUSE_CHAR_NL})`;

/**
 * 'le tribunal a étendu à la SCI X, …, RIDET …, la procédure ouverte à l'encontre de la société Y':
 * the company a procedure is extended to is the one whose record changes.
 */
const EXTENDED_TO_BEFORE = new RegExp(String.raw`\b(?:a etendu|etend|etendant|a ete etendue?|est etendue?|extension)\s+(?:a|au)\s+${COMPANY}${NO_OTHER_PARTY}{0,240}$`);
/**
 * '… a étendu … la procédure de liquidation judiciaire ouverte le … à l'encontre de la société Y,
 * RIDET …': Y is the debtor of the procedure extended, not the company it is extended to.
 */
const EXTENDED_FROM_BEFORE = new RegExp(String.raw`\b(?:extension|a etendu|etend|etendant)\b${CLAUSE_CHAR_NL}{0,300}\b(?:a l'egard|a l'encontre|au prejudice)\s+d[e']\s*${CLAUSE_CHAR_NL}{0,240}$`);
/**
 * 'a arrêté le plan de cession des actifs de la SARL X, en redressement judiciaire, RIDET …': X is
 * the debtor whose business is sold, whoever was named first as the cessionnaire.
 */
const CESSION_PLAN_DEBTOR_BEFORE = new RegExp(
  String.raw`\bplan de cession(?: totale| partielle)?(?: des actifs| des elements d'actif| de l'entreprise| du fonds(?: de commerce)?)?\s+(?:de|du|d')\s*${COMPANY}${NO_OTHER_PARTY}{0,240}$`,
);
/**
 * 'La société B, SAS, RIDET …, dont le siège est …, a été désignée cessionnaire': the buyer a plan
 * de cession names, another party than the debtor.
 */
const DESIGNATED_BUYER_AFTER = new RegExp(
  String.raw`^${CLAUSE_CHAR_NL}{0,200}?[,)]\s*(?:qui\s+)?(?:a ete|est|sera|ayant ete)\s+(?:designee?|retenue?|choisie?|declaree?)\s+(?:comme\s+|en qualite de\s+)?(?:cessionnaire|repreneu(?:r|se)|acquereu(?:r|se))\b`,
);
/** '…, RIDET …, créancière poursuivante': the creditor who asked for the procedure, not its debtor. */
const CREDITOR_AFTER = /^[\s,)]*(?:(?:la |le |en qualite de |en sa qualite de )?creanci(?:er|ere)s?)\b/;

/**
 * Whose identifier a court notice's wording says it is: 'subject' (the debtor a procedure is
 * extended to, the debtor of a plan de cession), 'third' (the debtor of the procedure extended, the
 * designated buyer, the creditor), or null when these readings say nothing. `folded` is the notice
 * (folded, sentences joined), `index` where the identifier starts, `after` the words after it in
 * its clause.
 */
export function courtPartyReading(folded: string, index: number, after: string): 'subject' | 'third' | null {
  // The words of these patterns are looked for first (speed only).
  const window = folded.slice(Math.max(0, index - 600), index);
  if (after.includes('creanci') && CREDITOR_AFTER.test(after)) return 'third';
  if ((after.includes('cessionnaire') || after.includes('repreneu') || after.includes('acquereu')) && DESIGNATED_BUYER_AFTER.test(after)) return 'third';
  if (window.includes('etend') || window.includes('extension')) {
    if (EXTENDED_FROM_BEFORE.test(window)) return 'third';
    if (EXTENDED_TO_BEFORE.test(window)) return 'subject';
  }
  if (window.includes('plan de cession') && CESSION_PLAN_DEBTOR_BEFORE.test(window)) return 'subject';
  return null;
}

/**
 * Role words before a company that are no role of another company: the court organ that asked for
 * the judgment ('rendu à la requête du liquidateur, Me X, le tribunal a …'), and a role someone holds
 * in the company itself ('dont la province Nord est l'actionnaire majoritaire', 'dont le président
 * demeure en fonctions'). Blanked before the third-party roles are looked for.
 */
const ORGAN_REQUEST =
  /\b(?:a la requete|sur (?:la )?requete|sur (?:la )?demande|saisie? par|sur (?:l')?assignation)\s+(?:du |de la |de l'|des |le |la |l')(?:liquidat(?:eur|rice)|mandataire(?: judiciaire)?|administrat(?:eur|rice)(?: judiciaire)?|commissaire a l'execution du plan)(?:\s*,\s*(?:me|maitre|m\.|mme)\s[^,;]{1,60},)?/g;
const ROLE_IN_IT =
  /\bdont\s+(?:(?:le |la |l'|les )(?:presidente?|gerante?|actionnaire|associee?|administrat(?:eur|rice))s?\b|[^,;.\n]{0,60}\b(?:est|sont|etait|demeure|reste)\s+(?:l'|le |la |les )?(?:actionnaire|associee?|presidente?|gerante?)s?\b)(?:\s+(?:majoritaire|unique|principale?))?/g;

export function withoutCourtOrgans(before: string): string {
  if (!before.includes('dont') && !before.includes('requete') && !before.includes('demande') && !before.includes('saisi') && !before.includes('assignation')) return before;
  return before.replace(ORGAN_REQUEST, ' ').replace(ROLE_IN_IT, ' ');
}

/** A party's side in a case before the cour d'appel, as a label opening its line ('Appelante : SARL X, …'). */
export const CASE_SIDE_LABEL = /(?:^|\n)[ ]*(?:appelante?|intimee?|demanderesse|demandeur|defenderesse|defendeur|requerante?)\s*:\s*/g;
