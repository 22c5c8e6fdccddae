import { describe, expect, it } from 'vitest';
import { findCompositorDates, withCompositorDatesRead } from '../../../kernel/normalise/compositor-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';

// A made-up insertion: its act's date is in words, so a header's date is the only one printed so.
const BODY = `MODIF. STATUTS — LES VERGERS DE TIARE, SARL au capital de 400 000 F — RIDET 1 456 780.001 — AGE du quatre novembre deux mille vingt-six : objet étendu à la vente en ligne.`;

describe("a page's date in a compositor's own format", () => {
  it.each([
    ['LE HÉRON DU NORD | 23~10~2026', '2026-10-23'],
    ['LE HÉRON DU NORD | 23 • 10 • 2026', '2026-10-23'],
    ['LE HÉRON DU NORD | 23_X_26', '2026-10-23'],
    ['LE HÉRON DU NORD | 7 + 12 + 2026', '2026-12-07'],
    ['LE HÉRON DU NORD | p. 3 | 9 déc. 26', '2026-12-09'],
    ['LE HÉRON DU NORD | 3 JANV. 27', '2027-01-03'],
    ["L'ÉCHO DU HÉRON\nJEUDI 23 | JUILLET 2026 | n° 7", '2026-07-23'],
  ])('the header %j dates the page', (header, date) => {
    expect(findPublicationDate(`${header}\n\n${BODY}`)).toBe(date);
  });

  it('a footer in such a format dates the page as a header would', () => {
    expect(findPublicationDate(`${BODY}\n\nLa Feuille du Col — 2=12=2026`)).toBe('2026-12-02');
  });

  it('reads a day, a month in letters and a year glued together', () => {
    expect(findCompositorDates('édition #15dec2026').map((d) => d.iso)).toEqual(['2026-12-15']);
  });

  it('reads a Roman month between spaces only when printed in capitals', () => {
    expect(findCompositorDates('tirage 12 XI 26').map((d) => d.iso)).toEqual(['2026-11-12']);
    expect(findCompositorDates('un lot de 12 x 26 cm').map((d) => d.iso)).toEqual([]);
  });

  it("reads a day in a cell of its own only before a named month and a four-digit year", () => {
    expect(findCompositorDates('JEUDI 23 | JUILLET 2026').map((d) => d.iso)).toEqual(['2026-07-23']);
    expect(findCompositorDates('lot 23 | 07 2026')).toEqual([]);
  });

  it('wants the same mark twice', () => {
    expect(findCompositorDates('23~10•2026')).toEqual([]);
  });

  it.each([
    ['an identifier with its rank', 'RIDET 1234567.001'],
    ['an amount', 'capital 1.000.000 F'],
    ['a telephone number', 'Tél. 26~12~34'],
    ['a telephone number of four groups', 'standard 27 • 12 • 34 • 56'],
    ['a time', 'ouverture 10.30'],
    ['a version', 'logiciel v2.10.26'],
    ['a score', 'match nul 3-1'],
    ['digits in the month place with spaces only', 'réf. 20 11 26'],
    ['an impossible day', 'le 31~02~2026'],
  ])('%s is never a date', (_, line) => {
    expect(findCompositorDates(line)).toEqual([]);
  });

  it('leaves a date another reading already reads as printed', () => {
    const line = 'LE HÉRON DU NORD — 23/10/2026 — 4 mai 2026';
    expect(findCompositorDates(line)).toEqual([]);
    expect(withCompositorDatesRead(line)).toBe(line);
  });

  it('writes the date it reads as a slashed date, the rest of the line as printed', () => {
    expect(withCompositorDatesRead('LE HÉRON DU NORD | 23 • 10 • 2026 | p. 2')).toBe('LE HÉRON DU NORD | 23/10/2026 | p. 2');
  });

  it("leaves a date in the notice's middle to the act's readers", () => {
    const lines = ['LE HÉRON DU NORD — n° 12', '', 'MODIF. STATUTS', 'LES VERGERS DE TIARE, SARL', 'RIDET 1 456 780.001', 'Gazette interne | 23~10~2026', 'Objet étendu.', 'Gér. M. Paul X'];
    expect(findPublicationDate(lines.join('\n'))).toBe(null);
  });
});

describe("a date's digits run together", () => {
  it('reads a year, a month and a day as one run of eight digits', () => {
    expect(findCompositorDates('LE HÉRON — 20261023').map((d) => d.iso)).toEqual(['2026-10-23']);
  });

  it('reads no run that is longer, glued to letters, or no calendar day', () => {
    expect(findCompositorDates('réf. 202610231 ; lot A20261023 ; 20261332').map((d) => d.iso)).toEqual([]);
  });
});
