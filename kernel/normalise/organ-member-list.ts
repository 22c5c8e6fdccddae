/**
 * An identifier printed in an item of a list that an organ's or an office's noun opens: the
 * members of a board, a grouping's members, the partners or co-managers, each a company listed
 * with its particulars (`a renouvelé les mandats des administrateurs suivants : – la société X,
 * SAS, RIDET …, représentée par M. Y ; – la société Z, …`, `l'assemblée des membres du
 * groupement, à savoir : – A (SARL, RIDET …), – B (SAS, RIDET …), a nommé …`, `ont été nommés
 * administrateurs : X, SA, RIDET … ; Y, SARL, RIDET …`). French legal wording lists an organ's
 * members under its noun; each item is a member of the organ, never the company the organ belongs
 * to, however many items the list holds. The company the organ is of is named by the notice's own
 * name block or after the noun (`du groupement`, `de la société`), never in the list.
 *
 * Not a member: a list under the companies' own noun (`les sociétés suivantes : …`, `les associés
 * des sociétés suivantes : …`: the companies the notice speaks of, a joint notice or a merger of
 * several); an item after the list's end (a sentence's full stop, a paragraph's end, another
 * field's label). Offices are officer-roles.ts's ROLE_WORDS, items organ-member-items.ts's.
 */

