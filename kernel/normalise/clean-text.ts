/**
 * Whitespace and layout repair for text extracted from PDFs and HTML: the extractors see one
 * notice as a reader would, without page furniture, OCR slips or words split across lines.
 */

import { withFlattenedRowLabelled } from './flattened-table-row.ts';
import { withRidetRanksJoined } from './ridet-rank-cut.ts';
import { withoutBarePageNumbers } from './bare-page-number.ts';
import { withNameLinesJoined } from './name-line-cut.ts';
import { withoutMojibake } from './mojibake.ts';
import { fold } from './fold.ts';
import { repairOcrWords } from './ocr-repair.ts';
import { withUnhyphenatedCutsJoined } from './unhyphenated-cut.ts';
import { withRidetLettersRead } from './ocr-ridet-letters.ts';
import { withDateDigitsRead } from './ocr-date-digits.ts';
import { mayHoldDateLetters } from './ocr-date-letters-gate.ts';
import { sigleJoinsCut } from './sigle-spelling.ts';
import { isFrenchWord } from './french-words.ts';
import { isCountryWord } from './country-places.ts';
import { narrowColumnJoins } from './narrow-column-cut.ts';
import { surnameCutJoins } from './surname-line-cut.ts';
import { cutBeforeLastSyllable } from './line-end-syllable.ts';
import { withoutMarkdownMarks } from './markdown-emphasis.ts';
import { withSignaturePairsApart } from './signature-pairs.ts';
import { withJournalBannerApart } from './journal-banner-opening.ts';
import { withoutRepeatedPageHeader } from './repeated-page-header.ts';
import { withoutPageBreaks } from './page-break.ts';
import { withoutPageRunningLines } from './page-running-line.ts';
import { withoutDatedFooterBreaks } from './dated-footer-break.ts';
import { endsOnJoiningWord, withoutMarginsOfOpenBreaks } from './open-page-break.ts';
import { withDropCapitalsJoined, withSmallCapsInitialsJoined } from './drop-capital.ts';

