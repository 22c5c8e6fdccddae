import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A page's top: the previous notice's tail, signed with its insertion's rank in two words (`Pour
// seconde et dernière insertion.`), then a notice under its title. Every text is made up for this file.
const PAGE = [
  'LEGAL HEBDO • n° 204 • vendredi 18 septembre 2026                7',
  '',
  'dans les dix jours de la seconde insertion, au siège du',
  'fonds vendu, où domicile a été élu.',
  'Pour seconde et dernière insertion.',
  '        TRANSFORMATION EN S.A.S.',
  'KAZ DU LAGON',
  'SARL au capital de 1 000 000 F CFP',
  'Siège social : 2, rue Foch, 98800 Nouméa',
  'RIDET 1 727 122.001',
  "Aux termes d'une assemblée générale extraordinaire du 4 septembre 2026, les associés ont décidé la transformation de la société en société par actions simplifiée, sans création d'un être moral nouveau. Présidente : Mme Anne WAIA.",
  'Pour avis, la présidente.',
].join('\n');

describe('a signature naming the insertion’s rank in two words', () => {
  it('sets the previous notice’s tail apart, its signature naming the insertion’s rank in two words', () => {
    expect(identityOf(PAGE)).toEqual(['statuts', 'KAZ DU LAGON', 'SAS', '1727122001', '2026-09-18']);
  });
});
