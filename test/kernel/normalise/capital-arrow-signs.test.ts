import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/index.ts';

// The capital cell's arrow is read only in a text that holds one of its signs (required-literal.ts
// reads them from the pattern): each printing of the arrow must still tell the capital's change.
// Made-up sheets, in words of their own.

describe("a capital cell's amounts on either side of an arrow", () => {
  it.each(['→', '->', '=>', '⇒'])("tell the capital's change whichever arrow is printed (%s)", (arrow) => {
    const sheet = `MAISON TEST DU LAGON, SAS, RIDET 1 234 567.001\nCapital social : 200 000 F CFP ${arrow} 900 000 F CFP\nDécision : associé unique, 4 mai 2026`;
    expect(classifyNotice(sheet)?.type).toBe('capital');
  });

  it('tell it on a line of its own under the company, the arrow glued to the amounts', () => {
    const arrow = '=>';
    const sheet = `ÉPICERIE DU RÉCIF\nSARL au capital variable\nCapital : 50 000 XPF${arrow}250 000 XPF\nAGE du 9 juin 2026`;
    expect(classifyNotice(sheet)?.type).toBe('capital');
  });
});
