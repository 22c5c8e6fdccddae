import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf } from './notice-helpers.ts';
import { formIn } from '../../../kernel/normalise/legal-form.ts';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

describe('the dénomination and legal form of the subject', () => {
  it('a legal form written before the name in prose is the form, not part of the name', () => {
    const notice = noticeOf(`Par décision du 3 mars 2026, l'associé unique de la société par actions simplifiée unipersonnelle HORIZON VERT, au capital de 100 000 F CFP, RIDET 1 234 560.001, a décidé de transférer le siège social au 4 rue Higginson, 98800 Nouméa.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['HORIZON VERT', 'SASU']);
  });

  it("an abbreviated form after an article is the form too ('la SCI X', 'l'EURL X')", () => {
    expect(noticeOf(`RECTIFICATIF\nDans l'annonce concernant la SCI BELLE VUE, RIDET 1 234 561.001, relative au transfert du siège décidé le 3 février 2026, il fallait lire « lot 12 » au lieu de « lot 21 ».`).denomination).toBe('BELLE VUE');
    expect(noticeOf(`Par jugement du 2 mars 2026, le tribunal a prononcé la liquidation judiciaire de l'EURL PÊCHE PLUS, RIDET 1 234 562.001.`).forme_juridique).toBe('EURL');
  });

  it('a form inside the quoted name stays in the name', () => {
    const notice = noticeOf(`Par acte du 5 février 2026, il a été constitué une société d'exercice libéral à responsabilité limitée dénommée « SELARL CABINET DU LAGON », RIDET 1 234 563.001.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['SELARL CABINET DU LAGON', 'SELARL']);
  });

  it('capitals headings, rectificatifs and court names are not the company name', () => {
    const rectificatif = noticeOf(`RECTIFICATIF\nDans l'avis de cession de fonds de commerce concernant la société CORAIL BLEU, SARL, RIDET 1 234 564.001, signé le 3 février 2026, il y a lieu de lire « prix : 2 000 000 F CFP » et non « prix : 200 000 F CFP ».`);
    const court = noticeOf(`TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nAVIS DE JUGEMENT\nPar jugement du 12 janvier 2026, le tribunal a ouvert un redressement judiciaire à l'égard de la société ÉLEC NORD, SARL, RIDET 1 234 565.001.`);
    const organs = noticeOf(`CONSEIL D'ADMINISTRATION – DIRECTION GÉNÉRALE\n\nBANQUE DES ÎLES\nSociété anonyme au capital de 500 000 000 F CFP\nRIDET 1 234 566.001\n\nLe conseil d'administration du 3 mars 2026 a nommé M. Luc DIRIGE en qualité de directeur général.`);
    expect([rectificatif.denomination, court.denomination, organs.denomination]).toEqual(['CORAIL BLEU', 'ÉLEC NORD', 'BANQUE DES ÎLES']);
  });

  it('a name in mixed case is read up to its form, and a header name is known by the form line under it', () => {
    expect(noticeOf(`Suivant acte du 2 mars 2026, la société Les Jardins d'Emma, société à responsabilité limitée, RIDET 1 234 567.001, a vendu à M. Paul ACHAT son fonds de fleuriste.`).denomination).toBe("Les Jardins d'Emma");
    expect(noticeOf(`Pêcheries du Nord\nSociété anonyme au capital de 50 000 000 F CFP\nRIDET 1 234 568.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé une augmentation de capital.`).denomination).toBe('Pêcheries du Nord');
  });

  it('the new name of a name change is the dénomination, as printed', () => {
    const notice = noticeOf(`CHANGEMENT DE DÉNOMINATION\nForme : SARL\nRIDET : 1 234 569.001\nAncienne dénomination : SNACK DU QUAI\nNouvelle dénomination : Le Quai Gourmand\nDécision : assemblée générale extraordinaire du 4 février 2026`);
    expect([notice.denomination, notice.ancienne_denomination]).toEqual(['Le Quai Gourmand', 'SNACK DU QUAI']);
  });

  it('a trailing full stop after a label value and a sigle are left out', () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nAux termes d'un acte du 3 mars 2026, il a été constitué une société.\nDénomination : L'ÎLE AUX ÉPICES.\nForme : SARL\nRIDET : 1 234 570.001`).denomination).toBe("L'ÎLE AUX ÉPICES");
    expect(noticeOf(`AUGMENTATION DE CAPITAL\n\nCOMPAGNIE MARITIME DU NORD – CMN\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 234 571.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a augmenté le capital social.`).denomination).toBe('COMPAGNIE MARITIME DU NORD');
  });

  it("a dotted form ('la S.A.R.L. X') is the form, and 'SARL unipersonnelle' an EURL", () => {
    expect(noticeOf(`Par acte du 3 mars 2026, la S.A.R.L. NIAOULI PLUS, au capital de 100 000 F CFP, RIDET 1 222 111.001, a cédé à M. Jo ACHAT son fonds de commerce.`)).toMatchObject({ denomination: 'NIAOULI PLUS', forme_juridique: 'SARL' });
    expect(noticeOf(`AVIS DE CONSTITUTION\nPar acte du 3 mars 2026, il a été constitué une SARL unipersonnelle dénommée ATOLL DESIGN. RIDET 1 600 200.001`).forme_juridique).toBe('EURL');
  });

  it('a mixed-case name over a long form-and-capital line is the header name', () => {
    const notice = noticeOf(`LNC – 02/03/2026\nKowe Kara Plongée\nSAS au capital de 3 000 000 F CFP porté à 6 000 000 F CFP\nRIDET : 1 333 446 001\nPar décisions unanimes des associés du 20 février 2026, le capital social a été augmenté par apport en numéraire.`);
    expect([notice.denomination, notice.forme_juridique, notice.date]).toEqual(['Kowe Kara Plongée', 'SAS', '2026-03-02']);
  });

  it('a transformation gives the new legal form', () => {
    const notice = noticeOf(`TRANSFORMATION\nKAGU CONSEIL\nRIDET 1 234 572.001\nL'assemblée générale extraordinaire du 3 mars 2026 de la société KAGU CONSEIL, SARL, a décidé la transformation de la société en société par actions simplifiée.`);
    expect([notice.type, notice.forme_juridique]).toEqual(['statuts', 'SAS']);
  });
});

// Made-up layouts corpus 2 showed (issue 20).
describe('names across lines and header blocks under a masthead', () => {
  it('reads a name in capitals that goes on over a line break', () => {
    expect(noticeOf("Par jugement du 7 janvier 2026, le tribunal a converti en liquidation judiciaire la procédure ouverte à l'égard de la société BOIS ET\nCHARPENTES DU NORD, SARL, siège à Koné, RIDET 1 234 567.001.").denomination).toBe('BOIS ET CHARPENTES DU NORD');
    expect(noticeOf("Par jugement du 7 janvier 2026, le tribunal a prononcé la liquidation judiciaire de la société ALPHA FRÈRES\n& FILS, SARL, RIDET 1 234 567.001.").denomination).toBe('ALPHA FRÈRES & FILS');
  });

  it('takes the header name printed above its form line, not the masthead above it', () => {
    const n = noticeOf('HEBDO TEST\nL’hebdomadaire des îles\nN° 412 – jeudi 5 mars 2026\n\nALPHA BOUCHERIE\nSARL au capital de 1 000 000 F CFP\nSiège : village, Poya\nRIDET 1 234 567.001\n\nLe 30 janvier 2026, l’associé unique a décidé de transférer le siège social au 4 rue Test, Poya.'.replace(/’/g, "'"));
    expect([n.denomination, n.date]).toEqual(['ALPHA BOUCHERIE', '2026-03-05']);
  });
});

describe('more ways a notice gives its company’s name (corpus 2 kinds)', () => {
  it('reads "a pour dénomination « X »" and a described form before a quoted name', () => {
    expect(noticeOf("Aux termes d'un acte du 2 mars 2026, il a été constitué une société d'exercice libéral. La société a pour dénomination « SELARL ALPHA DENTAIRE ». Elle a été immatriculée au RIDET sous le numéro 1234567-001.").denomination).toBe('SELARL ALPHA DENTAIRE');
    expect(noticeOf("JONC – Publications légales – 11 février 2026\nERRATUM\nà l'avis de nomination d'un cogérant de la société civile profession-\nnelle de géomètres (SCP) « ALPHA TOPO », RIDET\n1 234 567.001, paru au Journal officiel du 28 janvier 2026. Au lieu de « M. Paul TEST est nommé cogérant », lire « M. Paul TESTE est nommé cogérant ».").denomination).toBe('ALPHA TOPO');
  });

  it('reads a debtor line "X, entreprise unipersonnelle …" and a header "SARL X, siège : …"', () => {
    expect(noticeOf("JONC – Publications légales – 16 septembre 2025\nRADIATION D'OFFICE\nIl a été procédé à la radiation d'office de :\nALPHA SURF, entreprise unipersonnelle à responsabilité\nlimitée, siège : Nouméa, RIDET 1 234 567 . 001, radiée le 2 septembre 2025.").denomination).toBe('ALPHA SURF');
    expect(noticeOf('Plan de cession\nSARL ALPHA ALIMENTAIRE, siège : Bourail, village,\nRIDET 1234567 - 001. Le tribunal a arrêté le plan de cession par jugement du 27 mars 2024.').denomination).toBe('ALPHA ALIMENTAIRE');
  });

  it('keeps a page’s publication line out of the notice’s first sentence', () => {
    const n = noticeOf('Site Test\nMis à jour le 5 mars 2026 à 14h02 · Publié le 2 mars 2026 à 07h15\nTRANSFORMATION DE SARL EN SAS\nALPHA MARINE\nCapital : 4 000 000 F CFP\nRIDET : 1234567.001\nAux termes de l\'assemblée du 23 février 2026, les associés ont décidé la transformation de la société en société par actions simplifiée.');
    expect([n.denomination, n.date, n.type]).toEqual(['ALPHA MARINE', '2026-03-02', 'statuts']);
  });
});

describe('prose that starts in the header lines, names in guillemets over a line break', () => {
  it('starts the body at a sentence whose next line opens in lower case', () => {
    const n = noticeOf("JONC – Publications légales – 24 juin 2025\nTRIBUNAL MIXTE DE COMMERCE\nRedressement judiciaire\nJugement du 11 juin 2025 – Ouverture d'une procédure de redressement\njudiciaire à l'encontre de la société ALPHA ET BÊTA DU\nGRAND SUD, SARL, dont le siège est à Yaté, RIDET 1.234.567.001.\nMandataire judiciaire : Me Paul TEST.");
    expect([n.denomination, n.type]).toEqual(['ALPHA ET BÊTA DU GRAND SUD', 'procedure']);
  });

  it('reads a new name in guillemets cut by a line break', () => {
    const n = noticeOf("« ALPHA MÉDICAL »\nSociété par actions simplifiée au capital de 1 500 000 F CFP\nRIDET 1 234 567-001\nAux termes d'une assemblée du 22 novembre 2024, les associés ont décidé de modifier la dénomination sociale, qui devient « BÊTA\nPHARMA », à compter du 1er décembre 2024.");
    expect(n.denomination).toBe('BÊTA PHARMA');
  });
});

describe('header-like blocks and names after an article', () => {
  it('reads a name printed over two lines, its second opening with "&"', () => {
    expect(noticeOf('JONC – Publications légales – 3 mars 2026\n\nÉTABLISSEMENTS ALPHA\n& FILS\nSARL au capital de 1 500 000 F CFP\nRIDET n° 1 234 567.001\n\nAux termes d\'une assemblée générale extraordinaire du 16 février 2026, les associés ont décidé de transférer le siège social.').denomination).toBe('ÉTABLISSEMENTS ALPHA & FILS');
  });

  it('reads a block that prints the subject like a header inside the body', () => {
    const n = noticeOf("TRIBUNAL MIXTE DE COMMERCE\nPar jugement du 12 novembre 2025, le tribunal a ouvert une procédure de sauvegarde à l'égard de :\nSOCIÉTÉ ALPHA HÔTELIÈRE\nSA au capital de 120 000 000 F CFP\nSiège : Hienghène\nRIDET : 1234567 001\nMandataire judiciaire : la SELARL BÊTA MANDATAIRES, prise en la personne de Me Paul TEST");
    expect([n.denomination, n.type]).toEqual(['SOCIÉTÉ ALPHA HÔTELIÈRE', 'procedure']);
  });

  it('prefers the header company with its form line to a person named in the body, and reads "la COOPÉRATIVE X, société …"', () => {
    expect(noticeOf("TRANSFERT DE SIÈGE SOCIAL\n\nALPHA CONSEIL\nSociété par actions simplifiée au capital de 1 200 000 F CFP\n\nAux termes d'une assemblée du 15 janvier 2026, les associés ont décidé de transférer le siège social à Nouméa.\nPrésidente : Mme Anne TEST, qui demeure en fonctions.\nLa société a été immatriculée le 10 février 2026 sous le n° RIDET 1 234 567.001.").denomination).toBe('ALPHA CONSEIL');
    expect(noticeOf("Liquidateur désigné : SELARL BÊTA MANDATAIRES – RIDET 7654321.001\n\nPar jugement du 18 février 2026, le tribunal a converti en liquidation judiciaire la procédure ouverte à l'égard de la COOPÉRATIVE ALPHA DE LA TAMOA, société coopérative constituée sous la forme d'une société à responsabilité limitée, RIDET 1 234 567.001.").denomination).toBe('COOPÉRATIVE ALPHA DE LA TAMOA');
  });
});

describe('legal forms added with corpus 2', () => {
  it('reads SCA, SICA, SCOP, a cooperative constituted as an SARL, and a long form cut by a line break', async () => {
    const { formIn } = await import('../../../kernel/normalise/legal-form.ts');
    expect(formIn('société en commandite par actions au capital de 50 000 000 F CFP')).toBe('SCA');
    expect(formIn("Forme : société d'intérêt collectif agricole (SICA) à capital variable")).toBe('SICA');
    expect(formIn('société coopérative ouvrière de production au capital variable')).toBe('SCOP');
    expect(formIn('SCOP constituée sous forme de SARL à capital variable')).toBe('SARL');
    expect(formIn('société coopérative constituée sous la forme d’une société à responsabilité limitée'.replace('’', "'"))).toBe('SARL');
    expect(formIn('entreprise unipersonnelle à responsabilité\nlimitée, siège : Nouméa')).toBe('EURL');
  });

  // Issue 20, corpus 2 kinds (texts made up here).
  it('an individual trader who sells to a company with its own identifier names the subject, without a form', () => {
    const notice = noticeOf(`CESSION DE FONDS DE COMMERCE\nSuivant acte du 2 mars 2026, la société ACHAT PLUS, SARL au capital de 1 000 000 F CFP, immatriculée au RIDET sous le n° 1 345 690.001,\na acquis de M. Paul Kiko VENDEUR, commerçant, demeurant à Koné, immatriculé au RIDET sous le n° 1 345 691.001,\nun fonds de commerce d'alimentation.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1345691001', 'Paul Kiko VENDEUR', null]);
  });

  it("the writing notary's letterhead and firm, and a page timestamp, are never the name", () => {
    const notice = noticeOf(`Annonces légales\nConstitution de société civile immobilière\n2026-03-02T06:00:00+11:00\nÉtude de Maîtres Anne PLUME et Marc ENCRE\nSCP PLUME & ENCRE, notaires associés – RIDET 1 345 692.001\n\nSuivant acte reçu par Maître Anne PLUME le 20 février 2026, il a été constitué une société civile immobilière dénommée « LES FLAMBOYANTS ».\nCapital social : 100 000 F CFP.\nGérance : M. Jean GÉRANT.\nLa société est immatriculée au RIDET sous le n° 1 345 693.001.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1345693001', 'LES FLAMBOYANTS', 'SCI']);
  });

  it("a name right under a line that is only its form wins over the journal's masthead", () => {
    const notice = noticeOf(`L'ÉCHO DES ÎLES\nL'hebdo de l'économie\nGROUPEMENT D'INTÉRÊT ÉCONOMIQUE\nPÊCHEURS ASSOCIÉS DU NORD\nAux termes d'un contrat du 3 février 2026, il a été constitué un groupement d'intérêt économique.\nSiège : Koumac.\nImmatriculation : RIDET n° 1 345 694.001.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['PÊCHEURS ASSOCIÉS DU NORD', 'GIE']);
  });

  it("a party's label line ('Société absorbante : X') introduces that company", () => {
    const notice = noticeOf(`AUGMENTATION DE CAPITAL PAR VOIE DE FUSION\nSociété absorbée : PETIT NÉGOCE, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1345695.001.\nSociété absorbante : GRAND NÉGOCE, société par actions simplifiée au capital de 9 000 000 F CFP, RIDET 1345696.001.\nPar délibération du 2 mars 2026, l'assemblée de la société absorbante a approuvé la fusion et augmenté son capital de 1 000 000 F CFP.`);
    expect([notice.type, notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['capital', '1345696001', 'GRAND NÉGOCE', 'SAS']);
  });

  it("'remplacer la dénomination par : « X »', 'de transformer la société en …', and OCR's glued 'SOCIETEA RESPONSABILITE LIMITEE'", () => {
    const renamed = noticeOf(`CHANGEMENT DE DÉNOMINATION\nANCIEN NOM\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 345 697.001\nPar décision du 2 mars 2026, l'assemblée a décidé de transformer la société en société par actions simplifiée et de remplacer la dénomination sociale par : « NOUVEAU NOM ».`);
    expect([renamed.denomination, renamed.forme_juridique]).toEqual(['NOUVEAU NOM', 'SAS']);
    expect(formIn('SOCIETEA RESPONSABILITE LIMITEE\nau capital de 1 000 000 F CFP')).toBe('SARL');
  });

  it("reads the rewritten spellings each behind its own letters: dotted 'S.A.R.L.', 'Sté', a glued \"SOCIETED'\"", () => {
    expect(formIn('S.A.R.L. au capital de 1 000 F')).toBe('SARL');
    expect(formIn('une Sté a responsabilite limitee')).toBe('SARL');
    expect(formIn('Sté par actions simplifiée')).toBe('SAS');
    expect(formIn("SOCIETED'EXERCICE LIBERAL A RESPONSABILITE LIMITEE")).toBe('SELARL');
  });
});

describe('a header that prints another company\'s identifier does not name the subject (issue 32)', () => {
  it("an adviser's letterhead with its own RIDET is not the name of the company it writes for", () => {
    const notice = noticeOf(`CHIFFRES EXEMPLE\nExpertise comptable – Commissariat aux comptes\nRIDET 1 111 134.001 – BP 12, 98800 Nouméa\n\nAVIS D'AUGMENTATION DE CAPITAL\n\nPar procès-verbal du 14 novembre 2026, l'assemblée générale extraordinaire des associés de la société HUILERIE EXEMPLE, société à responsabilité limitée, a décidé d'augmenter le capital social de 2 000 000 F CFP à 7 000 000 F CFP par la création de 500 parts nouvelles, souscrites par la société FONDS EXEMPLE, SAS, RIDET 1 111 135.001, admise en qualité de nouvelle associée.\nLes articles 6 et 7 des statuts ont été modifiés.\nIdentification de la société : RCS Nouméa – RIDET 1 222 251.001.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1222251001', 'HUILERIE EXEMPLE']);
  });
  it("a letterhead firm printed with its own identifier is not the subject's first company, however far the subject's name is from its identifier", () => {
    const notice = noticeOf(`Office notarial des Flamboyants\nNotaires associés — SCP DUVAL-KOPA, RIDET 1 234 580.001\n3 avenue du Maréchal Foch — 98800 NOUMÉA\n\nSuivant acte reçu par Maître Anne DUVAL, notaire associé, le douze février deux mille vingt-six, a été constituée une société civile ayant pour dénomination « LES MANGUIERS DE PAÏTA », au capital de deux cent mille francs CFP (200 000 F CFP) divisé en deux cents parts sociales, dont le siège est fixé 8 rue des Manguiers, 98890 Païta, ayant pour objet la propriété, l'administration et la mise en location de tous immeubles bâtis ou non bâtis, pour une durée de quatre-vingt-dix-neuf années à compter de son immatriculation.\nGérante : Mme Laure TIAOU, demeurant 8 rue des Manguiers à Païta.\nLa société est immatriculée au registre du commerce et des sociétés de Nouméa sous le numéro RIDET 1 234 581.001.\nPour avis, le notaire.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1234581001', 'LES MANGUIERS DE PAÏTA']);
  });
});

// Made up: a narrow column breaks the change's clause between two of its words.
describe('a new name told over a line break inside its clause', () => {
  it("reads 'la dénomination sociale' / 'de la société est devenue, …, « X »' as the new name", () => {
    const text = [
      'ESSAIS AIR SERVICES',
      'Société par actions simplifiée au capital de 15 000 000 F CFP',
      'RIDET 1 000 009.001',
      'CHANGEMENT DE DÉNOMINATION',
      'Aux termes de décisions collectives des associés en date du 17',
      'août 2026, la dénomination sociale',
      'de la société est devenue, à compter du même jour, « ESSAIS',
      'AIR HANDLING ».',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'test-nouveau-nom' });
    expect(result!.ok && result!.notice.denomination).toBe('ESSAIS AIR HANDLING');
  });
});

// Made up. A form of numbered items labels the company whose parts are sold: its name is the
// notice's, not the first company the items introduce with 'la société' (the seller, the buyer).
describe('the company whose parts are sold, labelled in a numbered item', () => {
  const SALE = [
    'CESSION DE PARTS SOCIALES',
    '',
    '1. Société dont les parts sont cédées : TEST SÉRIGRAPHIE, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET : 1 234 567.001',
    '2. Cédant : la société TEST ATELIERS, société par actions simplifiée, RIDET : 2 345 676.001',
    '3. Cessionnaire : la société TEST MARQUAGE – TM, société à responsabilité limitée, RIDET : 3 456 787.001',
    '4. Acte : acte sous seing privé du 5 octobre 2026',
    '',
    'Pour avis, la gérance.',
  ].join('\n');

  it('publishes the labelled company under its own name', () => {
    expect(identityOf(SALE)).toEqual(['cession', 'TEST SÉRIGRAPHIE', 'SARL', '1234567001', '2026-10-05']);
  });
});

// Made up. A card's name label may be the company's kind (`Groupement :`, `GIE :`), as `Société :` is;
// a label's value opened by former-name words (`anciennement X`) gives the name left, never the name.
describe('a card labelling its name by the company’s kind, or by its former name', () => {
  const gie = (label: string): string =>
    [
      'MODIFICATION DES STATUTS',
      '',
      `${label} : ESSAIS DE PÊCHE DU NORD`,
      'Forme : groupement d’intérêt économique sans capital',
      'Siège : quai de Wé, 98820 Lifou',
      'RIDET : 1 000 009.001',
      'Membres : ARMEMENT DES TESTS, SAS, RIDET 2 000 008.001 ; PÊCHERIES DES TESTS, SARL, RIDET 1 000 017.001',
      'Assemblée des membres : 5 novembre 2026',
      'Décision : prorogation de la durée du groupement de dix années',
    ].join('\n');

  it('reads `Groupement :` and `GIE :` as the name’s label', () => {
    expect(identityOf(gie('Groupement'))).toEqual(['statuts', 'ESSAIS DE PÊCHE DU NORD', 'GIE', '1000009001', '2026-11-05']);
    expect(identityOf(gie('GIE'))).toEqual(['statuts', 'ESSAIS DE PÊCHE DU NORD', 'GIE', '1000009001', '2026-11-05']);
  });

  it('reads `Société liquidée :` and `Société radiée :`, the company by its state in the event, as the name’s label', () => {
    const card = (label: string): string =>
      [
        'DISSOLUTION ANTICIPÉE',
        '',
        'Liquidateur : la SELARL KAZ COMPTA, expert-comptable, 9, avenue Foch, 98800 Nouméa, RIDET 2 000 002.001',
        `${label} : ESSAIS DE PÊCHE DU NORD`,
        'Forme : SARL au capital de 1 000 000 F CFP',
        'N° d’identification : RIDET 1 000 009.001',
        'Décision : assemblée générale extraordinaire du 11 mai 2026, dissolution anticipée de la société',
      ].join('\n');
    expect(identityOf(card('Société liquidée'))).toEqual(['dissolution', 'ESSAIS DE PÊCHE DU NORD', 'SARL', '1000009001', '2026-05-11']);
    expect(identityOf(card('Société radiée'))).toEqual(['dissolution', 'ESSAIS DE PÊCHE DU NORD', 'SARL', '1000009001', '2026-05-11']);
  });

  it('never publishes the value `anciennement X` of a name label as the name', () => {
    const text = [
      'RECTIFICATIF',
      '',
      'Annonce rectifiée : avis de changement de dénomination paru le 6 mai 2026',
      'Société concernée : anciennement ÉPICERIE DES TESTS',
      'Forme : SARL au capital de 1 000 000 F CFP',
      'RIDET : 1 000 009.001',
      'Erreur : la nouvelle dénomination a été publiée sous une forme erronée',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'made-up' });
    expect(result!.ok ? result!.notice.denomination : '').not.toMatch(/anciennement/i);
  });
});

// Made up. A header block may print the name the company left between its name and its form line.
describe('a header block printing the former name under the name', () => {
  it('reads the name above the former one (`X` / `anciennement dénommée Y` / `SARL au capital …`)', () => {
    const text = [
      'ESSAIS DU SUD',
      'anciennement dénommée TESTS PAÏTA',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP',
      'RIDET 1 000 009 001',
      '',
      'CHANGEMENT DE GÉRANT',
      '',
      'Par décision collective du 15 septembre 2026, les associés ont nommé M. Paul EXEMPLE gérant en remplacement de M. Luc ESSAI, démissionnaire.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'ESSAIS DU SUD', 'SARL', '1000009001', '2026-09-15']);
  });
});

// Made up. A card under a portal's fields prints its name over a line of the form alone and the identifier.
describe('a card printing the form alone before the identifier', () => {
  it('reads the name over `SAS – RIDET …`', () => {
    const text = [
      'Journal officiel de la Nouvelle-Calédonie',
      'Publication légale – contenu 2026-00001',
      'Date de publication : mardi 15 septembre 2026',
      'Rubrique : Modifications de capital',
      '',
      'ESSAIS AQUACOLES DU SUD',
      'SAS – RIDET 1 000 009.001',
      'Siège : domaine des Tests, 98812 Boulouparis',
      '',
      'Nature de l\'opération : augmentation de capital en numéraire réservée',
      'Décision : assemblée générale extraordinaire du 2 septembre 2026',
      'Capital avant l\'opération : 40 000 000 F CFP',
      'Capital après l\'opération : 55 000 000 F CFP, par émission de 1 500 actions nouvelles de 10 000 F CFP, avec suppression du droit préférentiel de souscription',
      'Souscripteur : CAPITAL DES TESTS, société par actions simplifiée, 2, rue des Essais, 98800 Nouméa, RIDET 2 000 008.001',
      'Présidente : Mme Rose EXEMPLE, dont le mandat se poursuit',
      'Statuts : articles 6 et 7 modifiés',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ESSAIS AQUACOLES DU SUD', 'SAS', '1000009001', '2026-09-15']);
  });
});

// Made up. `Appellation` is the name's label as `Dénomination` is, dotted leaders and all.
describe('a name labelled `Appellation`', () => {
  it('reads the label’s value as the name, not a founder introduced by its form', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      'Appellation .............. ESSAIS PROPRETÉ DU SUD',
      'Capital .................. 1 000 000 F CFP',
      'Adresse du siège ......... 2, rue des Essais, 98809 Mont-Dore',
      'Apporteurs ............... FONDATEUR DES TESTS, SAS, RIDET 2 000 008.001 (60 parts) ; ESSAIS ASSOCIÉS, SARL, RIDET 1 000 017.001 (40 parts)',
      'Gérance .................. M. Paul EXEMPLE',
      'Acte ..................... acte sous seing privé du 12 novembre 2026',
      'Numéro RIDET ............. 1 000 009.001, attribué le 20 novembre 2026',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'made-up' });
    expect(result!.ok && [result!.notice.denomination, result!.notice.ridet]).toEqual(['ESSAIS PROPRETÉ DU SUD', '1000009001']);
  });
});

