import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';

// The transfers of parts an approval clause governs, named after the clause: an amendment of the
// articles, no sale of parts. Every text is made up for this file.
describe('transfers named after an approval clause', () => {
  it('type the removal of the clause as an amendment of the articles', () => {
    const text = "KAZ DU PORT, SARL, RIDET 1 095 074.001.\nAux termes d'une assemblée générale extraordinaire du 6 juillet 2026, les associés ont décidé de supprimer la clause d'agrément des cessions de parts entre associés et de procéder à la refonte des statuts.\nPour avis.";
    expect(classifyNotice(text)?.type).toBe('statuts');
  });

  it('still type a sale of parts approved under the clause as a sale', () => {
    const text = "KAZ DU PORT, SARL, RIDET 1 095 074.001.\nPar acte du 6 juillet 2026, M. Paul KOU a cédé 50 parts sociales à Mme Anne WAIA ; la cession de parts a été agréée par l'assemblée du même jour.\nPour avis.";
    expect(classifyNotice(text)?.type).toBe('cession');
  });
});
