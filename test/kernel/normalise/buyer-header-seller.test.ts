import { describe, expect, it } from 'vitest';
import { SHARES_WORDS } from '../../../kernel/normalise/letting-words.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';

// Made up. A buyer publishes its own acquisition of a business under its own card ('notre société a
// acquis de la société S, …, RIDET …'): the seller is the notice's company, whatever the buyer's
// form says ('société par actions simplifiée' names no shares sold).
const ACQUISITION = (form: string) =>
  `TEST SAVEURS\n${form} au capital de 3 000 000 F CFP\nSiège social : 2, rue du Test, 98822 Poindimié\nRIDET 5 830 260.001\n\nAVIS D'ACQUISITION D'UN FONDS DE COMMERCE\n\nAux termes d'un acte sous seing privé du 3 novembre 2026, notre société a acquis de la société TEST RESTAURANT, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 5 830 278.001, représentée par sa gérante, Mme Anne ESSAI, le fonds de commerce de restaurant exploité à Poindimié, moyennant le prix de 9 000 000 F CFP.\nLes oppositions seront reçues au siège de notre société.\n\nPour avis, le Président.`;

const decided = (text: string) => {
  const decision = decideSubjectRidet(text, findRidets(text), { type: 'cession' });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
};

describe('a buyer that publishes its acquisition of a business under its own card', () => {
  it('publishes the seller, whatever the buyer’s form', () => {
    expect(decided(ACQUISITION('Société par actions simplifiée'))).toEqual({ ridet: '5830278001', rule: 'vendeur_ou_bailleur' });
    expect(decided(ACQUISITION('Société à responsabilité limitée'))).toEqual({ ridet: '5830278001', rule: 'vendeur_ou_bailleur' });
  });

  it('leaves a sale that names shares to the shares’ company, not to the business’s seller', () => {
    const shares = ACQUISITION('Société à responsabilité limitée').replace('le fonds de commerce de restaurant exploité à Poindimié', 'les parts sociales et le fonds de commerce de restaurant');
    expect(decided(shares).rule).not.toBe('vendeur_ou_bailleur');
  });
});

describe('the words of parts or shares', () => {
  it('are not a form’s own word', () => {
    expect(SHARES_WORDS.test('societe par actions simplifiee au capital de 1 000 000 f cfp')).toBe(false);
    expect(SHARES_WORDS.test('societe en commandite par actions')).toBe(false);
    expect(SHARES_WORDS.test('a cede 100 actions de la societe')).toBe(true);
    expect(SHARES_WORDS.test('la cession des parts sociales')).toBe(true);
  });
});
