import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

// Small ads name offices and events as a compositor prints them: an office's abbreviation as a
// label, an office by its acronym, an article or a 'par' dropped. Every text is made up.

function published(text: string) {
  const result = parseNoticeText(text, { reference: 'test-petites-annonces' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

describe('offices and events as small ads print them', () => {
  it("reads an office's abbreviation before a colon as its label: the company named after it holds the office, a third party", () => {
    const notice = published('TRANSF. SIÈGE – SAS KAORI BOIS RIDET 1738202.001 – Déc. Prés. 09/11/26: sg transf. lot 4 Dumbéa. Prés.: SARL GROUPE WEA (RIDET 2468130.001).');
    expect(notice.type).toBe('siege');
    expect(notice.ridet).toBe('1738202001');
    expect(notice.dirigeants.map((d) => [d.nom, d.fonction])).toEqual([['GROUPE WEA', 'président']]);
  });

  it("reads an appointment whose office is its acronym ('nommé DG M. X')", () => {
    expect(published('SASU KAORI BOIS (RIDET 1738202.001) – déc. assoc. unique 4/11/26: nomm. DG M. Paul WEA; Prés. Mme Ana WEA reste en fonct.').type).toBe('nomination');
  });

  it("reads a renewal without its article ('RENOUV. MANDATS', 'renouv. adm. MM. X et Y')", () => {
    expect(published('RENOUV. MANDATS – SA KAORI BOIS, RIDET 1738202.001 – AGO 30/06/26: renouv. adm. MM. Paul WEA et Luc WEA.').type).toBe('nomination');
  });

  it("reads a constitution by deed without its 'par' ('– const. acte Me X')", () => {
    expect(published('SCI KAORI 3 – const. acte Me WEA not. Nméa 12.03.26 – cap. 1 000 F – gér. M. Paul WEA – RID 1738202').type).toBe('creation');
  });
});

describe("a small ad's fields cut by bullets", () => {
  it('reads a bullet between spaces as a dash: the masthead, the company and its identifier are fields of their own', () => {
    const notice = published('Le Journal 27/11/2026 • SA KAORI BOIS – RIDET 1738202.001 – CA du 12 nov. 2026: M. Paul WEA PDG en rempl. de M. Luc WEA, démiss.; DG délégué Mme Ana WEA.');
    expect(notice.denomination).toBe('KAORI BOIS');
    expect(notice.type).toBe('nomination');
  });
});
