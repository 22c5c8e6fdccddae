import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A surname printed first whose given names a narrow column's line break sent to the next line
// (kernel/normalise/officer-mentions.ts). Made up for the rule it names.

describe('a surname printed first, its given names on the next line', () => {
  it('keeps the given names with the surname (“M. de TESTAVIN” / “Rémi, même adresse”)', () => {
    const text = [
      'TESTS DU NORD',
      'Société anonyme au capital de 20 000 000 F CFP',
      'RIDET 1 000 002.001',
      'Constitution de la société anonyme TESTS DU NORD le 16 février 2026.',
      'Commissaires aux comptes : titulaire, la société AUDIT DES TESTS, SARL ; suppléant, M. de TESTAVIN',
      'Rémi, même adresse.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['AUDIT DES TESTS (commissaire aux comptes)', 'Rémi de TESTAVIN (commissaire aux comptes suppléant)']);
  });
});
