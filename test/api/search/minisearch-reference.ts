import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { foldName, SEARCH_INDEX_OPTIONS, type SearchDocument } from '../../../publish/artefacts/search-options.ts';
import { COMMON_WORDS, commonThreshold } from '../../../api/search/common-words.ts';

/**
 * What `/v1/search` answers, computed by MiniSearch itself: the ranking rules the API documents
 * (docs/api.md, "Search") written as MiniSearch queries plus plain filtering and sorting of
 * MiniSearch's results. Every score comes from `MiniSearch.search`; nothing here is taken from
 * api/search/, so the differential test compares two independent computations.
 *
 * The rules, as the engine's documentation states them:
 * - A query of digits (spaces, dots and dashes allowed) is a RIDET prefix, in RIDET order, when
 *   some RIDET starts with it.
 * - Otherwise each query word matches exactly, with a typo from 4 letters (not words of digits),
 *   and the last word also as a prefix. RIDETs are never matched with a typo (a RIDET one digit
 *   off is another company): the RIDET field is queried without fuzziness.
 * - Names weigh twice former names (field boost 2 on `denomination`).
 * - Every uncommon word must match; common words (COMMON_WORDS, or more than
 *   `commonThreshold` postings) only rank. A last word of at most 2 letters is never counted
 *   as rare. With no rare word, every word must match. When nothing matches that way, any
 *   word may.
 * - Order: exact current name, then exact former name, then score; ties by RIDET.
 */

export interface ReferenceHit {
  ridet: string;
  /** 0: exact current name, 1: exact former name, 2: the others (RIDET searches: 2). */
  group: number;
  score: number;
}

export interface ReferenceOutcome {
  /** Every company the query finds, in the order the API must give them. */
  ordered: ReferenceHit[];
  total: number;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null;
const NAME_FIELDS = ['denomination', 'anciennes'];
const BOOST = { denomination: 2 };
const DIGITS = /^\d+$/;

/** The word is already processed: a subquery must not tokenize or fold it again. */
const AS_IS = { tokenize: (term: string) => [term], processTerm: (term: string) => term };

const fuzzyFor = (term: string) => (term.length >= 4 && !DIGITS.test(term) ? 0.2 : false);

/** One query word as MiniSearch query: names with typos, the RIDET field without. */
function wordQuery(term: string, prefix: boolean): Query {
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], fields: NAME_FIELDS, prefix, fuzzy: fuzzyFor(term), boost: BOOST, ...AS_IS },
      { queries: [term], fields: ['identifiants'], prefix, fuzzy: false, ...AS_IS },
    ],
  };
}

/** Two scores are the same rank when they differ only by the order of a floating-point sum. */
export function sameScore(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

export function referenceSearch(search: MiniSearch<SearchDocument>, q: string): ReferenceOutcome {
  const digits = q.replace(/[\s.-]/g, '');
  if (DIGITS.test(digits)) {
    const found = search.search(digits, { fields: ['identifiants'], prefix: true, fuzzy: false });
    if (found.length > 0) {
      const ordered = [...found].sort((a, b) => compareRidet(String(a.id), String(b.id)));
      return { ordered: ordered.map((r) => ({ ridet: String(r.id), group: 2, score: r.score })), total: found.length };
    }
  }

  const terms: string[] = [];
  for (const token of tokenize(q)) {
    const term = processTerm(token);
    if (term) terms.push(term);
  }
  if (terms.length === 0) return { ordered: [], total: 0 };
  const last = terms[terms.length - 1]!;
  const queries = terms.map((term, i) => wordQuery(term, i === terms.length - 1));
  const all = search.search({ combineWith: 'OR', queries });

  const threshold = commonThreshold(search.documentCount);
  const distinct = [...new Set(terms)];
  const lazy = (term: string) => term === last && term.length <= 2;
  const common = (term: string) => COMMON_WORDS.has(term) || (!lazy(term) && postings(search, term, term === last) > threshold);
  const rare = distinct.filter((term) => !common(term) && !lazy(term));
  const required = rare.length === 0 ? distinct : distinct.filter((term) => !common(term));
  const matchedAll = all.filter((r) => required.every((term) => r.queryTerms.includes(term)));
  const results = matchedAll.length > 0 ? matchedAll : all;

  const folded = foldName(q);
  const group = (r: SearchResult) => {
    if (foldName(String(r.denomination)) === folded) return 0;
    if ((r.anciennes_denominations as string[]).some((name) => foldName(name) === folded)) return 1;
    return 2;
  };
  const ordered = [...results].sort((a, b) => group(a) - group(b) || (sameScore(a.score, b.score) ? 0 : b.score - a.score) || compareRidet(String(a.id), String(b.id)));
  return { ordered: ordered.map((r) => ({ ridet: String(r.id), group: group(r), score: r.score })), total: results.length };
}

/**
 * How many (company, field) postings a word's matches touch: what "matching more companies
 * than the threshold" counts. A word of digits matches its RIDET too; other words never do.
 */
function postings(search: MiniSearch<SearchDocument>, term: string, prefix: boolean): number {
  let count = 0;
  // Each field's query apart: MiniSearch's OR keeps one field list per matched word.
  for (const query of (wordQuery(term, prefix) as { queries: Query[] }).queries) {
    for (const result of search.search(query)) {
      for (const fields of Object.values(result.match)) count += fields.length;
    }
  }
  return count;
}

function compareRidet(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
