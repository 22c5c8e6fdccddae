import { describe, expect, it } from 'vitest';
import { opensCardLine } from '../../../kernel/normalise/card-identifier-line.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';

// A company's card of labelled fields, made up for this file, its identifier on a line of its own.
// The reading is handed the text folded as printed, as the subject rules hold it.
const at = (text: string) => opensCardLine(fold(text), text.indexOf('RID'));

/** Whether the subject rules take the text's only identifier for a third party's. */
function judgedThird(text: string): boolean {
  const matches = findRidets(text);
  expect(matches).toHaveLength(1);
  return judgeRidets(text, matches)[0]!.third;
}

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

// The subject rules hand the reading the text they folded once (speed only): the card's words are
// read in capitals and with their accents as well as in small letters.
describe("an identifier under a card's office line, as the subject rules judge it", () => {
  it("keeps a number sign in capitals before the label and an officer named in capitals the card's company's", () => {
    expect(judgedThird('Dénomination : KAORI BOIS\nGérante : TEREVA, née le 2 mai 1980\nN° RIDET 1 234 567.001')).toBe(false);
  });
});
