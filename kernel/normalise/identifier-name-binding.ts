/**
 * A record is one company's: its identifier and its name. Where the text prints the published
 * identifier only right after another company's name (`… absorbée par X, SA, RIDET …`, `… a vendu
 * à la société X, SAS, RIDET …`, a slip's `Payeur X SA — RIDET …`), the identifier is X's whatever
 * chose the name, and a record pairing it with Y would be assembled from two companies. A reader
 * does not print it: the notice is quarantined (`sujet_ambigu`) with both, since a wrong
 * attribution costs more than a quarantine. A printing with no name bound to it (a `RIDET :` label
 * on its own line) says nothing; one printing after a name of the company is enough to keep it.
 * A renaming notice that publishes the new name is left alone: its identifier follows the former.
 */

import { isCurrencyOnly } from './currency-not-name.ts';
import { fold, foldedSlice } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import type { RidetMatch } from './ridet.ts';
import { correctsNameThat } from './rectificatif.ts';

/** The published record's names: the one published, and the former and new names of a renaming notice. */
export interface PublishedNames {
  denomination: string;
  ancienne: string | null;
  nouvelle: string | null;
}

/** The other company the published identifier is bound to. */
export interface BoundElsewhere {
  /** The name printed before every printing of the identifier that has one bound to it. */
  boundName: string;
  /** The identifier as printed. */
  printed: string;
}

// A name bound to an identifier is read only in the tightest printing: a name in capitals, its
// legal form (and its capital), then the identifier, on one line ('X, SA, RIDET …', 'X SAS —
// RIDET …', 'X, SARL au capital de 500 000 XPF, RIDET …'). A name farther off (a town after
// 'siège à', an officer's surname, a header above a labelled line) is not bound to the number,
// so those printings say nothing.
const WRITTEN_FORMS = [
  String.raw`[Ss]oci[ée]t[ée] anonyme`,
  String.raw`[Ss]oci[ée]t[ée] [àa] responsabilit[ée] limit[ée]e`,
  String.raw`[Ss]oci[ée]t[ée] par actions simplifi[ée]e(?: unipersonnelle)?`,
  String.raw`[Ss]oci[ée]t[ée] civile(?: immobili[èe]re)?`,
  String.raw`[Ee]ntreprise unipersonnelle [àa] responsabilit[ée] limit[ée]e`,
];
const FORMS = [...FORM_ABBREVIATIONS, 'SPFPL', ...WRITTEN_FORMS].join('|');
const CAPITAL = String.raw`(?:[ \t]*,?[ \t]*au capital (?:social )?de [\d\u00a0\u202f .,]+(?:[ \t]*(?:F[ \t]*CFP|XPF|CFP|francs(?: CFP| Pacifique)?|F))?)?`;
/** A legal form, its capital if printed, and what parts it from the identifier, up to the identifier. */
const FORM_TAIL = String.raw`(?<![\p{L}])(?:${FORMS})(?![\p{L}])${CAPITAL}[ \t]*\)?[ \t]*[,—–-]?[ \t]*$`;
const FORM_THEN_IDENTIFIER = new RegExp(FORM_TAIL, 'u');
const NAME_FORM_THEN_IDENTIFIER = new RegExp(String.raw`(?<![\p{L}\d'’&-])(\p{Lu}[\p{Lu}\d'’&. -]*?[\p{Lu}\d])[ \t]*[,(]?[ \t]*${FORM_TAIL}`, 'u');
/**
 * A name in capitals and the identifier inside one pair of brackets, or the identifier opening the
 * brackets right after the name, its form before it or not ('(CABINET X, RIDET …)', 'X (RIDET …)',
 * 'SARL X (1234567.001)'): a bracket binds what it holds to the name it holds or follows, whatever
 * the words around it. (A form before a name and a comma, 'la SARL X, RIDET …', is not read so: a
 * renamed company's or a sole shareholder's sentence prints it so beside another name.)
 */
