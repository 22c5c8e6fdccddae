import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A board's offices that are no role of the field rules (vice-président, secrétaire, trésorier)
// told beside a président: the holder is never published as président. Every text is made up
// for this file.

const SA = 'NOMINATIONS\nKOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n\n';

describe('a vice-président told after the président', () => {
  it("reads 'M. X en qualité de président et Mme Y en qualité de vice-présidente' as X alone président", () => {
    const text = `${SA}Le conseil d'administration du 20 octobre 2026 a élu M. Paul LANGUE en qualité de président du conseil d'administration et Mme Anne VIRO en qualité de vice-présidente.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul LANGUE (président)']);
  });

  it("reads a secretary told by her own capacity after the président's as no président", () => {
    const text = `${SA}Le conseil d'administration du 20 octobre 2026 a élu M. Paul LANGUE en qualité de président et Mme Anne VIRO en qualité de secrétaire.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul LANGUE (président)']);
  });

  it('still reads two officers of a list told by their own capacity each (guard)', () => {
    const text = `${SA}Le conseil d'administration du 20 octobre 2026 a nommé M. Paul LANGUE en qualité de président et Mme Anne VIRO en qualité de directrice générale.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul LANGUE (président)', 'Anne VIRO (directeur général)']);
  });
});
