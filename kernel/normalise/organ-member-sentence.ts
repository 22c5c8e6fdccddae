/**
 * An identifier printed in the enumeration of an organ's or a grouping's members told inside a
 * sentence, not as a list's items: `le groupement d'intérêt économique X, constitué entre la société
 * A (SARL, RIDET …), la société B (SAS, RIDET …) et la société C (RIDET …), a …`, `le conseil de
 * surveillance, composé de la société A, RIDET …, présidente, de la société B, RIDET …,
 * vice-présidente, et de M. Y, …`, `le GIE X [membres : A, SARL, RIDET … ; B, SAS, RIDET …]`, `les
 * membres du GIE X, dont la société A, RIDET …, et la société B, RIDET …, ont décidé …`. French legal
 * wording names a grouping's members after the verb of its constitution (`constitué entre`) and an
 * organ's after the verb of its composition (`composé de`): each company so enumerated is a member
 * of the grouping or the organ, never the company they belong to, which the sentence names before
 * the enumeration (its subject) or the notice by its own name block.
 *
 * Not a member: the parties of a contract (`un contrat conclu entre la société A et la société B`:
 * `entre` counts only after a constitution's verb or a grouping's noun); a company after the
 * enumeration's end (a sentence's full stop, a colon, the bracket that opened it closed, a verb
 * between the opening and the company); an identifier whose item already printed another one (the
 * grouping's own identifier printed after its members' bracket). Read by organ-member-list.ts's
 * `memberOfListedOrgan`, so office-of-another.ts takes such a member as holding a place in another
 * company. Forms are legal-form.ts's, items organ-member-items.ts's.
 */

