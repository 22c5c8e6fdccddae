import { describe, expect, it } from 'vitest';
import { headCode } from '../../../kernel/normalise/insertion-head-code.ts';
import { withoutHeadMark } from '../../../kernel/normalise/name-head-mark.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { readingOf } from './notice-helpers.ts';

// A compositor's event code closed by his own sign, his code read with the name, his guillemets
// turned to point at the name, and a constitution told with the company as its subject. Made-up
// insertions: invented papers, companies and people.

describe("a compositor's code closed by a sign of his own", () => {
  it.each([
    ['NOUV. STÉ ▌KAORI BOIS▐ (SAS) — cap. 1 000 000 F — Prés. M. Paul WEA — RIDET 1000009.001.', 'creation'],
    ['☆ NAISSANCE ☆ « KAORI BOIS » — SASU — Prés. M. Paul WEA — RIDET 1000009.001', 'creation'],
    ['IMMATRIC. ” KAORI BOIS ” EURL cap. 100 000 F. Gérant : M. Paul WEA. RIDET 1 000 009.001.', 'creation'],
  ])('types %j', (line, type) => {
    expect(headCode(`LE HÉRON DU SUD — jeudi 12 novembre 2026\n${line}`)?.type).toBe(type);
    expect(readingOf(`LE HÉRON DU SUD — jeudi 12 novembre 2026\n${line}`)).toEqual([type, '1000009001', 'KAORI BOIS']);
  });
});

describe("the code read with the name at its head", () => {
  it('is left out with its marks and the lone guillemet after them', () => {
    expect(withoutHeadMark('☆ NAISSANCE ☆ « KAORI BOIS')).toBe('KAORI BOIS');
    expect(withoutHeadMark('DISSOL. ▸ KAORI BOIS')).toBe('KAORI BOIS');
  });

  it("keeps a name's own first words, which are no event's", () => {
    expect(withoutHeadMark('■ KAORI ★ BOIS')).toBe('KAORI ★ BOIS');
  });
});

describe('guillemets turned to point at the name', () => {
  it('frame it as other marks do', () => {
    expect(readingOf('LE HÉRON DU SUD — jeudi 12 novembre 2026\nCONSTITUTION — SCI »»» KAORI BOIS ««« — cap. 100 000 F — Païta — Gér. M. Paul WEA — RIDET 1 000 009.001.')).toEqual(['creation', '1000009001', 'KAORI BOIS']);
  });
});

describe('a constitution told with the company as its subject', () => {
  it("reads 'La SARL X, …, est constituée.' as a constitution, not 'est constituée de'", () => {
    expect(readingOf('LE HÉRON DU SUD • 12 novembre 2026\nNOUVEAU — La SARL Kaori Bois, au capital de 400 000 F, menuiserie, 2, rue des Cassis, 98890 Païta, gér. M. Paul WEA, RIDET 1 000 009.001, est constituée.')).toEqual(['creation', '1000009001', 'Kaori Bois']);
    const made = parseNoticeText('La SARL KAORI BOIS, RIDET 1 000 009.001, est constituée de deux associés depuis toujours.', { reference: 'essai' });
    expect(made.ok ? made.notice.type : made.quarantine.reason).not.toBe('creation');
  });
});
