import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from meneaux mj04). The second of two people appointed in one
// sentence, an office he does not hold said in apposition before his own: his own office is read after it.
const context = { type: 'nomination' as const, subjectName: 'CLINIQUE DES TESTS', subjectRid: '1234567' };

describe('an office the person is said not to hold, in apposition', () => {
  it('is passed over to read his own office after it', () => {
    const text = "CLINIQUE DES TESTS\nSA au capital de 100 000 000 F CFP\nRIDET 1 234 567.001\n\nLe conseil d'administration, réuni le 3 mars 2026, a nommé M. Paul TESTARD président du conseil d'administration et M. Luc TESTIN, non administrateur, directeur général.";
    expect(holdersOf(text, context)).toEqual([
      ['TESTARD', 'président'],
      ['TESTIN', 'directeur général'],
    ]);
  });
});
