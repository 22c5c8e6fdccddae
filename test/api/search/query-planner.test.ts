import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { IndexLayout } from '../../../api/search/index-layout.ts';
import { loadIndex } from '../../../api/search/index-loader.ts';
import { QueryPlanner, ridetDigits, type WordSpec } from '../../../api/search/query-planner.ts';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument } from '../../../publish/artefacts/search-options.ts';

function planner(names: string[]): { planner: QueryPlanner; layout: IndexLayout } {
  const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  search.addAll(names.map((name, i) => searchDocument({ ridet: String(1_000_000_001 + i * 1000), denomination: name, anciennes_denominations: [], fiche_url: `u/${i}` })));
  const steps = loadIndex(JSON.stringify(search));
  for (;;) {
    const step = steps.next();
    if (step.done) {
      const layout = new IndexLayout(step.value);
      return { planner: new QueryPlanner(layout), layout };
    }
  }
}

/** A word's expansions as { index word: weight }. */
function expansions(layout: IndexLayout, spec: WordSpec): Record<string, number> {
  const out: Record<string, number> = {};
  spec.names!.ids.forEach((id, e) => (out[layout.termText[id]!] = spec.names!.weights[e]!));
  return out;
}

describe('the query planner', () => {
  it('weighs a word repeated as the last: itself and its typos per occurrence, the longer words it begins once', () => {
    const { planner: p, layout } = planner(['PORT AUTONOME', 'PORTAIL SERVICES', 'PORTE OUVERTE', 'SPORT CLUB']);
    const [port, ...rest] = p.words('port PORT');
    expect(rest).toEqual([]);
    expect(port).toMatchObject({ term: 'port', times: 2, prefix: true, common: false });
    const weights = expansions(layout, port!);
    // MiniSearch's weights, worked out by hand: prefix 0.375 * L / (L + 0.3 * (L - 4)); typo
    // 0.45 * L / (L + distance), one typo allowed for 4 letters (round(4 * 0.2)).
    expect(Object.keys(weights).sort()).toEqual(['port', 'portail', 'porte', 'sport']);
    expect(weights['port']).toBe(2);
    expect(weights['portail']).toBeCloseTo(2.625 / 7.9, 12); // a prefix, too far for a typo
    expect(weights['porte']).toBeCloseTo(1.875 / 5.3 + 2.25 / 6, 12); // prefix (last) + typo (first)
    expect(weights['sport']).toBeCloseTo(2 * (2.25 / 6), 12); // a typo for both
  });

  it('leaves a short last word unexpanded and out of the cost order until it must drive', () => {
    const { planner: p } = planner(['KAGOU TRANSPORTS', 'PECHE DU LAGON', 'PIROGUE']);
    const words = p.words('kagou pi');
    expect(words.map((w) => [w.term, w.names === null, w.size])).toEqual([
      ['kagou', false, 1],
      ['pi', true, Number.POSITIVE_INFINITY],
    ]);
    const { required, optional } = p.split(words);
    expect(required.map((w) => w.term)).toEqual(['kagou', 'pi']);
    expect(optional).toEqual([]);
    p.expand(words[1]!, true);
    expect(words[1]!.size).toBe(1);
  });

  it('puts listed and frequent words out of the AND, unless nothing else is left', () => {
    // 'nickel' in 600 companies: more postings than 500 (the threshold below 25 000 companies).
    const { planner: p } = planner([...Array.from({ length: 600 }, (_, i) => `NICKEL ${i}`), 'KAGOU SARL']);
    const words = p.words('sarl nickel kagou');
    expect(words.map((w) => [w.term, w.common])).toEqual([
      ['sarl', true],
      ['nickel', true],
      ['kagou', false],
    ]);
    const split = p.split(words);
    expect(split.required.map((w) => w.term)).toEqual(['kagou']);
    expect(split.optional.map((w) => w.term)).toEqual(['sarl', 'nickel']);
    // Only common words: all of them must match, the cheaper first.
    expect(p.split(p.words('nickel sarl')).required.map((w) => w.term)).toEqual(['sarl', 'nickel']);
  });

  it('reads a RIDET typed with spaces, dots or dashes, and nothing else, as digits', () => {
    expect(ridetDigits('1 234 567.001')).toBe('1234567001');
    expect(ridetDigits('1234-567')).toBe('1234567');
    expect(ridetDigits('123 abc')).toBeNull();
    expect(ridetDigits(' . ')).toBeNull();
  });
});
