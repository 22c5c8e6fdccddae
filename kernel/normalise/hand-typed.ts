/**
 * Notices typed by people who do not draft notices (a shopkeeper's e-mail, a form filled on a
 * phone, a secretary's list of fields), printed as sent. The company is named after a label of the
 * writer's own ('sté : X', 'Nom : X' among the company's fields), or inside a sentence typed all in
 * lower case or all in capitals, known by the form and the identifier or capital around it ('ste
 * transports du nord sarl ridet …', 'une sarl denommee boulangerie du col au capital …', 'SCI LES
 * PINS RIDET …' without a comma). Readings the subject-name rules add (subject-company.ts,
 * company-mentions.ts).
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import type { LabelledValue } from './labels.ts';
import { matchesOf } from './global-pattern.ts';
import { isPatternSpace } from './introduction-openings.ts';
import { withSocieteHead } from './societe-name-head.ts';

const ABBR = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// In lower case only the abbreviations that are no French word ('sa', 'sc', 'sem' are).
const LOWER_ABBR = FORM_ABBREVIATIONS.filter((f) => f.length >= 3 && f !== 'SEM').map((f) => f.toLowerCase());
const ANY_CASE_ABBR = `(?:${FORM_ABBREVIATIONS.join('|')}|${LOWER_ABBR.join('|')})`;
const UPPER = 'A-ZÀ-ÖØ-ÞŒŸ';
const UPPER_TOKEN = `[${UPPER}0-9&][${UPPER}0-9&'’.\\-]*(?![\\p{Ll}])`;
/** A name in capitals of one to eight words on one line. */
const UPPER_WORDS = `${UPPER_TOKEN}(?:[ ]${UPPER_TOKEN}){0,7}`;
/** A name typed in lower case: a lower-case letter first, then letters, digits, apostrophes, hyphens, ampersands, spaces. */
const LOWER_WORDS = `\\p{Ll}[\\p{Ll}\\d'’&\\- ]{1,60}?`;
// A word of the company's description, never of its name ('SARL CAP 100.000 F SIEGE NOUMEA RIDET …').
const DESCRIBED_NOT = `(?!(?:CAP|CAPITAL|SI[EÈ]GE|AU|RIDET|RID|\\d[\\d.]*)(?![\\p{L}\\d]))`;
const CAPITALS_SOCIETY = /^SOCI[EÉ]T[EÉ]$/u;
const IDENTIFIER_WORD = `(?:RIDET|Ridet|ridet|RID|rid)(?![\\p{L}])`;

// 'sté : X', 'STE: X', 'ste. : X': société abbreviated as the label of the company's name.
const SOCIETY_LABEL = /(?:^|\n)[ \t]*(?:[-–—•*·][ \t]*)?st[eé]\.?[ \t]*:[ \t]*/giu;
// 'Nom : X' is the company's name only on a card of the company's own fields ('Forme :', 'Siège :',
// 'Capital :', 'Objet :'); a person's card ('Nom : DUPONT' / 'Prénom : Jean') is not read so.
const NAME_LABEL = /(?:^|\n)[ \t]*nom[ \t]*:[ \t]*/giu;
const COMPANY_FIELD_LABEL = /(?:^|\n)[ \t]*(?:forme(?: juridique)?|si[eè]ge(?: social)?|capital(?: social)?|objet(?: social)?)[ \t]*:/iu;
const PERSON_FIELD_LABEL = /(?:^|\n)[ \t]*pr[ée]noms?[ \t]*:/iu;
const CIVILITY = /^(?:m\.|mr\.?|mme|mlle|monsieur|madame|mademoiselle|ma[iî]tre|me)(?![\p{L}])/iu;
// The form typed after the name in lower case ('GARAGE X sarl'), which the name leaves out.
const TRAILING_ANY_CASE_FORM = new RegExp(`\\s+${ANY_CASE_ABBR}\\.?$`, 'u');

