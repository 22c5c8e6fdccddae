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

  it('reads apostrophes and digits as letters, and any other unit as the end of every word', () => {
    expect(found(["l'ile", '2031', 'lile'], "vers l'ile en 2031")).toEqual(["l'ile", '2031']);
    expect(found(['bois'], 'bo is')).toEqual([]);
    expect(found(['bois'], 'bo\nis')).toEqual([]);
    expect(found(['bois'], 'boÏs')).toEqual([]);
    expect(found(['bois'], 'BOIS')).toEqual([]);
  });

  it('agrees with String.includes over every word of a list and made-up texts', () => {
    const words = ['mer', 'amer', 'merle', 'erle', 'lagon', "d'eau", 'eau', 'au', '12', '123', 'ran', 'grand', 'randonnee'];
    const texts = ['', 'a', 'la merle amere', "grande randonnee au bord d'eau", 'lagonlagon 1234', 'mer\nlagon', 'ééé amer---mer'];
    for (const text of texts) expect(found(words, text)).toEqual(words.filter((w) => text.includes(w)));
  });

  it('leaves the entries of absent words as the caller set them', () => {
    const present = Uint8Array.of(1, 0);
    wordPresence(['nuage', 'pluie']).mark('la pluie', present);
    expect([...present]).toEqual([1, 1]);
  });

  it('refuses a word it could never find', () => {
    expect(() => wordPresence(['Capital'])).toThrow(RangeError);
    expect(() => wordPresence(['deux mots'])).toThrow(RangeError);
    expect(() => wordPresence([''])).toThrow(RangeError);
  });
});
