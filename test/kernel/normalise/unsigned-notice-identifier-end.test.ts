import { describe, expect, it } from 'vitest';
import { pageReadingsOf } from './notice-helpers.ts';

// A page whose first notice ends, unsigned, on its identifier's field, a blank line, then the next
// notice's header (its name in capitals over its particulars). Every text is made up for this file.
const PAGE = [
  '3 mars 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          2210',
  '',
  'AVIS DE CONSTITUTION',
  'Suivant acte sous seing privé du 12 février 2026, il a été constitué une société présentant les caractéristiques suivantes :',
  'Dénomination : KAZ DU NORD',
  'Forme : société à responsabilité limitée',
  'Siège : 4, rue Foch, 98860 Koné',
  'Gérant : M. Paul KOU, demeurant à Koné',
  'RIDET : 1 898 485.001',
  '',
  'TRANSPORTS DE LA CÔTE',
  'Société par actions simplifiée au capital de 2 000 000 F CFP',
  'Siège social : 8, route de Ouaco, 98850 Koumac',
  'RIDET 1 193 630.001',
  "Par décision du 20 février 2026, l'associé unique a nommé Mme Anne WAIA en qualité de présidente, en remplacement de M. Luc TEIN.",
  'Pour avis.',
].join('\n');

describe('an unsigned notice ending on its identifier, the next notice’s header under a blank line', () => {
  it('is parted from the next notice', () => {
    expect(pageReadingsOf(PAGE)).toEqual([
      ['creation', '1898485001', '2026-03-03'],
      ['nomination', '1193630001', '2026-03-03'],
    ]);
  });

  it('leaves a merger’s two labelled blocks one notice', () => {
    const text = [
      'Publié le : 29/09/2026',
      'Objet : fusion-absorption de la société TRANSPORTS DE LA CÔTE par la société KAZ DU NORD et augmentation du capital de la société absorbante',
      '',
      'SOCIÉTÉ ABSORBANTE :',
      'Dénomination : KAZ DU NORD',
      'Forme : SAS au capital de 1 000 000 F CFP',
      'RIDET : 1 898 485.001',
      '',
      'SOCIÉTÉ ABSORBÉE :',
      'Dénomination : TRANSPORTS DE LA CÔTE',
      'Forme : SARL au capital de 200 000 F CFP',
      'RIDET : 1 193 630.001',
      '',
      'Projet de fusion signé le 3 juillet 2026, approuvé par les assemblées du 31 août 2026 ; la société absorbée est dissoute sans liquidation.',
      'Pour avis.',
    ].join('\n');
    expect(pageReadingsOf(text)).toHaveLength(1);
  });
});

// The next notice's name in capitals holding an ordinal's small letters (`CARROSSERIE DU 4e KM`).
describe('a header name in capitals with an ordinal', () => {
  it('opens the next notice under a closed one as any name in capitals does', () => {
    const page = [
      'AVIS DE CONSTITUTION',
      "Aux termes d'un acte du 2 mai 2026, il a été constitué une société civile immobilière dénommée KAZ DU SUD, ayant pour objet la gestion de biens immobiliers.",
      'Gérant : M. Paul KOU. RIDET : 1 643 782.001.',
      'GARAGE DU 6e KM',
      'SARL au capital de 1 000 000 F CFP',
      'Siège social : 3, rue Papin, 98800 Nouméa',
      'RIDET 1 095 074.001',
      "Aux termes d'une assemblée du 4 mai 2026, les associés ont transféré le siège au 9, rue Higginson, 98800 Nouméa.",
      'Pour avis.',
    ].join('\n');
    expect(pageReadingsOf(page).map((r) => r[1])).toEqual(['1643782001', '1095074001']);
  });
});

