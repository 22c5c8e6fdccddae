import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A company leaving its domiciliation for premises of its own (beside-subject-roles.ts,
// domiciliation-host.ts). Made up for the readings (RIDs 1 234 566 and 1 000 009 pass the check).

describe('a company whose header prints its seat at a domiciliation firm', () => {
  const text = [
    'TESTS ÉLECTRICITÉ',
    'SARL au capital de 1 000 000 F CFP',
    'Siège social : chez CABINET TESTEUR, 45, rue',
    'des Essais, 98800 Nouméa',
    'RIDET 1 234 566.001',
    '',
    'TRANSFERT DE SIÈGE',
    '',
    "Par décision du 3 mars 2026, les associés ont décidé de mettre fin à la domiciliation de la société auprès de la SARL CABINET TESTEUR, RIDET 1 000 009.001, et de transférer le siège au 2 rue des Tests, 98835 Dumbéa.",
    'Pour avis, la gérance.',
  ].join('\n');

  it('keeps the identifier under its seat line as its own, and reads the firm it leaves as the host', () => {
    expect(identityOf(text)).toEqual(['siege', 'TESTS ÉLECTRICITÉ', 'SARL', '1234566001', '2026-03-03']);
  });
});