// Made up. The notary's firm named after the notary is the act's office, never the company formed.
describe('a notary’s firm named in the act’s opening sentence', () => {
  it('reads the company formed, the notary’s SCP named first and the identifier last', () => {
    const text = "Legal Hebdo — annonces légales en ligne\nPublié le 23 juillet 2026\nCatégorie : Constitutions\n\nSuivant acte reçu par Maître Hélène ESSAI, notaire associée de la SCP ESSAI & EXEMPLE, titulaire d'un office notarial à Nouméa, le 9 juillet 2026, en présence de M. Georges TEST et de Mme Simone TEST, témoins instrumentaires, il a été constitué une société d'exercice libéral à responsabilité limitée de chirurgiens-dentistes dénommée « SELARL DENTAIRE DES TESTS ».\n\nSiège : centre médical de Koutio, 2, rue des Palétuviers, 98835 Dumbéa.\nCapital : 3 000 000 F CFP.\nObjet : exercice en commun de la profession de chirurgien-dentiste.\nDurée : 99 ans.\nAssociés : le Docteur Anaïs PERRIN-WAMYTAN, le Docteur Loïc LE BRAS et le Docteur Mireille KOTEUREU, chirurgiens-dentistes inscrits au tableau de l'Ordre de la Nouvelle-Calédonie.\nGérance : le Docteur Anaïs PERRIN-WAMYTAN et le Docteur Loïc LE BRAS, cogérants, pour une durée indéterminée. Le Docteur KOTEUREU n'exerce aucune fonction de gérance.\nLa société est immatriculée au RIDET sous le n° 1000009/001.\n\nPour avis,\nMaître Hélène ESSAI, notaire.\n";
    expect(identityOf(text)).toEqual(['creation', 'SELARL DENTAIRE DES TESTS', 'SELARL', '1000009001', '2026-07-23']);
  });

  it('keeps a profession that names the kind of the company formed (`société … d’avocats dénommée « X »`)', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nAux termes d’un acte sous seing privé du 30 janvier 2026, il a été constitué une société d’exercice libéral à responsabilité limitée d’avocats dénommée « SELARL ESSAI & EXEMPLE AVOCATS ».\nSiège social : 1, rue des Tests, 98800 Nouméa.\nCogérants : Maître Sarah ESSAI et Maître Julien EXEMPLE.\nRIDET : 1000009.001 (immatriculation du 10 février 2026).';
    expect(identityOf(text)).toEqual(['creation', 'SELARL ESSAI & EXEMPLE AVOCATS', 'SELARL', '1000009001', '2026-01-30']);
  });
});

