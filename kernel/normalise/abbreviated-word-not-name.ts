/**
 * A word cut short and closed by its dot ('DÉMISS.', 'Cess.', 'Constit.') is an abbreviation of a
 * notice's words, not a company's name, however the writer shortens: a run-in heading
 * ('DÉMISS. COGÉR. – SARL X – RIDET …') proposes its first word as a name to the rules that read a
 * header. A name is never printed cut with a dot; the word is read as an abbreviation when the
 * abbreviations' lexicon reads it so, when it is one of the cut words the type's readers know
 * ('DÉN.', 'nouv.', 'anc.': abbreviation-lexicon.ts), or when it opens one known word
 * (unknown-abbreviations.ts). A heading may print it alone on its line ('DÉN.' over the fields of
 * a change of name), and a former thing's 'ex-' may open it ('ex-dén. X → nv. dén. Y').
 */

import { TYPE_ABBREVIATED, TYPE_ABBREVIATIONS } from './abbreviation-lexicon.ts';
import { fold } from './fold.ts';
import { openedWord } from './unknown-abbreviations.ts';

const ONE_WORD = /^(?:ex-)?[\p{L}]{2,12}$/iu;

/** Whether a proposed name is one word the text prints closed by a dot, read as an abbreviation. */
export function isAbbreviatedWord(name: string, text: string): boolean {
  const printed = name.trim();
  if (!ONE_WORD.test(printed)) return false;
  const at = text.indexOf(`${printed}.`);
  const after = text.slice(at + printed.length + 1, at + printed.length + 3);
  // Closed by its dot and followed by more of its line, or alone on its line (a sentence's last word closes no abbreviation).
  const alone = (at === 0 || text.charAt(at - 1) === '\n') && /^[ \t]*(?:\n|$)/u.test(after);
  if (at < 0 || /\p{L}/u.test(text.charAt(at - 1)) || !(alone || /^[ \t]+\S/u.test(after))) return false;
  const word = printed.replace(/^ex-/iu, '');
  if (openedWord(word) !== null) return true;
  const known = TYPE_ABBREVIATED.exec(`${fold(word)}.`);
  if (known?.index === 0 && known[0] === `${fold(word)}.`) return true;
  const dotted = `${fold(word)}. `;
  return TYPE_ABBREVIATIONS.some((a) => {
    a.form.lastIndex = 0;
    const m = a.form.exec(dotted);
    return m !== null && m.index === 0;
  });
}
