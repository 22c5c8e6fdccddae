import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An office said to have ended, the company it was held in named between the holder and the verb
// (`Le mandat de gérant de M. X au sein de la société absorbée a pris fin.`). Made up for this file.
describe('an office ended within a company named before the verb', () => {
  it('leaves its holder out of the officers in office', () => {
    const text = [
      'AVIS DE FUSION',
      'KAZ IMPRESSIONS, SAS au capital de 9 000 000 F CFP, RIDET 1 643 782.001 (société absorbante).',
      "L'assemblée générale extraordinaire du 30 juin 2026 a approuvé la fusion-absorption de la société ENCRES DU NORD, SARL, RIDET 1 095 074.001, et augmenté le capital de 1 000 000 F CFP pour le porter à 10 000 000 F CFP.",
      'Mme Anne WAIA demeure présidente de la société absorbante. Le mandat de gérant de M. Paul KOU au sein de la société absorbée a pris fin.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Anne WAIA (président)']);
  });
});
