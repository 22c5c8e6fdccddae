import type { AnnonceItem } from '../snapshot/snapshot-types.ts';
import type { Montant } from '../../kernel/model/capital-amount.ts';
import type { EtatEntreprise } from './company-state.ts';

/**
 * Where every artefact lives and what a feed index looks like. Shared by the builder and the API
 * so the two cannot drift. See docs/artefacts.md.
 */

export const ENTREPRISE_HISTORY_LIMIT = 50;
export const SEARCH_INDEX_PATH = 'search/index.json';

/**
 * Content-defined page boundaries. Pages are cut walking the feed from its OLDEST item: a page
 * ends after an item whose id hash is 0 mod PAGE_BOUNDARY_MODULUS once it holds PAGE_MIN_ITEMS,
 * or when it reaches PAGE_MAX_ITEMS. Nightly inserts land at the newest end, so only the newest
 * page changes (plus new pages); a backfilled old item changes the page around it and the cut
 * re-synchronises within a page or two. PAGE_MIN_ITEMS >= the API's largest `limit` (100) is what
 * lets any request be served from at most two pages: every page but the newest holds >= 100.
 */
export const PAGE_MIN_ITEMS = 100;
export const PAGE_BOUNDARY_MODULUS = 100;
export const PAGE_MAX_ITEMS = 400;

export function entreprisePath(ridet: string): string {
  return `entreprises/${ridet}.json`;
}

/**
 * `{"items": [...]}`: every announcement item of a company, newest first, for GET
 * /v1/annonces?ridet=. Written only for a company with more than ENTREPRISE_HISTORY_LIMIT
 * announcements: the record of any other one already lists them all.
 */
export function entrepriseAnnoncesPath(ridet: string): string {
  return `entreprises/${ridet}/annonces.json`;
}

/** One announcement in full (AnnonceDetail), for GET /v1/annonces/{id}. */
export function annonceDetailPath(id: string): string {
  return `annonces/detail/${id}.json`;
}

/** An officer a notice appoints or sees leave. */
export interface DirigeantChange {
  nom: string;
  prenoms: string | null;
  fonction: string;
}

/** A value a notice changes: the company's before it (null: unknown) and the one it states. */
export interface ValueChange {
  avant: string | null;
  apres: string;
}

/** What a notice changes in its company's record (docs/artefacts.md, "Announcement detail"). */
export interface Changements {
  dirigeants_nommes: DirigeantChange[];
  dirigeants_partis: DirigeantChange[];
  denomination: ValueChange | null;
  forme_juridique: ValueChange | null;
  capital: ValueChange | null;
  siege: ValueChange | null;
  objet: ValueChange | null;
}

/** Where the notice was read, as the ledger keeps it. */
export interface Provenance {
  source: string;
  source_url: string;
  fetched_at: string;
  raw_sha256: string;
}

/** `annonces/detail/<id>.json`: the item, then the text, the changes and the provenance. */
export type AnnonceDetail = AnnonceItem & {
  corrections: NonNullable<AnnonceItem['corrections']>;
  texte: string;
  changements: Changements;
  provenance: Provenance;
};

/** `{"site_url": ...}`: the public site address this snapshot's `fiche_url`s were written with. */
export const SITE_PATH = 'site.json';

export interface SiteArtefact {
  site_url: string;
}

/**
 * A mandate that ended: `depuis` and `annonce_debut` are null when its start was never
 * published; `annonce_fin` is the departure, or the appointment of a successor in an office
 * with one holder (docs/pipeline.md, "Officers").
 */
export interface DirigeantAncien {
  nom: string;
  prenoms: string | null;
  fonction: string;
  depuis: string | null;
  /** Publication of the opening notice, kept apart from `depuis`, the date of effect. Absent from records published before it existed. */
  publie_le?: string | null;
  jusqu_au: string;
  fin_publiee_le?: string | null;
  annonce_debut: string | null;
  annonce_fin: string | null;
}

/** A mandate that runs: `depuis` is its date of effect, `publie_le` the publication of the notice that opened it. */
export interface DirigeantEnFonction {
  nom: string;
  prenoms: string | null;
  fonction: string;
  depuis: string | null;
  /** Absent from records published before it existed. */
  publie_le?: string | null;
  annonce_debut?: string | null;
}

/**
 * A decision of the reconciliation step that shaped the record (pipeline/reconcile/): which
 * company a notice belongs to (`identite`), which name the company carries (`denomination`).
 */
export interface Rapprochement {
  annonce_id: string;
  sujet: 'identite' | 'denomination';
  /** The rule's stable code. */
  regle: string;
  valeur_imprimee: string | null;
  valeur_retenue: string | null;
  /** Why, in French. */
  motif: string;
}

