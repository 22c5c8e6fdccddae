import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company, person and number here is invented for the reading it shows.
const read = (text: string): string =>
  parseNoticeTexts(text, { reference: 't' })
    .map((r) => (r.ok ? `${r.notice.type} ${r.notice.ridet}` : `quarantaine ${r.quarantine.reason}`))
    .join(' | ');

describe('a dissolution by merger is the absorbed company’s, never the absorbing one’s', () => {
  it.each([
    ['the absorbing company’s partners approve, the absorbed one unnumbered', 'DISSOLUTION SANS LIQUIDATION\nPar délibération du 4 mars 2026, les associés de la SARL ORQUE MARINE, RIDET 1 234 567.001, ont approuvé l’absorption de la société PÉTREL NAUTIQUE, SARL, siège à Koné, qui a été dissoute sans liquidation du fait de la fusion.\nPour avis.'],
    ['the absorbing company’s meeting named first, the absorbed one below', 'AVIS DE FUSION\nL’assemblée de la société CORAIL DISTRIBUTION (SAS – RIDET 1 234 567.001) a décidé le 4 mars 2026 la fusion-absorption de sa filiale BOUTIQUE DU CORAIL, société à responsabilité limitée établie à Bourail. La société absorbée est dissoute sans liquidation à compter de cette date.\nPour avis.'],
    ['a sole shareholder’s decision, the absorbed company a card without its number', 'DISSOLUTION SANS LIQUIDATION\nLa société ORQUE MARINE, SAS, RIDET 1 234 567.001, par décision de son président du 4 mars 2026, a réalisé la fusion par absorption de :\nPÉTREL NAUTIQUE\nSARL au capital de 500 000 F CFP\nSiège : Koné\nLaquelle est en conséquence dissoute de plein droit, sans qu’il y ait lieu à liquidation.'],
    ['the absorbing company’s identity block, its meeting absorbing a subsidiary named after', 'SOCIÉTÉ MINIÈRE TESTEUR, SA, RIDET 1 234 567.001 : l’assemblée générale extraordinaire du 4 mars 2026 a approuvé l’absorption de sa filiale CARRIÈRES ESSAI, SARL à associé unique, laquelle est dissoute sans liquidation à la date de l’opération.'],
    ['the absorbing company’s identity block above its shareholders’ approval', 'AVIS DE DISSOLUTION SANS LIQUIDATION\nSOCIÉTÉ MINIÈRE TESTEUR\nSA au capital de 50 000 000 F CFP\nSiège : Nouméa\nRIDET 1 234 567.001\n\nAux termes d’une assemblée générale extraordinaire du 4 mars 2026, les actionnaires ont approuvé la fusion par voie d’absorption de la société CARRIÈRES ESSAI, SARL, siège à Thio, qui s’est trouvée dissoute sans liquidation.\nPour avis.'],
  ])('quarantines a dissolution whose only identifier is the absorbing company’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it.each([
    ['the absorbed company a card under the absorbing one’s meeting', 'AVIS DE DISSOLUTION SANS LIQUIDATION\nLes actionnaires de CORAIL DISTRIBUTION, SAS au capital de 20 000 000 F CFP, RIDET 1 234 567.001, réunis le 4 mars 2026, ont approuvé la fusion par voie d’absorption de la société :\nBOUTIQUE DU CORAIL\nSARL au capital de 1 000 000 F CFP\nSiège : 3 rue Exemple, Nouméa\nRIDET : 7 654 321.001\nDu fait de cette fusion, BOUTIQUE DU CORAIL est dissoute sans liquidation.\nPour avis.'],
    ['the absorbed company named last with its number', 'DISSOLUTION SANS LIQUIDATION\nLe 4 mars 2026, l’associé unique de la SAS CORAIL DISTRIBUTION, RIDET 1 234 567.001, a décidé l’absorption de la SARL BOUTIQUE DU CORAIL, RIDET 7 654 321.001, laquelle se trouve dissoute sans liquidation.\nPour avis.'],
    ['the absorbing company’s identity block, the absorbed one a card below', 'AVIS DE DISSOLUTION SANS LIQUIDATION\nCORAIL DISTRIBUTION\nSAS au capital de 20 000 000 F CFP\nRIDET 1 234 567.001\n\nPar décision du 4 mars 2026, l’associé unique a approuvé la fusion par absorption de la société :\nBOUTIQUE DU CORAIL\nSARL au capital de 1 000 000 F CFP\nSiège : Nouméa\nRIDET : 7 654 321.001\nBOUTIQUE DU CORAIL est en conséquence dissoute sans liquidation.\nPour avis.'],
    ['the absorbed company’s own block, its partners approving its absorption by another', 'DISSOLUTION SANS LIQUIDATION\nBOUTIQUE DU CORAIL\nSARL au capital de 1 000 000 F CFP\nSiège : Nouméa\nRIDET 7 654 321.001\n\nAux termes d’une décision collective du 4 mars 2026, les associés ont approuvé la fusion par voie d’absorption de la société par la société CORAIL DISTRIBUTION, SAS, RIDET 1 234 567.001, et constaté sa dissolution sans liquidation.\nPour avis.'],
    ['the absorbed company’s block, its absorption by a company without its number', 'DISSOLUTION SANS LIQUIDATION\nBOUTIQUE DU CORAIL – SARL – Nouméa\nRIDET 7 654 321.001\nLe 4 mars 2026, les associés ont approuvé l’absorption de leur société par la SAS CORAIL DISTRIBUTION, entraînant sa dissolution sans liquidation.\nPour avis.'],
  ])('publishes the absorbed company’s identifier: %s', (_, text) => {
    expect(read(text)).toBe('dissolution 7654321001');
  });

  it('keeps a capital increase by merger under the absorbing company', () => {
    expect(read('AUGMENTATION DE CAPITAL\nL’assemblée de la société CORAIL DISTRIBUTION, SAS, RIDET 1 234 567.001, a approuvé le 4 mars 2026 la fusion par voie d’absorption de la SARL BOUTIQUE DU CORAIL, RIDET 7 654 321.001, et augmenté son capital de 2 000 000 F CFP pour le porter à 22 000 000 F CFP.\nPour avis.')).toBe('capital 1234567001');
  });
});