const BRACKETED_NAME_THEN_IDENTIFIER = /(?:\((\p{Lu}[\p{Lu}\d'’&. -]*?[\p{Lu}\d])[ \t]*,|(?<![\p{L}\d'’&-])(\p{Lu}[\p{Lu}\d'’&. -]*?[\p{Lu}\d])[ \t]*\()[ \t]*$/u;
/**
 * Whether the text before an identifier ends on a bracket or a comma, spaces and tabs aside: where
 * each of BRACKETED_NAME_THEN_IDENTIFIER's printings ends (speed only: the pattern opens on a
 * lookbehind or a bracket and is tried at every place of the text).
 */
function endsOnBracketOrComma(before: string): boolean {
  let at = before.length - 1;
  while (at >= 0 && (before.charCodeAt(at) === 0x20 || before.charCodeAt(at) === 0x09)) at -= 1;
  return before.charAt(at) === '(' || before.charAt(at) === ',';
}
/**
 * A company described in one clause before its identifier: its name in capitals, its form and
 * capital, then where its seat is (`la société X, société à responsabilité limitée au capital de …,
 * dont le siège est 3, rue …, 98800 Nouméa, RIDET n° …`): the clause binds the number to the name
 * as tightly as a form right before it. The seat's words hold no bracket, semicolon or line break;
 * the seat may be its bare address, closed by its postal code and town (`X, SARL au capital de …,
 * 9, rue …, 98800 Nouméa, RIDET …`).
 */
const DESCRIBED_NAME_THEN_IDENTIFIER = new RegExp(
  String.raw`(?<![\p{L}\d'’&-])(\p{Lu}[\p{Lu}\d'’&. -]*?[\p{Lu}\d])[ \t]*,[ \t]*(?:${FORMS})(?![\p{L}])${CAPITAL}[ \t]*,[ \t]*(?:(?:dont le si[èe]ge(?: social)? est(?: (?:situ[ée]|fix[ée]))?|ayant (?:son|leur) si[èe]ge(?: social)?|si[sè]e|domicili[ée]e)(?:[ \t]+(?:à|au|aux))?[ \t]+[^;()\n]{1,120}?|[^;()\n]{1,100}?(?<!\d)98\d{3}[ \t]+\p{Lu}[\p{L}'’ -]{1,30}?),[ \t]*$`,
  'u',
);
/** How far before the identifier a described company's name is looked for. */
const DESCRIBED_REACH = 320;
/** Whether the words right before an identifier close a seat's clause (speed only: most printings' do not). */
const AFTER_SEAT = /(?:si[èe]ge|si[sè]e|domicili|(?<!\d)98\d{3}[ \t])/u;

/** An identifier's label or number read as a name: a bracket after an identifier ('RIDET … (RCS …)') binds no company. */
const IDENTIFIER_AS_NAME = /\b(?:RIDET|RID|RCS)\b|\d{3}/u;
/** How far before the identifier its form and capital are looked for, first (speed only). */
const FORM_REACH = 110;
/** How far before the identifier its bound name, form and capital are looked for. */
const BINDING_REACH = 200;

/** The word printed right before a name, on its line. */
const WORD_BEFORE = /(\p{L}+)[ \t'’]*$/u;
/** Words that introduce a company by its name, however long: a firm's own nouns ('le cabinet X', 'l'agence X') among them. */
const INTRODUCERS = new Set(['societe', 'societes', 'entre', 'avec', 'pour', 'chez', 'aupres', 'cabinet', 'agence', 'etude', 'entreprise', 'groupe']);

/**
 * The name printed with its form right before an identifier, or null. A name after a common noun
 * ('du réseau X, SARL', 'sous la dénomination X, SARL') names that noun's thing, not the company
 * the form describes: it heads the phrase only after a short word ('par', 'à la', 'de'), 'société',
 * a label, a capitalised word or nothing on its line.
 */
export function nameBoundToIdentifier(text: string, index: number): string | null {
  const from = Math.max(0, index - BINDING_REACH);
  const before = text.slice(from, index);
  const bound = FORM_THEN_IDENTIFIER.test(text.slice(Math.max(0, index - FORM_REACH), index)) ? NAME_FORM_THEN_IDENTIFIER.exec(before) : null;
  const bracketed = bound ?? (endsOnBracketOrComma(before) ? BRACKETED_NAME_THEN_IDENTIFIER.exec(before) : null);
  const describedFrom = Math.max(0, index - DESCRIBED_REACH);
  const described = bracketed === null && endsOnBracketOrComma(before) && AFTER_SEAT.test(before) ? DESCRIBED_NAME_THEN_IDENTIFIER.exec(text.slice(describedFrom, index)) : null;
  const other = bracketed ?? described;
  if (!other) return null;
  const name = (other[1] ?? other[2]!).trim();
  // An amount's currency right before the bracket (`au capital de 2 500 000 F CFP (RIDET …)`) names no company (currency-not-name.ts).
  if (IDENTIFIER_AS_NAME.test(name) || isCurrencyOnly(name)) return null;
  if (name.replace(/[^\p{L}\d]/gu, '').length < 4) return null;
  const nameAt = (bracketed ? from : describedFrom) + other.index + other[0].indexOf(name);
  const lineBefore = text.slice(text.lastIndexOf('\n', nameAt - 1) + 1, nameAt);
  const word = WORD_BEFORE.exec(lineBefore)?.[1];
  if (word !== undefined && word.length >= 4 && word === word.toLowerCase() && !INTRODUCERS.has(fold(word))) return null;
  return name;
}


/** Words that say what a name is, not which company: forms, articles, 'société'. */
const NOT_NAME_WORDS = new Set([...FORM_ABBREVIATIONS.map((f) => f.toLowerCase()), 'selas', 'spfpl', 'societe', 'ste', 'la', 'le', 'les', 'l', 'de', 'du', 'des', 'd', 'et']);

/** A name's words as the reader compares them: folded, punctuation as spaces, forms and articles aside. */
function comparableWords(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\d&]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !NOT_NAME_WORDS.has(w))
    .join(' ');
}

/** One name containing the other, word for word, counts as the same company. */
function sameName(a: string, b: string): boolean {
  if (a.length === 0 || b.length === 0) return true;
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/**
 * A trade name, sigle or shortened name printed between the published name and the identifier
 * (`X, enseigne Y, SARL, RIDET …`, `X (Y), RIDET …`): the name bound is the same company's.
 */
const TRADE_NAME_LINK = /^[\s,:«»"“”()–—-]*(?:(?:a l'|sous l'|avec l')?enseigne|nom commercial|sous le nom(?: commercial)?|sigle|en abrege|dite?|exploitant sous)?[\s,:«»"“”()–—-]*$/;

/** Whether the published name stands in the clause before the name bound, linked to it as its trade name. */
function tradeNameOf(text: string, index: number, published: string, bound: string): boolean {
  const before = foldedSlice(text, Math.max(0, index - 240), index);
  const boundAt = before.lastIndexOf(fold(bound));
  if (boundAt < 0) return false;
  const publishedFolded = fold(published).replace(/\s+/g, ' ').trim();
  const publishedAt = publishedFolded.length === 0 ? -1 : before.lastIndexOf(publishedFolded, boundAt);
  if (publishedAt < 0) return false;
  return TRADE_NAME_LINK.test(before.slice(publishedAt + publishedFolded.length, boundAt));
}

/**
 * The other company the published identifier is bound to, or null: null when no printing of it
 * has a name bound, or one of them names the published company (in another form, by its trade
 * name, or by the name a renaming notice gives it before or after), or the name bound is the
 * misprint a rectificatif corrects (`printed`: the text as printed, its `au lieu de` kept).
 */
export function identifierBoundElsewhere(text: string, matches: readonly RidetMatch[], subject: RidetMatch, names: PublishedNames, printed: string = text): BoundElsewhere | null {
  // A renaming notice publishes its new name, which the text prints before no identifier: the
  // name its identifier follows is the former one, however the former name was worded.
  if (names.nouvelle !== null && sameName(comparableWords(names.denomination), comparableWords(names.nouvelle))) return null;
  const own = [names.denomination, names.ancienne, names.nouvelle].filter((n): n is string => n !== null && n.trim().length > 0);
  // The published names' words are read only once a printing binds a name (most bind none: speed only).
  let ownWords: string[] | null = null;
  let boundName: string | null = null;
  for (const m of matches) {
    if (m.rid !== subject.rid) continue;
    const bound = nameBoundToIdentifier(text, m.index);
    if (bound === null) continue;
    const words = comparableWords(bound);
    if (words.length === 0) continue;
    ownWords ??= own.map(comparableWords);
    if (ownWords.some((o) => sameName(o, words))) return null;
    if (own.some((o) => tradeNameOf(text, m.index, o, bound))) return null;
    boundName ??= bound;
  }
  // A rectificatif's reading of the text as corrected drops the misprint it quotes: it is read as printed.
  if (boundName === null || misprintCorrected(printed, boundName)) return null;
  return { boundName, printed: subject.printed };
}

/** `au lieu de` and what it quotes: the misprint a rectificatif corrects. */
const INSTEAD_OF = /au lieu de\s*:?\s*[«"“]?\s*(?:d[ée]nomination\s*:\s*)?([^»"”\n]{2,120})/giu;

/**
 * Whether the text says the name was a misprint it corrects (`il y avait lieu de lire « Y » au
 * lieu de « X »`): the identifier printed after X is the company's whose name is corrected.
 */
function misprintCorrected(text: string, name: string): boolean {
  // Or the right name told in a sentence (`il convenait de lire que la dénomination sociale est Y`, rectificatif.ts).
  if (text.includes('lire que') && correctsNameThat(text)) return true;
  const wanted = comparableWords(name);
  if (!text.includes('au lieu de')) return false;
  for (const m of text.matchAll(INSTEAD_OF)) if (comparableWords(m[1]!) === wanted) return true;
  return false;
}

/**
 * Two companies of different names printed with the same identifier (`Bailleur : X, SARL, RIDET
 * 1 076 686.001` and `Loc.-gér. : Y, EURL, RIDET 1 076 686.001`): one of the printings is a slip,
 * and which company the number is, nothing says. The names bound to the published identifier's
 * printings, two of them different companies', or null (a trade name or a shorter name of the same
 * company is the same).
 */
export function identifierOfTwoCompanies(text: string, matches: readonly RidetMatch[], subject: RidetMatch): [string, string] | null {
  const seen: { name: string; words: string }[] = [];
  for (const m of matches) {
    // A printing whose digits were read as a misprinted twin of the subject's number
    // is that reading's, not a second company's printing of the same number (misprinted-twin.ts).
    if (m.rid !== subject.rid || !m.printed.replace(/\D/g, '').includes(m.rid)) continue;
    const bound = nameBoundToIdentifier(text, m.index) ?? labelledLineName(text, m.index);
    if (bound === null) continue;
    const words = comparableWords(bound);
    if (words.length === 0) continue;
    const other = seen.find((s) => !sameName(s.words, words) && !tradeNameOf(text, m.index, s.name, bound));
    if (other) return [other.name, bound];
    seen.push({ name: bound, words });
  }
  return null;
}

/**
 * A party's line, its label then the company's name in capitals and its particulars up to the
 * identifier (`Vendeur : X – SARL – 4, promenade … – RIDET …`, a bullet before it or not): the label's value names the company
 * the line identifies, however far its form and seat set the number from it.
 */
const LABELLED_LINE_NAME = /^[ \t]*(?:[•·▪◆■►▸*–—-][ \t]*)?[\p{L}.'’ -]{2,40}?[ \t]*:[ \t]*(\p{Lu}[\p{Lu}\d'’&. -]*?[\p{Lu}\d])[ \t]*(?:[,–—(]|$)/u;
const IDENTIFIER_LABEL = /\b(?:RIDET|RID|RCS)\b/iu;
/** How many lines above its identifier a party's labelled name may stand (laid out, its form and seat each on a line). */
const LABELLED_BLOCK_LINES = 4;
function labelledLineName(text: string, index: number): string | null {
  let end = index;
  for (let k = 0; k <= LABELLED_BLOCK_LINES; k += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    // A blank line or another identifier ends the party's block.
    if (k > 0 && (line.trim() === '' || IDENTIFIER_LABEL.test(line))) return null;
    const name = LABELLED_LINE_NAME.exec(line)?.[1]?.trim();
    // An identifier's own label or number read as the value ('Immatriculation : RCS NOUMÉA 2020 B …') names no company.
    if (name !== undefined) return name.replace(/[^\p{L}\d]/gu, '').length >= 4 && !IDENTIFIER_AS_NAME.test(name) ? name : null;
    if (start === 0) return null;
    end = start - 1;
  }
  return null;
}

/** The quarantine's detail, in French, for one identifier printed after two companies' names. */
export function identifierOfTwoCompaniesDetail(printed: string, names: readonly [string, string]): string {
  return `L’identifiant « ${printed.replace(/\s+/g, ' ')} » est imprimé après les noms de deux sociétés différentes : candidats 1. « ${names[0]} » ; 2. « ${names[1]} ». L’un des deux numéros est erroné, et rien ne dit lequel.`;
}

/** The quarantine's detail, in French: both candidates. */
export function boundElsewhereDetail(denomination: string, bound: BoundElsewhere): string {
  return `L’identifiant « ${bound.printed.replace(/\s+/g, ' ')} » est imprimé après le nom d’une autre société (« ${bound.boundName} ») et jamais après celui de « ${denomination} » : candidats 1. « ${bound.boundName} » ; 2. « ${denomination} ». Un enregistrement ne réunit pas l’identifiant de l’une et le nom de l’autre.`;
}
