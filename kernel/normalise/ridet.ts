/**
 * RIDET recognition. A RIDET is the 7-digit RID (enterprise, zero-padded) followed by the 3-digit
 * establishment rank. Notices print it in many ways; a bare RID or an RCS number names the
 * enterprise only and maps to RID + '001' (establishmentInferred), by team rule.
 */

import { luhnValidRid } from './check-digit.ts';
import { matchesOf } from './global-pattern.ts';
import { fieldIdentifiers } from './field-identifier.ts';
import { shapedIdentifiers } from './shaped-identifier.ts';
import { checkedUnlabelledShapes, unlabelledShapes } from './unlabelled-ridet-shape.ts';

export { luhnValid, luhnValidRid } from './check-digit.ts';

export interface RidetMatch {
  /** 10 digits. */
  ridet: string;
  /** 7 digits. */
  rid: string;
  /** As printed, label included ('RCS Nouméa 2012 B 1 130 665'). */
  printed: string;
  /** Offset of `printed` in the searched text. */
  index: number;
  /** What introduced the number: a label, or a pattern clear enough on its own. */
  context: 'ridet' | 'rid' | 'rcs' | 'pattern';
  luhnValid: boolean;
  establishmentInferred: boolean;
}

export interface NormalisedRidet {
  ridet: string;
  luhnValid: boolean;
  establishmentInferred: boolean;
}

const S = '[ \\u00a0\\u202f]';
// After a label the number may run onto the next line ('n° 1 606\n553.001'): two-column
// extracts break lines anywhere.
const SL = `(?:${S}|${S}*\\n${S}*)`;
// A rank may be set apart by a dash of any width ('1 092 790 – 001'), or by the underscore a typist
// reaches for when the form will not take a space ('1101195_001').
const RANK_SEP = '[.\\-/_\u2013\u2014]';
const number = (gap: string, labelled: boolean): string => {
  const sep = `(?:${gap}?${RANK_SEP}${gap}?|${gap})`;
  // After a label: a six-digit RID in dotted thousands ('345.678-001'), and OCR's letter O for
  // the leading zero ('RIDET O 710 129.001'), which no amount or word takes there.
  const dotted = labelled ? '\\d{1,3}(?:\\.\\d{3}){1,2}' : '\\d{1,3}(?:\\.\\d{3}){2}';
  const ocrZero = labelled ? `(?:(?<![\\p{L}\\d])O${gap})?` : '';
  // After a label, a RID's seven digits whose spaces fell in the wrong places ('10 777 26.001') or
  // whose rank follows a comma ('1 234 567,001'): a misprint of the same number, read whole when
  // the seven digits run up to the rank's separator (a comma in an amount is followed by cents).
  // A typist may group the seven digits any way, with spaces or with the commas of thousands
  // ('169 0635 001', '1,652,981.001'): ten digits in all, the rank's three last.
  const misgrouped = labelled ? `(?=\\d(?:(?:${gap}|,)?\\d){6}(?:${gap}?[.\\-/\u2013\u2014,]${gap}?|${gap})\\d{3}(?!\\d))(?:\\d(?:${gap}|,)?){6}\\d(?:${gap}?[.\\-/\u2013\u2014,]${gap}?|${gap})\\d{3}|` : '';
  // After a label, thousands set apart by a typist's hyphen or underscore instead of a space
  // ('1-568-708-001'): the same separator twice inside the RID, so no date or phone number takes it.
  // The seven digits cut four and three by the same hyphen as the rank ('1333-921-001').
  const typed = labelled ? `(?:\\d{1,3}-\\d{3}-\\d{3}|\\d{1,3}_\\d{3}_\\d{3})(?:${sep}\\d{3})?|\\d{4}-\\d{3}-\\d{3}(?!\\d)|` : '';
  // Spaced by thousands, compact, or 10 digits; optional establishment rank.
  return `(?<!\\d)${ocrZero}(?:${misgrouped}${typed}\\d{1,3}(?:${gap}\\d{3}){1,2}(?:${sep}\\d{3})?|${dotted}(?:${sep}\\d{3})?|\\d{5,7}(?:${sep}\\d{3})?|\\d{10})(?!\\d|,\\d)`;
};
const NUM = number(S, false);
const NUM_LABELLED = number(SL, true);
// After the register's label its seven digits may run onto the next line between two groups ('RCS
// Nouméa 2011 B 1 077' / '759'), a rank never; otherwise the shapes of an unlabelled number.
const CUT_SEVEN = `\\d{1,3}(?:${S}\\d{3}${S}*\\n${S}*|${S}*\\n${S}*\\d{3}${S})\\d{3}(?!\\d|,\\d|${S}?${RANK_SEP})`;
const NUM_AFTER_RCS = `(?:(?<!\\d)${CUT_SEVEN}|${NUM})`;
// 'nº' (U+00BA, the ordinal indicator) is commonly typed for 'n°'.
// 'Numéro RIDET attribué : …': the number given to the company.
// A small ad abbreviates the label with a full stop, the number glued to it ('RID.1 000 001.001').
// A sentence may give the number after its verb ('son numéro RIDET est le 1 000 001 001').
const NUMBER_LABEL = `(?:\\s*(?:n°|nº|no\\b\\.?|num[ée]ro|num\\.|:|\\.|sous\\s+le|au|attribu[ée]e?(?!\\p{L})|(?:c['’])?est(?:${S}+le)?(?!\\p{L})))*\\s*`;
const RCS = `R\\.?${S}?C\\.?${S}?S\\.?`;
/**
 * Not followed by a currency: the number is an amount ('200 000 F CFP', '1 500 000 XPF'); nor by a
 * further group of three digits, the rest of an amount whose head alone would pass ('évalué à
 * 14 000 000 F CFP' is no register's number '14 000').
 */
