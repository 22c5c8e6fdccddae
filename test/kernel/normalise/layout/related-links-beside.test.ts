import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { relatedLinksBeside } from '../../../../kernel/normalise/layout/related-links-beside.ts';

// Made up. A site's page printed from the browser: the notice in the main column, the site's box of
// the latest notices beside it, each link a title and its date.
const NOTICE = [
  'TEST INFORMATIQUE',
  'Publié le 1 juin 2026',
  'Société par actions simplifiée au',
  'capital de 1 000 000 F CFP',
  'RIDET 5 830 310.001',
  "Aux termes des décisions de l'assem-",
  'blée générale ordinaire du 18 mai',
  '2026, il a été pris acte de la démis-',
  'sion de M. Jean TESTARD de ses',
  'fonctions de directeur général.',
];
const SIDEBAR = ['DERNIÈRES ANNONCES', 'Constitution – SCI TEST', 'Publié le 5 juin 2026', '', 'Dissolution – EURL TEST', 'Publié le 5 juin 2026', '', 'Vente de fonds – TEST', 'COMPTOIR', 'Publié le 4 juin 2026'];

function page(left: readonly string[], right: readonly string[]): string {
  const rows = Math.max(left.length, right.length);
  return Array.from({ length: rows }, (_, i) => `${(left[i] ?? '').padEnd(50)}${right[i] ?? ''}`.trimEnd()).join('\n');
}

describe('a site’s sidebar of dated links beside the notice', () => {
  it('is set apart: the notice is read alone, no link’s company in it', () => {
    const read = deinterleaved(page(NOTICE, SIDEBAR))!;
    expect(read.split('\n').filter(Boolean)).toEqual(NOTICE);
  });

  it('is a list of short titles each dated, never a column of sentences or a label’s value', () => {
    expect(relatedLinksBeside(SIDEBAR)).toBe(true);
    // A neighbour notice's column closes sentences.
    expect(relatedLinksBeside(['TEST PÊCHE', 'Publié le 2 juin 2026', 'Le siège est transféré.', 'Publié le 2 juin 2026'])).toBe(false);
    // One dated line is a notice's date beside it, not a list.
    expect(relatedLinksBeside(['Date de parution', 'Publié le 5 juin 2026', 'Rubrique', 'Modifications'])).toBe(false);
  });

  it('may print each link’s date over its title, the link cut and read on by a last word', () => {
    expect(relatedLinksBeside(['Publiée le 19/10/2026', 'TEST BÉTON SERVICES', 'RIDET 5 831 003.001', "Aux termes d'une assemblée", 'générale extraordinaire du…', 'Lire', 'Publiée le 19/10/2026', 'SCI TEST – RIDET', '5 831 011.001 – L’associé', 'unique a décidé…', 'Lire'])).toBe(true);
    // Two dates in a row date no link.
    expect(relatedLinksBeside(['Publiée le 19/10/2026', 'Publiée le 18/10/2026', 'TEST BÉTON', 'Lire'])).toBe(false);
  });
});
