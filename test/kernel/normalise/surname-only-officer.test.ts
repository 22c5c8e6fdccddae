import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/index.ts';

// Made up. A person named by civility and surname alone takes the given names of the one person of
// that surname the notice names in full: before her, or after her when none stands before (a
// covering letter's summary above the notice), never across the civility's gender.
const HEADER = 'NOMINATION\nOMÉGA BÂTIMENT\nSARL au capital de 1 000 000 F CFP\nRIDET 1 345 710.001\n';
const read = (text: string): string[] =>
  extractOfficers(text, { subjectName: 'OMÉGA BÂTIMENT' }).dirigeants.map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`);

describe('an officer named by surname alone', () => {
  it('is the person named in full before', () => {
    expect(read(`${HEADER}M. Paul UN a cédé à Mme Ana DEUX ses parts le 2 mars 2026. Mme DEUX a été nommée gérante.`)).toEqual(['Ana DEUX (gérant)']);
  });

  it('is the person named in full after, when a summary names her first', () => {
    expect(read(`En résumé : Mme DEUX devient gérante.\n\n${HEADER}Le 2 mars 2026, les associés ont nommé en qualité de gérante Mme Ana DEUX, demeurant à Nouméa.`)).toEqual(['Ana DEUX (gérant)']);
  });

  it('keeps the surname alone when the later full mention is of the other gender', () => {
    expect(read(`En résumé : Mme DEUX devient gérante.\n\n${HEADER}Le 2 mars 2026, M. Paul DEUX a cédé ses parts.`)).toEqual(['DEUX (gérant)']);
  });
});
