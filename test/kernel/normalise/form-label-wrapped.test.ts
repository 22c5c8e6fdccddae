import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from voussures vs04; jalousies ke11 alike). A narrow column
// wraps the form's label value, its last words on the next line in small letters: the form is read whole.
const notice = (form: string) =>
  `AVIS DE CONSTITUTION\n\nAux termes d'un acte du 2 mars 2026, il a été constitué la société suivante :\nDénomination : TESTS DISTRIBUTION\nForme : ${form}\nCapital : 6 500 000 F CFP\nRIDET : 1 000 009.001`;

describe("a form's label value wrapped onto the next line", () => {
  it('reads “société par actions simplifiée / à associé unique” as SASU', () => {
    expect(identityOf(notice('société par actions simplifiée\nà associé unique'))).toEqual(['creation', 'TESTS DISTRIBUTION', 'SASU', '1000009001', '2026-03-02']);
  });

  it('leaves the next label’s line no part of it', () => {
    expect(identityOf(notice('société par actions simplifiée'))).toEqual(['creation', 'TESTS DISTRIBUTION', 'SAS', '1000009001', '2026-03-02']);
  });
});
