import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from voussures vs04; cordees, jumelles, paravents alike). A
// company whose name the subject's goes on past (`MARÉE DES TESTS` founding `MARÉE DES TESTS
// DISTRIBUTION`), described elsewhere with an identifier of its own: another company, which may hold
// the subject's office, not the subject named short.
const context = { type: 'creation' as const, subjectName: 'MARÉE DES TESTS DISTRIBUTION', subjectRid: '1000009' };
const text = (identifier: string) =>
  `AVIS DE CONSTITUTION\n\nAux termes d'un acte du 2 mars 2026, il a été constitué la société suivante :\nDénomination : MARÉE DES TESTS DISTRIBUTION\nForme : société par actions simplifiée\nCapital : 6 500 000 F CFP, constitué par l'apport, par la société MARÉE DES TESTS, SARL au capital de 2 000 000 F CFP, siège : 7, rue du Port, 98850 Koumac, ${identifier}, de son fonds de commerce.\nPrésident : la société MARÉE DES TESTS, associée unique, représentée par son gérant, M. Paul TESTARD.\nRIDET : 1 000 009.001`;

describe("a company named as the start of the subject's name, identified apart", () => {
  it('holds the office it is given', () => {
    expect(holdersOf(text('RIDET 2 000 008.001'), context)).toEqual([['MARÉE DES TESTS', 'président']]);
  });

  it('is read as the subject named short where its only identifier is the subject’s', () => {
    expect(holdersOf(text('RIDET 1 000 009.001'), context)).toEqual([]);
  });
});
