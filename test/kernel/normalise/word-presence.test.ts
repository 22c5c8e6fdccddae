import { describe, expect, it } from 'vitest';
import { wordPresence } from '../../../kernel/normalise/word-presence.ts';

/** The words of `words` the automaton finds in `text`, in the order given. */
function found(words: readonly string[], text: string): string[] {
  const present = new Uint8Array(words.length);
  wordPresence(words).mark(text, present);
  return words.filter((_, i) => present[i] === 1);
}

describe('wordPresence: which of a list of words a text holds, in one pass', () => {
  it('finds a word wherever it occurs, inside another word too', () => {
    expect(found(['vent', 'aval', 'rivage'], 'le paravent du rivage')).toEqual(['vent', 'rivage']);
    expect(found(['ombre'], 'pénombres')).toEqual(['ombre']);
    expect(found(['ombre'], 'ombr')).toEqual([]);
  });

  it('finds words that overlap, share a start or end one inside another', () => {
    const words = ['tortue', 'tort', 'ortue', 'tue', 'tortues', 'uet'];
    expect(found(words, 'une tortue')).toEqual(['tortue', 'tort', 'ortue', 'tue']);
    expect(found(['abab', 'bab', 'aba'], 'xababx')).toEqual(['abab', 'bab', 'aba']);
    expect(found(['aab'], 'aaab')).toEqual(['aab']);
  });

  it('reads a word unit by unit as written: case, accents, spaces and punctuation are its own', () => {
    expect(found(["l'ile", '2031', 'lile'], "vers l'ile en 2031")).toEqual(["l'ile", '2031']);
    expect(found(['bois'], 'bo is')).toEqual([]);
    expect(found(['bois'], 'bo\nis')).toEqual([]);
    expect(found(['bois'], 'boÏs')).toEqual([]);
    expect(found(['bois', 'BOIS'], 'BOIS')).toEqual(['BOIS']);
    expect(found(['Pêche ', 'pêche', ' au large', 'cap.', '«'], 'La Pêche au large, cap. «Nord»')).toEqual(['Pêche ', ' au large', 'cap.', '«']);
    expect(found(['Pêche ', 'cap.'], 'La Peche au cap, Pêche')).toEqual([]);
  });

  it('agrees with String.includes over every word of a list and made-up texts', () => {
    const words = ['mer', 'amer', 'merle', 'erle', 'lagon', "d'eau", 'eau', 'au', '12', '123', 'ran', 'grand', 'randonnee', 'Mer ', '-mer', 'é'];
    const texts = ['', 'a', 'la merle amere', "grande randonnee au bord d'eau", 'lagonlagon 1234', 'mer\nlagon', 'ééé amer---mer', 'Mer Mer', 'MER'];
    for (const text of texts) expect(found(words, text)).toEqual(words.filter((w) => text.includes(w)));
  });

  it('agrees with String.includes for a list too large for sixteen-bit transitions, and for one just under', () => {
    // Made up: words spelled from a counter's digits, so their trie has as many states as the test wants.
    const spelled = (n: number): string => [...String((n * 7919) % 100000).padStart(5, '0')].map((d) => 'abcdefghij'[Number(d)]).join('') + 'xy' + 'klmnopq'[n % 7];
    for (const count of [100, 3000]) {
      const words = Array.from({ length: count }, (_, n) => spelled(n));
      const text = Array.from({ length: 300 }, (_, n) => spelled(n * 13)).join(' ');
      const expected = words.filter((w) => text.includes(w));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(count);
      expect(found(words, text)).toEqual(expected);
    }
  });

  it('keeps sixteen bits a transition up to 65,536 of them, where a signed row start would need thirty-two', () => {
    // Made up as above: 300 such words make a trie of some two thousand states over 19 letters and
    // no other unit, past 32,768 transitions and under 65,536 (classify.ts' automaton is between too).
    const spelled = (n: number): string => [...String((n * 7919) % 100000).padStart(5, '0')].map((d) => 'abcdefghij'[Number(d)]).join('') + 'xy' + 'klmnopq'[n % 7];
    const words = Array.from({ length: 300 }, (_, n) => spelled(n));
    const trie = new Set(words.flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1)))).size + 1;
    expect(trie * 20).toBeGreaterThan(0x8000);
    expect(trie * 20).toBeLessThanOrEqual(0x10000);
    expect(wordPresence(words).transitionBytes).toBe(2);
    const text = Array.from({ length: 120 }, (_, n) => spelled(n * 7)).join(' ');
    expect(found(words, text)).toEqual(words.filter((w) => text.includes(w)));
    expect(wordPresence(Array.from({ length: 3000 }, (_, n) => spelled(n))).transitionBytes).toBe(4);
  });

  it('leaves the entries of absent words as the caller set them', () => {
    const present = Uint8Array.of(1, 0);
    wordPresence(['nuage', 'pluie']).mark('la pluie', present);
    expect([...present]).toEqual([1, 1]);
  });

  it('refuses an empty word, which every text holds', () => {
    expect(() => wordPresence([''])).toThrow(RangeError);
  });
});
