import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadIndex, SearchIndexError, type LoadedIndex } from '../../../api/search/index-loader.ts';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument } from '../../../publish/artefacts/search-options.ts';

function company(ridet: string, denomination: string, anciennes: string[] = []) {
  return searchDocument({ ridet, denomination, anciennes_denominations: anciennes, fiche_url: `https://annonces.example.nc/entreprises/${ridet}` });
}

function load(text: string): LoadedIndex {
  const steps = loadIndex(text);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Term t's postings in name field f, as [ridet, tf] pairs. */
function postings(loaded: LoadedIndex, term: string, f: number): Array<[string, number]> {
  const id = loaded.trie.get(term)!;
  const out: Array<[string, number]> = [];
  for (let p = loaded.postStart[id * 2 + f]!; p < loaded.postStart[id * 2 + f + 1]!; p++) out.push([loaded.ridets[loaded.postDoc[p]!]!, loaded.postTf[p]!]);
  return out;
}

function sample(): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>({ ...SEARCH_INDEX_OPTIONS, autoVacuum: false });
  search.addAll([company('2000000001', 'KAGOU KAGOU PÊCHE', ['Lagon', 'LAGON']), company('1000000001', 'LAGON SERVICES'), company('3000000001', 'ZÈBRE')]);
  // Removed but not vacuumed: its postings are still in the index.
  search.discard('3000000001');
  return search;
}

describe('the search index loader', () => {
  it('numbers companies in RIDET order and reads their stored fields, without removed ones', () => {
    const loaded = load(JSON.stringify(sample()));
    expect(loaded.documentCount).toBe(2);
    expect(loaded.ridets).toEqual(['1000000001', '2000000001']);
    expect(loaded.names).toEqual(['LAGON SERVICES', 'KAGOU KAGOU PÊCHE']);
    expect(loaded.former).toEqual([[], ['Lagon', 'LAGON']]);
    expect(loaded.urls).toEqual(['https://annonces.example.nc/entreprises/1000000001', 'https://annonces.example.nc/entreprises/2000000001']);
  });

  it('keeps name words with their postings per field and term frequencies; RIDETs stay out of the words', () => {
    const loaded = load(JSON.stringify(sample()));
    expect(postings(loaded, 'kagou', 0)).toEqual([['2000000001', 2]]);
    expect(postings(loaded, 'peche', 0)).toEqual([['2000000001', 1]]);
    expect(postings(loaded, 'lagon', 0)).toEqual([['1000000001', 1]]);
    expect(postings(loaded, 'lagon', 1)).toEqual([['2000000001', 2]]);
    // The removed company's word is known but matches no one.
    expect(postings(loaded, 'zebre', 0)).toEqual([]);
    expect(loaded.trie.get('2000000001')).toBeUndefined();
    // Field lengths (denomination, former names) per company as MiniSearch counts them: distinct
    // tokens before folding ("KAGOU KAGOU PÊCHE" 2, "Lagon \n LAGON" 2, no former name 1: the
    // empty string is one empty token), then the RIDET field's.
    expect([...loaded.fieldLength]).toEqual([2, 1, 2, 2]);
    expect([...loaded.ridetLength]).toEqual([1, 1]);
    expect([...loaded.perDoc]).toEqual([2, 0, 2, 1]);
  });

  it('lists each company once per exact name, folded as queries are', () => {
    const loaded = load(JSON.stringify(sample()));
    expect(loaded.exactName.get('kagou kagou peche')).toEqual([1]);
    expect(loaded.exactFormer.get('lagon')).toEqual([1]);
  });

  it('refuses an index of another serialization version, or without a field it needs, as a corrupt snapshot', () => {
    const text = JSON.stringify(sample());
    const attempts = [text.replace('"serializationVersion":2', '"serializationVersion":3'), text.replace('"identifiants":', '"identifiant":'), text.replace('"storedFields":', '"stored":')];
    for (const attempt of attempts) {
      expect(attempt).not.toBe(text);
      let thrown: unknown;
      try {
        load(attempt);
      } catch (error) {
        thrown = error;
      }
      expect(SearchIndexError.is(thrown)).toBe(true);
      expect((thrown as SearchIndexError).code).toBe('snapshot_corrupt');
    }
  });

  it('yields between batches of entries, so a server answers requests while it loads', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    search.addAll(Array.from({ length: 5_000 }, (_, i) => company(String(1_000_000_001 + i * 1000), `SOCIETE ${i}`)));
    const steps = loadIndex(JSON.stringify(search));
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields += 1;
      step = steps.next();
    }
    // 5 000 ids, stored fields, exact names and field lengths, 5 000 words: several batches of 2 000.
    expect(yields).toBeGreaterThanOrEqual(10);
    expect(step.value.documentCount).toBe(5_000);
  });
});
