import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { signsOff } from '../../../kernel/normalise/split-page.ts';
import { identityOf } from './notice-helpers.ts';

// Made up. A notice signs off with its insertion's rank as well as with 'Pour avis' ('Pour unique
// insertion.', 'Pour seconde insertion.'): the previous notice's tail a cropped page opens on ends
// there, whatever rule or none the page prints under it.
const PAGE = [
  '8                LEGAL HEBDO · vendredi 18 septembre 2026 · N° 83',
  '',
  'consentie par la société TEST PÊCHERIES, RIDET 5 830 278.001, au pro-',
  'fit de M. Jean TESTEUR, a pris fin le 31 août 2026.',
  'Pour unique insertion.',
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
  '',
  '                 TEST FROID SERVICES',
  '     Société à responsabilité limitée au capital de 1 000 000 F CFP',
  '                 RIDET 5 830 286.001',
  '',
  '                 CHANGEMENT DE GÉRANT',
  '',
  "Par décision du 2 septembre 2026, l'associée unique, Mme Anne ESSAI, a pris acte de sa démission de ses fonctions de gérante et a nommé en remplacement M. Paul ESSAI, gérant non associé.",
  '                                                       Pour avis.',
].join('\n');

describe('a closing formula with the insertion’s rank', () => {
  it('signs a notice off, alone on its line or run in', () => {
    for (const line of ['Pour unique insertion.', 'Pour seconde insertion.', 'Pour premier avis.', 'Pour copie conforme.']) expect(signsOff(fold(line))).toBe(true);
    expect(signsOff(fold('… a pris fin le 31 août 2026. Pour unique insertion.'))).toBe(true);
    expect(signsOff(fold('Pour une insertion dans le journal, voir ci-dessous.'))).toBe(false);
  });

  it('ends the previous notice’s tail a page opens on, so that its company is no candidate', () => {
    expect(identityOf(PAGE)).toEqual(['nomination', 'TEST FROID SERVICES', 'SARL', '5830286001', '2026-09-18']);
  });
});
