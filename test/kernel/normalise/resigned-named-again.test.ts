import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from biffures bf24). An officer recalled with his office, then
// named again by his surname alone as resigning, no office said: he leaves the office recalled.
const context = { type: 'nomination' as const, subjectName: 'TESTS INDUSTRIE', subjectRid: '1234567' };
const officers = (resignation: string) =>
  holdersOf(
    `TESTS INDUSTRIE\nSA au capital de 50 000 000 F CFP\nRIDET 1 234 567.001\n\nPour mémoire, l'assemblée générale du 15 janvier 2026 avait désigné M. Paul TESTARD en qualité de commissaire aux comptes titulaire. ${resignation}\n\nL'assemblée générale ordinaire du 19 juin 2026 a nommé, en remplacement, M. Luc TESTIN en qualité de commissaire aux comptes titulaire.`,
    context,
    { inOfficeOnly: true },
  );

describe('an officer named again by his surname as resigning', () => {
  it('leaves the office his first mention gave him', () => {
    expect(officers('M. TESTARD a démissionné pour raisons de santé le 30 avril 2026.')).toEqual([['TESTIN', 'commissaire aux comptes']]);
  });
});
