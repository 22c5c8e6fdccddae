import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { CompanySearch, type SearchOutcome } from '../../../api/search/company-search.ts';
import { miniSearchJson } from '../../../publish/artefacts/search-index-json.ts';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument } from '../../../publish/artefacts/search-options.ts';
import { referenceSearch, sameScore } from './minisearch-reference.ts';
import { corpusArbitrary, queriesArbitrary, type Company } from './search-corpus.ts';

/**
 * Our engine against MiniSearch on the same documents: random companies and random queries
 * (prefixes, typos, several words, accents, common words, RIDETs with separators), the same
 * hits in the same order, scores equal to the 3 decimals the API shows, the same total.
 *
 * Each side loads the other's serialisation: the engine reads MiniSearch's own
 * `JSON.stringify`, the reference is `MiniSearch.loadJSON` of what publish writes.
 *
 * A fixed seed keeps `npm test` repeatable; `npm run test:soak` (FUZZ_RUNS set) runs many more
 * cases from a random seed, printed by fast-check when a case fails.
 */
const SOAK = process.env.FUZZ_RUNS !== undefined;
const RUNS = SOAK ? Math.ceil(Number(process.env.FUZZ_RUNS) / 20) : 120;
const SEED = SOAK ? undefined : 24;
/** While debugging, END_ON_FAILURE=1 skips shrinking (minutes on the 500-company corpus). */
const END_ON_FAILURE = process.env.END_ON_FAILURE === '1';

/**
 * The index as publish builds it: fresh, every company added once. (An index with removed
 * documents still in its postings is not compared: MiniSearch cleans those while it scores, so
 * its document frequencies then depend on the order it meets them; publish never writes one.)
 */
function buildIndex(companies: Company[]): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  search.addAll(companies.map(searchDocument));
  return search;
}

/**
 * The same hits in the same order, the same scores to the API's 3 decimals, the same total.
 * Companies whose scores are equal (to 1e-9: the order of a floating-point sum is not MiniSearch's)
 * may come in either order among themselves, and either may fill the last place.
 */
function expectSameAnswer(ours: SearchOutcome, search: MiniSearch<SearchDocument>, q: string, limit: number, byRidet: Map<string, Company>): void {
  const { ordered, total } = referenceSearch(search, q);
  const expected = ordered.slice(0, limit);
  const context = `q=${JSON.stringify(q)} limit=${limit}\nours: ${JSON.stringify(ours.hits.map((h) => [h.ridet, h.score]))}\nminisearch: ${JSON.stringify(expected.map((h) => [h.ridet, h.score]))}`;
  expect(ours.total, context).toBe(total);
  expect(ours.hits.length, context).toBe(expected.length);
  const reference = new Map(ordered.map((hit) => [hit.ridet, hit]));
  ours.hits.forEach((hit, i) => {
    const want = expected[i]!;
    if (hit.ridet !== want.ridet) {
      // Only a tie may differ: a company MiniSearch finds, in the same group, with the same score.
      const found = reference.get(hit.ridet);
      expect(found && found.group === want.group && sameScore(found.score, want.score), `${context}\nplace ${i}: ${hit.ridet} for ${want.ridet}`).toBe(true);
    }
    // The API rounds scores to 3 decimals.
    expect(Math.abs(hit.score - want.score), context).toBeLessThanOrEqual(0.0005 + 1e-9);
    const company = byRidet.get(hit.ridet)!;
    expect(hit.denomination).toBe(company.denomination);
    expect(hit.fiche_url).toBe(company.fiche_url);
    expect(hit.anciennes_denominations ?? []).toEqual(company.anciennes_denominations);
  });
  expect(new Set(ours.hits.map((h) => h.ridet)).size, `${context}\na company twice`).toBe(ours.hits.length);
}

