import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A province's deliberation designating its representatives `au sein du conseil d'administration`
// of a company it holds shares in: directors of that company. Made up for this file.
describe('representatives designated within a board', () => {
  it('are the company’s directors', () => {
    const text = [
      'PROVINCE SUD',
      "Délibération n° 2026-88/APS du 3 juin 2026 portant désignation des représentants de la province Sud au conseil d'administration de la SAEML KAZ DU SUD",
      "Article 1er : Sont désignés pour représenter la province Sud au sein du conseil d'administration de la SAEML KAZ DU SUD, RIDET 1 643 782.001, en remplacement de M. Luc TEIN, démissionnaire :",
      '  — M. Paul KOU ;',
      '  — Mme Anne WAIA.',
      'Délibéré à Nouméa, le 3 juin 2026.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul KOU (administrateur)', 'Anne WAIA (administrateur)']);
  });
});
