import { describe, expect, it } from 'vitest';
import { readingOf } from './notice-helpers.ts';

// A compositor's insertion read field by field: his own marks before a label, his event's words over
// the company's field, a name change told by two quoted names. Made-up insertions: invented papers,
// companies and people.

describe("a compositor's insertion", () => {
  it('reads the dénomination’s label after his marks at the line’s head, and leaves his closing marks out', () => {
    const text = 'kaz-annonces.nc\nConstitutions | Annonce n° 26-0112 | Publiée le jeudi 12 novembre 2026\n\n>> DÉNOMINATION : KAORI BOIS <<\nForme : SAS à associé unique | Capital : 100 000 F CFP | Siège : 3 allée des Fougères, 98839 Dumbéa | Président : M. Paul WEA | RIDET : 1000009.001 | Statuts du 02/11/2026';
    expect(readingOf(text)).toEqual(['creation', '1000009001', 'KAORI BOIS']);
  });

  it("reads no name through the event's words closing the field before the company's", () => {
    const text = 'LE HÉRON DU SUD\n12 novembre 2026\n\nNOUV. SIÈGE · KAORI BOIS (SARL) · RIDET 1 000 009.001 · AG extraord. du 02/11/2026 : siège transféré de Dumbéa à Païta ; art. 4 des statuts modifié · Gérant : M. Paul WEA.';
    expect(readingOf(text)).toEqual(['siege', '1000009001', 'KAORI BOIS']);
  });

  it('reads a name change told by two quoted names either side of the verb, and a seat the company transfers in the present', () => {
    const text = "LE HÉRON DU SUD — jeudi 12 novembre 2026\n\nModif. — SARL « KAORI BOIS » devient « KAORI BOIS & SCIERIE » et transfère son siège de Dumbéa à Païta (AGE du 02/11/2026). RIDET 1 000 009.001. Gérant : M. Paul WEA.";
    expect(readingOf(text)).toEqual(['siege', '1000009001', 'KAORI BOIS & SCIERIE']);
  });
});
