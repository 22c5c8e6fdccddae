/**
 * Parties as court notices print them (the greffe, the cour d'appel, mandataires and
 * administrateurs): readings the subject rules (subject-ridet.ts) add to their own. Each says whose
 * an identifier is from words a reader of a judgment does not doubt. The patterns read folded text
 * (lower case, no accents).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { COMPANY } from './drafter-parties.ts';
import { PLAN_DEBTOR_BEFORE } from './plan-debtor.ts';
import { OPENED_FOR_DEBTOR_BEFORE } from './opened-for-debtor.ts';
import { matchesOf } from './global-pattern.ts';
import { COURT_ORGAN } from './court-offices.ts';

/** A clause character that does not introduce another party ('au profit de la société B', 'à la société B'). */
const NO_OTHER_PARTY = String.raw`(?:(?!\b(?:au profit d|a la societe|par la societe|cessionnaire|repreneu|a l'egard|a l'encontre))${CLAUSE_CHAR_NL})`;

/**
 * An extension of a procedure names two companies: the one the procedure is extended to ('a étendu
 * à la SCI X', 'extension à la société X') is the one whose record changes; the debtor of the
 * procedure extended ('… ouverte le … à l'encontre de la société Y', 'extension à cette société de
 * la liquidation judiciaire de la SARL Y') is another party. Whichever of the two phrases stands
 * last before an identifier in its sentence says whose it is.
 */
const EXTENSION_WORD = /\b(?:extension|a etendu|etend|etendant|etendue?)\b/;
// The procedure may be named as the verb's object, a reason between commas before its new debtor
// ('a étendu cette procédure, pour confusion des patrimoines, à la société X').
const EXTENDED_TO = new RegExp(
  String.raw`\b(?:a etendu|etend|etendant|a ete etendue?|est etendue?|extension)(?:\s+(?:cette|la|sa|ladite)\s+(?:procedure(?: collective)?|liquidation(?: judiciaire)?|mesure))?(?:\s*,[^,;.\n]{1,60},)?\s+(?:a|au)\s+${COMPANY}`,
  'g',
);
const EXTENDED_FROM = new RegExp(
  String.raw`\b(?:a l'egard|a l'encontre|au prejudice)\s+d[e']|\b(?:procedure(?: collective)?|liquidation judiciaire(?: simplifiee)?|redressement judiciaire|sauvegarde)\s+(?:de|du|d')\s*(?=${COMPANY})`,
  'g',
);
const SENTENCE_TAIL = new RegExp(String.raw`${CLAUSE_CHAR_NL}{0,600}$`);

