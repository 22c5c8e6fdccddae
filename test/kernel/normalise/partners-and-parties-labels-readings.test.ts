import { describe, expect, it } from 'vitest';
import { memberOfListedOrgan } from '../../../kernel/normalise/organ-member-list.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the layout it shows.
// (wt-org2) A partnership's partners and a letting's parties as every writer labels them: the
// partners after a label with two qualifiers, the members a grouping is constituted between under a
// colon, a partner selling the whole of its counted parts, the lessor's label naming the business,
// a member's withdrawal named between the noun and its membership.

/** Whether the identifier `ridet` (its ten digits) is read as a listed member in `text`. */
function member(text: string, ridet: string): boolean {
  const folded = fold(text);
  const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const match = findRidets(text).find((m) => m.ridet === ridet)!;
  return memberOfListedOrgan(prose.slice(Math.max(0, match.index - 600), match.index), folded, match.index, match.index + match.printed.length);
}

describe('a partnership’s partners and sale of parts', () => {
  const text = [
    'SNC PHARMACIE EXEMPLE',
    'Société en nom collectif au capital de 20 000 000 F CFP',
    'RIDET : 1 357 924.001',
    '',
    "Aux termes d'un acte sous seing privé du 16 juin 2033, la société OFFICINES EXEMPLE, SELARL, RIDET 2 468 135.001, a cédé la totalité de ses 1 000 parts à la société PHARMA MODÈLE, SELARL, RIDET 3 579 246.001. Par décision unanime des associés du même jour, la société PHARMA MODÈLE a été nommée cogérante.",
    '',
    'Associés en nom après la cession :',
    '1) la société PHARMA MODÈLE ;',
    '2) la société APOTHICAIRES EXEMPLE, SELARL, RIDET 4 680 357.001, cogérante en fonctions.',
  ].join('\n');

  it('reads the partners under a label with two qualifiers', () => {
    expect(member(text, '4680357001')).toBe(true);
  });

  it('publishes the partnership, the partner selling "la totalité de ses 1 000 parts" a party', () => {
    expect(identityOf(text)).toEqual(['cession', 'PHARMACIE EXEMPLE', 'SNC', '1357924001', '2033-06-16']);
  });
});

describe('a grouping constituted between the members listed after the colon', () => {
  it('reads each dashed company after "il a été constitué entre :" as a member', () => {
    const text = [
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE « ARTISANS EXEMPLE »",
      "Aux termes d'un contrat constitutif sous seing privé du 9 juillet 2033, il a été constitué entre :",
      '- la SARL MAÇONNERIE EXEMPLE, RIDET 2 468 135.001 ;',
      '- l’EURL PLOMBERIE MODÈLE, RIDET 3 579 246.001,',
      "un groupement d'intérêt économique sans capital, siège : 98850 Koumac ; durée : 30 ans. RIDET du groupement : 1 357 924.001.",
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
  });
});

describe('a letting’s lessor labelled with the business', () => {
  it('publishes the lessor "Bailleur du fonds :" labels at the end of a location-gérance, not the tenant', () => {
    const text = [
      'FIN DE LOCATION-GÉRANCE',
      '',
      'Bailleur du fonds : société HÔTEL EXEMPLE, société anonyme, RIDET 1 357 924.001, siège à Bourail',
      'Locataire-gérant : société RESTAURATION MODÈLE, SARL, RIDET 2 468 135.001',
      'Fonds : restaurant de plage, 98870 Bourail',
      '',
      "La location-gérance consentie par acte du 3 novembre 2030 a pris fin d'un commun accord le 30 septembre 2033, ainsi qu'il résulte d'un acte de résiliation du 12 octobre 2033.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'HÔTEL EXEMPLE', 'SA', '1357924001', '2033-10-12']);
  });
});

describe('a member’s withdrawal named between the noun and its membership', () => {
  it('reads the grouping’s contract changed, its member leaving a party', () => {
    const text = [
      'GIE « ACHATS EXEMPLE »',
      'Siège social : 45, rue Exemple, 98800 Nouméa – RIDET 1 357 924.001',
      '',
      "Aux termes d'une assemblée des membres tenue le 29 août 2033, il a été pris acte du retrait de la société SUPERETTE EXEMPLE, SARL, RIDET 2 468 135.001, membre du groupement, à effet du 30 août 2033.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['statuts', 'ACHATS EXEMPLE', 'GIE', '1357924001', '2033-08-29']);
  });
});
