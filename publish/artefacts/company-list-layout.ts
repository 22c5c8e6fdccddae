import { PROCEDURE_TYPES } from '../../kernel/model/procedure-stage.ts';
import { FORM_ABBREVIATIONS } from '../../kernel/normalise/legal-form.ts';
import { COMMUNE_BY_FOLDED, communeOf, type Commune } from './communes.ts';
import { ETATS, type Etat } from './company-state.ts';
import type { EntrepriseRecord } from './feed-layout.ts';
import { foldName } from './search-options.ts';

/**
 * The prebuilt company lists of GET /v1/entreprises (docs/artefacts.md, "Company lists"): every
 * company (`tous`) and one list per value of each single filter, sorted by RIDET and cut into
 * pages at publish. Shared by the builder and the API so the two cannot drift.
 */

/** The filters a list is prebuilt for, one at a time. */
export const LIST_FILTERS = ['forme_juridique', 'etat', 'procedure', 'commune'] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/** One list: every company (null) or those with one value of one filter (values as stored: normalised). */
export type CompanyListFilter = { name: ListFilterName; value: string } | null;

/** A light item of a company list: enough to choose, the record is one request away. */
export interface CompanyListItem {
  ridet: string;
  denomination: string;
  forme_juridique: string | null;
  etat: Etat | null;
  /** The commune of the siège (one of the 33, as written), null when the siège names none. */
  commune: Commune | null;
  date_creation: string | null;
  /** GET /v1/entreprises/{ridet} on the snapshot's site. */
  url: string;
}

/** A page as its list's index names it: RIDET bounds (inclusive) and the date_creation span, for skipping. */
export interface CompanyListPageEntry {
  path: string;
  count: number;
  first: string;
  last: string;
  /** Oldest and newest date_creation on the page (null: no item has one). */
  creee_min: string | null;
  creee_max: string | null;
}

/** `listes/entreprises/<...>/index.json`: pages in RIDET order, a binary search away from a cursor. */
export interface CompanyListIndex {
  filter: CompanyListFilter;
  total: number;
  pages: CompanyListPageEntry[];
}

export interface CompanyListPage {
  items: CompanyListItem[];
}

/** The list's folder; values are path-safe by construction (enums, folded communes). */
export function companyListDir(filter: CompanyListFilter): string {
  return filter === null ? 'listes/entreprises/tous' : `listes/entreprises/${filter.name}/${encodeURIComponent(filter.value)}`;
}

export function companyListIndexPath(filter: CompanyListFilter): string {
  return `${companyListDir(filter)}/index.json`;
}

/** Named after the page's first RIDET, never its ordinal, so an unchanged page keeps path and body. */
export function companyListPagePath(filter: CompanyListFilter, first: string): string {
  return `${companyListDir(filter)}/pages/${first}.json`;
}

export function companyListKey(filter: CompanyListFilter): string {
  return filter === null ? 'tous' : `${filter.name}=${filter.value}`;
}

/** A commune as a list key: folded for accents, case and punctuation, words joined by '-' ("le-mont-dore"). */
export function communeKey(commune: Commune): string {
  return foldName(commune).replace(/ /g, '-');
}

/**
 * A client's commune to the list key, whatever its accents, case, punctuation or missing
 * article ("NOUMEA", "mont-dore"); null when it names none of the 33 communes.
 */
export function normaliseCommune(text: string): string | null {
  const commune = COMMUNE_BY_FOLDED.get(foldName(text));
  return commune === undefined ? null : communeKey(commune);
}

/** A client's legal form to the stored one ("s.a.r.l", "sarl" -> "SARL"); null when not one of ours. */
export function normaliseFormeJuridique(text: string): string | null {
  const plain = text.replace(/[.\s]/g, '').toUpperCase();
  return (FORM_ABBREVIATIONS as readonly string[]).includes(plain) ? plain : null;
}

export const LIST_VALUES = {
  forme_juridique: FORM_ABBREVIATIONS,
  etat: ETATS,
  procedure: PROCEDURE_TYPES,
} as const;

/** What a record puts in the lists: its light item and the lists it belongs to. */
export interface CompanyListing {
  item: CompanyListItem;
  lists: CompanyListFilter[];
}

/**
 * A record's place in the lists, from the record itself: the full build, the incremental one
 * (for the parent's record and the new one) all read it here, so their lists agree.
 */
export function companyListing(record: EntrepriseRecord, siteUrl: string): CompanyListing {
  const commune = communeOf(record.siege);
  const forme = record.forme_juridique !== null && (FORM_ABBREVIATIONS as readonly string[]).includes(record.forme_juridique) ? record.forme_juridique : null;
  const item: CompanyListItem = {
    ridet: record.ridet,
    denomination: record.denomination,
    forme_juridique: record.forme_juridique,
    etat: record.etat?.valeur ?? null,
    commune,
    date_creation: record.date_creation ?? null,
    url: `${siteUrl.replace(/\/+$/, '')}/v1/entreprises/${record.ridet}`,
  };
  const lists: CompanyListFilter[] = [null];
  if (forme !== null) lists.push({ name: 'forme_juridique', value: forme });
  if (record.etat) lists.push({ name: 'etat', value: record.etat.valeur });
  const procedure = record.etat?.procedure?.type ?? null;
  if (procedure !== null) lists.push({ name: 'procedure', value: procedure });
  if (commune !== null) lists.push({ name: 'commune', value: communeKey(commune) });
  return { item, lists };
}