function extensionSide(window: string): 'subject' | 'third' | null {
  const tail = SENTENCE_TAIL.exec(window)?.[0] ?? '';
  if (!EXTENSION_WORD.test(tail)) return null;
  const to = [...matchesOf(EXTENDED_TO, tail)].at(-1)?.index ?? -1;
  const from = [...matchesOf(EXTENDED_FROM, tail)].at(-1)?.index ?? -1;
  if (to < 0 && from < 0) return null;
  return to > from ? 'subject' : 'third';
}
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
 * The party that brought the debtor before the court: 'sur assignation délivrée par la banque X,
 * RIDET …', 'sur les poursuites de la SA X', 'à la diligence de', or a line labelled 'Créancier
 * poursuivant : X, RIDET …'. A debtor is summoned by someone else, so that company is never the one
 * the judgment is about (the label may open a bracket: '(créancier poursuivant : X, RIDET …)'). The
 * words up to the identifier name no procedure, court or debtor (which
 * would make the identifier the debtor's: 'à la requête de la banque X, le tribunal a prononcé la
 * liquidation de la SARL Y, RIDET …').
 */
// The requester is a party, not one of the court's organs ('sur la requête du liquidateur, le
// tribunal a étendu …'), and no verb of the court's stands between it and the identifier.
const REQUESTER_WORDS = String.raw`(?!(?:le |la |l'|les )?(?:liquidat|mandataire|administrat|commissaire|ministere|procureur|parquet|juge|debit|interesse))(?:(?!\b(?:liquidation|redressement|sauvegarde|procedure|tribunal|jugement|debit(?:eur|rice)|a l'egard|a l'encontre|au prejudice|au profit|a (?:etendu|prononce|ouvert|converti|arrete|designe|fixe|ordonne|dit))\b)${CLAUSE_CHAR_NL}){0,200}$`;
const SUMMONED_BY_BEFORE = new RegExp(
  String.raw`(?:\b(?:sur |suivant |par )?(?:l')?assignation(?: (?:delivree|introduite|signifiee))?\s+(?:par|de|du|d')|\bassignee?s?\s+par\b|\bsur (?:les )?poursuites\s+(?:de|du|d')|\ba la diligence\s+(?:de|du|d')|(?:^|[\n(;,])[ \t]*creanci(?:er|ere)s?(?: poursuivante?s?| requerante?s?| demande(?:ur|resse)s?)?[ \t]*:)\s*(?=\S)${REQUESTER_WORDS}`,
);
/**
 * 'à la requête de la société X, RIDET …', 'à la demande de', 'Demandeur : X' name who asked: a
 * creditor when the judgment names another debtor after it ('… a prononcé la liquidation judiciaire
 * de la SARL Y', '… à l'égard de M. Z', 'Défendeur : Y'); a debtor asking for its own sauvegarde
 * ('… une procédure de sauvegarde à son profit') names none.
 */
// The one who asked may be labelled as the case's claimant ('Demandeur : X, RIDET …').
const REQUESTED_BY_BEFORE = new RegExp(String.raw`(?:\b(?:a la |sur (?:la )?)(?:requete|demande)\s+(?:de|du|d')|(?:^|\n)[ \t]*(?:demande(?:ur|resse)|requerante?)[ \t]*:)\s*(?=\S)${REQUESTER_WORDS}`);
// The other side labelled as the one the claim is against ('Défendeur : Y', 'Débitrice : Y').
const DEFENDANT_LABEL = /(?:^|\n)[ \t]*(?:defende(?:ur|resse)|debit(?:eur|rice)|partie assignee)[ \t]*:/;
// The party after the procedure's name, not the procedure's own kind ('procédure de sauvegarde') or the debtor as a pronoun.
const ANOTHER_DEBTOR_AFTER =
  /\b(?:(?:liquidation|redressement) judiciaire(?: simplifiee)?|sauvegarde|procedure(?: collective)?|faillite personnelle)\s+(?:de|du|d'|a l'egard d[e']|a l'encontre d[e'])\s*(?=\S)(?!(?:son|sa|ses|cette|celle-ci|ladite|sauvegarde|liquidation|redressement|faillite)\b)/;

/**
 * Whether the identifier at `index` is the creditor's who brought the procedure (folded text,
 * sentences joined; `after` the words after it in its clause): never the notice's subject, even
 * when it is the only identifier printed (the debtor's own is then missing).
 */
export function procedureCreditor(folded: string, index: number, after: string): boolean {
  if (after.includes('creanci') && CREDITOR_AFTER.test(after)) return true;
  // The words of these patterns are looked for first (speed only).
  const window = folded.slice(Math.max(0, index - 300), index);
  if ((window.includes('assign') || window.includes('poursuites') || window.includes('diligence') || window.includes('creanci')) && SUMMONED_BY_BEFORE.test(window)) return true;
  if (!(window.includes('requete') || window.includes('demande') || window.includes('requera')) || !REQUESTED_BY_BEFORE.test(window)) return false;
  return ANOTHER_DEBTOR_AFTER.test(folded.slice(index, index + 600)) || DEFENDANT_LABEL.test(folded);
}

/**
 * Whose identifier a court notice's wording says it is: 'subject' (the debtor a procedure is
 * extended to, the debtor of a plan de cession or of a plan or a procedure granted 'au profit de' it), 'third' (the debtor of the procedure extended, the
 * designated buyer, the creditor), or null when these readings say nothing. `folded` is the notice
 * (folded, sentences joined), `index` where the identifier starts, `after` the words after it in
 * its clause.
 */
export function courtPartyReading(folded: string, index: number, after: string): 'subject' | 'third' | null {
  // The words of these patterns are looked for first (speed only).
  const window = folded.slice(Math.max(0, index - 600), index);
  if (procedureCreditor(folded, index, after)) return 'third';
  if ((after.includes('cessionnaire') || after.includes('repreneu') || after.includes('acquereu')) && DESIGNATED_BUYER_AFTER.test(after)) return 'third';
  if (window.includes('etend') || window.includes('extension')) {
    const side = extensionSide(window);
    if (side !== null) return side;
  }
  if (window.includes('plan de cession') && CESSION_PLAN_DEBTOR_BEFORE.test(window)) return 'subject';
  if (window.includes('au profit') && (PLAN_DEBTOR_BEFORE.test(window) || OPENED_FOR_DEBTOR_BEFORE.test(window))) return 'subject';
  return null;
}

/**
 * Role words before a company that are no role of another company: the court organ that asked for
 * the judgment ('rendu à la requête du liquidateur, Me X, le tribunal a …'), and a role someone holds
 * in the company itself ('dont la province Nord est l'actionnaire majoritaire', 'dont le président
 * demeure en fonctions'). Blanked before the third-party roles are looked for.
 */
const ORGAN_REQUEST = new RegExp(
  String.raw`\b(?:a la requete|sur (?:la )?requete|sur (?:la )?demande|saisie? par|sur (?:l')?assignation)\s+(?:du |de la |de l'|des |le |la |l')${COURT_ORGAN}(?:\s*,\s*(?:me|maitre|m\.|mme)\s[^,;]{1,60},)?`,
  'g',
);
const ROLE_IN_IT =
  /\bdont\s+(?:(?:le |la |l'|les )(?:presidente?|gerante?|actionnaire|associee?|administrat(?:eur|rice))s?\b|[^,;.\n]{0,60}\b(?:est|sont|etait|demeure|reste)\s+(?:l'|le |la |les )?(?:actionnaire|associee?|presidente?|gerante?)s?\b)(?:\s+(?:majoritaire|unique|principale?))?/g;

export function withoutCourtOrgans(before: string): string {
  if (!before.includes('dont') && !before.includes('requete') && !before.includes('demande') && !before.includes('saisi') && !before.includes('assignation')) return before;
  return before.replace(ORGAN_REQUEST, ' ').replace(ROLE_IN_IT, ' ');
}

/** A party's side in a case before the cour d'appel, as a label opening its line ('Appelante : SARL X, …'). */
export const CASE_SIDE_LABEL = /(?:^|\n)[ ]*(?:appelante?|intimee?|demanderesse|demandeur|defenderesse|defendeur|requerante?)\s*:\s*/g;
