import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// The words of a sale's sides, declared once (sale-words.ts) for every reading of who sells and who
// buys. Every text is made up for this file.
const SELLER = '1000009';

describe('a sale’s sides in every form the readings share', () => {
  it('reads `Venderesse :` after the buyer’s field on one line as the seller’s label', () => {
    const text =
      'CESSION DE FONDS\nAcheteuse : PAINS DU NORD, SAS, RIDET 3 000 007.001 – Venderesse : BOULANGERIE DU RÉCIF, SARL, RIDET 1 000 009.001. Acte du 4 novembre 2026, fonds de boulangerie à Koné.';
    expect(subjectOf(text)).toBe(SELLER);
  });
});
