import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { identityOf } from './notice-helpers.ts';

// An earlier decision cited with the notice that appeared for it (`(avis paru dans Les Nouvelles
// Calédoniennes du 4 mai 2026)`): that notice's date, never this one's. Every text is made up for
// this file.
const TEXT = [
  'KAZ DU PORT',
  '',
  "Aux termes de ses décisions du 20 octobre 2026, l'associé unique de la société KAZ DU PORT, société à responsabilité limitée au capital de 100 000 F CFP, RIDET 1 095 074.001, a décidé :",
  '- de rapporter sa décision du 28 avril 2026 qui avait transféré le siège au 3, rue Foch, 98800 Nouméa (avis paru dans Les Nouvelles Calédoniennes du 4 mai 2026), ce transfert n’ayant pas eu lieu ;',
  '- de transférer le siège au 9, rue Higginson, 98800 Nouméa.',
  'Pour avis, la gérance.',
].join('\n');

describe('an earlier notice cited as appeared (`paru`)', () => {
  it('gives this notice no publication date', () => {
    expect(findPublicationDate(TEXT)).toBeNull();
  });

  it('leaves the notice dated by its own decision', () => {
    expect(identityOf(TEXT)).toEqual(['siege', 'KAZ DU PORT', 'SARL', '1095074001', '2026-10-20']);
  });
});
