/**
 * The shape of a notice: a header block (title, dénomination, form and capital, siège, RCS)
 * followed by the body that starts with the act ('Aux termes d'...', 'Par jugement du ...').
 */

import { fold } from './fold.ts';
import { eventTitleAfterFurniture } from './heading-event-noun.ts';
import { isTitleFurnitureLine } from './title-furniture.ts';
import { linesOf } from './recent-results.ts';
import { PERIODICAL_SIGLE } from './periodicals.ts';
import { isMastheadRubricLine } from './masthead-rubric-line.ts';
import { LONG_FORM_SOURCE } from './legal-form.ts';
import { isCardRecordHeadLine } from './card-publication-line.ts';

/** How many lines of a portal's card head are looked past over a sheet. */
const CARD_HEAD_READ = 5;

export interface NoticeLayout {
  lines: readonly string[];
  /** Non-empty lines before the body. */
  headerLines: string[];
  /** Each header line folded, in the same order (the readers of the header's names read them so). */
  foldedHeaderLines: string[];
  /** The notice's title line, when one reads like a title. */
  titleLine: string | null;
  /** The text from the first body line on (the whole text when no header block is found). */
  body: string;
}

const BODY_START =
  /^(?:aux termes|suivant|selon|par (?:acte|jugement|decision|deliberation|assemblee|proces|ordonnance|arrete)|l'assemblee|l'associee? unique|les associes|le tribunal|il a ete|il est|avis est donne|en date du|d'un acte|dans sa seance|lors de|le \d|du \d|acte|la societe|la gerance|le gerant|le president|monsieur|madame|m\.|mme)/;

// A small ad's heading abbreviates its event ('CONSTIT.', 'CESS. PARTS', 'TRANSF. SIÈGE'), an
// appointment before the office it names ('NOM. CO-GÉR.', 'NOM. PRÉS.').
const TITLE_WORDS =
  /\b(?:annonces? legales?|annonces? judiciaires?|publications? legales?|avis|modifications|constitutions|dissolutions|cessions|constitution|transfert|cession|dissolution|liquidation|nomination|modification|modificatif|changement|augmentation|reduction|jugement|jugements|redressement|vente|^locations?$|prorogation|transformation|cloture|demission|extrait|extraits|insertion|sauvegarde|fonds|siege|gerance|capital social|denomination|statuts|statutaires|rectificatif|erratum|fusion|absorption|radiation|transmission universelle|appel d'offres|regime matrimonial|association|declaration|minutes|sommeil|cessation|apport|resiliation|oppositions?|convocation|reprise|renouvellement|agrement|continuation|poursuite|capitaux propres|gerant|president|directeur|commissaire|administrateurs?|liquidateur|nominations|recapitulatif|immatriculation|succursale|etablissement secondaire|nom commercial|(?:ouverture|fermeture) (?:de|d'|du))\b|\b(?:constit|cess|nomin|dissol|transf|transfo|augm|modif|proro|red|redu|reduc|renouv)\.(?=\s|$)|\bchgt\b|\bnom\.\s*(?=(?:co-?)?ger|pres|dg\b|cac\b|admin|dir)/;

/**
 * Lines naming an institution, a court, a journal, a company organ or the notary's or lawyer's
 * office that drafted the notice: headings of the notice, never the company's name ('TRIBUNAL
 * MIXTE DE COMMERCE', 'PROVINCE SUD', 'DIRECTION GÉNÉRALE', 'LNC – 05/05/2026', 'ÉTUDE DE
 * MAÎTRE X').
 */
// A periodical by its name or sigle (periodicals.ts).
const INSTITUTION = new RegExp(
  String.raw`^\s*(?:le |la |les |l')?(?:tribunal|greffe|province|assemblee|haut-commissariat|republique|gouvernement|congres|${PERIODICAL_SIGLE}|conseil d'administration|direction generale|audience|mairie|commune|etudes? de (?:maitres?|mes?)\b|office notarial|cabinet (?:de )?(?:maitres?|mes?)\b)\b`,
);

export function isInstitutionLine(line: string): boolean {
  return isFoldedInstitutionLine(fold(line));
}