/** An establishment of the same enterprise (RID) the notices name, this record's included. */
export interface EtablissementVu {
  ridet: string;
  /** The establishment's rank: the RIDET's last three digits. */
  rang: string;
  premiere_annonce: string;
  derniere_annonce: string;
  nombre_annonces: number;
}

/**
 * The company facts the notices tell (docs/artefacts.md, "Company facts"), each with the notice it
 * comes from. Null (and `etablissements` empty) on a record derived before they existed.
 */
export interface FaitsEntreprise {
  /** The activity the latest notice that prints one prints. */
  objet: string | null;
  objet_annonce_id: string | null;
  /** From the constitution notice (`avis_de_constitution`), else the first notice seen (`premiere_annonce`). */
  date_creation: string | null;
  date_creation_origine: 'avis_de_constitution' | 'premiere_annonce' | null;
  date_creation_annonce_id: string | null;
  /** The date of the notice that closed the liquidation: the company is struck off. */
  date_radiation: string | null;
  date_radiation_annonce_id: string | null;
  etablissements: EtablissementVu[];
}

/** An announcement inside a company record: the public item plus its source document. */
export type EntrepriseAnnonce = AnnonceItem & { source_url: string };

/** `entreprises/<ridet>.json` (docs/artefacts.md). */
export interface EntrepriseRecord {
  ridet: string;
  denomination: string;
  forme_juridique: string | null;
  capital: string | null;
  /** `capital` as a number with its currency, null when the text does not say both. Absent from records published before it existed. */
  capital_montant?: Montant | null;
  siege: string | null;
  /** The company facts (FaitsEntreprise), absent from records published before they existed. */
  objet?: string | null;
  objet_annonce_id?: string | null;
  date_creation?: string | null;
  date_creation_origine?: FaitsEntreprise['date_creation_origine'];
  date_creation_annonce_id?: string | null;
  date_radiation?: string | null;
  date_radiation_annonce_id?: string | null;
  etablissements?: EtablissementVu[];
  anciennes_denominations: string[];
  dirigeants: DirigeantEnFonction[];
  /** Former officers, by end date. Absent from records published before it existed. */
  dirigeants_anciens?: DirigeantAncien[];
  etat: EtatEntreprise | null;
  /** Present only when the reconciliation step decided something about the record's notices. */
  rapprochements?: Rapprochement[];
  annonces: EntrepriseAnnonce[];
  nombre_annonces: number;
  /** Every announcement of the company, paginated: `<siteUrl>/v1/annonces?ridet=<ridet>`. Absent from records published before it. */
  annonces_url?: string;
  fiche_url: string;
}

export { ficheUrl } from '../../kernel/model/public-urls.ts';

export interface FeedFilter {
  type: string | null;
  source: string | null;
}

/** `annonces/tous`, `annonces/type/<type>`, `annonces/source/<source>`, `annonces/type/<type>/source/<source>`. */
export function feedDir(filter: FeedFilter): string {
  const parts = ['annonces'];
  if (filter.type === null && filter.source === null) parts.push('tous');
  if (filter.type !== null) parts.push('type', encodeURIComponent(filter.type));
  if (filter.source !== null) parts.push('source', encodeURIComponent(filter.source));
  return parts.join('/');
}

export function feedIndexPath(filter: FeedFilter): string {
  return `${feedDir(filter)}/index.json`;
}

/** Named after the page's oldest item, never its ordinal, so an unchanged page keeps path and body. */
export function feedPagePath(filter: FeedFilter, oldest: FeedKey): string {
  return `${feedDir(filter)}/pages/${oldest.date}_${oldest.id}.json`;
}

/** The sort key of every feed: (date, id), newest first. */
export interface FeedKey {
  date: string;
  id: string;
}

/** Negative when a sorts before b in ascending (date, id) order. Plain code-unit order, as DuckDB's VARCHAR. */
export function compareKeys(a: FeedKey, b: FeedKey): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** One page as listed by its feed's index; `newest`/`oldest` are inclusive bounds. */
export interface FeedPageEntry {
  path: string;
  count: number;
  newest: FeedKey;
  oldest: FeedKey;
}

/** `annonces/.../index.json`: pages newest first, so a keyset position is a binary search away. */
export interface FeedIndex {
  filter: FeedFilter;
  total: number;
  pages: FeedPageEntry[];
}

/** Body of a page file: its items, newest first. No ordinal, no neighbours: pure content. */
export interface FeedPage {
  items: AnnonceItem[];
}
