import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A company acting through a representative who holds a capacity (office-of-another.ts). Made up for
// the reading (RIDs 1 234 566 and 1 000 009 pass the check).

describe('a representative’s capacity told after the company it represents', () => {
  it('is the person’s in the company itself: the company in liquidation sells its business', () => {
    const text = [
      'CESSION DE FONDS DE COMMERCE',
      '',
      'Suivant acte sous seing privé du 22 mai 2026,',
      '',
      "la société TESTS QUINCAILLERIE, société à responsabilité limitée en liquidation amiable, RIDET 1 234 566.001, représentée par Mme Lise TESTARD, son ancienne gérante, agissant en qualité de liquidatrice, fonction à laquelle elle a été nommée par l'assemblée du 30 avril 2026,",
      '',
      'a vendu à',
      '',
      'la société TESTS BRICOLAGE, société par actions simplifiée, RIDET 1 000 009.001, représentée par son président, M. Paul TESTIER,',
      '',
      'un fonds de commerce de quincaillerie exploité à Tontouta, moyennant le prix de 18 500 000 F CFP.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'TESTS QUINCAILLERIE', 'SARL', '1234566001', '2026-05-22']);
  });

  // Made up (2026-12-08, nineteenth session, from machicoulis mw34).
  it('is the person’s in the company itself when the office is held `de ladite société`', () => {
    const text = [
      'CESSION DE FONDS DE COMMERCE',
      '',
      'Suivant acte sous seing privé du 9 novembre 2026,',
      '',
      'La société TESTS BEAUTÉ, société à responsabilité limitée en liquidation, RIDET 1 234 566.001, représentée par Mme Lise TESTARD, agissant en qualité de liquidatrice amiable de ladite société,',
      '',
      'A cédé à :',
      '',
      'La société TESTS COIFFURE, société par actions simplifiée, RIDET 1 000 009.001, représentée par sa présidente Mme Ana TESTIN,',
      '',
      'le fonds de commerce de salon de coiffure exploité à Magenta, moyennant le prix de 4 200 000 F CFP.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'TESTS BEAUTÉ', 'SARL', '1234566001', '2026-11-09']);
  });

  it('is the company’s where the office is held in another company (`agissant en qualité de liquidateur de la société …`)', () => {
    const text = [
      'CLÔTURE DE LIQUIDATION',
      '',
      "La société TESTS FIDUCIAIRE, société à responsabilité limitée d'expertise comptable, RIDET 1 000 009.001, 6, rue des Tests, 98800 Nouméa, représentée par M. Paul TESTIER, agissant en qualité de liquidateur de la société désignée ci-après, fait connaître :",
      '',
      'Société : TESTS TEXTILES',
      'Forme : EURL en liquidation, au capital de 1 000 000 F CFP',
      'Siège de liquidation : 18, rue des Essais, 98800 Nouméa',
      'RIDET : 1 234 566.001',
      "Décision : décision de l'associé unique du 27 novembre 2026",
      'Objet : approbation des comptes définitifs de liquidation, quitus donné au liquidateur, constatation de la clôture de la liquidation',
      '',
      'Pour avis, le liquidateur.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'TESTS TEXTILES', 'EURL', '1234566001', '2026-11-27']);
  });
});