describe('company search against MiniSearch (differential)', () => {
  it('answers random queries over random companies as MiniSearch ranks them', () => {
    fc.assert(
      fc.property(
        corpusArbitrary({ maxCompanies: 60 }).chain((corpus) => fc.tuple(fc.constant(corpus), queriesArbitrary(corpus, 12))),
        ([companies, queries]) => {
          const built = buildIndex(companies);
          const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
          const reference = MiniSearch.loadJSON<SearchDocument>(miniSearchJson(built).toString('utf8'), SEARCH_INDEX_OPTIONS);
          const byRidet = new Map(companies.map((c) => [c.ridet, c]));
          expect(ours.documentCount).toBe(companies.length);
          for (const { q, limit } of queries) expectSameAnswer(ours.search(q, limit), reference, q, limit, byRidet);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: END_ON_FAILURE },
    );
  });

  it('agrees when frequent words become common (more postings than 2 % of the index, at least 500)', () => {
    fc.assert(
      fc.property(
        corpusArbitrary({ minCompanies: 505, maxCompanies: 560, vocabulary: 'narrow' }).chain((corpus) => fc.tuple(fc.constant(corpus), queriesArbitrary(corpus, 25))),
        ([companies, queries]) => {
          const built = buildIndex(companies);
          const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
          const byRidet = new Map(companies.map((c) => [c.ridet, c]));
          for (const { q, limit } of queries) expectSameAnswer(ours.search(q, limit), built, q, limit, byRidet);
        },
      ),
      { numRuns: Math.max(4, Math.ceil(RUNS / 15)), seed: SEED, endOnFailure: END_ON_FAILURE },
    );
  });

  it('scores a repeated word as MiniSearch does: each occurrence once, the prefix only for the last', () => {
    const companies = ['PORT AUTONOME', 'PORTAIL SERVICES', 'PORTE OUVERTE', 'SPORT CLUB'].map((name, i) => company(`100000${i}001`, name));
    const built = buildIndex(companies);
    const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
    const byRidet = new Map(companies.map((c) => [c.ridet, c]));
    for (const q of ['port port', 'port porte', 'porte port', 'portail port port']) expectSameAnswer(ours.search(q, 10), built, q, 10, byRidet);
  });

  it('never matches a RIDET with a typo, where a plain MiniSearch fuzzy query would (deliberate)', () => {
    const companies = [company('1234567001', 'KAGOU TRANSPORTS'), company('7654321001', 'LAGON PECHE')];
    const built = buildIndex(companies);
    const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
    // One letter in place of a digit: a word, not a RIDET; a typo away from 1234567001.
    const q = '1234567o01';
    const plain = built.search(q, { prefix: true, fuzzy: 0.2 });
    expect(plain.map((r) => r.id)).toEqual(['1234567001']);
    expect(ours.search(q, 10)).toEqual({ hits: [], total: 0 });
    expectSameAnswer(ours.search(q, 10), built, q, 10, new Map(companies.map((c) => [c.ridet, c])));
  });

  it('counts a RIDET prefix that is checked through its postings on the candidates left (fixed with this test)', () => {
    // "kagou" (10 companies) drives; "1000" (RIDETs of 30 companies, no name word) is then
    // checked through its postings, which had only looked at names: the 5 companies holding
    // both were dropped and the query fell back to any word (35 companies).
    const companies = [
      ...Array.from({ length: 5 }, (_, i) => company(`100000${i}001`, `KAGOU TRANSPORTS ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => company(`123000${i}001`, `KAGOU PECHE ${i}`)),
      ...Array.from({ length: 25 }, (_, i) => company(`1000${String(10 + i).padStart(2, '0')}0001`, `LAGON SERVICES ${i}`)),
    ];
    const built = buildIndex(companies);
    const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
    const found = ours.search('kagou 1000', 20);
    expect(found.total).toBe(5);
    expect(found.hits.map((h) => h.ridet)).toEqual(['1000000001', '1000001001', '1000002001', '1000003001', '1000004001']);
    expectSameAnswer(found, built, 'kagou 1000', 20, new Map(companies.map((c) => [c.ridet, c])));
  });

  it('lists a company once when two of its former names are the exact query (fixed with this test)', () => {
    const companies = [company('1000000001', 'KAGOU MINES', ['MINES DU NORD', 'Mines du Nord']), company('1000001001', 'MINES DU SUD')];
    const built = buildIndex(companies);
    const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
    const found = ours.search('mines du nord', 10);
    expect(found.hits.map((h) => h.ridet)).toEqual(['1000000001']);
    expectSameAnswer(found, built, 'mines du nord', 10, new Map(companies.map((c) => [c.ridet, c])));
  });

  it('finds "ŒUVRES" as "oeuvres", "Œuvres" and "œuvres" (fixed with this test)', () => {
    const companies = [company('1000000001', 'ŒUVRES SOCIALES DU NORD'), company('1000001001', 'Les Œuvres du Sud')];
    const built = buildIndex(companies);
    const ours = CompanySearch.fromIndexJson(Buffer.from(JSON.stringify(built)));
    for (const q of ['oeuvres', 'Œuvres', 'œuvres', 'OEUVRES']) {
      expect(ours.search(q, 10).hits.map((h) => h.ridet).sort(), q).toEqual(['1000000001', '1000001001']);
    }
  });

  it('runs against the MiniSearch that package.json pins to one exact version', () => {
    // The engine reads MiniSearch's serialisation and mirrors its scoring: a new MiniSearch is a
    // deliberate upgrade, with this test run against it, never a side effect of npm update.
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies['minisearch'];
    const installed = (JSON.parse(readFileSync('node_modules/minisearch/package.json', 'utf8')) as { version: string }).version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });
});

function company(ridet: string, denomination: string, anciennes: string[] = []): Company {
  return { ridet, denomination, anciennes_denominations: anciennes, fiche_url: `https://annonces.example.nc/entreprises/${ridet}` };
}
