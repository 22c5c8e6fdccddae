import type { AnnonceType } from '../../kernel/model/announcement.ts';
import type { Etat } from '../../publish/artefacts/company-state.ts';

/** How the pages write dates, RIDETs, types, states and sources, in French. */

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * `YYYY-MM-DD` as French typography writes it; anything else is returned unchanged.
 *
 * @example
 * frenchDate('2026-03-12'); // '12 mars 2026'
 * frenchDate('2026-04-01'); // '1er avril 2026'
 */
export function frenchDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  const day = Number(match[3]);
  return `${day === 1 ? '1er' : day} ${month} ${match[1]}`;
}

/**
 * A RIDET in its printed form: the 7-digit RID in groups of three from the right, a dot, the
 * 3-digit establishment rank. Anything but 10 digits is returned unchanged.
 *
 * @example
 * printedRidet('1234567001'); // '1 234 567.001'
 */
export function printedRidet(ridet: string): string {
  const match = /^(\d)(\d{3})(\d{3})(\d{3})$/.exec(ridet);
  return match ? `${match[1]} ${match[2]} ${match[3]}.${match[4]}` : ridet;
}

export const TYPE_LABELS: Readonly<Record<AnnonceType, string>> = {
  creation: 'Création',
  capital: 'Capital',
  siege: 'Siège',
  statuts: 'Statuts',
  nomination: 'Dirigeants',
  cession: 'Cession',
  procedure: 'Procédure collective',
  dissolution: 'Dissolution',
};

/** The label of a type; an unknown value (a newer snapshot) shows as given. */
export function typeLabel(type: string): string {
  return (TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const ETAT_LABELS: Readonly<Record<Etat, string>> = {
  en_activite: 'En activité',
  en_procedure: 'En procédure collective',
  dissoute: 'Dissoute',
};

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  JONC: 'Journal officiel (JONC)',
  LNC: 'Les Nouvelles calédoniennes',
  ActuNC: 'Actu.nc',
  ProvinceSud: 'Province Sud',
  ProvinceNord: 'Province Nord',
  ProvinceIles: 'Province des Îles',
};

/** A source as readers know it; the list is open-ended, so an unknown id shows as given. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

/**
 * `n` with its noun, French plural rules (0 and 1 are singular), thousands separated.
 *
 * @example
 * countOf(1085, 'annonce', 'annonces'); // '1 085 annonces'
 */
export function countOf(n: number, singular: string, plural: string): string {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${digits} ${n <= 1 ? singular : plural}`;
}
