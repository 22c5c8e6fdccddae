/**
 * How real notices print what the parser's templates print one way only: dates in words,
 * identifiers in running prose and cut across lines, newspaper mastheads with the publication
 * date, and the faults of a scanned or two-column PDF (OCR slips, words hyphenated at line
 * ends, no-break spaces inside numbers). Pure string work; every choice comes from the caller's
 * PRNG stream.
 */

import type { Random } from './random.ts';
import type { RidetForm } from './types.ts';
import { formatDateLong, formatDateNumeric } from './french-format.ts';
import { spaceRid } from './ridet-forms.ts';

const MONTHS = [
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin',
  'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
] as const;
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const UNITS = [
  '', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf',
] as const;
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;

/** 1..69 in French words, as deeds write them: 'vingt et un', 'trente-deux'. */
export function numberInWords(n: number): string {
  if (n < 20) return UNITS[n] ?? String(n);
  const tens = TENS[Math.floor(n / 10)] ?? String(n);
  const unit = n % 10;
  if (unit === 0) return tens;
  return unit === 1 ? `${tens} et un` : `${tens}-${UNITS[unit]}`;
}

/** 2024 -> 'deux mille vingt-quatre'. */
export function yearInWords(year: number): string {
  const rest = year - 2000;
  return rest === 0 ? 'deux mille' : `deux mille ${numberInWords(rest)}`;
}

