import type { RidetForm } from './types.ts';
import { luhnValid } from '../../kernel/normalise/ridet.ts';

/** Forms printing the whole RIDET (RID + establishment rank). */
export const FULL_RIDET_FORMS: readonly RidetForm[] = [
  'spaced_dot', 'compact_dot', 'spaced', 'compact', 'ridet_numero', 'dash',
];

/**
 * Forms naming only the enterprise (bare RID or RCS number). Team rule: these map to
 * RID + '001', so they are only used for companies whose siège is establishment 001.
 */
export const RID_ONLY_FORMS: readonly RidetForm[] = [
  'rid_spaced', 'rid_compact', 'rid_unpadded', 'rcs_year', 'rcs_suffix',
];

export const ALL_RIDET_FORMS: readonly RidetForm[] = [...FULL_RIDET_FORMS, ...RID_ONLY_FORMS];

// One Luhn implementation for the generator and the parser.
export { luhnValid };

/** Completes 6 digits with the Luhn check digit into a 7-digit RID. */
export function withLuhnCheckDigit(sixDigits: string): string {
  for (let c = 0; c <= 9; c += 1) {
    const candidate = `${sixDigits}${c}`;
    if (luhnValid(candidate)) return candidate;
  }
  throw new Error('unreachable: one check digit always satisfies Luhn');
}

/** A same-length RID that fails Luhn: the check digit shifted by 1..9 (any single-digit change breaks Luhn). */
export function breakLuhn(rid: string, shift: number): string {
  const last = Number(rid[rid.length - 1]);
  const s = ((shift % 9) + 9) % 9 + 1;
  return `${rid.slice(0, -1)}${(last + s) % 10}`;
}

/** '1231083' -> '1 231 083'. */
export function spaceRid(rid: string): string {
  return `${rid.slice(0, 1)} ${rid.slice(1, 4)} ${rid.slice(4, 7)}`;
}

export function formIsUsableFor(form: RidetForm, rid: string, rank: string): boolean {
  if (FULL_RIDET_FORMS.includes(form)) return true;
  if (rank !== '001') return false;
  // Dropping the leading zero only makes sense when there is one.
  if (form === 'rid_unpadded') return rid.startsWith('0');
  return true;
}

/**
 * The identifier as printed in a notice's header or body, label included
 * ('RIDET : 1 231 083.002', 'RCS Nouméa 2012 B 1 130 665', ...). `variant` picks among
 * equivalent labels so the same form does not always come with the same words.
 */
export function printRidet(
  form: RidetForm,
  rid: string,
  rank: string,
  registrationYear: number,
  variant: number,
): string {
  const spaced = spaceRid(rid);
  const v = variant % 3;
  switch (form) {
    case 'spaced_dot':
      return v === 0 ? `RIDET ${spaced}.${rank}` : `RIDET : ${spaced}.${rank}`;
    case 'compact_dot':
      return v === 0 ? `RIDET ${rid}.${rank}` : `Ridet : ${rid}.${rank}`;
    case 'spaced':
      return v === 0 ? `RIDET : ${spaced} ${rank}` : `N° RIDET ${spaced} ${rank}`;
    case 'compact':
      return v === 0 ? `RIDET : ${rid}${rank}` : `RIDET ${rid}${rank}`;
    case 'ridet_numero':
      return `RIDET n° ${spaced}.${rank}`;
    case 'dash':
      return `RIDET ${rid}-${rank}`;
    case 'rid_spaced':
      return v === 0 ? `RID ${spaced}` : `RID : ${spaced}`;
    case 'rid_compact':
      return v === 0 ? `RID ${rid}` : `n° RID : ${rid}`;
    case 'rid_unpadded':
      return `RID : ${rid.replace(/^0+/, '')}`;
    case 'rcs_year':
      return `RCS Nouméa ${registrationYear} B ${spaced}`;
    case 'rcs_suffix':
      return `${spaced} RCS Nouméa`;
  }
}
