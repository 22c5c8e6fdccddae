import { describe, expect, it } from 'vitest';
import { isRubricLine } from '../../../kernel/normalise/rubric-line.ts';
import { noticeOf } from './notice-helpers.ts';

// A column's rubric names its notices' events or the companies' parts in the plural: the page's
// line, never a company's name. Made-up lines and notice; 5401245 passes the check digit.

describe('a column’s rubric', () => {
  it('is read in the plural, qualified or not, whatever marks frame it', () => {
    for (const line of ['<< SIÈGES SOCIAUX >>', '▌MANDATS SOCIAUX', '»» LOCATIONS-GÉRANCES ««', 'DISSOLUTIONS ANTICIPÉES', '[Nominations]', 'CAPITAUX', 'NOUVELLES SOCIÉTÉS']) {
      expect(isRubricLine(line), line).toBe(true);
    }
  });

  it('is no company’s name, singular or with a name’s own word', () => {
    for (const line of ['SIÈGE SOCIAL', 'LES VERGERS DU COL', 'TRANSPORTS DU NORD', 'MANDATS ET CONSEILS DU PACIFIQUE', 'AVIS DE CONSTITUTION']) {
      expect(isRubricLine(line), line).toBe(false);
    }
  });

  it('leaves the notice’s own header line to name the company', () => {
    const text = '<< SIÈGES SOCIAUX >>\nLES VERGERS DU COL, SARL au capital de 500 000 F — RIDET 5 401 245 001\nTransf. du siège de Farino à La Foa (AGO du 14/09/2026). Gérant inchangé : M. Lucien EXEMPLE.\n\nLA VOIX DU COL — Mardi 22 septembre 2026 — n° 388';
    expect(noticeOf(text).denomination).toBe('LES VERGERS DU COL');
  });
});