import { CLAUSE_CHAR_NL, SENTENCE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { matchesOf } from './global-pattern.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { COLLEGIAL_ORGAN, COMPANY_ITEM, GENERIC_ITEM, MEMBERS_SINCE, NAMED_ITEM } from './organ-member-items.ts';

/** An organ or a grouping whose members a sentence enumerates. */
const ORGAN = String.raw`(?:${COLLEGIAL_ORGAN}|bureau|groupement|gie)`;
/** Words of the clause between the organ's noun and its verb: no verb of the sentence's own ('a', 'ont'), an identifier's dot kept. */
const NO_VERB = String.raw`(?:(?!\b(?:a|ont|sont|avait|avaient)\b)(?:[^.;:]|\.(?=\d)))`;
/**
 * Where an enumeration of members opens, on the folded words:
 * - a constitution's verb and `entre` (`constitué entre`, `formé exclusivement entre`), or a
 *   grouping's noun and `entre` in its clause (`le GIE X, entre les sociétés …`);
 * - an organ's noun and its composition's verb (`le conseil de surveillance, composé de`);
 * - the members' label inside a sentence or a bracket (`[membres : `, `(adhérents : `, `ses membres : `);
 *   the partners' only inside a bracket after the name (`(associés : `): a sentence's `les associés :`
 *   may open the founders of a company formed or the parties of a sale;
 * - the members of a named grouping, then some or all of them (`les membres du GIE X, dont`,
 *   `…, à savoir`), or the members or partners a relative clause gives (`dont les associés sont`);
 * - the composition's noun as a label inside a sentence (`Composition du conseil de surveillance :`).
 */
const OPENING = new RegExp(
  String.raw`\b(?:constituee?s?|formee?s?)\s+(?:exclusivement\s+|uniquement\s+)?entre\b` +
    // A company constituted, its noun or form between the verb and `entre` (`il a été constitué une
    // société à responsabilité limitée entre la société A, …, RIDET …, et M. Y`): its founders.
    String.raw`|\b(?:constituee?s?|formee?s?)\s+une?\s+(?:societe|${FOLDED_FORMS_SOURCE})\b[^.;:\d]{0,80}?\bentre\b` +
    String.raw`|\b(?:groupement|gie)\b${NO_VERB}{0,200}?\bentre\b` +
    String.raw`|\b${ORGAN}\b${NO_VERB}{0,80}?\b(?:composee?s?|constituee?s?|formee?s?)\s+(?:de|des|d')` +
    String.raw`|(?:[[(]|\b(?:ses|les|leurs|nos) )\s*(?:membres|adherente?s)(?:\s+${MEMBERS_SINCE})?\s*:` +
    String.raw`|[[(]\s*associee?s\s*:` +
    // (wt-org2) The members' or partners' label opening a sentence after the company's name (`Groupement
    // X. Membres : SARL A, RIDET … ; SCEA B, RIDET ….`, `… ; durée : 99 ans. Associés en nom : SARL A, …`).
    String.raw`|(?:^|\.\s+)(?:membres|adherente?s|associee?s)(?:\s+${MEMBERS_SINCE})?\s*:` +
    String.raw`|\bmembres\s+(?:du|de la|de l')\s*(?:groupement|gie|association)\b(?:[^:;.()]|\.(?=\d)){0,160}?,\s*(?:dont|a savoir|soit|notamment)\b\s*:?` +
    String.raw`|\bdont les (?:membres|adherente?s|associee?s) sont\b` +
    // (wt-org2) A composition's participle in apposition, a company right after it (`…, immatriculé
    // sous le RIDET …, et composé de la SARL A (RIDET …) et de la SARL B (…)`): the organ's or the
    // grouping's noun may stand far before it, behind the grouping's own particulars.
    String.raw`|,\s*(?:et\s+)?(?:composee?s?|formee?s?|constituee?s?)\s+(?:exclusivement\s+|uniquement\s+)?(?:de|des|d')\s*(?=(?:la |le |l')?(?:societes?|${FOLDED_FORMS_SOURCE})\b)` +
    // (wt-org2) The members or partners told as what the collective is now (`les autres membres sont
    // la société A, …`, `Les associés sont la société A, …`, `ses seules associées restent …`).
    String.raw`|\b(?:les|ses|leurs) (?:autres |seule?s |deux |trois )?(?:membres|adherente?s|associee?s)(?:\s+(?:du|de la|de l')\s*(?:groupement|gie|societe|association))?\s+(?:sont|restent|demeurent)(?:\s+desormais)?\b` +
    // (wt-org2) The members set after a dash (`les membres du groupement — la société A, … ; la société B, …`).
    String.raw`|\b(?:les|des|ses|leurs) membres(?:\s+(?:du|de ce|de l'|de la)\s*(?:groupement|gie|association)(?:\s+d'interet economique)?)?\s+[-—–]\s` +
    // (wt-org2) The members' or partners' meeting and the companies it brings together (`l'assemblée
    // des membres du 7 octobre, réunissant [A, SARL, RIDET …], [B, …] et [C, …], a décidé …`).
    String.raw`|\b(?:assemblee|reunion)(?: generale)?(?: (?:extra)?ordinaire)? (?:des|de ses) (?:membres|associee?s)\b(?:[^.;:]|\.(?=\d)){0,80}?\breunissant\b` +
    String.raw`|\bcomposition (?:du|de la|de l')\s*${ORGAN}\b[^:;.]{0,40}:`,
  'g',
);
/**
 * Where an item opens in the enumeration: a semicolon, a line break, a bracket's close and its
 * comma, `et` (and `et de`), a comma before another company's noun (and `, de la société`), a comma
 * after an identifier's digits. Not a comma before a form alone: it goes on with a company's own
 * description (`…, a transféré le siège de la société X, SARL, RIDET …` is no item `SARL`).
 */
const ITEM_START = /[;\n]|[)\]]\s*,|(?:,\s*|\s)et\s+(?:de\s+|d')?|,\s*(?:de\s+|d')?(?=(?:la |le |l')?(?:societe|cabinet)\b)|(?<=\d)\s*,/g;
/** The preposition an organ's composition puts before each member (`composé de la société A, …, de la société B`). */
const OF = /^\s*(?:de\s+|des\s+|d')/;
/** An identifier's label inside an item's description: the item already printed its company's identifier. */
const OTHER_IDENTIFIER = /\b(?:ridet|rid|rcs)\b/;
const SENTENCE_REST = new RegExp(String.raw`^${SENTENCE_CHAR_NL}*$`);

// A word every opening holds, looked for first (speed: most identifiers stand in no enumeration).
const OPENING_WORDS = /entre|compos|constitu|form|membres|adherent|associe/;

/** Whether the bracket an opening printed (`[membres : …`, `(membres : …`) is closed in `rest`. */
function bracketClosed(opening: string, rest: string): boolean {
  const open = opening.trimStart()[0];
  if (open !== '(' && open !== '[') return false;
  const close = open === '(' ? ')' : ']';
  let depth = 0;
  for (const c of rest) {
    if (c === open) depth += 1;
    else if (c === close && (depth -= 1) < 0) return true;
  }
  return false;
}

/**
 * A line a label naming the grouping or the company the notice is about opens, its identifier
 * printed on it ('Groupement concerné : X, GIE, RIDET …', 'GIE concerné : X – RIDET …', 'Société
 * concernée : X, SNC, RIDET …'); (wt-org2) or that label as the heading of a card of fields, the
 * identifier's line in the card under it (`SOCIÉTÉ CONCERNÉE` / `Dénomination : X` / `RIDET : …`).
 */
const CONCERNED_LABEL_LINE = /\n[ \t]*(?:le |la |l')?(?:groupement|gie|societe|entreprise)(?: d'interet economique)? concernee?(?:[ \t]*:[^\n]*\d{3}|[ \t]*\n(?:[^\n]+\n){0,5}?[^\n]*\b(?:ridet|rid)\b[^\n]*\d{3})/;

/**
 * Whether the identifier ending at `end` stands in a block printed before the
 * label that names the grouping or the company the notice is about (its members' or partners'
 * blocks first, then `Groupement concerné : X, GIE, RIDET …`): the label says which company the
 * notice is, the blocks above it are its members'. `folded`: the folded text as printed.
 */
export function blockBeforeConcernedLabel(folded: string, end: number): boolean {
  if (!folded.includes('concern')) return false;
  // The label's line opens after the identifier's: the identifier on the label's own line is the
  // company's. A label before it too makes the text a list of records, each its own company's.
  return CONCERNED_LABEL_LINE.test(folded.slice(end)) && !CONCERNED_LABEL_LINE.test(`\n${folded.slice(0, end)}`);
}

/**
 * Whether the identifier printed at `index` (ending at `end`) stands in an enumeration of an
 * organ's or a grouping's members that its sentence opens before it. `before`: the folded words
 * before the identifier, a paragraph's line breaks read as spaces; `folded`: the folded text as
 * printed (same offsets).
 */
export function memberEnumeratedInSentence(before: string, folded: string, index: number, end: number): boolean {
  if (!OPENING_WORDS.test(before)) return false;
  let opening: RegExpExecArray | null = null;
  for (const m of matchesOf(OPENING, before)) opening = m;
  if (opening === null) return false;
  const rest = before.slice(opening.index + opening[0].length);
  // A colon opens another field, a full stop ends the sentence, the opening's bracket closed ends its enumeration.
  if (rest.includes(':') || !SENTENCE_REST.test(rest) || bracketClosed(opening[0], rest)) return false;
  const starts = [0];
  for (const m of matchesOf(ITEM_START, rest)) starts.push(m.index + m[0].length);
  for (let i = starts.length - 1; i >= 0; i -= 1) {
    const itemText = rest.slice(starts[i]).replace(OF, (m) => ' '.repeat(m.length));
    if (GENERIC_ITEM.test(itemText)) return false;
    const company = COMPANY_ITEM.exec(itemText) ?? NAMED_ITEM.exec(itemText);
    if (!company) continue;
    const described = itemText.length - company[0].length;
    const description = folded.slice(index - described, index);
    return !OTHER_IDENTIFIER.test(description) && onlyCompanyDescription(description, { identifier: folded.slice(index, end) });
  }
  return false;
}

/**
 * The companies' membership told in apposition after them, in the plural (`Les sociétés A, RIDET …,
 * et B, RIDET …, membres du groupement, réunies le …, ont …`): several companies acting as the
 * grouping's members. A single company told `membre du GIE X` may be acting for itself, so only the
 * plural counts. (wt-org2) So are a company's partners told so of the notice's company by its
 * generic noun (`…, seules associées et cogérantes de la société, ont transféré le siège`), never of
 * a company named after the noun (`associées de la société X`, which may be the subject's parent).
 */
const MEMBERS_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,260}?),\s*(?:(?:tous|toutes) (?:deux|trois|quatre|les \w+)\s+|(?:seule?s|uniques)\s+)?(?:membres|adherente?s|associee?s)(?:\s+et\s+(?:co-?)?(?:gerante?s|administrat(?:eurs|rices)))?\s+(?:(?:du|de ce|de l'|de la|de cette|de notre)\s*(?:groupement|gie|association)\b|(?:de la|de cette|de notre)\s+societe(?=\s*[,;.)]))` +
    // (wt-org2) The members' noun alone apposed in the plural (`en présence de la société A (RIDET …)
    // et de la société B (RIDET …), membres, a décidé`): the organ's members, its company named before.
    String.raw`|^(${CLAUSE_CHAR_NL}{0,260}?),\s*(?:membres|adherente?s|associee?s)\s*,`,
);

/** Whether the identifier ending at `end` closes a company that its clause then tells, with others, as a grouping's members. `folded`: as printed. */
export function membersInApposition(folded: string, end: number): boolean {
  const after = folded.slice(end, end + 320);
  if (!/membres|adherent|associe/.test(after)) return false;
  const m = MEMBERS_AFTER.exec(after.replace(/(?<!\n)\n(?!\n)/g, ' '));
  return m !== null && onlyCompanyDescription(after.slice(0, (m[1] ?? m[2]!).length), 'after');
}
