import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

// Invented insertions: a newspaper's running line as the notice's first line, last line or last item.
const INSERTION = `Trsf. siège – SARL PAPAYE ROUGE – RIDET 1 456 790.001 – AGE 28.09.26 – Gér. M. Léo TEST`;

describe("a newspaper's running line at the edge of an insertion", () => {
  it("reads the paper's initials alone before the page's date as its running header", () => {
    expect(findPublicationDate(`PT 17.10.26\n${INSERTION}`)).toBe('2026-10-17');
    expect(noticeOf(`PT 17.10.26\n${INSERTION}`).date).toBe('2026-10-17');
  });

  it('never reads a meeting, a board or a court abbreviated in two letters so', () => {
    for (const initials of ['AG', 'CA', 'PV', 'TC']) expect(findPublicationDate(`${initials} 17.10.26\n${INSERTION}`), initials).toBeNull();
  });

  it("reads a title whose article is set in lower case ('le Journal de …')", () => {
    expect(findPublicationDate(`le Journal de Testville 02/12/2026\n${INSERTION}`)).toBe('2026-12-02');
    expect(findPublicationDate(`de Testville 02/12/2026\n${INSERTION}`)).toBeNull();
  });

  it("reads a one-line insertion's last item when it is a periodical's title and its date", () => {
    const oneLine = `Location-gérance • Loueur : SARL PAPAYE ROUGE, RIDET 1 456 790.001 • fonds de boulangerie • du 01/12/2026 au 30/11/2027 • Le Bulletin de Testville 18/11/2026`;
    expect(findPublicationDate(oneLine)).toBe('2026-11-18');
    expect(noticeOf(oneLine).date).toBe('2026-11-18');
    expect(findPublicationDate(oneLine.replace('Le Bulletin de Testville', 'Testville'))).toBeNull();
  });
});

// Made up: a weekly's running line prints its page's rubric at its far end.
describe("a running line closed by its page's rubric in capitals", () => {
  it('is read as the running line: its date is the publication', () => {
    expect(findPublicationDate("Le Courrier des Essais  n° 120  Mercredi 12 août 2026        LOCATIONS-GÉRANCES\n____\nSuivant acte du 30 juillet 2026, la société TESTS a donné son fonds en location-gérance.")).toBe('2026-08-12');
  });

  it('reads no date from a line whose cell after the date is no rubric', () => {
    expect(findPublicationDate("Le Courrier des Essais  n° 120  Mercredi 12 août 2026        suivant acte\n____\nLa société TESTS a donné son fonds en location-gérance.")).toBeNull();
  });
});