/** A value that opens on a legal form and its capital ('SARL cap. 1 000 000', 'SAS au capital de …'). */
const FORM_THEN_CAPITAL = new RegExp(`^${ANY_CASE_ABBR}\\.?\\s+(?:au\\s+)?cap(?:ital\\b|\\.)`, 'iu');

/** The company's name after a label of the writer's own: 'sté : X', or 'Nom : X' among the company's fields. */
export function handLabelledNames(text: string): LabelledValue[] {
  const found: LabelledValue[] = [];
  const hasSociety = /st[eé]\.?[ \t]*:/iu.test(text);
  const hasName = /(?:^|\n)[ \t]*nom[ \t]*:/iu.test(text) && COMPANY_FIELD_LABEL.test(text) && !PERSON_FIELD_LABEL.test(text);
  if (!hasSociety && !hasName) return found;
  for (const label of [hasSociety ? SOCIETY_LABEL : null, hasName ? NAME_LABEL : null]) {
    if (!label) continue;
    for (const m of matchesOf(label, text)) {
      const start = m.index + m[0].length;
      const end = text.indexOf('\n', start);
      const value = text
        .slice(start, end < 0 ? undefined : end)
        .trim()
        .replace(/^[«"“]\s*(.*?)\s*[»"”]$/u, '$1')
        .replace(TRAILING_ANY_CASE_FORM, '');
      // 'Sté : SARL cap. 1 000 000 F CFP – Sg. soc. : …': the company's form and capital, no name.
      if (!value || CIVILITY.test(value) || FORM_THEN_CAPITAL.test(value)) continue;
      found.push({ value, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A company introduced in a typed sentence: where it starts and ends, the name as typed, the form words. */
export interface HandTypedMention {
  index: number;
  end: number;
  raw: string;
  formText: string | null;
}

// What each introduction's match holds, tested before it is searched (speed only: a pattern with a
// lookbehind is tried at every position of a text that cannot hold it).
const holdsQuote = (text: string): boolean => text.includes('«') || text.includes('"') || text.includes('“');
const COLON = 0x3a;
const COMMA = 0x2c;
const E_SMALL = 0x65;
const E_ACUTE = 0xe9;
// The two 'dénommée' introductions need, after a 'nommée' or 'nommee' and the spaces and colon
// between (`\s*:?\s*`), a name in small letters for the one, a guillemet or a quote for the other:
// looked for there (a notice's 'dénommée' is mostly followed by a name in capitals).
const NAMED_PARTICIPLE = 'nomm';
const SMALL_LETTER = /\p{Ll}/uy;
function firstAfterNamed(text: string, opensName: (at: number) => boolean): boolean {
  for (let at = text.indexOf(NAMED_PARTICIPLE); at >= 0; at = text.indexOf(NAMED_PARTICIPLE, at + 1)) {
    const accent = text.charCodeAt(at + 4);
    if ((accent !== E_ACUTE && accent !== E_SMALL) || text.charCodeAt(at + 5) !== E_SMALL) continue;
    let next = at + 6;
    while (next < text.length && (text.charCodeAt(next) === COLON || isPatternSpace(text.charCodeAt(next)))) next += 1;
    if (next < text.length && opensName(next)) return true;
  }
  return false;
}
const holdsSmallNameAfterNamed = (text: string): boolean =>
  firstAfterNamed(text, (at) => {
    SMALL_LETTER.lastIndex = at;
    return SMALL_LETTER.test(text);
  });
const holdsCapitalsNamed = (text: string): boolean => text.includes('DENOMM') || text.includes('DÉNOMM');
const holdsQuoteAfterNamed = (text: string): boolean =>
  firstAfterNamed(text, (at) => {
    const unit = text.charCodeAt(at);
    return unit === 0xab || unit === 0x22 || unit === 0x201c;
  });
const holdsSt = (text: string): boolean => text.includes('ste') || text.includes('sté') || text.includes(' ST');
const holdsUpperIdentifier = (text: string): boolean => text.includes('RID');
const holdsCapitalsSociety = (text: string): boolean => text.includes('LA SOCI');
/**
 * The introduction of a name in small letters before the identifier ('ste transports du nord sarl
 * ridet …', 'par la SARL salon du port, RIDET …'): looked for behind each 'RID' / 'Rid' / 'rid'
 * (where every identifier word starts). Back over the spaces and commas before it, then over a form
 * in capitals if one ends there, stands the name's last unit (LOWER_WORDS' class); the name, the
 * spaces before it and, unless the form is in capitals, the whole introduction are units of that
 * class or spaces, so the run of them ending there holds 'ste', 'sté' or a form in small letters, or
 * a form in capitals ends right before it. Most texts print 'au RIDET', '(RIDET' or a name in
 * capitals there.
 */
const LOWER_NAME_UNIT = /[\p{Ll}\d'’&\- ]/uy;
const SOCIETY_ABBREVIATED = ['ste', 'sté'];
function holdsSmallNameBeforeIdentifier(text: string): boolean {
  for (const word of ['RID', 'Rid', 'rid']) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const last = beforeSpacesAndCommas(text, at);
      if (last < 0) continue;
      if (introducesSmallName(text, last)) return true;
      for (const form of FORM_ABBREVIATIONS) {
        if (!text.startsWith(form, last + 1 - form.length)) continue;
        const nameLast = beforeSpacesAndCommas(text, last + 1 - form.length);
        if (nameLast >= 0 && introducesSmallName(text, nameLast)) return true;
      }
    }
  }
  return false;
}
/** The last unit before `at` that is neither a space (`\s`) nor a comma, -1 if none. */
function beforeSpacesAndCommas(text: string, at: number): number {
  let last = at - 1;
  while (last >= 0 && (text.charCodeAt(last) === COMMA || isPatternSpace(text.charCodeAt(last)))) last -= 1;
  return last;
}
/** Whether the name in small letters ending at `last` may be introduced as that introduction does. */
function introducesSmallName(text: string, last: number): boolean {
  if (!lowerNameUnit(text, last)) return false;
  let first = last;
  while (first > 0 && (lowerNameUnit(text, first - 1) || isPatternSpace(text.charCodeAt(first - 1)))) first -= 1;
  const run = text.slice(first, last + 1);
  return SOCIETY_ABBREVIATED.some((word) => run.includes(word)) || LOWER_ABBR.some((form) => run.includes(form)) || FORM_ABBREVIATIONS.some((form) => text.startsWith(form, first - form.length));
}
// At the second half of a letter past the first plane, the sticky pattern reads the whole letter.
function lowerNameUnit(text: string, at: number): boolean {
  LOWER_NAME_UNIT.lastIndex = at;
  return LOWER_NAME_UNIT.test(text);
}
// The last introduction's lookahead needs a form and a dash, a comma or a line break right before
// the identifier's word: looked for behind each 'RID' / 'Rid' / 'rid' (where every identifier word
// starts) rather than by the introduction's pattern, which is tried at every position of the text.
const FORM_BEFORE_IDENTIFIER = new RegExp(`(?<=${ABBR}[ ]*(?:[-–—,][ ]*|\\n[ ]*))${IDENTIFIER_WORD}`, 'uy');
function holdsFormBeforeIdentifier(text: string): boolean {
  for (const word of ['RID', 'Rid', 'rid']) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      FORM_BEFORE_IDENTIFIER.lastIndex = at;
      if (FORM_BEFORE_IDENTIFIER.test(text)) return true;
    }
  }
  return false;
}

/** Each introduction, with what a text must hold for it to be searched (speed only). */
const INTRODUCTIONS: ReadonlyArray<readonly [RegExp, (text: string) => boolean]> = [
  // 'une sarl denommee boulangerie du col au capital de …': a lower-case name after a form and
  // 'dénommée', up to the capital, a comma or a bracket.
  [new RegExp(`(?<![\\p{L}])(${ANY_CASE_ABBR}|soci[ée]t[ée]|st[ée])\\s+(?:[\\p{Ll}'’ ]{0,40}\\s)?d[ée]nomm[ée]e\\s*:?\\s+(?!ci-)(${LOWER_WORDS})(?=\\s+au capital(?![\\p{L}])|\\s*[,(])`, 'gu'), holdsSmallNameAfterNamed],
  // 'une Ste civile immobiliere nommée « X »': société abbreviated, its described form, the quoted name.
  [new RegExp(`(?<![\\p{L}])(?:[Ll]a|[Uu]ne|de la|à la|a la|par la)\\s+(?:St[ée]|ST[EÉ]|st[ée])((?:\\s+[\\p{Ll}'’\\-]+){0,4}?)\\s+(?:d[ée])?nomm[ée]e\\s*:?\\s*[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsQuoteAfterNamed],
  // 'eurl « X » ridet …', 'la sarl « X »': a form typed in lower case before a quoted name.
  [new RegExp(`(?<![\\p{L}])(${LOWER_ABBR.join('|')})\\s+[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsQuote],
  // 'A L'EGARD DE LA SARL « X »', 'PAR LA SCI « X »': a notice printed in capitals throughout,
  // the article in capitals too, then the form and the quoted name.
  [new RegExp(`(?<=(?:^|[^\\p{L}])(?:LA|DE LA|À LA|A LA|PAR LA) )(${ABBR})\\s+[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsQuote],
  // 'LA SOCIETE BOULANGERIE DE WE, ENTREPRISE UNIPERSONNELLE …', 'A LA SOCIETE X, SARL AU CAPITAL …':
  // a notice printed in capitals throughout, the article and the company's word in capitals too, the
  // name up to the comma before its form or capital. The word is the name's head only where the name
  // goes on from it (societe-name-head.ts).
  [new RegExp(`(?<=(?:^|[^\\p{L}])(?:LA|DE LA|À LA|A LA|PAR LA)\\s)(SOCI[EÉ]T[EÉ])\\s+(${UPPER_WORDS}?)(?=\\s*,\\s*(?:SOCI[EÉ]T[EÉ]|ENTREPRISE|GROUPEMENT|AU CAPITAL|${ABBR})(?![\\p{L}]))`, 'gu'), holdsCapitalsSociety],
  // 'SOCIETE A RESPONSABILITE LIMITEE A ASSOCIE UNIQUE DENOMMEE NOUMEA' / 'CARRELAGE SERVICES, AU CAPITAL …':
  // a notice printed in capitals throughout, the name after 'DÉNOMMÉE' in capitals, over a narrow
  // column's line break, up to the comma before its capital, its seat or its form.
  [new RegExp(`(?<![\\p{L}])(?:${ABBR}|SOCI[EÉ]T[EÉ]|UNIQUE|UNIPERSONNELLE|LIMIT[EÉ]E|SIMPLIFI[EÉ]E|ANONYME|CIVILE(?: IMMOBILI[EÈ]RE)?)\\s+()D[EÉ]NOMM[EÉ]E\\s*:?\\s+(${UPPER_TOKEN}(?:(?:[ ]|[ ]*\\n[ ]*)${UPPER_TOKEN}){0,7}?)(?=\\s*,\\s*(?:AU CAPITAL|SOCI[EÉ]T[EÉ]|DONT|AYANT|SI[EÈ]GE|${ABBR})(?![\\p{L}]))`, 'gu'), holdsCapitalsNamed],
  // 'ste transports du nord sarl ridet …', 'par la sarl salon du port ridet …': a lower-case name
  // between 'ste' or an article and its form, and the identifier right after it.
  [new RegExp(`(?<![\\p{L}])(?:st[ée]|(?:la|de la|à la|a la|par la)\\s+(${ANY_CASE_ABBR}))\\s+(${LOWER_WORDS})(?:\\s*,?\\s*(?:${ANY_CASE_ABBR}))?(?=\\s*,?\\s*${IDENTIFIER_WORD})`, 'gu'), holdsSmallNameBeforeIdentifier],
  // 'de la ste X, sarl, ridet …', 'la ST X SARL RIDET …': société abbreviated in lower case (or 'ST'
  // after an article), a name in capitals, then its form in either case.
  [new RegExp(`(?<![\\p{L}])(?:st[ée]|(?<=(?:^|[^\\p{L}])(?:LA|DE LA|À LA|A LA|PAR LA|la|de la|à la|par la) )ST)\\s+()(${UPPER_WORDS}?)(?=\\s*(?:,\\s*|\\s+|\\(\\s*)${ANY_CASE_ABBR}(?![\\p{L}]))`, 'gu'), holdsSt],
  // 'SCI LES PINS RIDET …', 'SCI X RIDET' in a text typed without punctuation: a form, a name in
  // capitals and the identifier's word right after it, no comma between.
  [new RegExp(`(?<![\\p{L}])(${ABBR})\\s+(?!EN LIQUIDATION)(${DESCRIBED_NOT}${UPPER_TOKEN}(?:[ ]${DESCRIBED_NOT}${UPPER_TOKEN}){0,7}?)(?=\\s+(?:RIDET|RID)(?![\\p{L}]))`, 'gu'), holdsUpperIdentifier],
  // 'Augmentation de capital - X Y Z SARL - RIDET …': a name whose words open with a capital (its
  // connectors in lower case), its form, a dash, a comma or a line break, the identifier; after a
  // line start or a dash.
  [new RegExp(`(?:^|(?<=\\n)|(?<=\\s[-–—]\\s))[ \\t]*()([\\p{Lu}][\\p{L}\\d'’&.\\-]*(?:[ ]+(?:[\\p{Lu}\\d][\\p{L}\\d'’&.\\-]*|de|du|des|d['’]|et|la|le|les|l['’])){0,7}?)[ ]+(?=${ABBR}[ ]*(?:[-–—,][ ]*|\\n[ ]*)${IDENTIFIER_WORD})`, 'gu'), holdsFormBeforeIdentifier],
];

/** Every company introduction of a typed sentence, in reading order (the name not yet tidied). */
export function handTypedMentions(text: string): HandTypedMention[] {
  const found: HandTypedMention[] = [];
  for (const [pattern, holds] of INTRODUCTIONS) {
    if (!holds(text)) continue;
    for (const m of matchesOf(pattern, text)) {
      if (!m[2]) continue;
      // The company's word in capitals is the name's head before a connector or an adjective, else its introduction.
      const society = m[1] !== undefined && CAPITALS_SOCIETY.test(m[1]);
      // A name in capitals a narrow column broke over two lines reads as one.
      const name = m[2].includes('\n') ? m[2].replace(/[ ]*\n[ ]*/g, ' ') : m[2];
      const raw = society ? withSocieteHead(`${m[1]} `, name) : name;
      found.push({ index: m.index, end: m.index + m[0].length, raw, formText: society ? null : m[1]?.trim() || null });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * 'ridet 1234567.001' / 'l'associée unique a décidé …': typed without a full stop, the next line
 * opens a sentence whose subject is the deciding partner or officer of the company just
 * identified, not that company's role in another one (folded text after the identifier). The
 * partner may be named in apposition before its verb ('L'associée unique, la société H, SAS, RIDET
 * …, a décidé …'), and the identifier's line may close on a full stop.
 */
export const DECIDING_OFFICER_NEXT_LINE = /^\.?[ \t]*\n[ \t]*(?:l'|le |la |les )?(?:associee? unique|associes|gerante?|gerance|presidente?)(?:\s*,[^\n;]{1,160}?,)?\s+(?:a|ont)\s+(?:decide|constate|nomme|approuve|transfere|modifie|prononce)\b/;