const AMOUNT_AFTER = `(?!${S}*(?:F\\b|F\\.|XPF|CFP|francs|FCFP)|${S}\\d{3}(?!\\d))`;
// The year before 'B' may be printed with two digits ('88 B 235 119', older registrations); a trader
// (a natural person) is registered under 'A' ('RCS Nouméa 2016 A 1 339 043').
const YEAR_B = `(?:(?:(?:19|20)?\\d{2}${S}*)?[AB]${S}+)`;
// After the register's own label, the year may come before any of its letters: A for traders
// (natural persons), B for commercial companies, C for economic interest groups, D for civil
// companies ('R.C.S. Nouméa 92 D 246 645').
const YEAR_LETTER = `(?:(?:(?:19|20)?\\d{2}${S}*)?[A-D]${S}+)`;

/** The register's label alone, as the patterns read it (same fragment, same flags). */
const RCS_LABEL = new RegExp(RCS, 'iu');

/** A pattern and, where it opens on the number, a label every match holds: a text without it is not scanned (speed only). */
const CONTEXT_PATTERNS: ReadonlyArray<{ context: RidetMatch['context']; regex: RegExp; needs?: RegExp }> = [
  // The label may name whose number it is ('RIDET de l'établissement : 1 000 001/003', 'RIDET du siège',
  // a form's 'N° RIDET de la société : 1 954 833 001').
  // A sheet's label may name it bare ('RIDET siège : …').
  { context: 'ridet', regex: new RegExp(`\\bRIDET\\b(?:${S}+(?:de${S}+l['’]|du${S}+|de${S}+la${S}+)?(?:[ée]tablissement|si[èe]ge|succursale|soci[ée]t[ée]|entreprise|entit[ée]|groupement|GIE|association)(?:${S}+(?:secondaire|principal))?)?${NUMBER_LABEL}(${NUM_LABELLED})`, 'giu') },
  { context: 'rid', regex: new RegExp(`\\bRID\\b${NUMBER_LABEL}(${NUM_LABELLED})`, 'giu') },
  {
    context: 'rcs',
    regex: new RegExp(
      `\\b${RCS}(?:\\s+(?:de|du)\\s+|\\s+)?(?:Noum[ée]a\\b)?(?:\\s+sous\\s+le)?${NUMBER_LABEL}${YEAR_LETTER}?(${NUM_AFTER_RCS})`,
      'giu',
    ),
  },
  {
    context: 'rcs',
    // Not another city's register ('registre du commerce et des sociétés de Marseille sous le numéro 440 465 805'),
    // nor an amount further on ('radiation du registre du commerce et des sociétés de la société X, SARL
    // au capital de 200 000 F CFP'): a number in francs is a capital, never a register's number.
    regex: new RegExp(`registre du commerce(?![^\\d]{0,80}?\\b(?:de|du)${S}+(?!Noum[ée]a\\b|la\\b|l['’]|Nouvelle)\\p{L}{3,}[\\s,]+(?:sous|n°|num|\\d))[^\\d]{0,80}?${YEAR_B}?(${NUM})${AMOUNT_AFTER}`, 'giu'),
  },
  // Without the register's label the letter still says which book: B for commercial companies,
  // C for economic interest groups, D for civil companies ('sous le numéro 2026 D 0 998 054').
  { context: 'rcs', regex: new RegExp(`\\b(?:19|20)\\d{2}${S}*[BCD]${S}*(${NUM})`, 'gu') },
  // 'n° 97 B 416\n743': a two-digit year and B are an RCS number's shape, which may run over a line.
  { context: 'rcs', regex: new RegExp(`(?<![\\d.,/])\\d{2}${S}+[BCD]${S}+(${NUM_LABELLED})`, 'gu') },
  // The register under its name spelt out (older notices): 'inscrite au répertoire
  // d'identification des entreprises sous le numéro 621.004, établissement 001', or shortened
  // ('immatriculée au répertoire des entreprises sous le numéro 1697531/001').
  {
    context: 'ridet',
    regex: new RegExp(`\\br[ée]pertoire\\s+(?:d['’]identification\\s+)?des\\s+entreprises(?:\\s+et\\s+(?:des\\s+)?[ée]tablissements)?${NUMBER_LABEL}(${NUM_LABELLED})`, 'giu'),
  },
  // (lead, fourteenth session, from chevrons cw15) A form's label for the number the registry
  // identifies a company by, the register left unnamed ('N° d'identification   0 820 183 001').
  { context: 'ridet', regex: new RegExp(`\\b(?:n°|nº|no\\b\\.?|num[ée]ro)${S}*d['’]identification(?:${S}+de${S}+la${S}+soci[ée]t[ée])?${NUMBER_LABEL}(${NUM_LABELLED})`, 'giu') },
  // 'immatriculée sous le numéro 0 198 344 001': the number a company is registered under.
  { context: 'ridet', regex: new RegExp(`\\bimmatricul[ée]e?s?${S}+sous${S}+le${NUMBER_LABEL}(${NUM_LABELLED})`, 'giu') },
  // Not another registry's number: '749 008 934 RCS Nantes' is a French SIREN, New Caledonia's
  // one registry is Nouméa's.
  // The full stop of 'R.C.S.' may stand before the city ('492 818 463 R.C.S. Paris').
  { context: 'rcs', regex: new RegExp(`(${NUM})${S}+${RCS}(?![\\p{L}])(?!\\.?${S}+(?:de${S}+)?(?!Noum[ée]a)\\p{L}{3,})`, 'giu'), needs: RCS_LABEL },
];

