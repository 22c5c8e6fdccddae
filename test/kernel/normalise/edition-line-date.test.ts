import { describe, expect, it } from 'vitest';
import { dateOfEditionLine } from '../../../kernel/normalise/edition-line-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// Made-up outlets and insertions: an outlet's edition line dates the page wherever it stands at
// the notice's edges, whatever the outlet's name, once what stands around the date is an edition's.

const BODY = `LES VERGERS DE TIARE, SARL au capital de 400 000 F, RIDET 1 000 009.001, 4 rue des Flamboyants, 98860 Koné. AGE du 14/10/2026 : dissolution anticipée ; liquidateur : M. Paul WEA.`;

describe("an outlet's edition line", () => {
  it.each([
    ['LE HÉRON DU NORD – éd. du ven. 23 oct. 2026', '2026-10-23'],
    ['(La Feuille du Col, éd. du 23-10-2026)', '2026-10-23'],
    ['Le Héron, édition du 23.10.2026', '2026-10-23'],
    ['heron-nord.nc — Posté : 23-10-2026', '2026-10-23'],
    ['heron-nord.nc · avis publiés le 23.10.2026', '2026-10-23'],
    ['N° 412 du vendredi 23 octobre 2026', '2026-10-23'],
    ['HDN du ven. 23 oct. 2026', '2026-10-23'],
    ['(Feuille du Col – vendredi 23 octobre 2026)', '2026-10-23'],
  ])('%j dates the page above the notice', (line, date) => {
    expect(findPublicationDate(`${line}\n${BODY}`)).toBe(date);
  });

  it('dates the page as a footer too, the line after the notice', () => {
    expect(findPublicationDate(`AVIS DE DISSOLUTION\n${BODY}\nLe Héron du Nord – éd. du 23 octobre 2026`)).toBe('2026-10-23');
  });

  it("reads a board's stamp with its time of day and a date's digits run together", () => {
    expect(dateOfEditionLine('Héron Business Board — 2026-10-23T07:15', true)).toBe('2026-10-23');
    expect(findPublicationDate(`LA DÉPÊCHE DU COL — 20261023\n${BODY}`)).toBe('2026-10-23');
  });

  it("leaves an act's, a court's sitting's, a meeting's, a label's and a signature's date alone", () => {
    for (const line of ['AGE du jeu. 22 oct. 2026', 'Audience du jeudi 22 octobre 2026', 'Réunion du jeudi 22 octobre 2026', 'TMC Nouméa, jugt du 22/10/2026', 'Date : jeu. 22 oct. 2026 à 08:47', 'Jouissance : 22.10.2026', 'Nouméa, le 22 octobre 2026', 'Nouméa, jeudi 22 octobre 2026']) {
      expect(dateOfEditionLine(line, false), line).toBeNull();
    }
  });

  it('takes a title and a date apart without an edition word only from a periodical or at the first or last line', () => {
    expect(dateOfEditionLine('VERGERS DU SUD — 22 octobre 2026', false)).toBeNull();
    expect(dateOfEditionLine('VERGERS DU SUD — 22 octobre 2026', true)).toBe('2026-10-22');
    expect(dateOfEditionLine('Le Courrier du Col — 22 octobre 2026', false)).toBe('2026-10-22');
  });

  it("publishes the notice on the edition's date, not on its meeting's", () => {
    const result = parseNoticeText(`DISSOLUTIONS\n${BODY}\n*** Le Héron du Nord — éd. du 23/10/2026 ***`, { reference: 'essai' });
    expect(result.ok && result.notice.date).toBe('2026-10-23');
  });
});