describe('a company the court appoints to a procedure is never its debtor', () => {
  it.each([
    ['the plan’s commissaire named first, the debtor without its number', 'TRIBUNAL MIXTE DE COMMERCE\nPar jugement du 4 mars 2026, la SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, a été désignée commissaire à l’exécution du plan de redressement arrêté en faveur de la société ATELIER DU PHARE, SARL, dont le siège est à Bourail.'],
    ['the commissaire named after the plan', 'Jugement du 4 mars 2026 : le tribunal a arrêté le plan de sauvegarde de la société ATELIER DU PHARE, SARL, Koné, et a désigné la SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, en qualité de commissaire à l’exécution du plan.'],
    ['a liquidator firm named by the court’s verb', 'Par jugement du 4 mars 2026, le tribunal mixte de commerce a prononcé la liquidation judiciaire de la SARL ATELIER DU PHARE, Koné, et nommé liquidateur judiciaire la SELAS ESSAI ET ASSOCIÉS, RIDET 7 654 321.001.'],
    ['the mandataire’s label', 'REDRESSEMENT JUDICIAIRE\nJugement du 4 mars 2026 ouvrant une procédure de redressement judiciaire à l’égard de M. Paul TESTEUR, artisan à Poum.\nMandataire judiciaire : SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, BP 10, Nouméa.'],
    ['an administratrice in apposition after the court’s verb', 'Par jugement du 4 mars 2026, le tribunal a ouvert une procédure de sauvegarde au bénéfice de la SAS QUINCAILLERIE DU NORD, Koné, et a nommé la SAS ADMINISTRATION JUDICIAIRE TESTEUR, RIDET 7 654 321.001, administratrice judiciaire avec mission de surveillance.'],
    ['mandataires judiciaires in the plural, named by the court’s verb', 'Jugement du 4 mars 2026 : le tribunal a ouvert une procédure de redressement judiciaire à l’égard de la SARL ATELIER DU PHARE, Koné, et a désigné mandataires judiciaires la SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, et Me Paul TESTEUR.'],
    ['the mandataire under its older name, représentant des créanciers', 'Par jugement du 4 mars 2026, le tribunal a prononcé le redressement judiciaire de la SARL ATELIER DU PHARE, Koné. La SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, a été désignée en qualité de représentant des créanciers.'],
    ['the commissaire kept in office', 'Jugement du 4 mars 2026 modifiant le plan de redressement de la société QUINCAILLERIE DU NORD (SARL, Koné) ; la SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, est maintenue dans ses fonctions de commissaire à l’exécution du plan.'],
  ])('quarantines a judgment whose only identifier is the court officer’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it.each([
    ['the officer named first, the debtor’s number on a closing label', 'Jugement du 4 mars 2026\nLa SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, désignée en qualité de commissaire à l’exécution du plan de continuation adopté au profit de la société ATELIER DU PHARE, SARL, Bourail, rappelle que les créanciers seront payés selon ses échéances.\nEntreprise concernée : RIDET 1 234 567.001'],
    ['the debtor labelled “Société concernée” below the plan', 'PLAN DE SAUVEGARDE\nLe tribunal mixte de commerce, par jugement du 4 mars 2026, a adopté le plan présenté par la société ATELIER DU PHARE, SARL. Commissaire à l’exécution du plan : SELARL ÉTUDE ESSAI (RIDET 7 654 321.001).\nSociété concernée : RIDET n° 1 234 567.001'],
    ['an administrateur firm in apposition', 'Jugement du 4 mars 2026 : ouverture d’un redressement judiciaire de la SARL ATELIER DU PHARE, RIDET 1 234 567.001 ; la SAS ADMINISTRATIONS TESTEUR, RIDET 7 654 321.001, administrateur judiciaire, a mission d’assister le débiteur.'],
    ['the officer firm’s own person between its number and its appointment', 'JUGEMENT DU 4 MARS 2026\nLa SAS MANDATS TESTEUR, RIDET 7 654 321.001, 5 rue Exemple, 98800 Nouméa, représentée par Me Anne ESSAI, a été nommée mandataire judiciaire dans la procédure de redressement judiciaire ouverte à l’égard de la société ATELIER DU PHARE, SARL, Koné.\nEntreprise concernée : RIDET 1 234 567.001'],
    ['the plan’s commissaire taken in its partner’s person, the debtor’s number on a closing label', 'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nJugement du 4 mars 2026 arrêtant un plan de redressement.\n\nLa SELARL ÉTUDE ESSAI, RIDET 7 654 321.001, 5 rue Exemple, 98800 Nouméa, prise en la personne de Maître Paul TESTEUR, est nommée commissaire à l’exécution du plan de redressement, d’une durée de sept ans, adopté au profit de la société ATELIER DU PHARE, SARL au capital de 1 000 000 F CFP, dont le siège est à Koné.\n\nLa gérance reste assurée par Mme Anne ESSAI.\n\nSociété concernée : RIDET n° 1234567.001'],
  ])('publishes under the debtor’s identifier: %s', (_, text) => {
    expect(read(text)).toBe('procedure 1234567001');
  });

  it('keeps the debtor named as the one the officer acts for', () => {
    expect(read('Par jugement du 4 mars 2026, le tribunal a désigné Me Paul ESSAI mandataire judiciaire de la société ATELIER DU PHARE, SARL, RIDET 1 234 567.001, dont il a ouvert le redressement judiciaire.')).toBe('procedure 1234567001');
  });
});

