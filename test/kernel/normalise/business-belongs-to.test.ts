import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// A business that belongs to a company (`Ce fonds appartient à la société X, …, RIDET …`): the `à`
// names its owner, not a company the business goes to. Every text is made up for this file.
describe('the company a business belongs to', () => {
  it('is the owner who let it, published rather than the trader who ran it', () => {
    const text = [
      'FIN DE LOCATION-GÉRANCE',
      'Mme Sarah KOU, commerçante, immatriculée au RIDET sous le n° 1 339 563.001, informe qu’elle cesse d’exploiter en qualité de locataire-gérante le fonds de commerce de snack exploité 5, rue Jenner, 98800 Nouméa.',
      'Ce fonds appartient à la société SNACKS DU CAILLOU, société à responsabilité limitée au capital de 1 000 000 F CFP, siège social : 5, rue Jenner, 98800 Nouméa, RIDET 1 414 002.001, qui le lui avait donné en location-gérance par acte du 1er mars 2025.',
      'La location-gérance a pris fin le 31 octobre 2026.',
      'Pour avis, la gérante de la société SNACKS DU CAILLOU.',
    ].join('\n');
    expect(subjectOf(text)).toBe('1414002');
  });
});
