import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { miniSearchJson } from '../../../publish/artefacts/search-index-json.ts';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument } from '../../../publish/artefacts/search-options.ts';

function company(ridet: string, denomination: string, anciennes: string[] = []): SearchDocument {
  return searchDocument({ ridet, denomination, anciennes_denominations: anciennes, fiche_url: `https://annonces.example.nc/entreprises/${ridet}` });
}

/** MiniSearch's own serialisation is the reference: clients load the index with MiniSearch.loadJSON. */
const reference = (search: MiniSearch<SearchDocument>) => Buffer.from(JSON.stringify(search));

describe('the search index body, written without MiniSearch.toJSON', () => {
  it('is byte for byte what JSON.stringify of the index gives, accents, quotes and digits included', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    search.addAll([
      company('1234567001', 'Société Calédonienne d’Énergie', ['SCE "Ancienne"']),
      company('0987654001', 'BOULANGERIE DU PORT 2000'),
      company('1234568002', 'Œuvres & Compagnie', ['Ancien nom', 'Encore plus ancien']),
      company('0000001001', '12 RUE DE L’ALMA'),
    ]);
    expect(miniSearchJson(search).equals(reference(search))).toBe(true);
  });

  it('keeps document ids in numeric order after removals and replacements, as toJSON’s objects do', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    for (let i = 0; i < 40; i++) search.add(company(String(1000000001 + i * 1000), `ENTREPRISE ${i % 7} NOUMEA ${i}`));
    // A replaced document gets a new, higher id; a removed one leaves a gap and dirt behind.
    search.replace(company('1000000001', 'ENTREPRISE RENOMMEE'));
    search.discard('1000005001');
    search.add(company('1000005001', 'ENTREPRISE 5 REVENUE'));
    expect(miniSearchJson(search).equals(reference(search))).toBe(true);
  });

  it('writes maps whose insertion order is not numeric in numeric order, as Object.fromEntries does', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    for (let i = 0; i < 12; i++) search.add(company(String(2000000001 + i * 1000), `SOCIETE ${i % 3} KOUMAC`));
    // Public operations keep ids ascending; what the writer must not rely on is made here by
    // reinserting the internal maps it reads (see search-index-json.ts) in reverse order.
    const internals = search as unknown as { _documentIds: Map<number, unknown>; _storedFields: Map<number, unknown>; _index: Iterable<[string, Map<number, Map<number, number>>]> };
    const reversed = <V>(map: Map<number, V>) => {
      const entries = [...map].reverse();
      map.clear();
      for (const [key, value] of entries) map.set(key, value);
    };
    reversed(internals._documentIds);
    reversed(internals._storedFields);
    for (const [, fields] of internals._index) for (const freqs of fields.values()) reversed(freqs);
    expect([...internals._documentIds.keys()][0]).toBeGreaterThan([...internals._documentIds.keys()][1]!);
    expect(miniSearchJson(search).equals(reference(search))).toBe(true);
  });

  it('loads back with MiniSearch.loadJSON and finds what the original finds', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    search.addAll([company('1234567001', 'Société Calédonienne d’Énergie'), company('0987654001', 'Boulangerie du Port')]);
    const loaded = MiniSearch.loadJSON<SearchDocument>(miniSearchJson(search).toString('utf8'), SEARCH_INDEX_OPTIONS);
    expect(loaded.search('caledonienne').map((hit) => hit.id)).toEqual(['1234567001']);
    expect(loaded.documentCount).toBe(2);
  });

  it('writes an empty index as MiniSearch does', () => {
    const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
    expect(miniSearchJson(search).equals(reference(search))).toBe(true);
  });
});
