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
