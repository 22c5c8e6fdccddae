import { describe, expect, it } from 'vitest';
import { singleLineBreaksAsSpaces } from '../../../kernel/normalise/joined-lines.ts';

// Made up. A PDF's lines run on in one sentence: each single break, with the spaces and tabs around
// it, reads as one space; a blank line between paragraphs stays.
describe('singleLineBreaksAsSpaces: a sentence broken over lines read whole', () => {
  it('joins the lines of a sentence, the spaces and tabs around each break with it', () => {
    expect(singleLineBreaksAsSpaces('la societe a transfere\nson siege a Bourail  \n\t le 3 mai')).toBe('la societe a transfere son siege a Bourail le 3 mai');
  });

  it('keeps a blank line between paragraphs, and breaks at the very start and end', () => {
    expect(singleLineBreaksAsSpaces('avis de constitution\n\nla societe x')).toBe('avis de constitution\n\nla societe x');
    expect(singleLineBreaksAsSpaces('\nnomination\n')).toBe(' nomination ');
  });

  it('leaves a text without a break as it is', () => {
    expect(singleLineBreaksAsSpaces('dissolution anticipee de la societe')).toBe('dissolution anticipee de la societe');
  });

  it('reads two breaks with spaces or tabs between them as single breaks, as the pattern did', () => {
    expect(singleLineBreaksAsSpaces('gerant\n \nm. x')).toBe('gerant   m. x');
    expect(singleLineBreaksAsSpaces('gerant\n\t\t\nm. x')).toBe('gerant  m. x');
  });
});

// The reading is the pattern the type's readings used, read by code units: every text of up to nine
// characters of the four kinds it tells apart (a letter, a space, a tab, a line break) reads the same.
describe('singleLineBreaksAsSpaces: what the pattern wrote', () => {
  const PATTERN = /(?<!\n)[ \t]*\n[ \t]*(?!\n)/g;
  it('writes what the pattern writes for every short text of letters, spaces, tabs and breaks', () => {
    const differing: string[] = [];
    const visit = (text: string, left: number): void => {
      if (singleLineBreaksAsSpaces(text) !== text.replace(PATTERN, ' ')) differing.push(JSON.stringify(text));
      if (left > 0) for (const unit of ['a', ' ', '\t', '\n']) visit(text + unit, left - 1);
    };
    visit('', 9);
    expect(differing).toEqual([]);
  });
});
