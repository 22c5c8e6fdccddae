import fc from 'fast-check';

/**
 * Random companies and the queries people would type for them, for the differential test of
 * the search engine against MiniSearch. Names come from a small vocabulary on purpose: words
 * shared between companies, near-duplicates a typo apart (CORAIL / CORAL), prefixes of each
 * other (TRANS / TRANSPORT / TRANSPORTS), accents, digits and the legal forms and articles
 * the engine treats as common.
 */

export interface Company {
  ridet: string;
  denomination: string;
  anciennes_denominations: string[];
  fiche_url: string;
}

const WIDE = [
  'Société', 'Calédonienne', 'Énergie', 'Boulangerie', 'Port', 'Porte', 'Nouméa', 'Koné', 'Lifou', 'Transports',
  'Transport', 'Trans', 'Pêche', 'Peche', 'Récif', 'Lagon', 'Lagons', 'Kagou', 'Corail', 'Coral', 'Immobilier',
  'Immobilière', 'Services', 'Service', 'Conseil', 'Négoce', 'Mines', 'Nickel', 'Œuvres', '2000', '98', '12',
  'SARL', 'SAS', 'de', 'la', 'du', 'et', 'L', 'A', 'Alma', 'Tamanou', 'Niaouli', 'Nautile', 'Île', 'Pins', 'Mont',
  'Montagne', 'Dore', 'Doré', 'Bâtiment', 'Batiments', 'Ouvéa', 'Maré', 'Bourail', 'Bourails',
];
/** Few words, so that some fall in more than the common threshold's postings. */
const NARROW = ['Kagou', 'Lagon', 'Lagons', 'Récif', 'Transports', 'Trans', 'Services', 'SARL', 'de', 'Nickel', 'Port', 'Porte', 'Mines'];
const RIDET_STARTS = ['100', '101', '123', '987', '000'];
const SEPARATORS = [' ', ' ', ' ', '-', ' & ', '’', ', ', '.', ' / '];

const ridet = fc.tuple(fc.constantFrom(...RIDET_STARTS), fc.integer({ min: 0, max: 9_999_999 })).map(([start, n]) => `${start}${String(n).padStart(7, '0')}`);

function nameArbitrary(vocabulary: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...vocabulary), fc.constantFrom(...SEPARATORS), fc.constantFrom('as is', 'upper', 'lower')), { minLength: 1, maxLength: 5 })
    .map((parts) =>
      parts
        .map(([word, separator, kase], i) => `${i === 0 ? '' : separator}${kase === 'upper' ? word.toUpperCase() : kase === 'lower' ? word.toLowerCase() : word}`)
        .join(''),
    );
}

export function corpusArbitrary(options: { minCompanies?: number; maxCompanies: number; vocabulary?: 'wide' | 'narrow' }): fc.Arbitrary<Company[]> {
  const vocabulary = options.vocabulary === 'narrow' ? NARROW : WIDE;
  const name = nameArbitrary(vocabulary);
  const company = fc.record({
    ridet,
    denomination: name,
    // Some companies share their name with another (the exact-name group holds several).
    anciennes_denominations: fc.array(name, { maxLength: 2 }),
  });
  return fc
    .uniqueArray(company, { minLength: options.minCompanies ?? 1, maxLength: options.maxCompanies, selector: (c) => c.ridet })
    .chain((all) => fc.tuple(fc.constant(all), fc.array(fc.nat({ max: all.length - 1 }), { maxLength: Math.min(4, all.length) })))
    .map(([all, copies]) => {
      const companies = all.map((c) => ({ ...c, fiche_url: `https://annonces.example.nc/entreprises/${c.ridet}` }));
      // A few companies take another's exact name.
      for (const [k, from] of copies.entries()) companies[k]!.denomination = companies[from]!.denomination;
      return companies;
    });
}