// Made up. A former name printed in brackets after the name, in a provincial act's visas.
describe('a former name in brackets after the company’s name', () => {
  it('reads the name, not the one the company left (`X (précédemment dénommée Y)`)', () => {
    const text = [
      'PROVINCE SUD',
      '',
      'Délibération n° 2026-87/APS du 22 octobre 2026 relative à la participation de la province Sud à l’augmentation du capital de la société d’économie mixte ESSAIS MARINS',
      '',
      'L’assemblée de la province Sud,',
      'Vu les statuts de la société d’économie mixte ESSAIS MARINS (précédemment dénommée SOCIÉTÉ DES TESTS DU SUD), au capital de 300 000 000 F CFP, dont le siège est 2, rue des Essais, 98800 Nouméa, RIDET 1 000 009.001 ;',
      'A adopté en sa séance du 22 octobre 2026 les dispositions dont la teneur suit :',
      'Article 1er : La province Sud souscrit à l’augmentation du capital de la SEM ESSAIS MARINS, porté de 300 000 000 F CFP à 450 000 000 F CFP.',
    ].join('\n');
    const result = parseNoticeTexts(text, { reference: 'made-up' })[0]!;
    expect(result.ok && result.notice.denomination).toBe('ESSAIS MARINS');
  });

  // (2026-12-07, fifteenth session, from pignons fw23)
  it('reads a registry list’s company opening its line with the former name between its name and its form', () => {
    const bracketed = 'AVIS DE RADIATION D’OFFICE\n\nLe greffier informe qu’il a été procédé le 2 novembre 2026 à la radiation d’office de la société suivante :\n\nKAORI & FILS (précédemment KAORI FRÈRES), société en nom collectif, siège : Bourail, RIDET 1 000 009.001.\n';
    const clause = 'AVIS DE RADIATION D’OFFICE\n\nLe greffier informe qu’il a été procédé le 2 novembre 2026 à la radiation d’office de la société suivante :\n\nKAORI & FILS, anciennement KAORI FRÈRES, société en nom collectif, siège : Bourail, RIDET 1 000 009.001.\n';
    expect(identityOf(bracketed)).toEqual(['dissolution', 'KAORI & FILS', 'SNC', '1000009001', '2026-11-02']);
    expect(identityOf(clause)).toEqual(['dissolution', 'KAORI & FILS', 'SNC', '1000009001', '2026-11-02']);
  });
});

