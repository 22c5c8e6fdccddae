import { describe, expect, it } from 'vitest';
import { withKeywordTypos } from '../../../kernel/normalise/keyword-typos.ts';

describe('withKeywordTypos: an event keyword typed with one slip read as the keyword', () => {
  it('leaves a text without a slip as it is', () => {
    const text = "l'associe unique a decide la dissolution anticipee et la liquidation amiable de la societe.";
    expect(withKeywordTypos(text)).toBe(text);
  });

  it('reads every slip of a text and keeps the words between them', () => {
    expect(withKeywordTypos('avis de dissolusion : la liquidaton amiable est ouverte, transformaton en sas.')).toBe(
      'avis de dissolution : la liquidation amiable est ouverte, transformation en sas.',
    );
  });

  it('reads a slip at the very start and at the very end of the text', () => {
    expect(withKeywordTypos('consitution')).toBe('constitution');
    expect(withKeywordTypos('prorogation de la duree, nominaton')).toBe('prorogation de la duree, nomination');
  });

  it('leaves a word two slips away and a keyword inside a longer word', () => {
    const text = 'la dissolusiion et la preliquidation';
    expect(withKeywordTypos(text)).toBe(text);
  });
});