describe('the tenant of a location-gérance is never its subject', () => {
  it.each([
    ['the tenant tells that the business was let to it', 'AVIS DE LOCATION-GÉRANCE\nLa société CAFÉ DU LAGON, SARL, RIDET 1 234 567.001, fait savoir que la société HÔTELS TESTEUR, SAS, lui a donné en location-gérance, à compter du 4 mars 2026, son fonds de restauration sis à Nouméa.\nPour avis.'],
    ['the tenant takes the business', 'GÉRANCE LIBRE\nPar acte sous seing privé du 4 mars 2026, la SARL CAFÉ DU LAGON, RIDET 1 234 567.001, a pris en location-gérance le fonds de snack exploité à Koné appartenant à M. Paul ESSAI.\nPour avis.'],
    ['the tenant’s label', 'Location-gérance\nLoueur : HÔTELS TESTEUR, SAS, Nouméa\nLocataire-gérant : CAFÉ DU LAGON, SARL, RIDET 1 234 567.001\nFonds : restaurant, 3 rue Exemple, Nouméa\nDurée : un an à compter du 4 mars 2026'],
    ['the tenant tells the letting’s end', 'FIN DE LOCATION-GÉRANCE\nLa SARL CAFÉ DU LAGON, RIDET 1 234 567.001, locataire-gérante du fonds de boulangerie situé à Bourail qui appartient à M. Paul ESSAI, informe que le contrat prend fin le 4 mars 2026.\nPour avis.'],
    ['the tenant receives the business', 'LOCATION-GÉRANCE\nLa SAS BOULANGERIE DE LA BAIE, RIDET 1 234 567.001, a reçu en location-gérance, par acte du 4 mars 2026, le fonds de boulangerie de Mme Anne ESSAI, sis à Poindimié.'],
    ['the business entrusted to the tenant', 'La société BOULANGERIE DE LA BAIE, SARL, RIDET 1 234 567.001, s’est vu confier en location-gérance, à compter du 4 mars 2026, le fonds de commerce de la société FOURNIL TESTEUR, SAS, situé à Koumac.'],
    ['the owner’s verb letting to the numbered tenant', 'La SAS FOURNIL TESTEUR a concédé en location-gérance à la SARL BOULANGERIE DE LA BAIE, RIDET 1 234 567.001, son fonds de boulangerie de Koumac, pour un an à compter du 4 mars 2026.'],
    ['the taker’s label in a letting', 'Contrat de location-gérance du 4 mars 2026\nBailleur : FOURNIL TESTEUR, SAS, Koumac\nPreneur : BOULANGERIE DE LA BAIE, SARL, RIDET 1 234 567.001\nObjet : fonds de boulangerie, rue Exemple, Koumac.'],
  ])('quarantines a letting whose only identifier is the tenant’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it.each([
    ['the owner lets, the tenant numbered too', 'LOCATION-GÉRANCE\nLa société HÔTELS TESTEUR, SAS, RIDET 7 654 321.001, a donné en location-gérance à la SARL CAFÉ DU LAGON, RIDET 1 234 567.001, qui l’exploitera en qualité de locataire-gérante, son fonds de restauration à compter du 4 mars 2026.\nPour avis.'],
    ['the tenant first, the owner after its verb', 'La société CAFÉ DU LAGON, SARL, RIDET 1 234 567.001, exploite depuis le 4 mars 2026 en location-gérance le fonds de restaurant que lui a confié la société HÔTELS TESTEUR, SAS, RIDET 7 654 321.001.\nPour avis.'],
  ])('publishes under the owner’s identifier: %s', (_, text) => {
    expect(read(text)).toBe('cession 7654321001');
  });

  it('never takes the owner numbered right before “lui a consenti” for the tenant', () => {
    const text = "LOCATION-GÉRANCE\nLa société CAFÉ DU LAGON, SARL au capital de 500 000 F CFP, RIDET 1 234 567.001, fait savoir que par acte du 4 mars 2026, la société HÔTELS TESTEUR, SAS, RIDET 7 654 321.001, lui a consenti la location-gérance de son fonds de restaurant de Poum pour deux ans.\nPour avis.";
    expect(read(text)).not.toBe('cession 1234567001');
  });

  it('keeps a lease’s taker who sells its right to the lease', () => {
    expect(read('CESSION DE DROIT AU BAIL\nCédant : BOULANGERIE DE LA BAIE, SARL, RIDET 1 234 567.001, preneur du local sis 3 rue Exemple, Koumac\nCessionnaire : M. Paul ESSAI, commerçant\nPar acte du 4 mars 2026, le cédant a cédé son droit au bail. Oppositions au siège du fonds.')).toBe('cession 1234567001');
  });
});
