import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../kernel/normalise/global-pattern.ts';
import { matchesOnLinesHolding } from '../../../kernel/normalise/matches-on-lines.ts';
import { findNamedMentions } from '../../../kernel/normalise/officer-mentions.ts';

const spans = (ms: readonly RegExpExecArray[]): string[] => ms.map((m) => `${m.index}:${m[0]}:${m[1] ?? ''}`);

// A label's word before a name, the name in a given name and a SURNAME: neither reads a line break,
// the label's lookbehind and the name's lookahead read a line break as the text's ends.
const LABELLED = /(?<![\p{L}])(\p{L}{1,5})\.?[ ]*:?[ ]*[A-Z][a-z]+[ ]+[A-Z]{2,}(?![\p{L}])/gu;
const NAME = /[A-Z][a-z]+[ ]+[A-Z]{2,}/gu;

/** Made-up texts of labels, names, words and line breaks, the same each run. */
function madeUpTexts(count: number): string[] {
  const pieces = ['Gce', 'Pdt ', 'gér.', 'Liq: ', ':', ' ', '  ', '.', 'Luc ', 'Ana', 'Luc DUBOIS', 'Ana ROC', ' DUBOIS', 'ROC', 'X', 'de ', 'la', 'é', '\n', '\n\n', '\r', 'Ébène', 'ÉTÉ', '-', ','];
  let seed = 7;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + (next() % 24);
    for (let i = 0; i < n; i += 1) text += pieces[next() % pieces.length];
    return text;
  });
}

describe('a pattern tried only on the lines holding what it needs', () => {
  it('finds what the global scan finds, on any line, with the text’s indexes', () => {
    let found = 0;
    let belowFirstLine = 0;
    for (const text of madeUpTexts(20_000)) {
      const expected = [...matchesOf(LABELLED, text)];
      expect(spans(matchesOnLinesHolding(LABELLED, NAME, text))).toEqual(spans(expected));
      found += expected.length;
      belowFirstLine += expected.filter((m) => text.lastIndexOf('\n', m.index) >= 0).length;
    }
    expect(found).toBeGreaterThan(500);
    expect(belowFirstLine).toBeGreaterThan(200);
  });

  it('reads a compositor’s office label before a person on a later line, after lines without any name', () => {
    const text = 'MODIFICATIONS\nau registre, le 3 mai.\nAnc. gérance : néant.\nGce.Marcel TOUPIN & Léa VARNE, Pdt Richard OUEN\nsiège : Nouméa.';
    const people = findNamedMentions(text).filter((m) => !m.company).map((m) => [text.slice(m.index, m.end), m.nom, m.prenoms]);
    expect(people).toEqual([
      ['Marcel TOUPIN', 'TOUPIN', 'Marcel'],
      ['Léa VARNE', 'VARNE', 'Léa'],
      ['Richard OUEN', 'OUEN', 'Richard'],
    ]);
  });
});
