import type { IndexLayout } from './index-layout.ts';
import type { Scorer } from './scorer.ts';

/**
 * The ranking: the `limit` best of the companies a query left, as API hits. An exact current
 * name first, then an exact former name (the query folded as names are), then the score times
 * the number of distinct query words matched (MiniSearch's "quality"), ties by RIDET. Only the
 * `limit` best are sorted.
 */

/**
 * What made a company a result: its name (current or former), its RIDET, a current officer, a
 * former officer, the commune of its siège.
 */
export type Correspondance = 'denomination' | 'ridet' | 'dirigeant' | 'ancien_dirigeant' | 'commune';

export interface SearchHit {
  ridet: string;
  denomination: string;
  score: number;
  anciennes_denominations?: string[];
  fiche_url: string;
  correspondance: Correspondance[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  total: number;
}

export function hit(layout: IndexLayout, doc: number, score: number, correspondance: Correspondance[] = ['denomination']): SearchHit {
  const former = layout.former[doc]!;
  const rounded = Math.round(score * 1000) / 1000;
  // Two literals rather than a spread of an optional member: the same keys in the same order.
  return former.length > 0
    ? { ridet: layout.ridets[doc]!, denomination: layout.names[doc]!, score: rounded, anciennes_denominations: [...former], fiche_url: layout.urls[doc]!, correspondance }
    : { ridet: layout.ridets[doc]!, denomination: layout.names[doc]!, score: rounded, fiche_url: layout.urls[doc]!, correspondance };
}

/** The `limit` best of the scorer's `count` candidates, exact names first. */
export function ranked(layout: IndexLayout, scorer: Scorer, count: number, folded: string, limit: number): SearchOutcome {
  const { candidates, matched, score } = scorer;
  const final = (doc: number) => score[doc]! * popcount(matched[doc]!);
  const inResults = (doc: number) => matched[doc] !== 0;
  const first: number[] = [];
  for (const doc of layout.exactName.get(folded) ?? []) if (inResults(doc)) first.push(doc);
  const second: number[] = [];
  for (const doc of layout.exactFormer.get(folded) ?? []) if (inResults(doc) && !first.includes(doc)) second.push(doc);
  // Dense ids follow RIDET order: comparing them breaks ties by RIDET.
  const byScore = (a: number, b: number) => final(b) - final(a) || a - b;
  // Sorting allocates even a list of none or one (V8's sort state): most queries name no company exactly.
  if (first.length > 1) first.sort(byScore);
  if (second.length > 1) second.sort(byScore);
  const top: number[] = [];
  const want = Math.max(0, limit - first.length - second.length);
  if (want > 0) {
    // Bounded insertion: the list never holds more than `want` documents.
    const exact = first.length + second.length > 0 ? new Set([...first, ...second]) : null;
    for (let c = 0; c < count; c++) {
      const doc = candidates[c]!;
      if (exact?.has(doc)) continue;
      if (top.length === want && byScore(doc, top[want - 1]!) >= 0) continue;
      let i = top.length === want ? want - 1 : top.length;
      while (i > 0 && byScore(doc, top[i - 1]!) < 0) {
        top[i] = top[i - 1]!;
        i -= 1;
      }
      top[i] = doc;
    }
  }
  const order = first.length + second.length > 0 ? [...first, ...second, ...top] : top;
  const hits: SearchHit[] = [];
  for (let i = 0; i < order.length && i < limit; i++) hits.push(hit(layout, order[i]!, final(order[i]!)));
  return { hits, total: count };
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
