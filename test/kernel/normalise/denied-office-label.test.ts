import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An office's label that denies its holder another office (kernel/normalise/extract-dirigeants.ts,
// labelRoles). Made up for the rule it names, never a copy of a group text.

const constitution = (line: string): string =>
  ['AVIS DE CONSTITUTION', 'TESTS DU NORD', 'Société anonyme au capital de 20 000 000 F CFP', 'RIDET 1 000 002.001', '', 'Constitution de la société anonyme TESTS DU NORD le 16 février 2026.', 'Président du conseil d\'administration : M. Paul TESTARD.', line, 'Pour avis.'].join('\n');

describe('a label that denies an office', () => {
  it('gives the holder of “Directeur général (non administrateur)” no seat on the board', () => {
    expect(officersOf(noticeOf(constitution('Directeur général (non administrateur) : M. Jean TESTIER.')))).toEqual(['Paul TESTARD (président)', 'Jean TESTIER (directeur général)']);
  });

  it('the same when the denial is printed without brackets and cut at the line’s end', () => {
    expect(officersOf(noticeOf(constitution('Directeur général non administra-\nteur : M. Jean TESTIER.')))).toEqual(['Paul TESTARD (président)', 'Jean TESTIER (directeur général)']);
  });
});
