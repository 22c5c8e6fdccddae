import { describe, expect, it } from 'vitest';
import { withDateDigitsRead } from '../../../kernel/normalise/ocr-date-digits.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A scan reads a date's 1 as `l` or `I` and its 0 as `O`: a group of letters alone inside a date's
// shape is the digits it stands for. Made-up lines.

describe("a date's groups a scan printed as letters", () => {
  it.each([
    ['the month of a slashed date', 'Suivant acte du 19/lO/2026, il a été', 'Suivant acte du 19/10/2026, il a été'],
    ['every group of a dotted date', 'Assemblée du O3.ll.2O26 :', 'Assemblée du 03.11.2026 :'],
    ['a day before its month', 'JONC – lO novembre 2026', 'JONC – 10 novembre 2026'],
    ['a day with its letter first, the month accented', 'publié le Ol décembre 2O26', 'publié le 01 décembre 2O26'],
  ])('%s', (_, printed, read) => {
    expect(withDateDigitsRead(printed)).toBe(read);
  });

  it('gives a masthead its date back', () => {
    expect(findPublicationDate('Le Journal Exemple – Annonces légales – 2l/lO/2O26\n\nKAZ BÂTI, SARL, RIDET 1 000 001.001. Transfert du siège.')).toBe('2026-10-21');
    expect(findPublicationDate('JONC – Publications légales – lO novembre 2O26\n\nKAZ BÂTI, SARL, RIDET 1 000 001.001. Transfert du siège.')).toBe('2026-11-10');
  });

  it("reads no group of letters outside a date's shape, nor one without digits enough to be a date, nor the pronoun 'Il'", () => {
    for (const text of ['par acte du 4/II/2026', 'le 12.III.2026', 'Il novembre 2026 fut pluvieux', 'article lO.l des statuts', 'réf. lO/lO/lO', 'SOClÉTÉ KAZ', 'lot lO, Koné']) expect(withDateDigitsRead(text)).toBe(text);
  });
});

describe('a day before its month in capitals or capitalised', () => {
  it('is read the same, and a lower-case pair of letters is no day a scan printed', () => {
    expect(withDateDigitsRead('JONC – lO NOVEMBRE 2026')).toBe('JONC – 10 NOVEMBRE 2026');
    expect(withDateDigitsRead('Publié le lO Décembre 2026')).toBe('Publié le 10 Décembre 2026');
    expect(withDateDigitsRead('io novembre 2026')).toBe('io novembre 2026');
  });
});

describe("a day before a month cut at a line's end", () => {
  it('is read as digits where the two halves make a month', () => {
    expect(withDateDigitsRead('du ler sep-\ntembre 2O26')).toBe('du 1er sep-\ntembre 2O26');
    expect(withDateDigitsRead('le lO décem-\n  bre 2O26')).toBe('le 10 décem-\n  bre 2O26');
  });

  it('stays as printed where the halves make no month', () => {
    expect(withDateDigitsRead('le lO pro-\nmoteur 2O26')).toBe('le lO pro-\nmoteur 2O26');
  });
});