// Made up. A bulleted card under a party's label, the name printed with its form after it.
describe('a bulleted card under a party’s label', () => {
  it('reads the item’s name before its form, its sigle in brackets left out', () => {
    const text = [
      'LOCATION-GÉRANCE',
      '',
      'BAILLEUR :',
      '- SOCIÉTÉ DES ESSAIS DE PAÏTA (SEP), société anonyme au capital de 30 000 000 F CFP',
      '- Siège : RT1, Savannah, 98890 Païta',
      '- RIDET : 1 000 009.003',
      '',
      'LOCATAIRE-GÉRANT :',
      '- CARBURANTS DES TESTS, société à responsabilité limitée au capital de 1 000 000 F CFP',
      '- Siège : Tontouta, 98890 Païta',
      '- RIDET : 2 000 008.001',
      '',
      'FONDS DONNÉ EN LOCATION-GÉRANCE :',
      'Fonds de commerce de station-service exploité RT1, Savannah, 98890 Païta',
      '',
      'ACTE :',
      'Acte sous seing privé du 22 mai 2026',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'SOCIÉTÉ DES ESSAIS DE PAÏTA', 'SA', '1000009003', '2026-05-22']);
  });
});

// Made up (sixteenth session, from coupoles uk36 and, unseen before, impostes kj27).
describe('a name in mixed case after `ayant pour dénomination`', () => {
  const constitution = (rest: string): string =>
    `AVIS DE CONSTITUTION\n\nPar acte du 14 août 2026, il a été constitué une société à responsabilité limitée ayant pour dénomination ${rest}\nRIDET 1 000 009.001`;

  it('may open on a lone capital (`Ô Fil de l’Eau`), no name in capitals', () => {
    expect(identityOf(constitution("Ô Fil de l'Eau Tests, au capital de 100 000 F CFP."))).toEqual(['creation', "Ô Fil de l'Eau Tests", 'SARL', '1000009001', '2026-08-14']);
  });

  it('ends where the company’s object follows it (`, pour objet …`)', () => {
    expect(identityOf(constitution("Au Fil de l'Eau Tests, pour objet l'entretien de piscines, au capital de 100 000 F CFP."))).toEqual(['creation', "Au Fil de l'Eau Tests", 'SARL', '1000009001', '2026-08-14']);
  });
});
