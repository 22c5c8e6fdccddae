import { describe, expect, it } from 'vitest';
import { findPublicationDate, isDateline } from '../../../kernel/normalise/publication-date.ts';

// A made-up insertion whose act's date is in words: a dateline's date is the only one read at the page's edges.
const BODY = `NOMIN. GÉR. — LES VERGERS DE TIARE, SARL au capital de 400 000 F — RIDET 1 456 780.001 — AGO du quatre novembre deux mille vingt-six : Gér. M. Paul TEMAHU.`;

describe("a dateline's items parted by a compositor's own mark", () => {
  it.each([
    ['LE HÉRON DU NORD ≈ 12/11/2026', '2026-11-12'],
    ['LE HÉRON DU NORD ✦ jeudi 12 novembre 2026 ✦ p. 5', '2026-11-12'],
    ['Le Héron du Nord +++ 12.11.2026 +++ annonces', '2026-11-12'],
    ['LE HÉRON DU NORD ⁄ n° 40 ⁄ 12 nov. 2026', '2026-11-12'],
  ])('the header %j dates the page', (header, date) => {
    expect(findPublicationDate(`${header}\n\n${BODY}`)).toBe(date);
  });

  it('reads a dateline framed by marks at its ends', () => {
    expect(findPublicationDate(`${BODY}\n\n~ Le Héron du Nord ~ 12/11/2026 ~`)).toBe('2026-11-12');
    expect(findPublicationDate(`${BODY}\n\n==LE HÉRON ≈ 12/11/26==`)).toBe('2026-11-12');
  });

  it("tells a page's dateline in a compositor's own date format to the page's other readers", () => {
    expect(isDateline('LE HÉRON DU NORD ✦ 12 XI 26 ✦ p. 5')).toBe(true);
  });

  it("reads a line's spaced marks before and after its compositor's date is read: only the marks between items part them", () => {
    // The date's own marks, spaced like the items' separator, and the items' separator the same mark.
    expect(isDateline('LE HÉRON DU NORD • 12 • 11 • 2026 • p. 5')).toBe(true);
    // The date's marks are the only spaced marks: read as a date, no item is left apart.
    expect(isDateline('LE HÉRON DU NORD 12 • 11 • 2026')).toBe(false);
    // No spaced mark at all, a compositor's date or not.
    expect(isDateline('LE HÉRON DU NORD 12 XI 26 p. 5')).toBe(false);
    expect(isDateline('LE HÉRON DU NORD 12/11/2026')).toBe(false);
  });

  it.each([
    ['a decision and its date', 'Décision de l’associé unique ✦ 12/11/2026'],
    ["a signature's place and date", 'Fait à Koné ✦ 12/11/2026'],
    ['a label and its value', 'Date : 12/11/2026'],
    ["a form's field after its leader dots", 'Procédure ouverte le ... 12/11/2026'],
  ])('%s is no dateline, whatever the mark', (_, line) => {
    expect(findPublicationDate(`${line}\n\n${BODY}`)).toBe(null);
  });
});

describe("a dateline's title whose word opens on an order's thing (a proof's `BAT`, a `lot`)", () => {
  it.each([
    ['LE COURRIER DU BÂTIMENT · mardi 10 novembre 2026 · insertion n° 88', '2026-11-10'],
    ['LA FEUILLE DU LOTISSEMENT · 10/11/2026', '2026-11-10'],
  ])('reads %j as the page\'s dateline: the thing is a whole word', (header, date) => {
    expect(isDateline(header)).toBe(true);
    expect(findPublicationDate(`${header}\n\n${BODY}`)).toBe(date);
  });

  it("still reads the order's own thing as a step of the order, not the page's date", () => {
    expect(isDateline('LE HÉRON DU NORD · BAT · 10/11/2026')).toBe(false);
  });
});

describe('a wrapped line that opens on the date the line above calls for', () => {
  const notice = [
    'DISSOL. — LES JARDINS DE NÉMÉARA, SARL au cap. de 100 000 F, Ridet 1 234 567.001, Bourail.',
    'AGE 2/11/2026 : dissolution anticipée à compter du',
    '3/11/2026 ; Liq. : Mme Rose TEIN ; siège de liq. au siège social.',
    '                         La Gazette de Bourail — mardi 10 novembre 2026',
  ].join('\n');

  it("goes on with the sentence above: the page's date is the footer's, not the effect's", () => {
    expect(findPublicationDate(notice)).toBe('2026-11-10');
  });

  it('is read as a dateline where the line above ends its own sentence', () => {
    const unwrapped = notice.replace('à compter du\n3/11/2026 ;', 'à compter de ce jour.\n3/11/2026 ;');
    expect(findPublicationDate(unwrapped)).toBe('2026-11-03');
  });
});
