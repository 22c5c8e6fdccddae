/**
 * A word cut short and closed by its dot ('DÉMISS.', 'Cess.', 'Constit.') is an abbreviation of a
 * notice's words, not a company's name, however the writer shortens: a run-in heading
 * ('DÉMISS. COGÉR. – SARL X – RIDET …') proposes its first word as a name to the rules that read a
 * header. A name is never printed cut with a dot; the word is read as an abbreviation when the
 * abbreviations' lexicon reads it so or when it opens one known word (unknown-abbreviations.ts).
 */

import { TYPE_ABBREVIATIONS } from './abbreviation-lexicon.ts';
import { fold } from './fold.ts';
import { openedWord } from './unknown-abbreviations.ts';

const ONE_WORD = /^[\p{L}]{2,12}$/u;

/** Whether a proposed name is one word the text prints closed by a dot, read as an abbreviation. */
export function isAbbreviatedWord(name: string, text: string): boolean {
  const word = name.trim();
  if (!ONE_WORD.test(word)) return false;
  const at = text.indexOf(`${word}.`);
  // Closed by its dot and followed by more of its line (a sentence's last word closes no abbreviation).
  if (at < 0 || /\p{L}/u.test(text.charAt(at - 1)) || !/^[ \t]+\S/u.test(text.slice(at + word.length + 1, at + word.length + 3))) return false;
  if (openedWord(word) !== null) return true;
  const dotted = `${fold(word)}. `;
  return TYPE_ABBREVIATIONS.some((a) => {
    a.form.lastIndex = 0;
    const m = a.form.exec(dotted);
    return m !== null && m.index === 0;
  });
}
