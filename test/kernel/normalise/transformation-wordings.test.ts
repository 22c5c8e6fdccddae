import { describe, expect, it } from 'vitest';
import { TRANSFORMATION_WORDINGS } from '../../../kernel/normalise/transformation-wordings.ts';

// Made-up folded wordings of a change of legal form, one per form a notice may adopt.
const readsAsTransformation = (folded: string): boolean => TRANSFORMATION_WORDINGS.some((wording) => wording.test(folded));

describe('a change of legal form in its short words', () => {
  it.each(['sarl', 'selas', 'scop', 'gie', 'saeml'])("reads a meeting that 'a adopté la forme de %s'", (form) => {
    expect(readsAsTransformation(`l'assemblee du 3 mars 2026 a adopte la forme de ${form} a compter de ce jour.`)).toBe(true);
  });

  it.each([['sarl', 'selarl'], ['sas', 'scop'], ['sarl', 'scm']])("reads a small ad's arrow between two forms ('transfo. %s → %s')", (from, to) => {
    expect(readsAsTransformation(`transformation ${from} → ${to} : le toit rouge`)).toBe(true);
  });

  it('reads no form adopted in a sentence about something else', () => {
    expect(readsAsTransformation("l'assemblee a adopte les comptes de l'exercice et la forme des convocations.")).toBe(false);
  });
});
