import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from parements pg13). Two offices held by their holders in one
// sentence, the second's participle left out after 'et': its holder after 'par' holds it as the
// first's holder holds the first.
const context = { type: 'siege' as const, subjectName: 'TESTS SAS', subjectRid: '1234567' };
const officers = (sentence: string) =>
  holdersOf(`TESTS SAS, SAS au capital de 1 000 000 F CFP, RIDET 1 234 567.001\n\nPar décisions du 2 mars 2026, l'associé unique a transféré le siège social au 4, rue Test, Nouméa.\n${sentence}`, context);

describe('a second office held by its holder, its participle left out', () => {
  it('reads the holder after “et la direction générale par”', () => {
    expect(officers('La présidence reste assurée par Mme Claire TESTARD et la direction générale par M. Paul TESTEUR.')).toEqual([
      ['TESTARD', 'président'],
      ['TESTEUR', 'directeur général'],
    ]);
  });
});
