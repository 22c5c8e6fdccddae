import { describe, expect, it } from 'vitest';
import { summarise } from '../../../kernel/normalise/index.ts';

describe('summarise', () => {
  it('returns short texts whole, whitespace collapsed', () => {
    expect(summarise('  Aux termes\n d’une  décision  ')).toBe('Aux termes d’une décision');
  });

  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Aux termes d’une assemblée générale extraordinaire du 12 mars 2024, les associés ont décidé de transférer le siège social.';
    const out = summarise(text, 40);
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out.endsWith('…')).toBe(true);
    const kept = out.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('does not leave dangling punctuation before the ellipsis', () => {
    expect(summarise('Siège social : 12 rue X, 98800 Nouméa', 26)).toBe('Siège social : 12 rue X…');
  });

  it('cuts a single overlong word rather than return nothing', () => {
    const out = summarise('x'.repeat(500), 280);
    expect(out).toHaveLength(280);
    expect(out.endsWith('…')).toBe(true);
  });

  it('defaults to 280 characters', () => {
    const out = summarise('mot '.repeat(200));
    expect(out.length).toBeLessThanOrEqual(280);
    expect(out.length).toBeGreaterThan(270);
  });
});

describe('summarise: every whitespace run read as one space', () => {
  it('collapses tabs, line breaks, no-break spaces and runs of any length, keeps lone spaces', () => {
    expect(summarise(' a\tb\nc\u00a0d  e \n\t f\r\ng h\u2028i ')).toBe('a b c d e f g h i');
    expect(summarise('\n\n')).toBe('');
  });
});

describe('summarise on long texts', () => {
  /** The definition: the whole text collapsed and trimmed, then cut at a word boundary. */
  function byDefinition(text: string, maxLength: number): string {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (flat.length <= maxLength) return flat;
    const room = flat.slice(0, Math.max(1, maxLength - 1) + 1);
    const lastSpace = room.lastIndexOf(' ');
    const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - 1)).replace(/[\s,;:\-–(«"']+$/u, '');
    return `${cut}…`;
  }

  it('reads a long text as if it were collapsed whole, whatever whitespace runs stand at any place', () => {
    for (const maxLength of [1, 2, 10, 40, 280, 300]) {
      for (const gap of [' ', '  ', '\n', ' \n\t ', '\u00a0', ' '.repeat(50), '\n'.repeat(400)]) {
        for (const lead of ['', '   ', '\n'.repeat(2000)]) {
          const text = `${lead}Aux termes d’une${gap}décision, la société X,${gap}au capital de 100 000 F.${gap}`.repeat(60);
          expect(summarise(text, maxLength)).toBe(byDefinition(text, maxLength));
          expect(summarise(text.slice(0, 4 * maxLength + 65), maxLength)).toBe(byDefinition(text.slice(0, 4 * maxLength + 65), maxLength));
        }
      }
    }
    // Nothing but whitespace in the head: the whole text is read.
    const late = `${' '.repeat(5000)}Pour avis.`;
    expect(summarise(late, 40)).toBe('Pour avis.');
  });
});
