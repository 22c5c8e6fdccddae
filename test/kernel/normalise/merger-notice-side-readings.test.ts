import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Whose notice a merger notice is (merger-notice-side.ts): the company the heading, the header
// block or the body's telling makes the notice's own, and that company's own event. The absorbed
// company's notice tells the absorbing company's capital increase as the other party's event: it is
// the absorbed company's dissolution, never a capital notice published under the absorbing
// company's identifier. Every text is made up for the reading, in words of its own (RIDs 1 000 0xx
// and 2 000 0xx pass the check).

describe("the absorbed company's own notice, told by its heading", () => {
  it("reads 'Avis de la société absorbée' over the name block as the absorbed company's dissolution", () => {
    const text = [
      'FUSION-ABSORPTION',
      'Avis de la société absorbée',
      '',
      'LAGON BLEU NAUTISME',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP',
      'Siège social : 14 rue des Filaos, 98800 Nouméa',
      'RIDET 1 000 017.001',
      '',
      "Aux termes d'un traité signé le 3 septembre 2026, la société LAGON BLEU NAUTISME a fait apport de ses biens, droits et obligations à la société PACIFIQUE MARINE SERVICES, SAS, dont le siège est 8 avenue du Port, Nouméa, RIDET 2 000 016.001.",
      "L'assemblée de la société absorbante du 30 septembre 2026 a approuvé la fusion et a augmenté son capital en conséquence.",
      "La société LAGON BLEU NAUTISME s'est trouvée dissoute sans liquidation à cette date.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'LAGON BLEU NAUTISME', 'SARL', '1000017001', '2026-09-30']);
  });

  it("reads a notice titled as the dissolution over both parties' labelled blocks, the absorbing one first, as the absorbed company's", () => {
    const text = [
      'LE JOURNAL DES TESTS | ANNONCES LÉGALES',
      'Publié le 17/07/2026',
      '',
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      '(fusion-absorption)',
      '',
      'SOCIÉTÉ ABSORBANTE',
      'TRANSPORTS DES ESSAIS',
      'Société anonyme au capital de 150 000 000 F CFP',
      'RIDET 2 000 016.001',
      '',
      'SOCIÉTÉ ABSORBÉE',
      'FROID DES TESTS',
      'Société à responsabilité limitée au capital de 4 000 000 F CFP',
      'RIDET 1 000 017.001',
      '',
      'Traité de fusion : acte sous seing privé du 12 mai 2026.',
      'Approbation par la société absorbée : assemblée générale extraordinaire du 19 juin 2026.',
      'Approbation par la société absorbante : assemblée générale extraordinaire du 30 juin 2026, qui a augmenté son capital de 6 500 000 F CFP.',
      "Date d'effet : 30 juin 2026.",
      '',
      'La société FROID DES TESTS est dissoute sans liquidation, son patrimoine étant transmis universellement à la société absorbante.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'FROID DES TESTS', 'SARL', '1000017001', '2026-07-17']);
  });

  it('reads the merger named before the dissolution on the title line (`FUSION-ABSORPTION – DISSOLUTION SANS LIQUIDATION`) as the absorbed company’s', () => {
    const text = [
      'LE JOURNAL DES TESTS – Annonces légales',
      'Publié le mardi 15 septembre 2026',
      '',
      'FUSION-ABSORPTION – DISSOLUTION SANS LIQUIDATION',
      '',
      'Société absorbante',
      'Dénomination : BOIS DES ESSAIS',
      'Forme : SAS au capital de 20 000 000 F CFP, porté à 24 000 000 F CFP',
      'RIDET : 2 000 024.001',
      '',
      'Société absorbée',
      'Dénomination : MENUISERIE DES TESTS',
      'Forme : SARL au capital de 1 000 000 F CFP',
      'RIDET : 1 000 025.001',
      '',
      'Traité de fusion : 2 juillet 2026',
      'Conséquence : la société MENUISERIE DES TESTS est dissoute sans liquidation à compter du 31 août 2026.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'MENUISERIE DES TESTS', 'SARL', '1000025001', '2026-09-15']);
  });

  it('reads the side printed after the name block, the other party named without a side of its own', () => {
    const text = [
      'SOCIETE MINIERE DU COL',
      'SARL au capital de 3 000 000 F CFP',
      'RIDET 1 000 025.001 - Siège : Thio',
      'Fusion – société absorbée',
      '',
      "Le traité de fusion conclu avec la société ENTREPRISES DU LITTORAL, SAS, RIDET 2 000 024.001, a été approuvé le 2 juin 2026 par les associés des deux sociétés. L'assemblée de la société absorbante a décidé d'augmenter son capital de 4 000 000 F CFP. La société est dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'SOCIETE MINIERE DU COL', 'SARL', '1000025001', '2026-06-02']);
  });

  it('reads the heading over both parties’ labelled blocks as the absorbed one’s notice', () => {
    const text = [
      'AVIS DE LA SOCIÉTÉ ABSORBÉE',
      '',
      'Société absorbante : PHARMACIES ASSOCIEES, SELAS au capital de 12 000 000 F CFP, RIDET 2 000 032.001, Nouméa.',
      'Société absorbée : OFFICINE DU QUAI, SELARL au capital de 1 000 000 F CFP, RIDET 1 000 033.001, Nouméa.',
      '',
      'Par délibérations du 15 mai 2026, les associés des deux sociétés ont approuvé la fusion. La société absorbante a augmenté son capital de 1 500 000 F CFP. La société absorbée est dissoute sans liquidation au 15 mai 2026.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'OFFICINE DU QUAI', 'SELARL', '1000033001', '2026-05-15']);
  });

  it("is the dissolution even when the notice words only the absorbing company's increase", () => {
    const text = [
      'KAZ MARINE – société absorbée',
      'SAS au capital de 1 000 000 F CFP – siège : Nouméa – RIDET 1 000 041.001',
      '',
      "Par décisions du 6 février 2026, l'associé unique a approuvé la fusion avec la société OCEAN EQUIPEMENT, SA, RIDET 2 000 040.001. Le conseil d'administration de cette dernière a constaté la réalisation de l'augmentation de son capital de 1 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ MARINE', 'SAS', '1000041001', '2026-02-06']);
  });

  it('reads a title printed as a field (`Titre : …`) as the heading it is', () => {
    const text = [
      'Rubrique : Fusions',
      'Titre : FERME AQUACOLE DE BOULOUPARIS – fusion-absorption (société absorbée)',
      '',
      'FERME AQUACOLE DE BOULOUPARIS, SARL au capital de 2 000 000 F CFP, siège : Bouraké, Boulouparis, RIDET 1 000 066.001.',
      '',
      "Le 14 août 2026, les associés ont approuvé le traité de fusion conclu avec la société CREVETTES DU PACIFIQUE, SA, RIDET 2 000 065.001, dont l'assemblée générale extraordinaire du même jour a approuvé la fusion et augmenté le capital de 3 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'FERME AQUACOLE DE BOULOUPARIS', 'SARL', '1000066001', '2026-08-14']);
  });

  it("is quarantined when the absorbed company's own identifier is not printed, never the absorbing company's", () => {
    const text = [
      'AVIS DE LA SOCIÉTÉ ABSORBÉE',
      '',
      'SALON DE THE DE LA BAIE, SARL au capital de 300 000 F CFP, siège : baie des Citrons, Nouméa.',
      '',
      'Par décision du 2 mai 2026, les associés ont approuvé la fusion par absorption de la société par la société RESTAURATION DU LAGON, SAS, RIDET 2 000 057.001, qui a augmenté son capital de 400 000 F CFP. La société est dissoute sans liquidation.',
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it("reads a split company's own notice ('Avis de la société scindée') as its dissolution", () => {
    const text = [
      'SCISSION – AVIS DE LA SOCIÉTÉ SCINDÉE',
      '',
      'TRANSPORTS ET CARRIERES DE LA FOA',
      'SARL au capital de 6 000 000 F CFP – RIDET 1 000 058.001',
      '',
      'Par décision du 1er octobre 2026, les associés ont approuvé la scission : la société a transmis son patrimoine aux sociétés CARRIERES DE LA FOA, SAS, RIDET 2 000 065.001, et TRANSPORTS DE LA FOA, SAS, RIDET 2 000 073.001, qui ont chacune augmenté leur capital. La société est dissoute sans liquidation.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'TRANSPORTS ET CARRIERES DE LA FOA', 'SARL', '1000058001', '2026-10-01']);
  });
});

describe("the absorbed company's own notice, told by its name block and its body", () => {
  it('reads the name block whose company the body names again as the one giving its patrimony', () => {
    const text = [
      'BOUTIQUE DES ILES',
      'Société par actions simplifiée au capital de 800 000 F CFP',
      'Siège : Wé, Lifou',
      'RIDET 1 000 066.001',
      '',
      "Le 28 juin 2026, la société BOUTIQUE DES ILES a fait apport de tout son patrimoine à la société COMMERCES REUNIS DU PACIFIQUE, SA, RIDET 2 000 081.001 ; le même jour, les actionnaires de la société bénéficiaire ont approuvé cet apport et augmenté le capital de celle-ci de 1 200 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'BOUTIQUE DES ILES', 'SAS', '1000066001', '2026-06-28']);
  });

  it('reads the name block by its name without the legal form printed before it', () => {
    const text = [
      'SARL KAZ BOIS',
      'au capital de 500 000 F CFP – RIDET 1 000 116.001 – Bourail',
      '',
      "Le 3 juin 2026, la société KAZ BOIS a fait apport de ses biens, droits et obligations à la société MENUISERIES DE LA COTE OUEST, SAS, RIDET 2 000 115.001, dont l'assemblée a le même jour approuvé la fusion et augmenté le capital de 600 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000116001', '2026-06-03']);
  });

  it("reads the name block's company absorbed by another, the other's increase told after it", () => {
    const text = [
      'CHARPENTES DU MONT-DORE',
      'SARL au capital de 1 500 000 F CFP',
      'RIDET 1 000 074.001',
      'Siège : Mont-Dore',
      '',
      'La société CHARPENTES DU MONT-DORE a été absorbée le 30 avril 2026 par la société BOIS ET TOITURES DU SUD, SAS, RIDET 2 000 099.001, qui a augmenté son capital de 2 000 000 F CFP.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'CHARPENTES DU MONT-DORE', 'SARL', '1000074001', '2026-04-30']);
  });

  it("reads the notice's own company left unnamed ('la société a transmis …') as the absorbed one", () => {
    const text = [
      'ATELIER MECANIQUE DE LA TONTOUTA',
      'EURL au capital de 200 000 F CFP – RIDET 1 000 082.001',
      'Siège : Païta',
      '',
      "Par décision du 4 juillet 2026, l'associé unique a approuvé la fusion : la société a transmis l'ensemble de son patrimoine à la société GARAGES DU SUD, SARL, RIDET 2 000 107.001, qui a porté son capital de 5 000 000 à 5 600 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'ATELIER MECANIQUE DE LA TONTOUTA', 'EURL', '1000082001', '2026-07-04']);
  });

  it("reads the absorbed side printed on the name line over a body that runs on without a blank line", () => {
    const text = [
      'SCI LES TROIS COCOTIERS – RIDET 1 000 090.001 – société absorbée',
      "Par décisions unanimes du 9 avril 2026, les associés ont approuvé la fusion par absorption de la société par la SCI PATRIMOINE DU NORD, RIDET 2 000 115.001, dont l'assemblée du même jour a augmenté le capital social de 600 000 F CFP. La SCI LES TROIS COCOTIERS est dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'LES TROIS COCOTIERS', 'SCI', '1000090001', '2026-04-09']);
  });

  it('holds whether or not the merger raised any capital', () => {
    const text = [
      'TRANSPORTS DE LA CHAINE, SARL, RIDET 1 000 108.001 (société absorbée)',
      "Aux termes d'une assemblée du 12 août 2026, les associés ont approuvé la fusion par absorption de la société par la SAS ROUTES ET FRETS, RIDET 2 000 008.001. La fusion ne s'est accompagnée ni d'augmentation de capital ni d'échange de droits sociaux, la société absorbante détenant toutes les parts. La société est dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'TRANSPORTS DE LA CHAINE', 'SARL', '1000108001', '2026-08-12']);
  });
});

describe("the absorbing company's notice and the joint notice stay the absorbing company's capital", () => {
  it("reads the absorbing company's name block over the absorbed one named in the body", () => {
    const text = [
      'RESEAUX ELECTRIQUES DU NORD',
      'SAS au capital de 40 000 000 F CFP',
      'Siège : Koné – RIDET 2 000 016.001',
      '',
      "Par délibération du 3 août 2026, l'assemblée générale extraordinaire a approuvé la fusion par absorption de la société POSES ET CABLAGES, SARL, RIDET 1 000 017.001, et a augmenté son capital de 2 500 000 F CFP. La société POSES ET CABLAGES est dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'RESEAUX ELECTRIQUES DU NORD', 'SAS', '2000016001', '2026-08-03']);
  });

  it("reads a heading naming the absorbing side as the absorbing company's", () => {
    const text = [
      'AUGMENTATION DE CAPITAL – SOCIÉTÉ ABSORBANTE',
      '',
      'OCEAN EQUIPEMENT, SA au capital de 31 000 000 F CFP, siège : Ducos, RIDET 2 000 024.001',
      '',
      "Par délibération du 6 février 2026, l'assemblée générale extraordinaire a approuvé l'absorption de la société KAZ MARINE, SAS, RIDET 1 000 025.001, et augmenté le capital de 1 000 000 F CFP. La société KAZ MARINE est dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'OCEAN EQUIPEMENT', 'SA', '2000024001', '2026-02-06']);
  });

  it("keeps a joint notice with both sides labelled the absorbing company's capital", () => {
    const text = [
      'AVIS DE FUSION',
      'Société absorbante : HORIZON AGRI, SAS au capital de 9 000 000 F CFP, siège : route de la Ouenghi, Boulouparis, RIDET 2 000 032.001',
      'Société absorbée : VERGERS DE LA FOA, SARL au capital de 1 500 000 F CFP, siège : La Foa, RIDET 1 000 033.001',
      'Par délibérations du 20 octobre 2026, les associés des deux sociétés ont approuvé la fusion par voie d’absorption de VERGERS DE LA FOA par HORIZON AGRI. HORIZON AGRI a augmenté son capital social de 1 500 000 F CFP. VERGERS DE LA FOA est dissoute sans liquidation.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'HORIZON AGRI', 'SAS', '2000032001', '2026-10-20']);
  });

  it('keeps side labels alone over each block (numbered) the joint notice they are, not the absorbed side’s heading', () => {
    const text = [
      'FUSION',
      '',
      'I. Société absorbante',
      'GROUPE DES ILES – SAS au capital de 12 000 000 F CFP – Nouméa – RIDET 2 000 040.001',
      '',
      'II. Société absorbée',
      'KAZ LOISIRS – SARL au capital de 3 000 000 F CFP – Bourail – RIDET 1 000 041.001',
      '',
      'Les associés des deux sociétés ont approuvé le traité le 12 mai 2026. La société absorbante a augmenté son capital de 2 400 000 F CFP. La société absorbée est dissoute sans liquidation.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'GROUPE DES ILES', 'SAS', '2000040001', '2026-05-12']);
  });

  it('quarantines a notice whose sides nothing tells, both companies acting', () => {
    const text = 'La société VANILLE DE LA COTE EST, SARL, RIDET 1 000 058.001, et la société EPICES DU PACIFIQUE, SARL, RIDET 2 000 057.001, ont approuvé le 12 septembre 2026 leur fusion ; le capital social a été augmenté de 900 000 F CFP.';
    expect(identityOf(text)).toBe('sujet_ambigu');
  });
});

describe('a dissolution told of a company named again, under another company’s block', () => {
  it("is the absorbed subsidiary's, not its absorbing parent's whose block heads a simplified merger", () => {
    const text = [
      'HOLDING DES FLAMBOYANTS',
      'SAS au capital de 10 000 000 F CFP – RIDET 2 000 016.001',
      '',
      "Fusion simplifiée : la société HOLDING DES FLAMBOYANTS, qui détenait toutes les parts de la société PEINTURES DU SUD, SARL, RIDET 1 000 017.001, l'a absorbée le 5 mars 2026 ; la société PEINTURES DU SUD se trouve dissoute sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'PEINTURES DU SUD', 'SARL', '1000017001', '2026-03-05']);
  });

  it("is the dissolved company's in a TUP told under its sole shareholder's block", () => {
    const text = [
      'HOLDING DES FLAMBOYANTS',
      'SAS au capital de 10 000 000 F CFP – RIDET 2 000 024.001',
      'Siège : Nouméa',
      '',
      'La société HOLDING DES FLAMBOYANTS, associée unique de la société PEINTURES DU SUD, SARL, RIDET 1 000 025.001, a décidé le 5 mars 2026 la dissolution sans liquidation de cette dernière, qui transmet tout son patrimoine à son associée unique. La société PEINTURES DU SUD est dissoute à compter du 5 mars 2026.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'PEINTURES DU SUD', 'SARL', '1000025001', '2026-03-05']);
  });

  it("is the dissolved company's in a TUP its parent tells, the company's form spelt out and its patrimony named as its own", () => {
    const text = [
      'HOLDING DES FLAMBOYANTS',
      'Société anonyme au capital de 90 000 000 F CFP',
      'RIDET 2 000 081.001',
      '',
      'DISSOLUTION D’UNE FILIALE SANS LIQUIDATION',
      '',
      "Le 9 avril 2026, la société HOLDING DES FLAMBOYANTS, seule associée de la société PEINTURES DU SUD, société à responsabilité limitée au capital de 2 000 000 F CFP, siège à Dumbéa, RIDET 1 000 090.001, a décidé la dissolution anticipée de celle-ci.",
      'Passé le délai d’opposition des créanciers, la transmission universelle du patrimoine de la société PEINTURES DU SUD à la société HOLDING DES FLAMBOYANTS sera réalisée.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'PEINTURES DU SUD', 'SARL', '1000090001', '2026-04-09']);
  });

  it("reads the name block's company told 'étant absorbée par' the other as the absorbed one", () => {
    const text = [
      'PEINTURES DU SUD',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 033.001',
      '',
      'Les associés réunis le 5 mars 2026 ont approuvé la fusion de PEINTURES DU SUD et de DECORS ET FACADES, SAS, RIDET 2 000 032.001, PEINTURES DU SUD étant absorbée par DECORS ET FACADES, qui a augmenté son capital de 800 000 F CFP.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'PEINTURES DU SUD', 'SARL', '1000033001', '2026-03-05']);
  });
});

// (2026-12-07, thirteenth session, from voussures vs34) The absorbing company announces the
// absorbed one's notice (`La société Y, …, au capital de … porté à …, RIDET …, communique :`), the
// absorbed company's card and its title printed under it: the title names the notice's event.
describe("the absorbed company's notice announced by the absorbing one, its title under the card", () => {
  it('reads the dissolution title printed after the card as the notice, not the announcer’s capital', () => {
    const text = [
      'La société DECORS ET FACADES, société par actions simplifiée au capital de 24 000 000 F CFP porté à 27 600 000 F CFP, siège : 19, rue des Essais, 98800 Nouméa, RIDET 2 000 032.001, communique :',
      '',
      'PEINTURES DU SUD',
      'Société à responsabilité limitée au capital de 3 000 000 F CFP',
      'Siège social : 4, rue des Tests, 98860 Koné',
      'RIDET 1 000 033.001',
      '(société absorbée)',
      '',
      'DISSOLUTION SANS LIQUIDATION PAR VOIE DE FUSION',
      '',
      "L'assemblée générale extraordinaire des associés de la société PEINTURES DU SUD du 7 avril 2026 a approuvé le projet de fusion avec la société DECORS ET FACADES, société absorbante, et a décidé la dissolution anticipée de la société, sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'PEINTURES DU SUD', 'SARL', '1000033001', '2026-04-07']);
  });
});
