import { describe, expect, it } from 'vitest';
import { continuedParagraphsJoined } from '../../../../kernel/normalise/layout/continued-paragraphs.ts';
import { readingOf } from '../notice-helpers.ts';

// One sentence a drafter set out over paragraphs, the verb between the parties' blocks on a line
// alone. Every text is made up for the reading it names.

const SALE_IN_BLOCKS = [
  'VENTE DE FONDS DE COMMERCE',
  '',
  "Suivant acte reçu le 3 juin 2026 par Maître Anne ESSAI, notaire associée de la société civile professionnelle « ESSAI & TEST, NOTAIRES », titulaire d'un office notarial à Koné, RIDET 5 830 195.001, enregistré à Koné le 10 juin 2026,",
  '',
  'la société CARS DU LITTORAL, société par actions simplifiée au capital de 1 000 000 F CFP, dont le siège est à Koné, immatriculée au RIDET sous le n° 5 830 187.001, représentée par son président, M. Paul ESSAI,',
  '',
  'a acquis de',
  '',
  'la société CARS DES TRIBUS, société à responsabilité limitée au capital de 500 000 F CFP, dont le siège est à Poindimié, pour son établissement de Touho inscrit sous le RIDET 6 204 432-002, représentée par son gérant, M. Luc ESSAI,',
  '',
  'le fonds de commerce de transport de personnes que cette dernière exploite à Touho.',
  '',
  'Pour insertion, Maître Anne ESSAI.',
].join('\n');

describe('a sentence set out over paragraphs', () => {
  it('reads its paragraphs as one sentence where each ends on a comma or a preposition and the next opens in lower case', () => {
    expect(continuedParagraphsJoined('M. X,\n\na acquis de\n\nla société Y,\n\nle fonds.')).toBe('M. X,\na acquis de\nla société Y,\nle fonds.');
  });

  it('keeps apart a paragraph that ends a sentence, and one that opens in capitals', () => {
    expect(continuedParagraphsJoined('Le siège est transféré.\n\nla gérance est inchangée.')).toBe('Le siège est transféré.\n\nla gérance est inchangée.');
    expect(continuedParagraphsJoined('Suivant acte du 3 juin 2026,\n\nLA SOCIÉTÉ X')).toBe('Suivant acte du 3 juin 2026,\n\nLA SOCIÉTÉ X');
  });

  it('lets the verb between the blocks bind the parties: the seller is the notice, not the buyer printed first', () => {
    expect(readingOf(SALE_IN_BLOCKS)).toEqual(['cession', '6204432002', 'CARS DES TRIBUS']);
  });
});
