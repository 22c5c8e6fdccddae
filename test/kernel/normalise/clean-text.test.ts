import { describe, expect, it } from 'vitest';
import { collapseSpaces } from '../../../kernel/normalise/clean-text.ts';

/** The definition: each line's runs of spaces made one and its ends trimmed, at most one blank line, the whole trimmed. */
function byLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

describe('collapseSpaces', () => {
  it('trims every kind of whitespace at a line’s ends, in a text whose lines are otherwise tidy', () => {
    const spaces = ['\t', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
    for (const space of spaces) {
      for (const text of [`AVIS${space}\nSociété X`, `AVIS\n${space}Société X`, `${space}AVIS\nX`, `AVIS\nX${space}`, `AVIS\n${space}\n\n\nX`]) {
        expect(collapseSpaces(text)).toBe(byLines(text));
        expect(collapseSpaces(text)).not.toContain(`${space}\n`);
      }
    }
  });

  it('keeps tidy lines as they are, blank lines at most one', () => {
    const text = 'AVIS DE CONSTITUTION\n\n\n\nSociété X, SARL\nGérant : M. Y\n';
    expect(collapseSpaces(text)).toBe('AVIS DE CONSTITUTION\n\nSociété X, SARL\nGérant : M. Y');
    expect(collapseSpaces('Société  X   SARL')).toBe('Société X SARL');
  });
});
