import { describe, expect, it } from 'vitest';
import { opensCardLine } from '../../../kernel/normalise/card-identifier-line.ts';

// A company's card of labelled fields, made up for this file, its identifier on a line of its own.
const at = (text: string) => opensCardLine(text, text.indexOf('RID'));

describe("an identifier under a card's office line", () => {
  it("is the card's company's when it opens its line, its label alone or after spaces or a number sign", () => {
    expect(at('Dénomination : LES JARDINS DU NORD\nGérante : Mme Rose EXEMPLE\nRIDET 4 815 239.001')).toBe(true);
    expect(at('Gérante : Mme Rose EXEMPLE\n   RIDET 4 815 239.001')).toBe(true);
    expect(at('Gérante : Mme Rose EXEMPLE\nN° RIDET 4 815 239.001')).toBe(true);
    expect(at('Gérante : Mme Rose EXEMPLE\nStatuts signés le 3 mars 2026\nRID : 4815239')).toBe(true);
  });

  it('is not when words stand before it on its line, or when the office line names a company', () => {
    expect(at('Gérante : Mme Rose EXEMPLE\nLa société ALPHA, RIDET 4 815 239.001')).toBe(false);
    expect(at('Président : la société HOLDING KAPPA, SAS\nRIDET 4 815 239.001')).toBe(false);
  });
});