// Running headers of JONC pages: '9873 JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE 4 juin 2024'
// on odd pages, the date first and the page last on even ones.
const RUNNING_HEADERS = [
  /^[ \t]*\d{1,5}[ \t]+JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\b[^\n]*$\n?/gimu,
  /^[ \t]*(?:\d{1,2}(?:er)?[ \t]+\p{L}+[ \t]+\d{4}[ \t]+)?JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\b[^\n]*\d{1,5}[ \t]*$\n?/gimu,
  /^[ \t]*JONC du [^\n]{4,30}, page \d+[ \t]*$\n?/gimu,
];
// A line that a page's running header cuts goes on after it: it was left open (no sentence's or
// field's end) and the next line opens in lower case or on a word that joins a name's parts
// ('Dénomination : COMPTOIR DES ÉPICES' / header / 'ET DE LA VANILLE').
const LEFT_OPEN = /[^.:;!?»)\s][ \t]*$/u;
const GOES_ON_AFTER_HEADER = /^[ \t]*(?:\p{Ll}|(?:ET|DE|DU|DES|D['’]|LA|LE|LES|AU|AUX|EN|SUR|&)(?![\p{L}]))/u;
// A number cut by the header: digits close the line above and open the line below ('RIDET 1 228' / header / '584.001').
const NUMBER_GOES_ON = /\d[ \t]*\n[ \t]*\d/u;

/**
 * A running header taken out. Its line break goes too when it cuts a line that goes on (a name, a
 * sentence), so the two halves are read as one field; otherwise the page break stays a break.
 */
function withoutRunningHeader(header: string, offset: number, text: string): string {
  if (!header.endsWith('\n')) return '';
  const before = text.slice(text.lastIndexOf('\n', offset - 2) + 1, Math.max(0, offset - 1));
  const after = text.slice(offset + header.length, text.indexOf('\n', offset + header.length) >>> 0);
  return offset > 0 && LEFT_OPEN.test(before) && (GOES_ON_AFTER_HEADER.test(after) || endsOnJoiningWord(before) || NUMBER_GOES_ON.test(`${before}\n${after}`)) ? '' : '\n';
}

/** Whether a line is one of RUNNING_HEADERS (a copy of each without its global flag). */
const RUNNING_HEADER_LINE = RUNNING_HEADERS.map((header) => new RegExp(header.source.replace(/\$\\n\?$/, '$'), header.flags.replace('g', '')));
export const isRunningHeaderLine = (line: string): boolean => RUNNING_HEADER_LINE.some((header) => header.test(line));

// A page number alone on its line between dashes ('- 23 -', '— 7 —', a converter's '--- page 1 ---')
// or after 'page' with the page count ('Page 3 / 12', 'page 3 sur 12'): nothing a notice prints takes this shape.
const PAGE_NUMBER_SHAPE = String.raw`^[ \t]*(?:[-–—]{1,3}[ \t]*(?:page[ \t]+)?\d{1,4}(?:[ \t]*(?:\/|sur)[ \t]*\d{1,4})?[ \t]*[-–—]{1,3}|page[ \t]+\d{1,4}[ \t]*(?:\/|sur)[ \t]*\d{1,4})[ \t]*$`;
const PAGE_NUMBER_LINE = new RegExp(PAGE_NUMBER_SHAPE, 'imu');
const PAGE_NUMBER_LINES = new RegExp(`${PAGE_NUMBER_SHAPE}\\n?`, 'gimu');

const FOLIO_OVER_TITLE = /^\s*\d{1,2}[ \u00a0]?\d{3}[ \t]*\n(?=[ \t]*JOURNAL OFFICIEL)/iu;

/** The words one of RUNNING_HEADERS holds, with its flags: a text without them is not scanned three times (speed only). */
const ANY_RUNNING_HEADER = /JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE|JONC du /iu;

/**
 * Endings a French word is commonly cut before at a line end ('BOULANGE-/RIE', 'INSTALLA-/TION'),
 * accents folded. A capitalised continuation that is one of them re-joins its word; any other
 * capitalised continuation is more likely the second half of a compound ('POUEMBOUT-/PLAGE').
 */
const WORD_ENDINGS = new Set([
  'rie', 'ries', 'erie', 'eries', 'tion', 'tions', 'sion', 'sions', 'taire', 'taires', 'ment', 'ments', 'teur', 'teurs',
  'trice', 'trices', 'lee', 'lees', 'te', 'tes', 'ite', 'ites', 'ence', 'ences', 'ance', 'ances', 'ique', 'iques', 'isme',
  'iste', 'istes', 'age', 'ages', 'eur', 'eurs', 'iere', 'ieres', 'ier', 'iers', 'elle', 'elles', 'able', 'ables', 'oir',
  'oirs', 'ure', 'ures', 'nel', 'nelle', 'nels', 'nelles', 'que', 'ques', 'gne', 'gnes', 'che', 'ches',
  // A last syllable no compound's second word is ('RIVIE-/RE', 'CHAN-/TIER', 'EBENIS-/TERIE').
  're', 'res', 'tier', 'tiers', 'terie', 'teries',
  // Nouns' and adjectives' last syllables a narrow column cuts before ('COUVER-/TURE', 'MODU-/LAIRES',
  // 'HABI-/TAT'): no word a compound or a name is made of.
  'ture', 'tures', 'aire', 'aires', 'laire', 'laires', 'tat', 'tats',
  // Nouns' last syllable '-toire' ('LABORA-/TOIRE', 'TERRI-/TOIRE', 'RÉPER-/TOIRE').
  'toire', 'toires',
  // The adjectives' learned suffix '-cole' ('AGRI-/COLE', 'AQUA-/COLE', 'HORTI-/COLE'): no French
  // word of its own, so no compound's second half.
  'cole', 'coles',
  // A last syllable of a consonant, a liquid and a mute e ('LEFEB-/VRE', 'CHAM-/BRE'): no word a
  // compound or a name is made of.
  // Not those that are words ('PRÉ', 'PRÈS', 'TRÈS', 'GRÈS').
  'bre', 'bres', 'cre', 'dre', 'dres', 'fre', 'gre', 'tre', 'vre', 'vres', 'ble', 'bles', 'cle', 'fle', 'gle', 'ple', 'ples',
]);

/** A last syllable of one consonant and '-ier' / '-ière', folded ('lier', 'lieres', 'nier'). */
const CONSONANT_IER_SYLLABLE = /^[bcdfghjklmnpqrstvwxz]iere?s?$/;

/** A last syllable of one consonant and the trade noun's '-erie', folded ('berie', 'series'). */
const CONSONANT_ERIE_SYLLABLE = /^[bcdfgjklmnpstvz]eries?$/;

/** Short words that begin compounds ('SUD-OUEST', 'NÉO-ZÉLANDAIS'): their hyphen is real. */
const COMPOUND_STARTS = new Set(['sud', 'est', 'ile', 'bas', 'mi', 'neo', 'ex', 'st', 'ste', 'val', 'pre', 'sur', 'sous', 'non', 'tri', 'bi', 'co']);

/**
 * A surname's particles run together ('DELA-/PORTE', 'VANDEN-/BROUCKE'), folded: only ever the head
 * of one word, never a name part a hyphen joins to another, so the cut after them joins. Shorter
 * particles ('DU', 'LE') join as any short first half does.
 */
const FUSED_PARTICLES = new Set(['dela', 'della', 'vanden', 'vander']);

// O printed for 0 inside a number ('1 6O4 31O.OO1'), l or 1 for I in the RIDET label.
const OCR_DIGIT_TOKEN = /(?<![\p{L}\d])[\dO]*\d[\dO]*(?![\p{L}\d])/gu;
const OCR_LABEL = /\bR[l1|]D(ET)?\b/gu;
// The label spelt with dots ('R.I.D.E.T.', 'R. I. D. E. T', 'R.I.D.') is the label.
const DOTTED_LABEL = /\bR\.[ ]?I\.[ ]?D\.(?:[ ]?E\.[ ]?T\b\.?)?/gu;
// A run of digit groups where OCR printed 'l' or 'I' for 1 and 'O' or 'o' for 0
// ('RlDET l 488 972.OOl', 'l 5O3 515.OO1'): groups of three after the first, one real digit at
// least, and a first group of letters only when it is the single 'l' or 'I' a '1' becomes.
const OCR_DIGIT_RUN = /(?<![\p{L}\d])(?:\d[\dOolI]{0,2}|[\dOolI]{0,2}\d[\dOolI]{0,2}|[lI])(?:[ .][\dOolI]{3})+(?:[.\-/][\dOolI]{3})?(?![\p{L}\d])/gu;

// A day and a Roman month before the year's digits ('20.III.2026', '9.II.26'): a date, whose
// numeral no scan misread as ones.
const ROMAN_MONTH_HEAD = /^\d{1,2}[.](?:I{1,3}|IV|VI{0,3}|IX|XI{0,2})$/u;
function romanMonthDateHead(run: string, after: string): boolean {
  return ROMAN_MONTH_HEAD.test(run) && /^[.]\d{2,4}(?!\d)/u.test(after);
}

// The label set letter by letter on a scan ('R I D E T'), and the number after a label, where a
// leading group may be the single letter O a zero becomes and the rank's dot may stand apart
// ('R I D E T  O 8l3 44O . OOl'): four real digits at least, so a word is never read as one.
const LETTER_SPACED_LABEL = /(?<![\p{L}])R I D(?: E T)?(?![\p{L}])/gu;
// A group may open the next line when the scan cut the number at the line's end ('RIDET O 212' / '746.OO1').
const LABELLED_OCR_NUMBER = /(\bRID(?:ET)?\b[ ]*(?:n°|nº|:)?[ ]*)([\dOolI]{1,3}(?:(?:[ ]|[ ]?\n[ ]?)[\dOolI]{3}){1,2}(?:[ ]?[.\-/][ ]?[\dOolI]{3})?)(?![\p{L}\d])/gu;

/**
 * What a number after a label holds where readLabelledOcrNumber changes it: a look-alike letter
 * among its groups or in its rank, or a space beside the rank's separator. A text where no label
 * is followed so keeps every labelled number as it is, and is not scanned (speed only; most
 * texts print their identifiers with digits and a rank glued to its dot).
 */
const SCANNED_NUMBER_CHANGE = /RID(?:ET)?[ ]*(?:n°|nº|:)?[ ]*[\d \n]*(?:[OolI]| [.\-/]|[.\-/](?: |\d{0,2}[OolI]))/;

function readLabelledOcrNumber(_: string, label: string, run: string): string {
  if ((run.match(/\d/g) ?? []).length < 4) return `${label}${run}`;
  return `${label}${run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/ ?([.\-/]) ?(?=\S{3}$)/u, '$1')}`;
}

/**
 * What a changing match of OCR_DIGIT_RUN holds: its run of digits, O/o/l/I and single separators
 * has a digit and one of those letters, so somewhere one next to the other, a separator at most
 * between. A text without this keeps every run as it is, and is not scanned (speed only).
 */
const OCR_DIGIT_RUN_CHANGE = /\d[ .\-/]?[OolI]|[OolI][ .\-/]?\d/;
/** Likewise OCR_DIGIT_TOKEN: an O next to a digit. */
const OCR_DIGIT_TOKEN_CHANGE = /\dO|O\d/;

const SOFT_HYPHEN_CUT = /(?<=\p{Lu})\u00ad[ ]*\n[ ]*(?=\p{Lu})|(?<=\p{Ll})\u00ad[ ]*\n[ ]*(?=\p{Ll})/gu;

/**
 * Every character the pass's own replacements read but the OCR repairs' (exotic spaces, ligatures,
 * combining marks, soft hyphens and zero-width spaces, non-breaking hyphens, a scan's stray marks):
 * one class tested once, after the mojibake is read, and those replacements skipped when none is
 * there (speed only). The OCR repairs between them (ocr-repair.ts) print none of these.
 */
const CHARACTERS_TO_READ = /[\u0300-\u036f\t\v\f|\u00a0\u00a6\u00ad\u2007\u2009\u200b\u2010\u2011\u2022\u202f\ufb00-\ufb06]/;
/**
 * Whether the text holds a lead of a misread page's runs ('Ã', 'Â', 'â'), looser than mojibake.ts's own
 * sign: a text without one is not asked (speed only; three searches of a character cost less than one pattern's).
 */
const holdsMojibakeLead = (text: string): boolean => text.includes('Ã') || text.includes('Â') || text.includes('â');

/** Characters only: line ends, exotic spaces and hyphens, soft hyphens, OCR slips in numbers and labels. */
export function normaliseCharacters(text: string): string {
  let out = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  if (holdsMojibakeLead(out)) out = withoutMojibake(out);
  const toRead = CHARACTERS_TO_READ.test(out);
  out = repairOcrWords(toRead ? out.replace(/[\u00a0\u202f\u2007\u2009\t\f\v]/g, ' ') : out);
  if (toRead) out = withPrintersCharactersRead(out);
  // Every match holds an R before its look-alike letter: a text without one is not scanned (speed only).
  if (out.includes('Rl') || out.includes('R1') || out.includes('R|')) out = out.replace(OCR_LABEL, (_, et: string | undefined) => `RID${et ?? ''}`);
  if (out.includes('R.')) out = out.replace(DOTTED_LABEL, (label: string) => (/E/.test(label) ? 'RIDET' : 'RID'));
  if (OCR_DIGIT_RUN_CHANGE.test(out)) out = out.replace(OCR_DIGIT_RUN, (run: string, offset: number, whole: string) => (/\d/.test(run) && !romanMonthDateHead(run, whole.slice(offset + run.length)) ? run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1') : run));
  if (OCR_DIGIT_TOKEN_CHANGE.test(out)) out = out.replace(OCR_DIGIT_TOKEN, (token) => token.replace(/O/g, '0'));
  // A date's groups of letters alone (`19/lO/2026`, `lO novembre 2026`), after the tokens beside digits (ocr-date-digits.ts);
  // its patterns are tried only where a code unit's scan finds their sign (ocr-date-letters-gate.ts, speed only).
  if (mayHoldDateLetters(out)) out = withDateDigitsRead(out);
  // A scan's stray mark alone at a line's end or start ('X •', '|   Le greffier.'): no character
  // of the notice. A line with another bar is a table's row and keeps its bars.
  if (toRead && /[•¦|]/.test(out)) out = withoutStrayMarksAtStart(out.replace(STRAY_MARK_END, ''));
  // Two sentences a scan glued at the full stop (`… des opérations de liquidation.La société avait
  // été dissoute …`, `tribu de Tiéti.Quitus de sa gestion …`): a word of five letters at least, small
  // but for a capital first, the stop, then a capitalised word; the space is read back so the second
  // sentence is one of its own. A shorter word may be a telegraphic abbreviation run into the next
  // (`aug.Kpl`); domains and sigles print no such pair.
  if (/\p{Ll}\.\p{Lu}/u.test(out)) out = out.replace(GLUED_SENTENCES, '$1 ');
  // A scan's speck read as a lone tick before a label opening its line (`' Dénomination : X`): no
  // French line opens on an apostrophe and a space.
  if (out.includes("' ") || out.includes('’ ') || out.includes('‘ ') || out.includes('` ')) out = out.replace(STRAY_TICK_BEFORE_LABEL, '$1');
  // The company's word in brackets before its name ('(Sté) X', '(Société) X') is the word a name opens on ('Sté X').
  if (out.includes('(S')) out = out.replace(BRACKETED_COMPANY_WORD, '$1 ');
  // A compositor's tag in brackets opening a line before its heading in capitals ('(insertion) CONSTITUTION'): no word of the heading.
  if (out.includes(')')) out = out.replace(LINE_TAG, '$1');
  // Two single quotes typed for a double one around a phrase ('’’X’’', "''X''") are its quotes.
  if (out.includes('’’') || out.includes("''") || out.includes('‘‘')) out = out.replace(DOUBLED_SINGLE_QUOTES, '"$1"');
  // A labelled RID's look-alike letters read as digits when the check digit accepts them (ocr-ridet-letters.ts).
  return withRidetLettersRead(readScannedLabel(out));
}

/** Ligatures, doubled accents, soft hyphens, zero-width spaces and non-breaking hyphens, read as a reader reads them. */
function withPrintersCharactersRead(text: string): string {
  // Ligatures of PDF fonts ('insuﬃsance', 'modiﬁés').
  let out = text.replace(/[\ufb00-\ufb06]/g, (c) => c.normalize('NFKC'));
  // A scan's accent printed twice: a combining mark after a letter that carries its own ('É́DITIONS',
  // 'HÔ̂TEL') is a doubled print, not a second accent no French letter has.
  if (/[\u0300-\u036f]/.test(out)) out = out.normalize('NFC').replace(DOUBLED_ACCENT, (printed: string, base: string) => (base.normalize('NFD').length > 1 ? base : printed));
  // A soft hyphen is where the compositor may cut a word: at a line's end it marks one word cut
  // ('TRANSPORTS MARITI­' / 'MES'), joined without a space; elsewhere it prints nothing. Only when
  // the piece after goes on in the same case, so a running header in capitals after a cut in
  // lower case stays a line of its own.
  if (out.includes('\u00ad')) out = out.replace(SOFT_HYPHEN_CUT, '');
  return out.replace(/[\u00ad\u200b]/g, '').replace(/[\u2010\u2011]/g, '-');
}

const DOUBLED_ACCENT = /(\p{L})[\u0300-\u036f]+/gu;
const BRACKETED_COMPANY_WORD = /\((Sté|Ste|Soc\.|Société|Societe|Sté\.)\)[ \t]+(?=\p{Lu}{2})/gu;
const LINE_TAG = /^([ \t]*)\(\p{Ll}{3,15}\)[ \t]+(?=\p{Lu}{3,}(?:[ \t]|$))/gmu;
const DOUBLED_SINGLE_QUOTES = /(?:’’|‘‘|'')([^’‘'\n]{1,80}?)(?:’’|'')/g;
const STRAY_MARK_END = /(?<=^[^|¦\n]*\S)[ \t]+[•¦|][ \t]*$/gm;
const STRAY_MARK_START = /^[ \t]*[|¦][ \t]+(?=[^|¦\n]*$)/gm;
const GLUED_SENTENCES = /(?<![\p{L}@/.])(\p{Lu}?\p{Ll}{4,}\.)(?=\p{Lu}\p{Ll}+[ \t,;:])/gu;
const STRAY_TICK_BEFORE_LABEL = /^([ \t]*)['’‘`´][ \t]+(?=\p{Lu}\p{L}+(?:[ \t]+\p{L}+){0,3}[ \t]*:)/gmu;

/**
 * A scan's stray bar opening a line, dropped. Under a line that holds a bar at the same column, the
 * bar is a two-column record's rule going on under its value ('APPORTEUSE | X, SA …' / '      | 8,
 * rue …'): it is dropped too, its column kept as spaces, so that the line stays indented under the
 * value it goes on with (layout/bar-pairs.ts).
 */
function withoutStrayMarksAtStart(text: string): string {
  return text.replace(STRAY_MARK_START, (mark: string, at: number) => {
    if (at === 0) return '';
    const lineEnd = at - 1;
    const above = text.slice(text.lastIndexOf('\n', lineEnd - 1) + 1, lineEnd);
    const column = mark.search(/[|¦]/);
    return above[column] === '|' || above[column] === '¦' ? ' '.repeat(mark.length) : '';
  });
}

/** The letter-spaced label and the number after a label with O, l or a dot apart; only when they are there (speed only). */
function readScannedLabel(text: string): string {
  let out = text;
  if (out.includes('R I D')) out = out.replace(LETTER_SPACED_LABEL, (label: string) => label.replace(/ /g, ''));
  // The rank may stand apart after a dash or slash ('RIDET : 1 000 001 - OOl').
  if (SCANNED_NUMBER_CHANGE.test(out) && /RID(?:ET)?[ ]*(?:n°|nº|:)?[ ]*[\d \n]*(?:[-/][ ]?)?[OolI.]/.test(out)) out = out.replace(LABELLED_OCR_NUMBER, readLabelledOcrNumber);
  return out;
}

/**
 * Whether a word cut by a line-end hyphen, both halves capitalised, is one word. The notice
 * itself is the first dictionary: a form it prints elsewhere, in either number, wins ('TRAVER-/SÉE' beside 'traversée');
 * then a common word ending joins, a short first half joins unless it begins compounds.
 */
function joinsCapitalised(first: string, rest: string, folded: string, text: string, lowerCutsJoined: () => string, at: number): boolean {
  const whole = fold(`${first}${rest}`);
  const hyphenated = fold(`${first}-${rest}`);
  // A word the text does not hold is not searched for with a pattern built for it (speed only).
  const occursIn = (within: string, word: string): boolean => within.includes(word) && new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(within);
  const occurs = (word: string): boolean => occursIn(folded, word);
  if (occurs(whole)) return true;
  if (occurs(hyphenated)) return false;
  // The same word cut at another line's end in lower case, which joins ('MOUI-/RANGE 3' beside
  // 'route de Mouiran-/ge').
  if (occursIn(lowerCutsJoined(), whole)) return true;
  // Then the language's own: a French word that is not a compound ('INDUS-/TRIE', 'CONTAI-/NERS',
  // 'BOUGAIN-/VILLIER') joins; a compound the language writes with its hyphen ('STATION-/SERVICE')
  // keeps it. Names and places are in neither and go on to the cut's shape below.
  const word = isFrenchWord(whole) || isCountryWord(whole);
  const compound = isFrenchWord(hyphenated);
  if (word !== compound) return word;
  // The same word in the other number ('MENUI-/SERIES' beside 'menuiserie'): a compound's two
  // halves run together are no word the notice prints in either.
  const twin = /[sx]$/.test(whole) ? whole.slice(0, -1) : `${whole}s`;
  if (twin.length >= 6 && occurs(twin)) return true;
  if (WORD_ENDINGS.has(fold(rest))) return true;
  // No word opens on 'Ç' ('FRAN-/ÇAIS', 'GAR-/ÇON', 'COMMER-/ÇANTS'): the piece is a word's last syllables.
  if (/^Ç/u.test(rest)) return true;
  // One consonant before the ending '-ier' / '-ière' ('TONNE-/LIER', 'HÔTE-/LIÈRE'): a
  // word's last syllable, no word a compound or a name is made of.
  if (CONSONANT_IER_SYLLABLE.test(fold(rest))) return true;
  // One consonant before a trade's ending '-erie' ('PLOM-/BERIE', 'CARROS-/SERIE'): a word's last
  // syllables, no word a compound or a name is made of.
  if (CONSONANT_ERIE_SYLLABLE.test(fold(rest))) return true;
  const head = fold(first);
  if ((head.length <= 3 && !COMPOUND_STARTS.has(head)) || FUSED_PARTICLES.has(head)) return true;
  if (learnedSuffixCut(head, fold(rest), folded)) return true;
  // A word cut before its last syllable, no compound's second word (line-end-syllable.ts).
  if (cutBeforeLastSyllable(head, fold(rest))) return true;
  return narrowColumnJoins(first, rest, text) || surnameCutJoins(text, at, first, rest);
}

/**
 * A noun's last syllables opened by a consonant and closed by a learned suffix ('EXPLO-/RATION',
 * 'ÉLEC-/TRICITÉ', 'INSTALLA-/TIONS', 'AMÉNA-/GEMENT'): the word goes on, unless its first half is a word of its own
 * the notice prints elsewhere (a place or a trade: 'KONÉ' in 'KONÉ-/PRODUCTION' beside '98860 Koné').
 */
const LEARNED_SUFFIX_TAIL = /^[bcdfghjklmnpqrstvwxz][a-z]*(?:tions?|sions?|ites?|ements?)$/;

function learnedSuffixCut(head: string, tail: string, folded: string): boolean {
  if (!LEARNED_SUFFIX_TAIL.test(tail)) return false;
  return !new RegExp(`(?<![\\p{L}-])${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u').test(folded);
}

const NUMBER_WORD = '(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cents?|mille|mil|et)';
/** Compounds of the notices' vocabulary, as their two halves read (folded): never one word; numbers in words ('quatre-/vingt-dix'). */
const LOWER_COMPOUND = new RegExp(`^(?:${NUMBER_WORD}-${NUMBER_WORD}|location-gerances?|locataires?-gerante?s?|proces-verba(?:l|ux)|vice-presidente?s?|ci-(?:apres|dessus|dessous|joint|annexee?s?))$`);

function keepsLowerCaseHyphen(first: string, rest: string, folded: string): boolean {
  const hyphenated = fold(`${first}-${rest}`);
  if (LOWER_COMPOUND.test(hyphenated)) return true;
  // Most cuts have no hyphenated twin in the text: no pattern is built for them (speed only).
  if (!folded.includes(hyphenated)) return false;
  const occurs = (word: string): boolean => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(folded);
  // The compound's own line-end cut is no evidence: it is printed whole at least once besides.
  return occurs(hyphenated) && !occurs(fold(`${first}${rest}`));
}

/** A line-end cut between two lower-case halves, the word the text prints cut (its hyphen and break left out when read). */
const LOWER_CASE_CUT = /(\p{Ll})-[ ]*\n[ ]*(\p{Ll})/gu;

function joinHyphenatedLines(text: string): string {
  if (!/-[ ]*\n/.test(text)) return text;
  const folded = fold(text);
  // The text folded with its lower-case cuts joined, read once when a capitals cut asks (speed only).
  let lowerJoined: string | undefined;
  const lowerCutsJoined = (): string => (lowerJoined ??= fold(text.replace(LOWER_CASE_CUT, '$1$2')));
  return text.replace(/(\p{L}+)-[ ]*\n(?:[ ]*\n)*[ ]*(\p{L}+)/gu, (match: string, first: string, rest: string, at: number) => {
    // A lower-case continuation ('Dénomi-/nation') continues the word, unless the first half is a
    // whole word that opens the law's compounds ('location-/gérance', 'procès-/verbal') or the
    // notice prints the hyphenated compound elsewhere and never the joined word.
    if (/^\p{Ll}/u.test(rest)) return keepsLowerCaseHyphen(first, rest, folded) ? `${first}-${rest}` : `${first}${rest}`;
    if (/\p{Lu}$/u.test(first) && /^\p{Lu}\p{Lu}/u.test(rest) && (sigleJoinsCut(text, at, at + match.length, first, rest) ?? joinsCapitalised(first, rest, folded, text, lowerCutsJoined, at))) return `${first}${rest}`;
    // A word in small letters cut before capitals is no compound of theirs: in two columns the
    // capitals open the next line's other column (`repré-` / `CIPATIONS DE L'OUEST   sentée`), so
    // the lines stay as printed.
    if (/\p{Ll}$/u.test(first) && /^\p{Lu}\p{Lu}/u.test(rest)) return match;
    return `${first}-${rest}`;
  });
}

/**
 * A heading printed with spaced letters ('R A D I A T I O N   D ' O F F I C E'): one letter per
 * token, words apart by two spaces or more. Read as the words it spells.
 */
// An ampersand stands as a word of its own between them ('P H A M   &   N G U Y E N').
const LETTER_SPACED = /^[ \t]*[\p{Lu}'’](?: [\p{Lu}'’.,-])+(?: {2,}(?:&|[\p{Lu}'’](?: [\p{Lu}'’.,-])*))*[ \t]*$/gmu;

function joinLetterSpaced(text: string): string {
  return text.replace(LETTER_SPACED, (line) => {
    if (line.replace(/[^\p{L}]/gu, '').length < 5) return line;
    return line.trim().split(/ {2,}/).map((word) => word.replace(/ /g, '')).join(' ');
  });
}

/**
 * Marks a scan picks up from the page's border, its rules and dust: a line of such marks alone,
 * a bar before a line ('| SARL X'), a mark far after a line's end (a stain's caret too: 'le n° 1 358      ^'),
 * the same mark on both sides of a heading ('*  X  *'). Bullets ('•', '-', '–') start list entries and stay.
 */
const BORDER_ONLY_LINE = /^[ \t]*[|¦·,'`~*^.:;]{1,3}[ \t]*$/gmu;
// A bar far in from the margin with another bar after it on the line is a table's rule before an
// empty cell ('                |               | gérant : X' under a ruled grid): it stays, as its column does.
const BORDER_BEFORE = /^([ \t]{0,2}|[ \t]*(?=[|¦][^|¦\n]*$))[|¦][ \t]+(?=[^\s|¦])/gmu;
// The margin's bar before an empty first cell ('|          | NOUVELLE-CALÉDONIE |', a cell wrapped
// under a row whose bars the margin's rule opened): a space, so the empty cell keeps its column.
const BORDER_BEFORE_EMPTY_CELL = /^([ \t]{0,2})[|¦](?=[ \t]+[|¦][ \t]*\S)/gmu;
// Only after a line's words: an ornament's marks spaced apart (`*   *   *`) are no border.
const BORDER_AFTER = /^(?=[^\n]*[\p{L}\p{N}])([^\n]*\S)[ \t]{3,}[|¦·,'`~*^][ \t]*$/gmu;
// A row whose last cell is empty ('   | DE CANALA   |   |', a cell wrapped under a row) is no
// framed line: the mark before its end closes that empty cell.
const FRAMED_LINE = /^([ \t]*)([|¦*~])[ \t]+((?!\2)\S(?:[^\n]*(?!\2)\S)?)[ \t]+\2[ \t]*$/gmu;

function withoutBorderMarks(text: string): string {
  let out = text;
  // Each looked for only when its marks are there (speed only).
  if (/[|¦~*]/u.test(out)) out = out.replace(FRAMED_LINE, '$1$3').replace(BORDER_BEFORE, '$1').replace(BORDER_BEFORE_EMPTY_CELL, '$1 ');
  if (/^[ \t]*[|¦·,'`~*^.:;]{1,3}[ \t]*$/mu.test(out)) out = out.replace(BORDER_ONLY_LINE, '');
  if (/[ \t]{3}[|¦·,'`~*^][ \t]*$/mu.test(out)) out = out.replace(BORDER_AFTER, '$1');
  return out;
}

export function cleanNoticeText(text: string): string {
  return collapseSpaces(cleanNoticeColumns(text));
}

/**
 * The cleaned text before runs of spaces are collapsed: lines keep their indentation and the gaps
 * between columns, which the layout pass reads (layout/). `collapseSpaces` of it is
 * `cleanNoticeText`.
 */
export function cleanNoticeColumns(text: string): string {
  // Markdown's emphasis and heading marks are no printed characters (markdown-emphasis.ts); a drop
  // capital is read with its word (drop-capital.ts).
  let out = withoutBorderMarks(joinLetterSpaced(withSmallCapsInitialsJoined(withDropCapitalsJoined(withoutMarkdownMarks(normaliseCharacters(text))))));
  if (ANY_RUNNING_HEADER.test(out)) {
    // A break left open on a joining word reads on across the header's margins (open-page-break.ts).
    out = withoutMarginsOfOpenBreaks(out, isRunningHeaderLine);
    for (const header of RUNNING_HEADERS) out = out.replace(header, withoutRunningHeader);
  }
  // A page number printed alone on its line ('- 23 -', 'Page 23 / 40') is the page's, never the notice's.
  if (PAGE_NUMBER_LINE.test(out)) out = out.replace(PAGE_NUMBER_LINES, '');
  // So is a folio alone on the text's first line over the journal's title, a running header a scan
  // split over its lines ('1 124' / 'JOURNAL OFFICIELDE LA NOUVELLECALÉDONIE' / '27 janvier 2026').
  if (FOLIO_OVER_TITLE.test(out)) out = out.replace(FOLIO_OVER_TITLE, '');
  // A bare page number between two paragraphs of one sentence (bare-page-number.ts).
  out = withoutBarePageNumbers(out);
  // A RIDET's rank cut at a line's end, read whole (ridet-rank-cut.ts).
  out = withRidetRanksJoined(out);
  // A one-row table flattened by extraction, read as labelled lines (flattened-table-row.ts).
  out = withFlattenedRowLabelled(out);
  // Two signatures side by side, each name under its own office, paired by column (signature-pairs.ts).
  out = withSignaturePairsApart(out);
  // A running header repeated at a page break, then a dated footer and a newspaper's page break inside a sentence, then any
  // page's running line inside the notice, read across (repeated-page-header.ts, dated-footer-break.ts, page-break.ts, page-running-line.ts).
  // A one-line notice's journal banner set on its own line (journal-banner-opening.ts), then a name in
  // capitals cut at a joining word read on one line (name-line-cut.ts).
  // A word cut at a line's end without a hyphen, read whole (unhyphenated-cut.ts).
  return withNameLinesJoined(withJournalBannerApart(withUnhyphenatedCutsJoined(joinHyphenatedLines(withoutPageRunningLines(withoutPageBreaks(withoutDatedFooterBreaks(withoutRepeatedPageHeader(out))))))));
}

/** Whitespace that `trim` removes, but the line break: what a line may not begin or end with once collapsed. */
function isSpaceInLine(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d && code !== 0x0a) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Whether some line holds two spaces in a row or begins or ends with whitespace (read at each line break, not line by line). */
function hasLinesToTidy(text: string): boolean {
  if (text.includes('  ') || isSpaceInLine(text.charCodeAt(0)) || isSpaceInLine(text.charCodeAt(text.length - 1))) return true;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (isSpaceInLine(text.charCodeAt(at - 1)) || isSpaceInLine(text.charCodeAt(at + 1))) return true;
  }
  return false;
}

/** One space between words, no space at a line's ends, at most one blank line. */
export function collapseSpaces(text: string): string {
  // Most texts reach here with tidy lines (the second call reads the first's output): they are
  // not split into lines (speed only).
  if (!hasLinesToTidy(text)) return text.replace(/\n{3,}/g, '\n\n').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
