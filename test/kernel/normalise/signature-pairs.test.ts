import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';
import { withSignaturePairsApart } from '../../../kernel/normalise/signature-pairs.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';

// Made up (2026-12-07, twelfth session, from vantaux vh17). Two signatures printed side by side under
// 'Pour avis': each name is under its own office.
const SIGNATURES = "Pour avis,\nLe président du conseil d'administration,   Le directeur général,\nPaul TESTARD                                Anne TESTEUSE";

describe('two signatures side by side', () => {
  it('are set on lines of their own, each office with the name under it', () => {
    expect(withSignaturePairsApart(SIGNATURES)).toBe("Pour avis,\nLe président du conseil d'administration, Paul TESTARD\nLe directeur général, Anne TESTEUSE");
  });

  it('give each signer the office above the name', () => {
    const text = cleanNoticeText(`TESTS NAUTIQUES\nSA au capital de 50 000 000 F CFP\nRIDET 1 234 567.001\n\nL'assemblée générale du 30 juin 2026 a décidé de ne pas dissoudre la société.\n\n${SIGNATURES}`);
    expect(holdersOf(text, { type: 'statuts', subjectName: 'TESTS NAUTIQUES', subjectRid: '1234567' })).toEqual([
      ['TESTARD', 'président'],
      ['TESTEUSE', 'directeur général'],
    ]);
  });

  it('leaves two cells that are no offices over names as they are', () => {
    const table = 'Capital ancien   Capital nouveau\nDeux Millions   Trois Millions';
    expect(withSignaturePairsApart(table)).toBe(table);
  });
});
