import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { withSplitYearsJoined } from '../../../kernel/normalise/split-year-date.ts';

// Mastheads a blind group of outlets' dates showed unread (cachets): a date split before its year
// by a narrow running header, a title that names no periodical over the page's weekday and date, a
// town before the date beside the number. Every text here is made up for the rule it names.

const BODY = "AVIS DE CONSTITUTION\nPar acte sous seing privé du 27 octobre 2026, il a été constitué une société à responsabilité limitée dénommée VERGERS DE TIARE, au capital de 500 000 F CFP, siège : 4 rue des Flamboyants, 98860 Koné. Gérant : M. Paul WEA. RIDET 1 000 009.001.";

describe("a masthead's date split before its year", () => {
  it('joins a day and a month to the year alone on the next line, at the top only', () => {
    expect(withSplitYearsJoined(['14', 'LE HÉRON', 'Jeudi 12 novembre', '2026', 'texte'], 5)).toEqual(['14', 'LE HÉRON', 'Jeudi 12 novembre 2026', 'texte']);
    expect(withSplitYearsJoined(['texte', 'le 12 novembre', '2026'], 1)).toEqual(['texte', 'le 12 novembre', '2026']);
  });

  it("dates the page under a periodical's title", () => {
    expect(findPublicationDate(`7\nBULLETIN DES ANNONCES DU COL\n12 novembre\n2026\n\n${BODY}`)).toBe('2026-11-12');
  });

  it("dates the page under any running title when the weekday is printed", () => {
    expect(findPublicationDate(`14\nLE HÉRON DU COL\nJeudi 12 novembre\n2026\n\n${BODY}`)).toBe('2026-11-12');
  });
});

describe("a masthead's town before its date", () => {
  it("dates the page beside the issue's number", () => {
    expect(findPublicationDate(`LE HÉRON DU COL\nKoné, jeudi 12 novembre 2026 — 3e année — n° 742 — 150 F\n\n${BODY}`)).toBe('2026-11-12');
  });

  it("is a signature's place and date without an issue's number", () => {
    expect(findPublicationDate(`${BODY}\nKoné, jeudi 12 novembre 2026 — Pour avis — La gérance`)).toBeNull();
  });
});
