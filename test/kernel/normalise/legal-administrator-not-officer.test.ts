import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A minor's legal administrator administers a person, not the company (kernel/normalise/officer-roles.ts,
// NOT_ROLES). Made up for the rule it names.

describe('a partner’s legal administrator', () => {
  it('holds no office of the company (“représentée par sa mère et administratrice légale, Mme X”)', () => {
    const text = [
      'SOCIÉTÉ CIVILE IMMOBILIÈRE « LES TESTS DE PAÏTA »',
      "Aux termes d'un acte du 21 mai 2026, il a été constitué une société civile immobilière dénommée « LES TESTS DE PAÏTA », au capital de 200 000 F CFP.",
      'Les associés sont : Mme Odile TESTARD, M. Paul TESTARD, et Mlle Léa TESTARD, mineure, représentée par sa mère et administratrice légale, Mme Odile TESTARD.',
      'Gérance : Mme Odile TESTARD et M. Paul TESTARD, nommés cogérants sans limitation de durée.',
      'La société est immatriculée au RIDET sous le n° 1 000 002.001.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Odile TESTARD (gérant)', 'Paul TESTARD (gérant)']);
  });
});