import { SENTENCE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { matchesOf } from './global-pattern.ts';
import { ROLE_WORDS } from './officer-roles.ts';
import { laterFieldThanOffice } from './one-holder-office.ts';
import { COLLEGIAL_ORGAN, COMPANY_ITEM, GENERIC_ITEM, MEMBERS_SINCE, NAMED_ITEM } from './organ-member-items.ts';
import { blockBeforeConcernedLabel, memberEnumeratedInSentence, membersInApposition } from './organ-member-sentence.ts';

/** A collegial organ's noun ('conseil d'administration', 'directoire'). */
const BOARD = String.raw`(?:${COLLEGIAL_ORGAN}|conseil)`;
/** The organ's noun: an office's holders, the partners, the members. */
const MEMBERS = String.raw`(?:${ROLE_WORDS}|associee?s|actionnaires|membres|adherente?s|societaires)`;
/** The organ's own company named generically after its noun, never a list of companies ('des sociétés suivantes'). */
const OF_ITS_COMPANY = String.raw`(?:\s+(?:du|de la|de l'|de ce|de cette|de notre)\s*(?:${BOARD}|groupement|gie|societe|association|cooperative|syndicat|fonds)(?:\s+d'interet economique)?)?`;
/** What says the noun's holders follow: 'suivants', 'ci-après', 'dont les noms suivent', 'à savoir'. */
const FOLLOW = String.raw`(?:\s+(?:suivante?s|ci-?apres(?: (?:designee?s|nommee?s|denommee?s))?|ci-?dessous(?: (?:designee?s|nommee?s))?|dont (?:les noms|la liste) suit|dont (?:les noms|la liste) suivent))`;
/** An appointing or renewing verb's participle or past, before the office it gives. */
const APPOINTED = String.raw`(?:nommee?s|designee?s|elue?s|renouvelee?s|reconduite?s|nomme|designe|elu|renouvele|reconduit)`;
/** The capacity's words between the verb and the office ('en qualité d'', 'dans leurs fonctions d''). */
const CAPACITY = String.raw`(?:(?:en qualite|comme|aux fonctions|dans (?:leurs|ses) fonctions)\s*(?:d'|de |des )?\s*)?`;
/**
 * A list's opening, on the printed folded words (line breaks kept):
 * - the noun, its company, then the words that say its holders follow, or 'à savoir' / 'soit'
 *   ('les mandats des administrateurs suivants :', 'l'assemblée des membres du groupement, à savoir :');
 * - the noun and its colon after an appointing verb ('ont été nommés administrateurs pour six ans :');
 * - the verb, the office, then the companies it is given to ('a renouvelé dans leurs fonctions
 *   d'administratrices les sociétés A, …, B, … et C, …');
 * - the noun as a label opening its line, when they joined or whether they stay beside it ('Associées
 *   et cogérantes : A, SARL, RIDET …, et B, …', 'Membres fondateurs :', 'Nouveaux associés :', the
 *   decision that appointed them in brackets before the colon, 'Nouveaux administrateurs (AGO du …) :'; `^`
 *   is where the words read begin: the notice's start, or 400 characters back in a longer one);
 * - the mandates of the office, then the companies holding them ('les mandats d'administrateurs des
 *   sociétés A, …, et B, …');
 * - a board's composition ('le conseil d'administration est désormais composé de : …');
 * - (wt-org2) the collective going on between the members left ('le groupement se poursuit entre :'),
 *   one constituted between the members listed ('il a été constitué entre :'), the partners' label
 *   with two qualifiers ('Associés en nom après la cession :').
 */
const LIST_OPENING = new RegExp(
  String.raw`\b${MEMBERS}${OF_ITS_COMPANY}(?:${FOLLOW}\s*(?:,\s*(?:a savoir|soit)\s*)?[:,]|\s*,?\s*(?:a savoir|soit)\b\s*:?)` +
    // The members of a grouping or a company named with its own particulars, then listed ('les membres
    // du GIE X, dont le siège …, RIDET …, à savoir : (1) la société A, …'): its identifier is before the list.
    String.raw`|\b${MEMBERS}\s+(?:du|de la|de l')\s*(?:groupement|gie|societe|association|cooperative)\b(?:[^:;.]|\.(?=\d)){0,300}?,\s*(?:a savoir|soit)\s*:` +
    // (wt-org2) The term, the date or the person replaced may stand between the office and the colon
    // ('ont été nommées administrateurs pour trois ans, en remplacement de M. X, dont le mandat est arrivé à expiration :').
    String.raw`|\b${APPOINTED}\s+${CAPACITY}${MEMBERS}${OF_ITS_COMPANY}(?:\s*,?\s+(?:pour|en remplacement|a compter|avec effet|a titre)\b(?:[^:;.\n]|(?<=\b(?:m|mm|mme|mlle|me))\.){0,160})?\s*:` +
    // (wt-org2) The verb, its term, then the office's holders and the colon ('a renouvelé pour trois
    // ans les administrateurs du groupement : la société A (SARL, RIDET …) et la société B (…)').
    String.raw`|\b(?:a|ont)\s+${APPOINTED}\b[^.;:\n]{0,40}?\b(?:les|ses|leurs)\s+${MEMBERS}${OF_ITS_COMPANY}\s*:` +
    // (wt-org2) A line its label opens with the members' noun, one or several, whatever words qualify
    // it ('Membre à l'initiative de la candidature : la société A, RIDET …').
    String.raw`|(?:^|\n)[ \t]*(?:membres?|adherente?s?)\b[^:\n]{0,60}:` +
    String.raw`|\b${APPOINTED}\s+${CAPACITY}${MEMBERS}${OF_ITS_COMPANY}\s+(?:les|des) societes\b` +
    // (wt-org2) Appointed members of a board, then the company the board is of with its own
    // particulars and identifier, then the colon ('ont été nommés membres du conseil d'administration
    // institué par l'article 15 des statuts de la société G, SAS …, RIDET … :').
    String.raw`|\b${APPOINTED}\s+${CAPACITY}${MEMBERS}\s+(?:du|de la|de l')\s*${BOARD}\b(?:[^:;.\n]|\.(?=\d)){0,300}?:` +
    String.raw`|(?:^|\n)[ \t]*(?:les )?(?:${MEMBERS_SINCE}\s+)?${MEMBERS}(?:\s+${MEMBERS_SINCE}){0,2}(?:\s*(?:et|,)\s*${MEMBERS})*${OF_ITS_COMPANY}(?:[ \t]*\([^()\n]{1,60}\))?[ \t]*:` +
    String.raw`|\b(?:mandats?|fonctions) (?:d'|de |des )\s*${MEMBERS}${OF_ITS_COMPANY}\s+(?:des|les) societes\b` +
    // (wt-org2) A grouping or a company constituted between the members listed after the colon ('il a
    // été constitué entre : – la SARL A, RIDET … ; – l'EURL B, …, un groupement d'intérêt économique').
    String.raw`|\b(?:constituee?s?|formee?s?)\s+(?:exclusivement\s+|uniquement\s+)?entre\s*:` +
    // (wt-org2) The collective going on between the members left, listed after the colon ('Le
    // groupement se poursuit entre : 1. la société A, … ; 2. la société B, …').
    String.raw`|\b(?:groupement|gie|societe|association)\s+(?:se poursuit|se poursuivra|continue|continuera|subsiste)\s+(?:desormais\s+|uniquement\s+|seulement\s+)?(?:entre|avec)(?:\s+(?:les|ses) (?:membres|associee?s)(?:\s+suivante?s)?)?\s*:` +
    String.raw`|\b${BOARD}\s*,?\s*(?:(?:est|sera|a ete|se trouve)\s+)?(?:(?:desormais|dorenavant|ainsi|donc)\s+)?(?:composee?|se compose|se composera|comprend|comprendra)(?:\s+(?:desormais|dorenavant|ainsi|donc|actuellement))?\s+(?:de|des|d')?\s*:?`,
  'g',
);
/**
 * Where an item opens in the list: a semicolon, a bullet, a dash set apart, a line break, a
 * bracket's close and its comma, 'et', a comma before another company's noun or after an
 * identifier's digits.
 */
const ITEM_START = /[;•\n]|\s[-–—*]\s|\)\s*,|(?:,\s*|\s)et\s+|,(?=\s*(?:la |le |l')?(?:societe|cabinet)\b)|(?<=\d)\s*,/g;
/** How many item starts back the item's opening is looked for: an item's description wrapped over a few lines. */
const MAX_ITEM_LINES = 4;
const SENTENCE_REST = new RegExp(String.raw`^${SENTENCE_CHAR_NL}*$`);
/** A numbered item's mark at its line's start. */
const NUMBER_MARK = /(?<=^|\n)[ \t]*\(?\d{1,2}[.)°]/g;

// A word or sign every opening holds, looked for first (speed: most identifiers stand in no list).
const OPENING_WORDS = /:|a savoir|soit\b|societes|compos|comprend/;

/**
 * Whether the identifier printed at `index` (ending at `end`) stands in an item of a list an organ's
 * or an office's noun opens before it in its sentence. `before`: the folded words before the
 * identifier with the paragraph's line breaks read as spaces; `folded`: the folded text as printed
 * (same offsets), whose line breaks end a description at a paragraph or another field's label.
 * (wt-gie) Also a member told outside a list (organ-member-sentence.ts): enumerated in a sentence
 * (`constitué entre`, `composé de`, `[membres : …]`), printed before the label naming the notice's
 * company (`Groupement concerné :`), or told with others `membres du groupement` in apposition.
 */
export function memberOfListedOrgan(before: string, folded: string, index: number, end: number): boolean {
  return listedMember(before, folded, index, end) || memberEnumeratedInSentence(before, folded, index, end) || blockBeforeConcernedLabel(folded, end) || membersInApposition(folded, end);
}

/**
 * Where the search for the last list opening may start (speed only). The item is read only when the
 * last opening ends past the words' last colon (another label's colon after it opens another field).
 * An opening holds a colon only as its last character or in the bracket its label may print the
 * decision in (`Nouveaux administrateurs (AGO du …) :`), so one ending past the last colon starts
 * after any earlier colon no bracket can hold; and no opening runs over such a colon, so the search
 * from there finds the openings the whole search finds after it. A colon with an opening bracket
 * before it on its line and no closing one between may be in a bracket: the search starts after
 * the colon before it, or at the start.
 */
function openingSearchStart(printedBefore: string): number {
  const lastColon = printedBefore.lastIndexOf(':');
  for (let colon = lastColon > 0 ? printedBefore.lastIndexOf(':', lastColon - 1) : -1; colon >= 0; colon = colon > 0 ? printedBefore.lastIndexOf(':', colon - 1) : -1) {
    if (!mayBeBracketed(printedBefore, colon)) return colon + 1;
  }
  return 0;
}

/** Whether an opening bracket stands before `at` on its line with no bracket between. */
function mayBeBracketed(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i -= 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0x28) return true;
    if (unit === 0x29 || unit === 0x0a) return false;
  }
  return false;
}

