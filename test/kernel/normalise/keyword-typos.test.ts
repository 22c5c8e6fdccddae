import { describe, expect, it } from 'vitest';
import { keywordTyposPrinted, withKeywordTypos } from '../../../kernel/normalise/keyword-typos.ts';

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

// Made up. A word is looked up only when its first letter and its length may be a keyword's with one
// slip (speed only): a letter dropped from the shortest keywords and one added to the longest are the
// lengths at either end; digits and signs, ASCII or not, end a word as spaces do.
describe('withKeywordTypos: the lengths and the edges of a slip', () => {
  it('reads a letter dropped from the shortest keywords and one added to the longest', () => {
    expect(withKeywordTypos('redressement judiciare, nomnation du mandataire')).toBe('redressement judiciaire, nomination du mandataire');
    expect(withKeywordTypos('la transformmation et le renouvelllement')).toBe('la transformation et le renouvellement');
  });

  it('reads a slip glued to digits or signs', () => {
    expect(withKeywordTypos('2)dissolusion;3-liquidaton.')).toBe('2)dissolution;3-liquidation.');
    expect(withKeywordTypos('(judiciare)/12commissaite')).toBe('(judiciaire)/12commissaire');
    expect(withKeywordTypos('«dissolusion» ou liquidaton…')).toBe('«dissolution» ou liquidation…');
  });

  it('leaves a slip of the first letter, and a keyword typed whole or in the plural', () => {
    const text = 'fissolution, dissolutions, judiciaires, commissaires';
    expect(withKeywordTypos(text)).toBe(text);
  });
});

// Made up. The printed text keeps the slip's case and the keyword's accents.
describe('keywordTyposPrinted: the keyword in the case of its slip', () => {
  it('writes the keyword in capitals, capitalised or in small letters', () => {
    expect(keywordTyposPrinted('AVIS DE DISSOLUSION. Transformaton de la société ; nouvelle denominaton')).toBe(
      'AVIS DE DISSOLUTION. Transformation de la société ; nouvelle dénomination',
    );
  });

  it('reads the slips of a text holding accents before them, at their printed places', () => {
    expect(keywordTyposPrinted('Société à responsabilité limitée — liquidaton amiable')).toBe('Société à responsabilité limitée — liquidation amiable');
  });
});
