/**
 * Which of a fixed list of words a text holds, all found in one pass over the text (an
 * Aho-Corasick automaton): a bank of patterns whose required words (required-literal.ts) are
 * looked up one by one scans the text once per word, this scans it once for all of them. A word
 * is found wherever it occurs, inside another word too, exactly as `text.includes(word)` finds it:
 * by UTF-16 code unit, case and accents as written (speed only).
 */

/** More distinct code units than this in the words would not fit a byte per unit. */
const MAX_UNITS = 255;

export interface WordPresence {
  /** How many words were given: the length a `present` table needs. */
  readonly size: number;
  /** Bytes a transition takes in the automaton's table (2 when every row's start fits sixteen bits). */
  readonly transitionBytes: number;
  /**
   * Sets `present[i]` to 1 for each word `i` (the order given) that `text` holds; entries of the
   * words it lacks are left as they were (the caller clears the table).
   */
  mark(text: string, present: Uint8Array): void;
}

/** The automaton of `words` (none empty). */
export function wordPresence(words: readonly string[]): WordPresence {
  if (words.some((w) => w.length === 0)) throw new RangeError('wordPresence: an empty word is in every text');
  // The words' own code units, numbered from 1; any other unit (0) ends every word in progress.
  const letterOf = new Uint8Array(0x10000);
  let units = 0;
  for (const w of words) {
    for (let i = 0; i < w.length; i += 1) {
      const code = w.charCodeAt(i);
      if (letterOf[code] !== 0) continue;
      if (units === MAX_UNITS) throw new RangeError(`wordPresence: more than ${MAX_UNITS} distinct code units`);
      units += 1;
      letterOf[code] = units;
    }
  }
  const radix = units + 1;
  // The trie: state 0 is the root; `next` holds each state's transitions by letter.
  const next: number[][] = [new Array<number>(radix).fill(-1)];
  const ends: number[][] = [[]];
  words.forEach((word, id) => {
    let state = 0;
    for (let i = 0; i < word.length; i += 1) {
      const letter = letterOf[word.charCodeAt(i)]!;
      let to = next[state]![letter]!;
      if (to < 0) {
        to = next.push(new Array<number>(radix).fill(-1)) - 1;
        ends.push([]);
        next[state]![letter] = to;
      }
      state = to;
    }
    ends[state]!.push(id);
  });
  // Breadth first: each state's failure link, its missing transitions read through that link (a
  // complete automaton), and its words together with those of the states its suffixes reach.
  const fail = new Array<number>(next.length).fill(0);
  const queue: number[] = [];
  for (let letter = 1; letter < radix; letter += 1) {
    const to = next[0]![letter]!;
    if (to < 0) next[0]![letter] = 0;
    else queue.push(to);
  }
  next[0]![0] = 0;
  for (let head = 0; head < queue.length; head += 1) {
    const state = queue[head]!;
    ends[state] = [...ends[state]!, ...ends[fail[state]!]!];
    next[state]![0] = 0;
    for (let letter = 1; letter < radix; letter += 1) {
      const to = next[state]![letter]!;
      const viaFail = next[fail[state]!]![letter]!;
      if (to < 0) next[state]![letter] = viaFail;
      else {
        fail[to] = viaFail;
        queue.push(to);
      }
    }
  }
  // Renumbered so that the states where a word ends come last: a step's read says whether one ends
  // (its row's start at or past `endsFromRow`) with no sign to carry, so a row's start need not leave a
  // bit for it. Transitions lead to a row's start (the state times radix), so a step is one read.
  // Sixteen bits a transition when every row start fits them unsigned: half the table to keep in
  // the caches between two notices (classify.ts' 1,756 states of 33 units fit; speed only).
  const order = [...next.keys()].sort((a, b) => Number(ends[a]!.length > 0) - Number(ends[b]!.length > 0) || a - b);
  const numberOf = new Int32Array(next.length);
  order.forEach((state, n) => (numberOf[state] = n));
  const endsFrom = order.findIndex((state) => ends[state]!.length > 0);
  const endsFromRow = (endsFrom < 0 ? next.length : endsFrom) * radix;
  const cells = next.length * radix;
  const table = cells <= 0x10000 ? new Uint16Array(cells) : new Int32Array(cells);
  order.forEach((state, n) => table.set(next[state]!.map((to) => numberOf[to]! * radix), n * radix));
  // A state's words as a slice of one flat list: `found[first[n]]` to `found[first[n + 1]]`, by the new numbers.
  const first = new Int32Array(next.length + 1);
  const found: number[] = [];
  order.forEach((state, n) => {
    first[n] = found.length;
    found.push(...ends[state]!);
  });
  first[next.length] = found.length;
  const foundIds = Int32Array.from(found);
  return {
    size: words.length,
    transitionBytes: table.BYTES_PER_ELEMENT,
    mark(text: string, present: Uint8Array): void {
      // `at` is the current state's row in `table`; a row's words are read only where it has some.
      let at = 0;
      for (let i = 0; i < text.length; i += 1) {
        at = table[at + letterOf[text.charCodeAt(i)]!]!;
        if (at < endsFromRow) continue;
        const state = at / radix;
        for (let k = first[state]!; k < first[state + 1]!; k += 1) present[foundIds[k]!] = 1;
      }
    },
  };
}
