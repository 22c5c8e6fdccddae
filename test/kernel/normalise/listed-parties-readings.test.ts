import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';

// Made-up notices: every company and number here is invented for the wording it shows.

/** The RIDs the subject rules set aside as another party's. */
function thirdParties(text: string): string[] {
  return judgeRidets(text, findRidets(text)).flatMap((judged) => (judged.third ? [judged.match.rid] : []));
}

describe('a company listed after another party in the same role', () => {
  it('reads a second subscriber named "et par la société" after a relative clause about the first as a subscriber too', () => {
    const text = [
      'AUGMENTATION DE CAPITAL',
      "Par décision du 4 mars 2031, les associés de la société LARGE PRIMEURS, SARL, RIDET 3 000 003.001, ont augmenté son capital de 900 000 F CFP.",
      "Les parts nouvelles ont été souscrites par la société PORTS DU LARGE (RIDET 1 000 001.001), laquelle est elle-même détenue à 30 % par LARGE PRIMEURS, et par la société",
      'QUAIS DU LARGE (RIDET 2 000 002.001).',
    ].join('\n');
    expect(thirdParties(text)).toEqual(['1000001', '2000002']);
  });

  it('reads "et par la société" right after the first subscriber alike', () => {
    const text =
      "Les associés de la société LARGE PRIMEURS, SARL, RIDET 3 000 003.001, ont augmenté son capital le 4 mars 2031 ; les parts ont été souscrites par la société PORTS DU LARGE, RIDET 1 000 001.001, et par la société QUAIS DU LARGE, RIDET 2 000 002.001.";
    expect(thirdParties(text)).toEqual(['1000001', '2000002']);
  });
});
