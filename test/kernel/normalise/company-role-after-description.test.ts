import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A holding described with its identifier, then its role in the notice's company, that company
// named after its spelt-out form (`présidente de la société par actions simplifiée unipersonnelle
// S`). Every text is made up for this file.
const notice = (role: string): string =>
  [
    'AVIS DE TRANSFERT DE SIÈGE',
    `La société KAPUA HOLDING, SARL au capital de 1 000 000 F CFP, RIDET 1 898 485.001, ${role} de la société par actions simplifiée unipersonnelle MARINE DU NORD, dont le siège est 2, rue Foch, 98860 Koné, RIDET 1 193 630.001, représentée par son gérant M. Paul KAPUA, a décidé le 2 juillet 2026 de transférer le siège social au 8, route de Ouaco, 98850 Koumac.`,
    'Pour avis, la présidente.',
  ].join('\n');

describe('a holding’s role in the company named after its spelt-out form', () => {
  it('makes the holding the company’s president', () => {
    expect(officersOf(noticeOf(notice('présidente')))).toEqual(['KAPUA HOLDING (président)']);
  });

  it('does so when the holding is its sole partner too', () => {
    expect(officersOf(noticeOf(notice('associée unique et présidente')))).toEqual(['KAPUA HOLDING (président)']);
  });
});
