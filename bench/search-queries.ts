import { companyName, companyRidet } from './synthetic-corpus.ts';

/** A small seeded generator (mulberry32): the same queries on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// How people type the corpus's words with their French accents.
const ACCENTED: Record<string, string> = { RECIF: 'récif', PECHE: 'pêche', BATIMENT: 'bâtiment', NEGOCE: 'négoce' };

export type QueryKind = 'accents' | 'typo' | 'ridet-prefix' | 'two-words';
export const QUERY_KINDS: readonly QueryKind[] = ['accents', 'typo', 'ridet-prefix', 'two-words'];

/** One edit (Levenshtein distance 1), never on the first letter. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 1) {
    const others = 'aeiou'.replace(word[at]!.toLowerCase(), '');
    return word.slice(0, at) + others[Math.floor(random() * others.length)]! + word.slice(at + 1); // a letter replaced
  }
  if (kind === 2) return word.slice(0, at) + 'aeiou'[Math.floor(random() * 5)]! + word.slice(at); // a letter added
  return word.slice(0, at) + word.slice(at + 1); // a letter dropped
}

/**
 * `count` realistic searches over the synthetic corpus, a quarter of each kind: accented
 * spellings of the names' words ("récif négoce 812"), a typo in a word ("lagn transports"), the
 * first 4 to 9 digits of a RIDET, and two-word names ("kagou 4215", "corail conseil").
 */
export function searchQueries(count: number, companies: number, seed = 13): Array<{ kind: QueryKind; q: string }> {
  const random = seededRandom(seed);
  const pick = () => Math.floor(random() * companies);
  const out: Array<{ kind: QueryKind; q: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const kind = QUERY_KINDS[i % QUERY_KINDS.length]!;
    let company = pick();
    // An accented query needs a name with a word people write with an accent.
    while (kind === 'accents' && !companyName(company).split(' ').some((w) => w in ACCENTED)) company = pick();
    const [a, b, n] = companyName(company).split(' ') as [string, string, string];
    let q: string;
    if (kind === 'accents') {
      const words = [ACCENTED[a] ?? a.toLowerCase(), ACCENTED[b] ?? b.toLowerCase()];
      q = random() < 0.5 ? `${words[0]} ${words[1]} ${n}` : `${words[1]} ${words[0]}`;
      if (random() < 0.2) q = q.toUpperCase();
    } else if (kind === 'typo') {
      const word = a.length >= 5 && random() < 0.5 ? a : b;
      q = `${a === word ? typo(a, random) : a} ${b === word ? typo(b, random) : b}`.toLowerCase();
      if (random() < 0.5) q += ` ${n}`;
    } else if (kind === 'ridet-prefix') {
      q = companyRidet(company).slice(0, 4 + Math.floor(random() * 6));
    } else {
      q = random() < 0.5 ? `${a} ${n}`.toLowerCase() : `${a} ${b}`.toLowerCase();
    }
    out.push({ kind, q });
  }
  return out;
}
