import { describe, expect, it } from 'vitest';
import { CompanyIndex, MAX_CANDIDATES, type KnownCompany } from '../../../pipeline/reconcile/candidate-companies.ts';

const company = (ridet: string, denomination: string, over: Partial<KnownCompany> = {}): KnownCompany => ({
  ridet, denomination, anciennes_denominations: [], siege: null, dirigeants: [], ...over,
});

describe('candidate companies for a notice a person settles', () => {
  it('a short name must be printed as it is: KAURI is not KAORI (no slip allowed under 8 letters)', () => {
    const index = new CompanyIndex([company('1000009001', 'KAORI')]);
    expect(index.candidates('Dissolution anticipée de la société KAURI, SARL.')).toEqual([]);
    expect(index.candidates('Dissolution anticipée de la société KAORI, SARL.').map((c) => c.score)).toEqual([1]);
  });

  it('legal form words are not the name: « SARL » printed before or after changes nothing', () => {
    const index = new CompanyIndex([company('1000009001', 'SARL PHARE AMÉDÉE')]);
    expect(index.candidates('Nomination du gérant de PHARE AMEDEE S.A.R.L.')).toEqual([{ ridet: '1000009001', denomination: 'SARL PHARE AMÉDÉE', score: 1, raisons: ['nom « SARL PHARE AMÉDÉE » cité'] }]);
  });

  it('a siège is its street’s number and name: the town, the postcode or the street alone are everybody’s', () => {
    const index = new CompanyIndex([company('1000009001', 'ATOLL SERVICES', { siege: '7 rue Anatole France, 98800 Nouméa' })]);
    expect(index.candidates('Transfert du siège social à Nouméa (98800), rue de Sébastopol.')).toEqual([]);
    expect(index.candidates('Le siège, situé 19 rue Anatole France à Nouméa, est transféré.')).toEqual([]);
    expect(index.candidates('Le siège, situé 7 rue Anatole France à Nouméa, est transféré.')).toEqual([
      { ridet: '1000009001', denomination: 'ATOLL SERVICES', score: 0.5, raisons: ['siège « 7 rue Anatole France, 98800 Nouméa » : 3 mot(s) sur 3 cités'] },
    ]);
  });

  it('a one-word name beside its legal form is the name only printed with its form: alone, it names a building', () => {
    const index = new CompanyIndex([company('1000009001', 'SCI KAORI')]);
    expect(index.candidates('Cession de parts de la SCI KAORI.').map((c) => [c.score, c.raisons])).toEqual([[1, ['nom « SCI KAORI » cité']]]);
    expect(index.candidates('Siège : immeuble Le Kaori, Nouméa.').map((c) => [c.score, c.raisons])).toEqual([[0.4, ['nom « SCI KAORI » en partie cité (1 mot(s) sur 1)']]]);
  });

  it('an officer counts with surname and first given name: a surname alone is anybody of that family', () => {
    const index = new CompanyIndex([company('1000009001', 'ATOLL SERVICES', { dirigeants: [{ nom: 'GOPOEA', prenoms: 'Marie Claire' }, { nom: 'TEIN', prenoms: 'Paul' }] })]);
    expect(index.candidates('M. GOPOEA a cédé ses parts.')).toEqual([]);
    const both = index.candidates('Mme Marie GOPOEA et M. Paul TEIN ont cédé leurs parts.');
    expect(both.map((c) => [c.score, c.raisons])).toEqual([[0.6, ['dirigeant(s) cité(s) : GOPOEA Marie Claire, TEIN Paul']]]);
  });

  it('at most five, best first, ties by RIDET', () => {
    const officer = [{ nom: 'TEIN', prenoms: 'Paul' }];
    const names = ['NORD', 'SUD', 'EST', 'OUEST', 'BLEU', 'ROUGE', 'NOIR', 'BLANC'];
    const many = names.map((n, i) => company(`${9 - i}000000001`, `CORAIL ${n}`, { dirigeants: officer }));
    const ranked = new CompanyIndex(many).candidates('M. Paul TEIN, gérant de CORAIL SUD, démissionne.');
    // CORAIL SUD by name (1) and officer (0.3); the seven others by half their name (0.2) and the officer (0.3), the lowest RIDETs first.
    expect(ranked.map((c) => [c.denomination, c.score])).toEqual([
      ['CORAIL SUD', 1.3],
      ['CORAIL BLANC', 0.5],
      ['CORAIL NOIR', 0.5],
      ['CORAIL ROUGE', 0.5],
      ['CORAIL BLEU', 0.5],
    ]);
    expect(ranked).toHaveLength(MAX_CANDIDATES);
  });
});
