import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { foldName, type SearchDocument } from '../publish/artefacts/search-options.js';

export interface SearchHit {
  ridet: string;
  denomination: string;
  score: number;
  anciennes_denominations?: string[];
  fiche_url: string;
}

/**
 * Company search over the prebuilt MiniSearch index.
 * - A query made only of digits (spaces, dots and dashes allowed, as RIDETs are often written)
 *   is a RIDET/RID prefix search; when nothing matches it falls back to a name search.
 * - Otherwise: all words must match (accent/case folded, typo-tolerant from 4 letters, prefix on
 *   the last word), falling back to any word when that finds nothing.
 * - Ranking: an exact current dénomination (or exact RIDET) first, then an exact former name,
 *   then MiniSearch's relevance.
 */
export function searchCompanies(index: MiniSearch<SearchDocument>, q: string, limit: number): { hits: SearchHit[]; total: number } {
  const digits = q.replace(/[\s.-]/g, '');
  let results: SearchResult[] = [];
  if (/^\d+$/.test(digits)) {
    results = index.search(digits, { fields: ['identifiants'], prefix: true, fuzzy: false });
  }
  if (results.length === 0) {
    const textOptions = {
      fields: ['denomination', 'anciennes', 'identifiants'],
      boost: { denomination: 2 },
      prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
      fuzzy: (term: string) => (term.length >= 4 && !/^\d+$/.test(term) ? 0.2 : false),
    };
    results = index.search(q, { ...textOptions, combineWith: 'AND' });
    if (results.length === 0) results = index.search(q, { ...textOptions, combineWith: 'OR' });
  }
  const folded = foldName(q);
  const rank = (r: SearchResult): number => {
    if (foldName(String(r.denomination)) === folded || r.ridet === digits) return 0;
    if ((r.anciennes_denominations as string[]).some((n) => foldName(n) === folded)) return 1;
    return 2;
  };
  const ranked = results
    .map((r) => ({ r, rank: rank(r) }))
    .sort((a, b) => a.rank - b.rank || b.r.score - a.r.score || (a.r.ridet < b.r.ridet ? -1 : 1));
  const hits = ranked.slice(0, limit).map(({ r }): SearchHit => {
    const anciennes = r.anciennes_denominations as string[];
    return {
      ridet: r.ridet as string,
      denomination: r.denomination as string,
      score: Math.round(r.score * 1000) / 1000,
      ...(anciennes.length > 0 ? { anciennes_denominations: anciennes } : {}),
      fiche_url: r.fiche_url as string,
    };
  });
  return { hits, total: results.length };
}
