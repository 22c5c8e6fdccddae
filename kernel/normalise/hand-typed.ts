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
const holdsNamed = (text: string): boolean => text.includes('nomm');
const holdsSt = (text: string): boolean => text.includes('ste') || text.includes('sté') || text.includes(' ST');
const holdsUpperIdentifier = (text: string): boolean => text.includes('RID');
const holdsIdentifierWord = (text: string): boolean => text.includes('RID') || text.includes('Rid') || text.includes('rid');
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
  [new RegExp(`(?<![\\p{L}])(${ANY_CASE_ABBR}|soci[ée]t[ée]|st[ée])\\s+(?:[\\p{Ll}'’ ]{0,40}\\s)?d[ée]nomm[ée]e\\s*:?\\s+(?!ci-)(${LOWER_WORDS})(?=\\s+au capital(?![\\p{L}])|\\s*[,(])`, 'gu'), holdsNamed],
  // 'une Ste civile immobiliere nommée « X »': société abbreviated, its described form, the quoted name.
  [new RegExp(`(?<![\\p{L}])(?:[Ll]a|[Uu]ne|de la|à la|a la|par la)\\s+(?:St[ée]|ST[EÉ]|st[ée])((?:\\s+[\\p{Ll}'’\\-]+){0,4}?)\\s+(?:d[ée])?nomm[ée]e\\s*:?\\s*[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsNamed],
  // 'eurl « X » ridet …', 'la sarl « X »': a form typed in lower case before a quoted name.
  [new RegExp(`(?<![\\p{L}])(${LOWER_ABBR.join('|')})\\s+[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsQuote],
  // 'A L'EGARD DE LA SARL « X »', 'PAR LA SCI « X »': a notice printed in capitals throughout,
  // the article in capitals too, then the form and the quoted name.
  [new RegExp(`(?<=(?:^|[^\\p{L}])(?:LA|DE LA|À LA|A LA|PAR LA) )(${ABBR})\\s+[«"“]\\s*([^»"”\\n]{1,120}?)\\s*[»"”]`, 'gu'), holdsQuote],
  // 'ste transports du nord sarl ridet …', 'par la sarl salon du port ridet …': a lower-case name
  // between 'ste' or an article and its form, and the identifier right after it.
  [new RegExp(`(?<![\\p{L}])(?:st[ée]|(?:la|de la|à la|a la|par la)\\s+(${ANY_CASE_ABBR}))\\s+(${LOWER_WORDS})(?:\\s*,?\\s*(?:${ANY_CASE_ABBR}))?(?=\\s*,?\\s*${IDENTIFIER_WORD})`, 'gu'), holdsIdentifierWord],
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
      const raw = m[2];
      if (!raw) continue;
      found.push({ index: m.index, end: m.index + m[0].length, raw, formText: m[1]?.trim() || null });
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
