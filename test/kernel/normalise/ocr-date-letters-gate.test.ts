import { describe, expect, it } from 'vitest';
import { normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';
import { withDateDigitsRead } from '../../../kernel/normalise/ocr-date-digits.ts';
import { mayHoldDateLetters } from '../../../kernel/normalise/ocr-date-letters-gate.ts';

// The character pass asks ocr-date-digits.ts to read a date's letters only where a scan by code
// units finds their sign (speed only): every date a scan lettered must still be read. Made-up lines.

describe("the sign of a date's letters", () => {
  it.each([
    ['a slashed month of letters', 'Acte signé le 14/lO/2026 à Bourail.', 'Acte signé le 14/10/2026 à Bourail.'],
    ['a slashed day of one letter', 'par décision du l/O9/2026, le gérant', 'par décision du 1/09/2026, le gérant'],
    ['a slashed year with its letters only', 'Réunion du 03/07/2O2O :', 'Réunion du 03/07/2020 :'],
    ['a dotted date, the month of one character', 'Assemblée du 22.O.2026, décidé', 'Assemblée du 22.0.2026, décidé'],
    ['a day before its month', 'Nouméa, le lO juillet 2026', 'Nouméa, le 10 juillet 2026'],
    ['a day of a digit and a letter before its capitalised month', 'Koné, 2l Mars 2026', 'Koné, 21 Mars 2026'],
    ['a day before its month in capitals', 'Publié le Ol DÉCEMBRE 2026', 'Publié le 01 DÉCEMBRE 2026'],
    ['a day at the text\'s start', 'lI septembre 2026 : dépôt', '11 septembre 2026 : dépôt'],
    ["a day's 5 printed S beside its digit", 'Bourail, 2S juin 2026', 'Bourail, 25 juin 2026'],
    ["a day's 8 printed B beside its digit", 'en date du 2B mai 2026 ,', 'en date du 28 mai 2026 ,'],
    ["the first of the month's 1 printed l, its `er` apart", 'l er decembre 2026   JOURNAL', '1 er decembre 2026   JOURNAL'],
    ["the first of the month's 1 printed l, its `er` glued", 'le ler mai 2026, les', 'le 1er mai 2026, les'],
  ])('lets %s through, and the date is read', (_, printed, read) => {
    expect(mayHoldDateLetters(printed)).toBe(true);
    expect(normaliseCharacters(printed)).toBe(read);
  });

  // Letters the earlier steps of the pass would read first (a token of digits and letters): asked of the date's reading alone.
  it.each([
    ["a slashed year's last letter", 'signé le 14/07/202l.', 'signé le 14/07/2021.'],
    ['a day of a zero printed O before its month', 'le O5 mai 2026', 'le 05 mai 2026'],
  ])('lets %s through to the reading', (_, printed, read) => {
    expect(mayHoldDateLetters(printed)).toBe(true);
    expect(withDateDigitsRead(printed)).toBe(read);
  });

  it.each([
    ['dates of digits', 'Acte du 14/10/2026, publié le 3 mars 2026 ; effet au 01.01.2027.'],
    ['an identifier and its rank before a word of capitals', 'RIDET 1 234 567.001\nObjet : la vente'],
    ['the pronoun before a month', 'Il mars de nouveau'],
    ['a word ending in double l before a month', 'le Mall avril 2026'],
    ['letters in no date', 'La société, Il décide, Objet social : l’hôtellerie.'],
  ])('turns away %s, which the reading leaves as they are', (_, text) => {
    expect(mayHoldDateLetters(text)).toBe(false);
    expect(withDateDigitsRead(text)).toBe(text);
  });

  it("reads no day in two capitals without a digit ('SB'): a sigle, however the sign lets it through", () => {
    expect(withDateDigitsRead('la SB juin 2026')).toBe('la SB juin 2026');
  });
});
