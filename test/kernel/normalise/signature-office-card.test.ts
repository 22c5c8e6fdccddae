import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from charnieres cn25). A notice signed by its office alone on a
// line, the company holding it printed under it on its own card: the company holds the office.
const context = { type: 'statuts' as const, subjectName: 'TRANSPORTS DES TESTS', subjectRid: '1234567' };
const officers = (signature: string) =>
  holdersOf(
    `TRANSPORTS DES TESTS\nSociété par actions simplifiée au capital de 8 000 000 F CFP\nRIDET n° 1 234 567.001\n\nL'assemblée générale extraordinaire des associés réunie le 8 octobre 2026 a décidé de proroger de cinquante années la durée de la société.\n\nPour avis,\n${signature}`,
    context,
  );

describe('a signature’s office alone on its line, its holder’s card under it', () => {
  it('reads the company on the card as the office’s holder, not its representative', () => {
    expect(officers('La Présidente\nTESTS HOLDING, SARL au capital de 2 000 000 F CFP\nRIDET n° 1 000 001.001\nreprésentée par son gérant, M. Paul TESTARD')).toEqual([['TESTS HOLDING', 'président']]);
  });
});
