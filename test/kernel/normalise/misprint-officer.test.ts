import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A correction's wrong reading of an officer (`au lieu de « Gérant : M. X »`): a misprint, no
// office held. Made up for this file.
describe('an officer named after `au lieu de`', () => {
  it('holds no office: only the corrected one is listed', () => {
    const text = [
      'RECTIFICATIF',
      "Dans l'annonce parue le 13 novembre 2026, relative à la constitution de la société KAZ DU BOIS, RIDET 1 898 485.001, il y a lieu de lire :",
      '– Forme : « société par actions simplifiée » au lieu de « société à responsabilité limitée » ;',
      '– Président : « M. Paul KOU » au',
      'lieu de « Gérant : M. Paul KOU ».',
      'Le reste sans changement.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul KOU (président)']);
  });
});