/** isInstitutionLine of a line already folded (speed only: a reader that folded it does not fold it again). */
export function isFoldedInstitutionLine(folded: string): boolean {
  return INSTITUTION.test(folded);
}

const LABEL_LINE = /^[\p{L} '’]{2,40}\s*:/u;
/** LABEL_LINE, asked only of a line that holds its colon (speed only: under the u flag the pattern reads up to 40 letters of every line). */
const isLabelLine = (line: string): boolean => line.includes(':') && LABEL_LINE.test(line);
/** A page's publication line ('Mis à jour le 5 mars 2026 à 14h02 · Publié le 2 mars 2026 à 07h15'), not the notice's first sentence. */
const PUBLICATION_LINE = /\b(?:publiee? le|mise? a jour le|mise en ligne|date de (?:publication|parution|mise en ligne))\b/;
// 'BANIAN BÂTIMENT – SARL au capital de ...': a header squeezed on one line.
const NAME_FORM_LINE = /^[\p{Lu}\d][\p{Lu}\d&'’.\- ]+\s*[,–—-]\s*(?:SELARL|SELAS|SASU|SAS|EURL|SARL|SCI|SNC|SA|soci[ée]t[ée])(?![\p{L}])/u;

// 'X — RIDET … — Siège : …': a company's identity line, its name in capitals before a dash.
const NAME_DASH_LINE = /^[\p{Lu}\d][\p{Lu}\d&'’.\- ]*\p{Lu}\s+[–—-]\s/u;

// 'SAS au capital de 3 000 000 F CFP porté à 6 000 000 F CFP': long, but the header's form line.
const FORM_CAPITAL_LINE = /^(?:societe|entreprise|groupement|selarl|selas|saeml|sasu|sas|eurl|sarl|sci|snc|sa|gie)\b[^\n]{0,80}\bau capital\b/;
// A company's card that prints its form spelled out on a line of its own, its capital on the next
// ('POUM AQUACULTURE' / 'Société par actions simplifiée' / 'au capital de 12 000 000 F CFP'): both
// lines of the card, not the body's first sentence.
// The company's state may follow its form ('Société civile immobilière en liquidation').
const SPELLED_FORM_LINE = new RegExp(String.raw`^(?:soci[ée]t[ée]\s+(?:${LONG_FORM_SOURCE})|entreprise unipersonnelle (?:à|a) responsabilit[ée] limit[ée]e|groupement d[’']int[ée]r[êe]t [ée]conomique)(?:\s+en (?:cours de )?liquidation(?: amiable)?|\s+en sommeil)?\s*[,.]?$`, 'iu');
const CAPITAL_LINE = /^au capital (?:social )?de\b/;

const LETTER = /^\p{L}$/u;
const UPPER_LETTER = /^\p{Lu}$/u;
/** Per character outside ASCII: 0 not a letter, 1 a letter, 2 a capital (every line of every notice is asked). */
const letterKinds = new Map<string, number>();

function letterKind(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? 2 : code >= 0x61 && code <= 0x7a ? 1 : 0;
  let kind = letterKinds.get(ch);
  if (kind === undefined) {
    kind = UPPER_LETTER.test(ch) ? 2 : LETTER.test(ch) ? 1 : 0;
    letterKinds.set(ch, kind);
  }
  return kind;
}

/** letterKind of each code unit that is a character alone (not half of a surrogate pair), plus one; 0 not computed yet. */
const UNIT_KINDS = new Uint8Array(0x10000);

/** At least 80 % of the line's letters are capitals (counted in UTF-16 units), and it has two letters at least. */
export function isUpperCaseLine(line: string): boolean {
  let letters = 0;
  let upper = 0;
  // Read by code unit, a surrogate pair as one character, as a string's iterator reads it; each
  // unit's kind from a table instead of a string per character (speed only).
  for (let i = 0; i < line.length; i += 1) {
    const code = line.charCodeAt(i);
    let kind: number;
    let size = 1;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < line.length && (line.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      kind = letterKind(line.slice(i, i + 2));
      size = 2;
      i += 1;
    } else {
      kind = UNIT_KINDS[code]! - 1;
      if (kind < 0) {
        kind = letterKind(String.fromCharCode(code));
        UNIT_KINDS[code] = kind + 1;
      }
    }
    if (kind === 0) continue;
    letters += size;
    if (kind === 2) upper += size;
    // Capitals are at least 80 % of the letters exactly when there are at least four times as many
    // as small letters: once every unit left could not make up for the small letters read, the
    // line is no capitals line (speed only: a sentence is not read to its end).
    else if (4 * (letters - upper) > upper + (line.length - 1 - i)) return false;
  }
  if (letters < 2) return false;
  return upper / letters >= 0.8;
}

const AU_CAPITAL = /\bau capital\b/;

// A heading's reference in brackets after it, in lower case ('DISSOLUTION SANS LIQUIDATION
// (article 1844-5 alinéa 3 du code civil)'): the heading is read in capitals without it.
const BRACKETED_TAIL = /\s*\([^()\n]*\)\s*$/u;
const headingCase = (line: string): boolean => isUpperCaseLine(line) || (line.endsWith(')') && isUpperCaseLine(line.replace(BRACKETED_TAIL, '')));

export function isTitleLine(line: string): boolean {
  return headingCase(line) && titleWords(fold(line));
}

/** isTitleLine of a line and its fold (speed only: a reader that folded it does not fold it again). */
export function isFoldedTitleLine(line: string, folded: string): boolean {
  return headingCase(line) && titleWords(folded);
}

/** `folded`: the line folded. */
function titleWords(folded: string): boolean {
  return TITLE_WORDS.test(folded) && !AU_CAPITAL.test(folded);
}

function lastIndexBefore(lines: readonly string[], line: string, before: number): number {
  for (let k = before - 1; k >= 0; k -= 1) if (lines[k]!.trim() === line) return k;
  return before;
}

/** A word's first letter or digit: one match per word (text between spaces) that holds one. */
const WORD_LETTER = /(?<!\S)\S*?[\p{L}\d]/gu;

/**
 * Whether a line holds at least `least` words, not separators ('—', '·'): counted up to `least`
 * instead of splitting every line into its words (speed only).
 */
function holdsWords(line: string, least: number): boolean {
  // Each word is a character at least, and a space parts it from the next (speed only: most header lines are short).
  if (line.length < 2 * least - 1) return false;
  WORD_LETTER.lastIndex = 0;
  let count = 0;
  while (WORD_LETTER.exec(line) !== null) {
    count += 1;
    if (count >= least) return true;
  }
  return false;
}

/** How many long lines in capitals, one after the other, make a paragraph of prose rather than a header. */
const CAPITALS_PROSE_LINES = 3;
const CAPITALS_PROSE_WORDS = 8;

/**
 * A notice printed in capitals throughout (an older bulletin's composition): its paragraph is a run
 * of long lines in capitals, none a label's, where a header's lines are short (a name, a form, a
 * field). The run's first line opens the body.
 */
function proseInCapitals(lines: readonly string[], i: number): boolean {
  for (let k = i; k < i + CAPITALS_PROSE_LINES; k += 1) {
    const line = lines[k]?.trim() ?? '';
    if (!holdsWords(line, CAPITALS_PROSE_WORDS) || !isUpperCaseLine(line) || isLabelLine(line)) return false;
  }
  return true;
}

export function noticeLayout(text: string): NoticeLayout {
  const lines = linesOf(text);
  // Each line's fold is a slice of the text's fold, which the classifier reads too (speed only).
  const foldedText = fold(text);
  let offset = 0;
  const headerLines: string[] = [];
  const foldedHeaderLines: string[] = [];
  let bodyIndex = -1;
  let previousHeaderLike = true;
  let previousFormLine = false;
  for (let i = 0; i < lines.length && headerLines.length < 14; offset += lines[i]!.length + 1, i += 1) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (!line) continue;
    const start = offset + raw.length - raw.trimStart().length;
    const folded = foldedText.slice(start, start + line.length);
    const headerLike =
      isLabelLine(line) || isUpperCaseLine(line) || NAME_FORM_LINE.test(line) || FORM_CAPITAL_LINE.test(folded) || PUBLICATION_LINE.test(folded) || SPELLED_FORM_LINE.test(line) || (previousFormLine && CAPITAL_LINE.test(folded));
    if (BODY_START.test(folded) || (!headerLike && holdsWords(line, 14)) || proseInCapitals(lines, i)) {
      bodyIndex = i;
      break;
    }
    // A line that opens in lower case goes on with the sentence of the line before: the body
    // began there ('Jugement du … – Ouverture d'une procédure de redressement' / 'judiciaire à
    // l'encontre de la société X').
    if (/^\p{Ll}/u.test(line) && !headerLike && headerLines.length > 0 && !previousHeaderLike) {
      const previous = headerLines.pop()!;
      foldedHeaderLines.pop();
      bodyIndex = lastIndexBefore(lines, previous, i);
      break;
    }
    headerLines.push(line);
    foldedHeaderLines.push(folded);
    previousHeaderLike = headerLike;
    previousFormLine = SPELLED_FORM_LINE.test(line);
  }
  // A section rubric ('PUBLICATIONS LEGALES', 'MODIFICATIONS') titles a page, not the notice.
  const titles = headerLines.filter((line, k) => isUpperCaseLine(line) && titleWords(foldedHeaderLines[k]!));
  // A title line that is the page's furniture (`PETITES ANNONCES LÉGALES`, title-furniture.ts) gives
  // way to a title by its event noun in any case or dress behind it (heading-event-noun.ts).
  const titleLine =
    titles.find((line) => !isTitleFurnitureLine(line)) ?? eventTitleAfterFurniture(lines) ?? titles[0] ?? null;
  const body = bodyIndex >= 0 ? lines.slice(bodyIndex).join('\n').trim() : text.trim();
  // Without a body (a sheet of fields, a table), the header is the first line; under a title, the
  // lines in capitals that follow it too (`TRANSFORMATION` / `X — RIDET …`): the company's line
  // under the event's title.
  // The page's masthead or institution lines may stand above the title (`LNC – Annonces légales –
  // 15/04/2026` / `TRANSFORMATION` / `X — RIDET …`).
  // A portal's card head over a sheet (`Numéro : …` / `Date de publication : …` / `Rubrique : …`) is
  // no header line of the company's: the header starts under it (card-publication-line.ts).
  let head = 0;
  while (bodyIndex < 0 && head < CARD_HEAD_READ && head < headerLines.length - 1 && isCardRecordHeadLine(headerLines[head]!)) head += 1;
  let kept = head + 1;
  let title = head;
  while (title < head + 2 && title < headerLines.length - 1 && (isFoldedInstitutionLine(foldedHeaderLines[title]!) || isMastheadRubricLine(foldedHeaderLines[title]!))) title += 1;
  if (bodyIndex < 0 && headerLines.length > title + 1 && isFoldedTitleLine(headerLines[title]!, foldedHeaderLines[title]!)) {
    kept = title + 1;
    while (kept < headerLines.length && (isUpperCaseLine(headerLines[kept]!) || NAME_FORM_LINE.test(headerLines[kept]!) || NAME_DASH_LINE.test(headerLines[kept]!))) kept += 1;
  } else if (bodyIndex < 0) {
    // The company's name over the event's title (`X` / `TRANSFORMATION EN SAS`), its fields under
    // them, below the masthead and an edition's line (`Modifications – édition du …`). A line with
    // figures is a masthead's or a bulletin's (its date, its number), no name.
    const nameAt = [title, title + 1].find((k) => k + 1 < headerLines.length && isUpperCaseLine(headerLines[k]!) && !/\d/.test(headerLines[k]!) && !isLabelLine(headerLines[k]!) && !titleWords(foldedHeaderLines[k]!) && isFoldedTitleLine(headerLines[k + 1]!, foldedHeaderLines[k + 1]!));
    if (nameAt !== undefined) kept = nameAt + 2;
  }
  return {
    lines,
    headerLines: bodyIndex >= 0 ? headerLines : headerLines.slice(0, kept),
    foldedHeaderLines: bodyIndex >= 0 ? foldedHeaderLines : foldedHeaderLines.slice(0, kept),
    titleLine,
    body,
  };
}
