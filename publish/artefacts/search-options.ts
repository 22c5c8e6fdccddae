import type { Options } from 'minisearch';

/**
 * The MiniSearch configuration of `search/index.json`. The builder and the API must use the very
 * same options (MiniSearch.loadJSON requires it), hence this single module.
 */

/**
 * Accents and case folded, so "societe caledonienne" finds "Société Calédonienne". Lower case
 * first, so that "ŒUVRES", "Œuvres" and "oeuvres" are one word (replacing the ligatures before
 * lower-casing would index "Œuvres" as "œuvres", which "oeuvres" does not find), and folding
 * twice gives what folding once does.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

export function foldName(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A document of the search index: one company. */
export interface SearchDocument {
  ridet: string;
  denomination: string;
  anciennes: string;
  /**
   * The 10-digit RIDET. Its 7-digit RID is a prefix of it, so prefix search covers RID and partial
   * queries without indexing a second term per company (the index is ~25% smaller at 10^5).
   */
  identifiants: string;
  anciennes_denominations: string[];
  fiche_url: string;
  /**
   * Stored, not indexed: the API searches officers and communes with an index of its own built
   * at load (api/search/people-places.ts), so MiniSearch's scores over names stay what they were.
   * Absent when empty, to keep the index small.
   */
  commune?: string;
  dirigeants?: string[];
  anciens_dirigeants?: string[];
}

export const SEARCH_FIELDS = ['denomination', 'anciennes', 'identifiants'] as const;

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'ridet',
  fields: [...SEARCH_FIELDS],
  storeFields: ['ridet', 'denomination', 'anciennes_denominations', 'fiche_url', 'commune', 'dirigeants', 'anciens_dirigeants'],
  processTerm: (term) => {
    const folded = foldText(term);
    return folded.length > 0 ? folded : null;
  },
};

export function searchDocument(company: {
  ridet: string;
  denomination: string;
  anciennes_denominations: string[];
  fiche_url: string;
  /** The commune of the siège (communes.ts). */
  commune?: string | null;
  /** Officers' names, "prénoms NOM": current ones, then former ones. */
  dirigeants?: string[];
  anciens_dirigeants?: string[];
}): SearchDocument {
  return {
    ridet: company.ridet,
    denomination: company.denomination,
    anciennes: company.anciennes_denominations.join(' \n '),
    identifiants: company.ridet,
    anciennes_denominations: company.anciennes_denominations,
    fiche_url: company.fiche_url,
    ...(company.commune ? { commune: company.commune } : {}),
    ...(company.dirigeants?.length ? { dirigeants: company.dirigeants } : {}),
    ...(company.anciens_dirigeants?.length ? { anciens_dirigeants: company.anciens_dirigeants } : {}),
  };
}

/** "Prénoms NOM" of each officer, once each, in the order given. */
export function officerNames(officers: ReadonlyArray<{ nom: string; prenoms: string | null }>): string[] {
  return [...new Set(officers.map((d) => (d.prenoms ? `${d.prenoms} ${d.nom}` : d.nom)))];
}

/** What the search index holds of a company (officers' names distinct, in record order). */
export interface SearchRow {
  ridet: string;
  denomination: string;
  anciennes: string[];
  siege: string | null;
  dirigeants: string[];
  anciens_dirigeants: string[];
}
