import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from voussures vs05). The founders named with their trades in
// apposition before the founders' verb: a trade that is also an office's name is no office of the
// company they found; the offices are those the notice gives.
describe("a founder's trade in apposition before 'ont constitué'", () => {
  it('is no office; the managers the notice names are', () => {
    const text =
      "Par acte sous seing privé du 16 mars 2026, M. Paul TESTARD, expert-comptable, et Mme Lise TESTIN, commissaire aux comptes, ainsi que la société TESTS EXPERTISE, SARL d'expertise comptable, ont constitué une société d'exercice libéral à responsabilité limitée présentant les caractéristiques suivantes :\nDénomination sociale : « TESTS AUDIT »\nCapital : 1 200 000 F CFP\nGérance : M. Paul TESTARD et Mme Lise TESTIN, cogérants\nRIDET de la société : 1 000 009.001";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)', 'Lise TESTIN (gérant)']);
  });
});