// A rank under its own name after a RID: '– Établissement : 002', ', ETABLISSEMENT 001', 'établ. n° 003',
// '(établissement 002)', '– rang établissement : 001'; typed shorter, 'etab 001', or the rank alone in
// brackets right after the RID ('rid 1 234 567 (001)').
const NAMED_RANK = /^[ \u00a0\u202f]*[,\-\u2013\u2014(]?[ \u00a0\u202f]*(?:[ée]tablissement|[ée]tabl?\.|[ée]tabl?(?=[ \u00a0\u202f]+\d)|\((?=\d{3}\))|rang(?:[ \u00a0\u202f]+(?:d['’]|de[ \u00a0\u202f]+l['’])?[ \u00a0\u202f]*[ée]tablissement)?)[ \u00a0\u202f]*(?:n°|nº|:)?[ \u00a0\u202f]*(\d{3})(?!\d)/iu;

/** Splits an already located number into RID and rank; null when it cannot be a RIDET. */
function splitNumber(numeral: string): NormalisedRidet | null {
  const trimmed = numeral.trim();
  const ranked = /^(.*\d)\s*[.\-/_\u2013\u2014,]\s*(\d{3})$/u.exec(trimmed);
  // '1-568-708' is a RID grouped by hyphens, not RID 1568 with rank 708: no RID has four digits.
  const withRank = ranked && ranked[1]!.replace(/\D/g, '').length >= 5 ? ranked : null;
  let rid: string;
  let rank: string;
  let inferred = false;
  // '527.193' after a label is a six-digit RID in dotted thousands (older printings), not
  // RID 527 with rank 193: no RID has three digits.
  if (withRank && !/^\d{3}\.\d{3}$/u.test(trimmed)) {
    rid = withRank[1]!.replace(/\D/g, '');
    rank = withRank[2]!;
  } else {
    const digits = trimmed.replace(/\D/g, '');
    const groups = trimmed.split(/[\s\u00a0\u202f]+/);
    if (digits.length === 10) {
      rid = digits.slice(0, 7);
      rank = digits.slice(7);
    } else if (digits.length >= 5 && digits.length <= 7) {
      rid = digits;
      rank = '001';
      inferred = true;
    } else if ((digits.length === 8 || digits.length === 9) && groups.length > 1 && groups.at(-1)!.length === 3) {
      // '122 531 001': a RID without its leading zero, then the rank.
      rid = digits.slice(0, -3);
      rank = digits.slice(-3);
    } else {
      return null;
    }
  }
  if (rid.length > 7 || rid.length < 5) return null;
  rid = rid.padStart(7, '0');
  if (/^0+$/.test(rid)) return null;
  return { ridet: `${rid}${rank}`, luhnValid: luhnValidRid(rid), establishmentInferred: inferred };
}

/**
 * Normalises any printed form ('RIDET n° 1 236 165.002', '1234567-001', 'RCS Nouméa 2012 B
 * 1 130 665', '1 411 016 RCS Nouméa', '0122531', '122531') into 10 digits.
 */
export function normaliseRidet(printed: string): NormalisedRidet | null {
  const found = findRidets(printed)[0];
  if (found) return { ridet: found.ridet, luhnValid: found.luhnValid, establishmentInferred: found.establishmentInferred };
  // Metadata fields hold the bare number without any label; five digits alone is a postcode.
  const bare = new RegExp(`^\\s*(${NUM})\\s*$`, 'u').exec(printed);
  if (!bare || bare[1]!.replace(/\D/g, '').length < 6) return null;
  return splitNumber(bare[1]!);
}

/** Every RIDET, RID or RCS mention of a text, in reading order. */
export function findRidets(text: string): RidetMatch[] {
  const matches: RidetMatch[] = [];
  const claimed: Array<[number, number]> = [];
  const overlaps = (start: number, end: number): boolean => claimed.some(([s, e]) => start < e && end > s);
  const consider = (context: RidetMatch['context'], printed: string, index: number, numeral: string): void => {
    const numeralStart = index + printed.lastIndexOf(numeral);
    if (overlaps(numeralStart, numeralStart + numeral.length)) return;
    let split = splitNumber(numeral);
    if (!split) return;
    let end = numeralStart + numeral.length;
    if (split.establishmentInferred && context !== 'pattern') {
      // The rank printed apart and named: 'RID : 1 224 757 – Établissement : 002'.
      const rank = NAMED_RANK.exec(text.slice(end, end + 40));
      if (rank) {
        split = { ...split, ridet: `${split.ridet.slice(0, 7)}${rank[1]!}`, establishmentInferred: false };
        printed = text.slice(index, end + rank[0].length);
        end += rank[0].length;
      }
    }
    claimed.push([numeralStart, end]);
    matches.push({
      ridet: split.ridet,
      rid: split.ridet.slice(0, 7),
      printed: printed.trim(),
      index,
      context,
      luhnValid: split.luhnValid,
      establishmentInferred: split.establishmentInferred,
    });
  };
  for (const { context, regex, needs } of CONTEXT_PATTERNS) {
    if (needs !== undefined && !needs.test(text)) continue;
    for (const m of matchesOf(regex, text)) consider(context, m[0], m.index, m[1]!);
  }
  // A RID's shape after a label no list names ('RDT 1 010 305.001', 'Rd1570878/001'): read only
  // when its check digit passes (shaped-identifier.ts), as an unlabelled candidate.
  for (const shaped of shapedIdentifiers(text)) consider('pattern', shaped.printed, shaped.index, shaped.numeral);
  // Without a label only shapes no amount, date, phone or postcode takes (unlabelled-ridet-shape.ts).
  for (const m of unlabelledShapes(text)) consider('pattern', m[0], m.index, m[0]);
  for (const m of checkedUnlabelledShapes(text)) if (splitNumber(m[0])?.luhnValid) consider('pattern', m[0], m.index, m[0]);
  // A RID's shape and its rank standing as a field of its own between a compositor's separators (field-identifier.ts).
  for (const field of fieldIdentifiers(text)) consider('pattern', field.numeral, field.index, field.numeral);
  return matches.sort((a, b) => a.index - b.index);
}