function parts(iso: string): { y: number; m: number; d: number } {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

export type DateWording = 'words' | 'deed' | 'weekday' | 'long' | 'numeric';

/**
 * A date as notices print it: 'douze mars deux mille vingt-quatre' (words), 'l'an deux mille
 * vingt-quatre, le douze mars' (deed: the article is part of it), 'mardi 12 mars 2024', '12 mars
 * 2024', '12/03/2024'. Words and deed forms are written after 'le' or 'du' by the caller, except
 * the deed form which carries its own.
 */
export function wordDate(iso: string, wording: DateWording): string {
  const { y, m, d } = parts(iso);
  const month = MONTHS[m - 1] ?? '';
  switch (wording) {
    case 'words':
      return `${d === 1 ? 'premier' : numberInWords(d)} ${month} ${yearInWords(y)}`;
    case 'deed':
      return `l'an ${yearInWords(y)}, le ${d === 1 ? 'premier' : numberInWords(d)} ${month}`;
    case 'weekday':
      return `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${formatDateLong(iso)}`;
    case 'long':
      return formatDateLong(iso);
    case 'numeric':
      return formatDateNumeric(iso);
  }
}

/** 'du 12 mars 2024', 'du douze mars deux mille vingt-quatre', 'de l'an …': the date after a preposition. */
export function onDate(iso: string, wording: DateWording): string {
  return wording === 'deed' ? `de ${wordDate(iso, wording)}` : `du ${wordDate(iso, wording)}`;
}

export type Newspaper = 'LNC' | 'ActuNC';

/** A newspaper's masthead line with the publication date, as a clipping or a PDF export prints it. */
export function masthead(paper: Newspaper, publicationDate: string, random: Random): string {
  if (paper === 'LNC') {
    return random.pick([
      `Les Nouvelles Calédoniennes – Annonces légales – ${formatDateNumeric(publicationDate)}`,
      `LNC – ${formatDateNumeric(publicationDate)}`,
      `Les Nouvelles Calédoniennes – ${wordDate(publicationDate, 'weekday')}`,
    ]);
  }
  return random.pick([
    `Actu NC – Annonces légales – ${publicationDate}`,
    `Actu NC – Légales – ${formatDateLong(publicationDate)}`,
  ]);
}

/** A publication line printed under a notice: 'Publié le 12 mars 2024', 'Date de parution : 12/03/2024'. */
export function publicationFooter(publicationDate: string, random: Random): string {
  return random.pick([
    `Publié le ${formatDateLong(publicationDate)}`,
    `Date de parution : ${formatDateNumeric(publicationDate)}`,
    `Mise en ligne le ${formatDateLong(publicationDate)}`,
  ]);
}

/**
 * The company's identifier in running prose: 'immatriculée au RIDET sous le n° 1 231 083.002',
 * 'RIDET n° 1231083-002', 'immatriculée au RCS de Nouméa sous le n° 2012 B 1 130 665'. The digits
 * keep the form's layout (the world's tests look for them), only the words around them vary.
 */
export function identInProse(form: RidetForm, rid: string, rank: string, year: number, random: Random): string {
  const spaced = spaceRid(rid);
  const registered = random.chance(0.4);
  const ridet = (number: string): string => (registered ? `immatriculée au RIDET sous le n° ${number}` : random.pick([`RIDET n° ${number}`, `n° RIDET ${number}`, `RIDET ${number}`]));
  switch (form) {
    case 'spaced_dot':
    case 'ridet_numero':
      return ridet(`${spaced}.${rank}`);
    case 'compact_dot':
      return ridet(`${rid}.${rank}`);
    case 'spaced':
      return ridet(`${spaced} ${rank}`);
    case 'compact':
      return ridet(`${rid}${rank}`);
    case 'dash':
      return ridet(`${rid}-${rank}`);
    case 'rid_spaced':
      return registered ? `immatriculée sous le n° RID ${spaced}` : `RID ${spaced}`;
    case 'rid_compact':
      return `RID n° ${rid}`;
    case 'rid_unpadded':
      return `RID ${rid.replace(/^0+/, '')}`;
    case 'rcs_year':
      return registered ? `immatriculée au RCS de Nouméa sous le n° ${year} B ${spaced}` : `RCS Nouméa ${year} B ${spaced}`;
    case 'rcs_suffix':
      return `${spaced} RCS Nouméa`;
  }
}

/** The RIDET of a third party (a buyer, a holding), always in full: its establishment is known. */
export function thirdPartyIdent(rid: string, rank: string, random: Random): string {
  return random.pick([`RIDET n° ${spaceRid(rid)}.${rank}`, `RIDET ${rid}.${rank}`, `immatriculée au RIDET sous le n° ${spaceRid(rid)}.${rank}`]);
}

/**
 * Cuts a spaced identifier across two lines after its second group ('1 231\n083.002'), as a
 * two-column PDF or a narrow newspaper column does. Other identifiers are left whole.
 */
export function splitIdentifier(text: string): string {
  return text.replace(/(\b\d \d{3}) (\d{3}(?:[. ]\d{3})?)(?!\d)/u, '$1\n$2');
}

// Words of the boilerplate that a line end may cut: never a name, an address or a number.
const CUTTABLE = /\b(constituée|assemblée|extraordinaire|procédure|liquidation|judiciaire|paiements|commerce|désigné|mandataire|modification|transféré|dissolution|représentée|caractéristiques|immatriculée|conséquence|responsabilité|simplifiée|décisions)\b/u;

/**
 * What an OCR pass over a scanned two-column page leaves: 'RlDET' for 'RIDET', the letter O for
 * zeros inside numbers (only where another digit stays, as in '1 6O4 3O8.OO1'), a word cut by a
 * hyphen at a line end, doubled spaces. The parser repairs all of these; the ground truth is the
 * repaired reading.
 */
export function ocrFaults(text: string, random: Random): string {
  let out = text;
  if (random.chance(0.7)) out = out.replace(/\bRIDET\b/u, 'RlDET');
  out = out.replace(/(?<![\p{L}\d])\d[\d]*(?![\p{L}\d])/gu, (token) => (/[1-9]/.test(token) && token.includes('0') && random.chance(0.5) ? token.replace(/0/g, 'O') : token));
  const cut = CUTTABLE.exec(out);
  if (cut) {
    const word = cut[1]!;
    const at = random.int(3, word.length - 3);
    out = `${out.slice(0, cut.index)}${word.slice(0, at)}-\n${word.slice(at)}${out.slice(cut.index + word.length)}`;
  }
  return out.replace(/, (?=\p{Ll})/gu, (m) => (random.chance(0.15) ? ',  ' : m));
}

/**
 * No-break spaces inside numbers ('1 000 000 F CFP', '1 231 083.002'), as word processors print
 * them. `narrow` allows the narrow no-break space (U+202F), which a Windows-1252 page cannot carry.
 */
export function noBreakSpaces(text: string, random: Random, narrow = true): string {
  const space = narrow && random.chance(0.5) ? '\u202f' : '\u00a0';
  return text.replace(/(?<=\d) (?=\d{3}\b)/gu, space);
}
