/**
 * Word-level slips of OCR on poor scans that a reader corrects without hesitating, because the
 * slip cannot be anything else: a lowercase `l` among capitals, the digit `6` for `é`, an accent
 * printed apart, `l`/`I` among digits, `rn` for `m` in a month name. Identifiers are not read
 * here with any more tolerance than a reader's: a character that could be one of several digits
 * ('?', a smudge) is left as it is, so the number stays unreadable (ridet.ts).
 */

import { withOcrIRead } from './ocr-i-words.ts';
import { withCircumflexesSet } from './spaced-circumflex.ts';
import { isDictionaryWord, withDictionaryWordsRead } from './ocr-dictionary-words.ts';
import { withPlaceNamesRead } from './ocr-place-names.ts';

// A capitals word with lowercase l's only where an I belongs ('CONSTlTUTION', 'OFFlClEL').
/** A word in capitals with a '1' for its 'I' between letters (`D1RECTRICE`, `ADM1NISTRATEUR`): two capitals on one side, one on the other at least. */
const CAPITALS_WITH_ONE = /(?<![\p{L}\d])(?:\p{Lu}{2,}1\p{Lu}+|\p{Lu}+1\p{Lu}{2,})(?![\p{L}\d])/gu;
const CAPITALS_WITH_L = /(?<![\p{L}\d])(?=[\p{Lu}l]*\p{Lu}[\p{Lu}l]*\p{Lu})(?=[\p{Lu}]*l)[\p{Lu}l]{3,}(?![\p{L}\d])/gu;
// A word of lowercase letters (a capital first allowed) holding 6 for é: 'priv6', '6t6', 'D6nomination'.
const LOWER_WITH_SIX = /(?<![\p{L}\d])(?=[\p{L}6]*\p{Ll})(?=[\p{L}6]*6)(?:\p{Lu}|6)?[\p{Ll}6]+(?![\p{L}\d])/gu;
// A capitals word with 6 between two capitals ('CAL6DONIE'), never at an end (codes: 'RT6').
const UPPER_WITH_SIX = /(?<![\p{L}\d])\p{Lu}+(?:6\p{Lu}+)+(?![\p{L}\d])/gu;
// An accent printed as a spacing mark after its vowel ('de´cide´', 'sie`ge', 'a`').
const SPACED_ACCENT = /([aeiouAEIOU])([´`ˊˋ])/gu;
// A token of digits where OCR printed l or I for 1 and O for 0 ('l5', '2l', 'l2O').
const DIGITS_WITH_LETTERS = /(?<![\p{L}\d])(?=[\dlIO]*\d)(?=[\dO]*[lI])[\dlIO]{2,}(?![\p{L}\d])/gu;
// A word of lowercase letters (a capital first allowed) with the digit 1 where 'l' belongs, after
// its first letter ('A1bert', 'capita1', 'Pau1'): two lowercase letters at least, no other digit, so
// ordinals ('1er') and codes ('B1', 'T1') stay, and so does a word a number runs on from ('Idt1 307 339').
const LOWER_WITH_ONE = /(?<![\p{L}\d])(?=\p{L}[\p{Ll}1]*1)(?=\p{L}[\p{Ll}1]*\p{Ll}[\p{Ll}1]*\p{Ll})\p{L}[\p{Ll}1]+(?![\p{L}\d])(?![ \u00a0.,\n]?\d)/gu;
const MONTHS_WITH_RN = /\b(rnai|rnars|septernbre|novernbre|d[ée]cernbre)\b/giu;
// A capitals word with the digit 0 where O belongs ('J0URNAL', '0FFICIEL', 'S0CIETE'): three
// capitals at least and no other digit, so codes and numbers ('RT2012', 'B0', 'A320') stay.
/** A word in capitals a scan may have printed with bars for its I (`SOC|ETE`, `R|DET`, `OUENGH|`). */
const CAPITALS_WITH_BAR = /(?<![\p{L}\d|])(?=[\p{Lu}|]*\|)(?=(?:[\p{Lu}|]*\p{Lu}){2})[\p{Lu}|]{3,}(?![\p{L}\d|])/gu;
/**
 * How many of them must read as French words with I for their bars before a text's bars are read so:
 * a table's cells parted by bars run together (`CAPITAL|AVANT|APRÈS`, `CONSTITUTION|SAS|X`) read as none.
 */
const MIN_BARRED_WORDS = 2;
const barsAsI = (word: string): string => word.replace(/\|/g, 'I');
function barsReadAsI(text: string): boolean {
  const words = text.match(CAPITALS_WITH_BAR) ?? [];
  return words.length >= MIN_BARRED_WORDS && words.filter((word) => isDictionaryWord(barsAsI(word))).length >= MIN_BARRED_WORDS;
}
const CIVILITY_AS_IVI = /(?<![\p{L}\d])IVI\.(?=[ \t]+\p{Lu})/gu;
const CAPITALS_WITH_IVI = /(?<![\p{L}\d])\p{Lu}*IVI\p{Lu}*(?![\p{L}\d])/gu;
const CAPITALS_WITH_ZERO = /(?<![\p{L}\d])(?=[\p{Lu}0]*0)(?=(?:[\p{Lu}0]*\p{Lu}){3})[\p{Lu}0]{4,}(?![\p{L}\d])/gu;
// 'rn' for 'm' in the words of a legal form and a sale ('responsabilité lirnitée', 'actions
// sirnplifiée', 'société anonyrne', 'fonds de
// cornmerce', 'le norn commercial') and in the name's label and an appointment ('Dénornination',
// 'nornmé'), and in the words of a meeting's decision ('aux terrnes de l'assernblée', 'derneurant',
// 'la rnoitié du capital'), and in the court's and the auditors' office ('comrnissaire', cut at
// the line's end as 'com-' / 'rnissaire'): no French word is spelt so.
const WORDS_WITH_RN = /(?<![\p{L}])(?:lirnit|sirnplifi|anonyrn|cornrn|cornm|cornp|comrniss|com-[ ]*\n[ ]*rniss|rnandat|(?:d[ée])?nornin|nornm|assernbl|terrne|derneur|rnoiti)|(?<![\p{L}])norn(?![\p{L}])/giu;

// An office's word split by a space inside it ('directe ur général', 'directeur général dé légué'):
// each letter may be followed by one space; a match that holds a space is the word the scan split.
const OFFICE_WORDS = ['direct(?:eur|rice)', 'g[ée]n[ée]rale?', 'd[ée]l[ée]gu[ée]e?', 'pr[ée]sidente?', 'administrat(?:eur|rice)', 'suppl[ée]ante?', 'liquidat(?:eur|rice)'];
const spaced = (word: string): string => word.replace(/(\[[^\]]+\]|\((?:\?:)?[^)]*\)\??|[a-z])(?=[[(a-z])/g, '$1 ?');
const SPLIT_OFFICE_WORD = new RegExp(`(?<![\\p{L}])(?:${OFFICE_WORDS.map(spaced).join('|')})(?![\\p{L}])`, 'giu');
/** A split office word's second half, no word of its own (speed only: most texts have none, and are not scanned). */
const SPLIT_OFFICE_HINT = /\s(?:ur|eur|rice|trice|teur|trateur|dateur|datrice|l[ée]gu[ée]e?|sidente?|n[ée]rale?|pl[ée]ante?)(?![\p{L}])/iu;

// A leading 6 before a vowel is an ordinal ('6e', '6ème'), never 'é' ('6t6', '6lu' are).
function readsSixAsE(word: string): boolean {
  return word.length >= 3 && !/^6[aeiouyàâéèêëîïôöûü]/iu.test(word);
}

// A column printed with its spaces lost ('gér.M.KevinTOUYAMBOU'): a civility glued to the given
// name, the given name to the SURNAME, an abbreviation's point to the next word. Only where a
// civility is glued to a capitalised word, which no notice prints so.
const GLUED_CIVILITY_HINT = /(?<![\p{L}])(?:M|Mme|Mlle|Me)\.\p{Lu}\p{Ll}/u;
const GLUED_AFTER_ABBREVIATION = /(\p{Ll}\.)(?=(?:M|Mme|Mlle|Me)\.\p{Lu}\p{Ll})/gu;
const GLUED_CIVILITY = /(?<![\p{L}])(M|Mme|Mlle|Me)\.(?=\p{Lu}\p{Ll})/gu;
const GLUED_GIVEN_NAME = /(?<=(?<![\p{L}])(?:M|Mme|Mlle|Me)\. )(\p{Lu}\p{Ll}{2,})(?=\p{Lu}{2,}(?!\p{Ll}))/gu;

// A lawyer's or court officer's title split by the scan ('M e Karine SOLÉRY', 'M e SOLÉRY'), or a
// civility so split ('M me Lucie X', 'M lle X'): one word before a capitalised name; a lone capital M
// before 'e', 'me' or 'lle' and a name is no French phrase.
const SPLIT_CIVILITY = /(?<![\p{L}.])M (e|me|lle)(?= \p{Lu})/gu;

// A surname set in small capitals that the scan read back in mixed case, its case rising again inside
// the word ('M. Cyril WaNABo', 'le docteur Aurélie MaSSON', 'Mme Anaïs TRAN-VaN', 'M. Stéphane RouvIER'):
// after a civility and a given name, in capitals as printed. No French word or surname changes case
// so; the Scottish and Irish prefixes do ('McKENZIE', 'MacARTHUR') and stay. A scan's bar may end the
// given name's line (a column's rule, set apart later).
const SMALL_CAPS_SURNAME = /(?<=(?<![\p{L}])(?:M\.|Mme|Mlle|Me|MM\.|docteur|Dr\.?)[ \t]+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s|[|¦])+)(?!Mc|Mac)\p{Lu}[\p{L}-]*\p{Ll}\p{Lu}[\p{L}-]*(?![\p{L}])/gu;
// A title set in small capitals, its larger first letter read apart by the scan ('D OCTEUR Anaïs X',
// 'M ONSIEUR', 'M ADAME'): no French word is a lone capital before these letters. Small capitals
// render the word written with its capital only ('Docteur'), as it is read back.
const SPLIT_SMALL_CAPS_TITLE = /(?<![\p{L}.])(?:D OCTEURS?|M ONSIEUR|M ADAME|M ADEMOISELLE|M A[IÎ]TRE|P ROFESSEUR)(?![\p{L}])/gu;

// The first of a month whose digit the scan read as a letter ('DU IER AVRIL 2026', 'le ler mars'): no
// French word is 'Ier' or 'ler' before a month's name.
const FIRST_OF_MONTH_AS_LETTER = /(?<![\p{L}\d])[Il](er|ER)(?=[ \t]+(?:janv|f[ée]v|mars|avr|mai|juin|juil|ao[uû]|sept|oct|nov|d[ée]c))/giu;

export function repairOcrWords(text: string): string {
  // Each slip is looked for only when its telltale characters are there (speed only: most texts have none).
  // A month's or a label's 'i' read as 'l' or '1' (ocr-i-words.ts).
  let out = withOcrIRead(text);
  // A circumflex printed apart inside a word (spaced-circumflex.ts).
  out = withCircumflexesSet(out);
  if (/[´`ˊˋ]/.test(out)) out = out.replace(SPACED_ACCENT, (_, vowel: string, mark: string) => `${vowel}${mark === '´' || mark === 'ˊ' ? '\u0301' : '\u0300'}`.normalize('NFC'));
  if (/[A-ZÀ-Þ]\|[A-ZÀ-Þ]/.test(out) && barsReadAsI(out)) out = out.replace(CAPITALS_WITH_BAR, barsAsI);
  if (/[A-ZÀ-Þ]l[A-ZÀ-Þ]|[A-ZÀ-Þ]{2}l|l[A-ZÀ-Þ]{2}/.test(out)) out = out.replace(CAPITALS_WITH_L, (word) => word.replace(/l/g, 'I'));
  if (/[A-Za-zÀ-ÿ]6|6[A-Za-zÀ-ÿ]/.test(out)) {
    out = out.replace(LOWER_WITH_SIX, (word) => (readsSixAsE(word) ? word.replace(/6/g, 'é') : word)).replace(UPPER_WITH_SIX, (word) => word.replace(/6/g, 'É'));
  }
  if (/\p{L}1|1\p{Ll}/u.test(out)) out = out.replace(LOWER_WITH_ONE, (word) => word.replace(/1/g, 'l'));
  if (/\p{Lu}1\p{Lu}/u.test(out)) out = out.replace(CAPITALS_WITH_ONE, (word) => word.replace(/1/g, 'I'));
  if (/\d[lI]|[lI]\d/.test(out)) out = out.replace(DIGITS_WITH_LETTERS, (token) => token.replace(/[lI]/g, '1').replace(/O/g, '0'));
  // Both 'rn' slips' signs hold an 'rn' in some case, which two texts in three lack: one search for
  // it spares the two (speed only).
  if (/rn/i.test(out)) {
    if (/rn(?:ai|ars|bre)/i.test(out)) out = out.replace(MONTHS_WITH_RN, (word) => word.replace(/rn/giu, (rn) => (rn === 'RN' ? 'M' : 'm')));
    if (/lirnit|sirnplifi|anonyrn|cornrn|cornm|cornp|rniss|rnandat|norn(?:in|m|(?![a-z]))|assernbl|terrne|derneur|rnoiti/i.test(out)) out = out.replace(WORDS_WITH_RN, (word) => word.replace(/rn/giu, (rn) => (rn === 'RN' ? 'M' : 'm')));
  }
  // Any other word with 'rn' for 'm', 'cl' for 'd', e' for 'é' or 0 for 'o', read back against the dictionary (ocr-dictionary-words.ts).
  out = withDictionaryWordsRead(out);
  // A commune's name with the same slips, read back against the country's communes (ocr-place-names.ts).
  out = withPlaceNamesRead(out);
  if (/[A-Z]0|0[A-Z]/.test(out)) out = out.replace(CAPITALS_WITH_ZERO, (word) => word.replace(/0/g, 'O'));
  // An M read as 'IVI' in capitals: the civility before a name ('IVI. ALAIN X'), and words that read
  // as French words with M for it ('SIIVIPLIFIEE', 'ASSEIVIBLEE'); no French word holds 'IVI' so.
  if (out.includes('IVI')) out = out.replace(CIVILITY_AS_IVI, 'M.').replace(CAPITALS_WITH_IVI, (word) => (isDictionaryWord(word.replace(/IVI/g, 'M')) ? word.replace(/IVI/g, 'M') : word));
  if (out.includes('Ii')) out = out.replace(/(?<![\p{L}\d])Ii(?=\p{Ll})/gu, 'li');
  if (SPLIT_OFFICE_HINT.test(out)) out = out.replace(SPLIT_OFFICE_WORD, (word) => word.replace(/ (?=\p{L})/gu, ''));
  if (/(?<![\p{L}\d])[Il]er\b/iu.test(out)) out = out.replace(FIRST_OF_MONTH_AS_LETTER, '1$1');
  if (/M (?:e|me|lle) /.test(out)) out = out.replace(SPLIT_CIVILITY, 'M$1');
  if (/[DMP] [A-ZÎ]{4}/.test(out)) out = out.replace(SPLIT_SMALL_CAPS_TITLE, (title) => title.charAt(0) + title.slice(2).toLowerCase());
  if (GLUED_CIVILITY_HINT.test(out)) out = out.replace(GLUED_AFTER_ABBREVIATION, '$1 ').replace(GLUED_CIVILITY, '$1. ').replace(GLUED_GIVEN_NAME, '$1 ');
  if (/\p{Ll}\p{Lu}/u.test(out)) out = out.replace(SMALL_CAPS_SURNAME, (surname) => surname.toLocaleUpperCase('fr'));
  return out;
}