/** One edit, never on the first letter (how people mistype). */
function typo(word: string, at: number, kind: number, letter: string): string {
  if (word.length < 3) return word;
  const i = 1 + (at % (word.length - 1));
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + letter + word.slice(i + 1);
  return word.slice(0, i) + letter + word.slice(i);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Words of a company's current or former name, as a query of one to three of them, mistyped or not. */
function nameQuery(companies: Company[]): fc.Arbitrary<string> {
  return fc
    .record({
      company: fc.nat({ max: companies.length - 1 }),
      former: fc.boolean(),
      from: fc.nat(),
      count: fc.integer({ min: 1, max: 3 }),
      edits: fc.array(fc.tuple(fc.constantFrom('none', 'none', 'typo', 'fold', 'upper'), fc.nat(), fc.nat({ max: 2 }), fc.constantFrom('a', 'e', 'i', 'o', 'u', 'r', 'x')), { minLength: 3, maxLength: 3 }),
      cut: fc.option(fc.integer({ min: 1, max: 8 })),
      extra: fc.option(fc.constantFrom('sarl', 'de', 'la', 'Société', 'zzq', 'l', 'pin', 'kagou', 'bourail')),
      extraFirst: fc.boolean(),
      repeat: fc.boolean(),
      whole: fc.boolean(),
    })
    .map(({ company, former, from, count, edits, cut, extra, extraFirst, repeat, whole }) => {
      const c = companies[company]!;
      const name = former && c.anciennes_denominations.length > 0 ? c.anciennes_denominations[from % c.anciennes_denominations.length]! : c.denomination;
      // The whole name, as typed: the exact-name rule.
      if (whole) return name;
      const words = name.split(/[\s\p{P}]+/u).filter((w) => w.length > 0);
      const start = from % words.length;
      let picked = words.slice(start, start + count).map((word, i) => {
        const [edit, at, kind, letter] = edits[i]!;
        if (edit === 'typo') return typo(word, at, kind, letter);
        if (edit === 'fold') return fold(word).toLowerCase();
        if (edit === 'upper') return word.toUpperCase();
        return word;
      });
      if (repeat) picked = [...picked, picked[0]!];
      if (extra !== null) picked = extraFirst ? [extra, ...picked] : [...picked, extra];
      // The last word cut short: a prefix being typed.
      if (cut !== null) picked[picked.length - 1] = picked[picked.length - 1]!.slice(0, cut);
      return picked.join(' ');
    });
}

/** A RIDET or the start of one, written as people do: "1234567", "123 456 7001", "123.456-7", with a word. */
function ridetQuery(companies: Company[]): fc.Arbitrary<string> {
  return fc
    .record({
      company: fc.nat({ max: companies.length - 1 }),
      length: fc.integer({ min: 1, max: 10 }),
      style: fc.constantFrom('plain', 'plain', 'spaced', 'dotted', 'with-word', 'word-first', 'other-digit'),
    })
    .map(({ company, length, style }) => {
      const c = companies[company]!;
      const digits = c.ridet.slice(0, length);
      if (style === 'spaced') return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
      if (style === 'dotted') return digits.replace(/(\d{3})(?=\d)/g, '$1.').replace(/\.(\d+)$/, '-$1');
      if (style === 'with-word') return `${c.denomination.split(/\s+/)[0]} ${digits}`;
      if (style === 'word-first') return `${digits} ${c.denomination.split(/\s+/)[0]}`;
      if (style === 'other-digit') return `${digits.slice(0, -1)}${(Number(digits.slice(-1)) + 1) % 10}`;
      return digits;
    });
}

export function queriesArbitrary(companies: Company[], count: number): fc.Arbitrary<Array<{ q: string; limit: number }>> {
  const q = fc.oneof(
    { weight: 6, arbitrary: nameQuery(companies) },
    { weight: 2, arbitrary: ridetQuery(companies) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...WIDE, '1', '10', '1000', 'é', '-', '...'), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')) },
  );
  return fc.array(fc.record({ q, limit: fc.constantFrom(1, 3, 10, 20, 100) }), { minLength: 1, maxLength: count });
}