/** Whether the identifier stands in an item of a list its organ's or office's noun opens (the reading above, in a list). */
function listedMember(before: string, folded: string, index: number, end: number): boolean {
  if (!OPENING_WORDS.test(before)) return false;
  const printedBefore = folded.slice(index - before.length, index);
  let opening = -1;
  let openingWords = '';
  LIST_OPENING.lastIndex = openingSearchStart(printedBefore);
  for (const m of matchesOf(LIST_OPENING, printedBefore)) {
    opening = m.index + m[0].length;
    openingWords = m[0];
  }
  LIST_OPENING.lastIndex = 0;
  if (opening < 0) return false;
  const printedRest = printedBefore.slice(opening);
  // Another label's colon after the noun's opens another field; a sentence's full stop ends the list.
  // An item's number ('1.', '2.') is no sentence's full stop.
  if (printedRest.includes(':') || !SENTENCE_REST.test(printedRest.replace(NUMBER_MARK, ' '))) return false;
  const starts = [0];
  for (const m of matchesOf(ITEM_START, printedRest)) starts.push(m.index + m[0].length);
  // The item is the last one that opens on a company; a description wrapped over lines opens none
  // on its later lines ('– la société X,' / 'SAS au capital …,' / 'RIDET …').
  for (let i = starts.length - 1; i >= Math.max(0, starts.length - MAX_ITEM_LINES); i -= 1) {
    const itemText = printedRest.slice(starts[i]);
    if (GENERIC_ITEM.test(itemText)) return false;
    const company = COMPANY_ITEM.exec(itemText) ?? NAMED_ITEM.exec(itemText);
    if (!company) continue;
    const described = itemText.length - company[0].length;
    // One office's label, one holder (one-holder-office.ts).
    if (laterFieldThanOffice(openingWords, printedRest.slice(0, starts[i]), itemText)) return false;
    return onlyCompanyDescription(folded.slice(index - described, index), { identifier: folded.slice(index, end) });
  }
  return false;
}
