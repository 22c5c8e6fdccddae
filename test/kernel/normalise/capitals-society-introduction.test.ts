import { describe, expect, it } from 'vitest';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { identityOf } from './notice-helpers.ts';

// A notice printed in capitals throughout, a company introduced by its article and its word in
// capitals (`LA SOCIETE X, ENTREPRISE …`). Every text is made up for this file.
const SALE = [
  'VENTE DE FONDS DE COMMERCE',
  'SUIVANT ACTE RECU PAR ME PAUL KOU, NOTAIRE A KONE, LE 2 OCTOBRE 2026, LA SOCIETE GARAGE DU PLATEAU, ENTREPRISE',
  'UNIPERSONNELLE A RESPONSABILITE LIMITEE AU CAPITAL DE 500 000 F CFP, DONT LE SIEGE EST A KONE, RIDET 1 095 074.001,',
  'REPRESENTEE PAR SON GERANT M. LUC WAIA, A VENDU A LA SOCIETE AUTOS DU NORD, SARL AU CAPITAL DE 1 000 000 F CFP,',
  'RIDET 1 727 122.001, LE FONDS DE COMMERCE DE GARAGE EXPLOITE A KONE.',
  'LES OPPOSITIONS SERONT RECUES EN L’ETUDE DU NOTAIRE.',
  'POUR AVIS, LE NOTAIRE.',
].join('\n');

describe('a company introduced in capitals throughout', () => {
  it('is named after its word, up to the comma before its form', () => {
    const names = companyMentions(SALE).map((m) => m.name);
    expect(names).toContain('GARAGE DU PLATEAU');
    expect(names).toContain('AUTOS DU NORD');
  });

  it('keeps the word as the head of a name going on from it', () => {
    const text = 'PAR ACTE DU 2 OCTOBRE 2026, LA SOCIETE MINIERE DU NORD, SAS AU CAPITAL DE 9 000 000 F CFP, RIDET 1 095 074.001, A TRANSFERE SON SIEGE.';
    expect(companyMentions(text).map((m) => m.name)).toContain('SOCIETE MINIERE DU NORD');
  });

  it('publishes the seller, not the notary', () => {
    expect(identityOf(SALE)).toEqual(['cession', 'GARAGE DU PLATEAU', 'EURL', '1095074001', '2026-10-02']);
  });
});

// Made up (2026-12-07, seventeenth session, from contreforts cb14). A header in capitals whose form line
// spells the form out under the name: the form line introduces no company of its own.
describe('a form spelt out in capitals on a header’s line', () => {
  const text = [
    'SCI TEST HORIZON',
    'SOCIETE CIVILE IMMOBILIERE AU CAPITAL DE 120 000 F CFP',
    'RIDET 1 294 149 001',
    '',
    "AUX TERMES D'UNE DELIBERATION DU 30 MARS 2026, L'ASSEMBLEE A DECIDE DE TRANSFERER LE SIEGE SOCIAL AU 3, ALLEE DES ESSAIS, 98890 PAITA.",
  ].join('\n');

  it('is no name, and the name over it is read without its form', () => {
    expect(companyMentions(text).map((m) => m.name)).not.toContain('SOCIETE CIVILE IMMOBILIERE');
    expect(identityOf(text)).toEqual(['siege', 'TEST HORIZON', 'SCI', '1294149001', '2026-03-30']);
  });
});
