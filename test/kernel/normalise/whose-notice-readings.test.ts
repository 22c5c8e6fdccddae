import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { pickSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';

// Made-up notices: every company, person and number here is invented for the reading it shows.
const read = (text: string): string =>
  parseNoticeTexts(text, { reference: 't' })
    .map((r) => (r.ok ? `${r.notice.type} ${r.notice.ridet}` : `quarantaine ${r.quarantine.reason}`))
    .join(' | ');

describe('the creditor who brought a debtor before the court is never the debtor', () => {
  it.each([
    ['a summons delivered by a bank', 'Sur assignation délivrée par la CAISSE DE CRÉDIT ESSAI, RIDET 7 654 321.001, le tribunal mixte de commerce de Nouméa, par jugement du 4 mars 2026, a ouvert une procédure de redressement judiciaire à l’égard de la société ATELIER DU PHARE, SARL, dont le siège est à Bourail. Mandataire judiciaire : Me Paul ESSAI.'],
    ['a request followed by another debtor', 'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nPar jugement du 4 mars 2026, le tribunal, à la requête de la société BANQUE TESTEUR, SA, RIDET 7 654 321.001, a prononcé la liquidation judiciaire de la SARL ATELIER DU PHARE, siège à Koné, activité : menuiserie.\nMandataire liquidateur : Me Paul ESSAI.'],
    ['the pursuing creditor’s label', 'Jugement du 4 mars 2026 – Liquidation judiciaire\nDébiteur : ATELIER DU PHARE, SARL, 3 rue Exemple, Koné\nCréancier poursuivant : SOCIÉTÉ FINANCIÈRE TESTEUR, SA, RIDET 7 654 321.001\nLe tribunal mixte de commerce a ouvert une procédure de liquidation judiciaire simplifiée. Liquidateur : Mme Anne ESSAI.'],
    ['a creditor’s label without its qualifier', 'LIQUIDATION JUDICIAIRE\nJugement du 4 mars 2026\nDébitrice : SARL ATELIER DU PHARE, 3 rue Exemple, Koné\nCréancière : BANQUE TESTEUR SA – RIDET 7 654 321.001\nLiquidateur : Me Paul ESSAI.'],
    ['a summons against a trader', 'Jugement du 4 mars 2026 : à la suite de l’assignation de la SAS FOURNITURES TESTEUR (RIDET 7 654 321.001), le tribunal a prononcé la liquidation judiciaire de Mme Anne ESSAI, commerçante à Bourail.'],
    ['a debtor summoned by a company, told in the participle', 'LIQUIDATION JUDICIAIRE – Jugement du 4 mars 2026\nAssignée par la société CRÉDIT TESTEUR, SA, RIDET 7 654 321.001, la SARL ATELIER DU PHARE, dont le siège est à Koné, a été placée en liquidation judiciaire. Liquidateur : Me Paul ESSAI.'],
    ['the claimant’s and the defendant’s labels', 'Tribunal mixte de commerce de Nouméa – jugement du 4 mars 2026\nDemandeur : BANQUE TESTEUR SA, RIDET 7 654 321.001\nDéfendeur : ATELIER DU PHARE, SARL, Koné\nDécision : ouverture d’une procédure de redressement judiciaire ; mandataire judiciaire Me Paul ESSAI.'],
    ['a company’s demand followed by another debtor', 'Jugement du 4 mars 2026. À la demande de la société BANQUE TESTEUR, SA, RIDET 7 654 321.001, le tribunal a prononcé la liquidation judiciaire de la SARL ATELIER DU PHARE, Koné.'],
    ['the pursuing creditor in brackets after the debtor', 'Jugement du 4 mars 2026 : ouverture d’un redressement judiciaire à l’égard de la SARL ATELIER DU PHARE, Koné (créancier poursuivant : SA BANQUE TESTEUR, RIDET 7 654 321.001). Mandataire : Me Paul ESSAI.'],
    ['a summons named after the judgment', 'Jugement du 4 mars 2026 : liquidation judiciaire de la SARL ATELIER DU PHARE, Koné, prononcée sur assignation de la SA BANQUE TESTEUR, RIDET 7 654 321.001. Liquidateur : Me Paul ESSAI.'],
    ['proceedings brought by a company', 'Par jugement du 4 mars 2026, rendu sur les poursuites de la SA BANQUE TESTEUR (RIDET 7 654 321.001), le tribunal mixte de commerce a prononcé la liquidation judiciaire de M. Jean ESSAI, commerçant à Poindimié.'],
  ])('quarantines a judgment whose only identifier is the creditor’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it.each([
    ['the debtor numbered beside the creditor', 'Sur assignation délivrée par la CAISSE DE CRÉDIT ESSAI, RIDET 7 654 321.001, le tribunal mixte de commerce de Nouméa, par jugement du 4 mars 2026, a ouvert une procédure de redressement judiciaire à l’égard de la société ATELIER DU PHARE, SARL, RIDET 1 234 567.001, dont le siège est à Bourail. Mandataire judiciaire : Me Paul ESSAI.'],
    ['the debtor’s and the creditor’s labels', 'LIQUIDATION JUDICIAIRE\nJugement du 4 mars 2026\nDébitrice : SARL ATELIER DU PHARE, RIDET 1 234 567.001\nCréancier poursuivant : BANQUE TESTEUR SA – RIDET 7 654 321.001\nLiquidateur : Me Paul ESSAI.'],
    ['a debtor asking for its own sauvegarde', 'Par jugement du 4 mars 2026, le tribunal mixte de commerce, à la requête de la société ATELIER DU PHARE, SARL, RIDET 1 234 567.001, a ouvert une procédure de sauvegarde à son profit. Mandataire judiciaire : Me Paul ESSAI.'],
    ['the debtor labelled, asking itself', 'Jugement du 4 mars 2026\nDébitrice : SARL ATELIER DU PHARE, RIDET 1 234 567.001, Koné\nSur requête de la débitrice, le tribunal a ouvert une procédure de sauvegarde. Mandataire judiciaire : Me Paul ESSAI.'],
    ['the court’s own organ asking', 'Par jugement du 4 mars 2026, sur la requête du liquidateur, Me Paul ESSAI, la liquidation judiciaire de la SARL ATELIER DU PHARE, RIDET 1 234 567.001, a été clôturée pour insuffisance d’actif.'],
  ])('publishes under the debtor’s identifier: %s', (_, text) => {
    expect(read(text)).toBe('procedure 1234567001');
  });
});

describe('a company whose shares or business are contributed to another’s capital is the act’s object', () => {
  it.each([
    ['a holding printed without its identifier', 'HOLDING TESTEUR, SAS au capital de 5 000 000 F CFP, siège à Nouméa.\nAux termes d’une assemblée générale extraordinaire du 4 mars 2026, les associés ont approuvé l’apport de 1 000 actions de la société BOIS DU NORD, SA, RIDET 7 654 321.001, et augmenté en conséquence le capital social de 2 000 000 F CFP, pour le porter à 3 000 000 F CFP.\nPour avis.'],
    ['parts contributed in kind', 'SOCIÉTÉ HOLDING TESTEUR\nSARL au capital de 2 100 000 F CFP\nSiège : Koné\nSuivant décision collective du 4 mars 2026, le capital social a été augmenté de 2 000 000 F CFP par l’apport en nature de 200 parts sociales de la SARL GARAGE DU PONT, RIDET 7 654 321.001, détenues par M. Paul ESSAI.\nPour avis, la gérance.'],
    ['pledged shares contributed', 'HOLDING TESTEUR, SAS, Nouméa.\nPar décision du 4 mars 2026, le capital a été augmenté de 2 000 000 F CFP par apport de 2 000 parts de la SARL GARAGE DU PONT (RIDET 7 654 321.001) ; ces parts sont nanties au profit de la BANQUE TESTEUR.\nPour avis.'],
    ['a business contributed by another company', 'HOLDING TESTEUR, SAS au capital de 9 000 000 F CFP, Nouméa.\nPar décision du 4 mars 2026, l’associé unique a approuvé l’apport par la société ALPHA BOIS, SARL, RIDET 7 654 321.001, de son fonds de commerce de menuiserie, évalué à 8 000 000 F CFP, et augmenté le capital de 8 000 000 F CFP.\nPour avis.'],
    ['a branch contributed by another company', 'Augmentation de capital – HOLDING TESTEUR, SAS, siège à Koné\nEn rémunération de l’apport partiel d’actif consenti par la société ALPHA BOIS, SARL, RIDET 7 654 321.001, portant sur sa branche transport, le capital a été porté à 12 000 000 F CFP le 4 mars 2026.\nPour avis.'],
    ['shares received as a contribution', 'Augmentation de capital – HOLDING TESTEUR, SAS, Nouméa\nLa société a reçu en apport 1 200 parts sociales de la SARL GARAGE DU PONT, RIDET 7 654 321.001, évaluées à 3 000 000 F CFP ; son capital a été augmenté d’autant le 4 mars 2026.\nPour avis.'],
    ['the bare ownership of parts contributed', 'HOLDING ESSAI, SARL, Bourail.\nPar décision du 4 mars 2026, le capital a été porté à 3 000 000 F CFP par l’apport de la nue-propriété de 300 parts de la société GARAGE DU PONT, SARL, RIDET 7 654 321.001.\nPour avis.'],
    ['new shares issued for shares contributed', 'HOLDING ESSAI – SAS – Nouméa\nAugmentation de capital du 4 mars 2026 : 5 000 actions nouvelles émises en rémunération de l’apport de 100 % des titres de la société MARINE TESTEUR, SA, RIDET 7 654 321.001. Nouveau capital : 6 000 000 F CFP.\nPour avis.'],
    ['contributions of shares listed', 'HOLDING TESTEUR, SAS au capital de 8 000 000 F CFP, Nouméa.\nL’associé unique a approuvé le 4 mars 2026 les apports de titres suivants : 600 actions de la société MARINE TESTEUR, SA, RIDET 7 654 321.001, évaluées à 6 000 000 F CFP. Le capital est porté à 8 000 000 F CFP.\nPour avis.'],
  ])('quarantines a capital increase whose only identifier is the contributed or contributing company’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it.each([
    ['both companies numbered', 'capital 1234567001', 'HOLDING TESTEUR, SAS, RIDET 1 234 567.001\nPar décision du 4 mars 2026, le capital a été augmenté de 6 000 000 F CFP en rémunération de l’apport de 600 actions de la société MARINE TESTEUR, SA, RIDET 7 654 321.001. Nouveau capital : 8 000 000 F CFP.\nPour avis.'],
    ['the company’s own new shares issued for a contribution', 'capital 1234567001', 'Augmentation de capital de la société MARINE TESTEUR, SA, par apport en numéraire de 2 000 000 F CFP ; en rémunération de l’apport, 200 actions nouvelles de la société MARINE TESTEUR, RIDET 1 234 567.001, ont été émises le 4 mars 2026. Nouveau capital : 8 000 000 F CFP.\nPour avis.'],
    ['a transfer of parts by contribution, the parts’ company’s notice', 'cession 7654321001', 'CESSION DE PARTS\nGARAGE DU PONT, SARL, RIDET 7 654 321.001\nPar acte du 4 mars 2026, M. Paul ESSAI a fait apport de ses 200 parts sociales de la SARL GARAGE DU PONT à la société HOLDING ESSAI, SARL, RIDET 1 234 567.001, qui devient associée.\nPour avis.'],
  ])('keeps the notice’s own company: %s', (_, expected, text) => {
    expect(read(text)).toBe(expected);
  });
});

describe('a sentence opening the next line with the deciding partner names that partner, not the company above', () => {
  it.each([
    ['named in apposition', 'BÊTA BOIS, SARL, RIDET 2 345 678.001\nL’associée unique, ALPHA BOIS, SAS, RIDET 1 234 567.001, a décidé le 4 mars 2026 la dissolution sans liquidation de la société, avec transmission universelle du patrimoine à son profit.\nPour avis.'],
    ['the partner’s form before its name', 'BÊTA BOIS – SARL au capital de 500 000 F CFP – RIDET 2 345 678.001\nL’associée unique, la SAS ALPHA BOIS, RIDET 1 234 567.001, a décidé le 4 mars 2026 la dissolution sans liquidation de BÊTA BOIS, entraînant la transmission universelle de son patrimoine.\nPour avis.'],
  ])('publishes the dissolved company’s notice: %s', (_, text) => {
    expect(read(text)).toBe('dissolution 2345678001');
  });
});

describe('a party’s labelled block ends where another field’s label opens a line', () => {
  it.each([
    ['an operation’s line naming the subscriber', 'capital 1234567001', 'Société concernée : ALPHA BOIS\nForme : SAS\nRIDET : 1 234 567.001\nOpération : augmentation du capital par apport en numéraire, 1 000 actions nouvelles souscrites par la société BETA INVEST (RIDET 7 654 321.001)\nDate de l’assemblée : 04/03/2026\nNouveau capital : 3 000 000 F CFP'],
    ['a decision’s line naming the company appointed', 'nomination 1234567001', 'Société concernée : ALPHA BOIS, SARL, RIDET 1 234 567.001\nDécision : par décision du 4 mars 2026, la gérance a été confiée à la société GAMMA GESTION, SARL, RIDET 7 654 321.001, en remplacement de M. Paul ESSAI.'],
    ['an invoiced holding appointed in the text', 'nomination 1234567001', 'BON DE COMMANDE – ANNONCE LÉGALE\nFacturer à : HOLDING TESTEUR, SAS, RIDET 7 654 321.001\nSociété concernée : ALPHA BOIS, SARL, RIDET 1 234 567.001\nTexte : Par décision du 4 mars 2026, l’associé unique a nommé en qualité de gérante la société HOLDING TESTEUR, SAS, RIDET 7 654 321.001, en remplacement de M. Paul ESSAI, démissionnaire.'],
  ])('reads the later identifier by its own sentence: %s', (_, expected, text) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['a list of buyers under their heading', 'CESSION DE FONDS\nCédant : ALPHA BOIS, SARL, RIDET 1 234 567.001\nCessionnaires :\n- BÊTA BOIS, SAS, RIDET 2 345 678.001\n- GAMMA BOIS, SAS, RIDET 3 456 789.001\nPar acte du 4 mars 2026, le fonds de menuiserie de Koné a été vendu moyennant 5 000 000 F CFP.'],
    ['a buyer’s particulars under their heading', 'VENTE DE FONDS DE COMMERCE\nALPHA BOIS, SARL, RIDET 1 234 567.001, a vendu son fonds de menuiserie de Koné par acte du 4 mars 2026 à :\nAcquéreur : \nDénomination : BÊTA BOIS\nForme : SAS\nQualité : menuisier\nRIDET : 2 345 678.001'],
  ])('keeps the heading’s party for every identifier of its particulars: %s', (_, text) => {
    expect(pickSubjectRidet(text, findRidets(text), { type: 'cession' })?.ridet).toBe('1234567001');
  });
});

describe('several companies of a group, each doing its own act in one notice, make one announcement each', () => {
  it.each([
    ['sentences each moving its company’s seat', 'siege 1234567001 | siege 2345678001', 'Par décisions du 4 mars 2026, la société ALPHA BOIS, SARL, RIDET 1 234 567.001, a transféré son siège au 12 rue Exemple, Dumbéa. La société BÊTA BOIS, SARL, RIDET 2 345 678.001, a transféré son siège au 40 route Testeur, Païta.\nPour avis.'],
    ['sentences telling different acts', 'nomination 1234567001 | siege 2345678001', 'Par décisions du 4 mars 2026, la société ALPHA BOIS, SARL, RIDET 1 234 567.001, a nommé M. Paul ESSAI gérant. La société BÊTA BOIS, SARL, RIDET 2 345 678.001, a transféré son siège social au 12 rue Exemple, Koné.\nPour avis.'],
    ['paragraphs telling different acts', 'nomination 1234567001 | siege 2345678001', 'GROUPE TESTEUR\n\nALPHA BOIS, SARL, RIDET 1 234 567.001 : par décision du 4 mars 2026, M. Paul ESSAI a été nommé gérant en remplacement de Mme Anne ESSAI.\n\nBÊTA BOIS, SARL, RIDET 2 345 678.001 : par décision du 4 mars 2026, le siège social a été transféré au 12 rue Exemple, Koné.\n\nPour avis.'],
    ['one officer appointed in each company listed', 'nomination 1234567001 | nomination 2345678001', 'GROUPE TESTEUR\nPar décisions du 4 mars 2026, M. Paul ESSAI a été nommé gérant des sociétés suivantes, en remplacement de Mme Anne ESSAI :\nALPHA BOIS, SARL – RIDET 1 234 567.001\nBÊTA BOIS, SARL – RIDET 2 345 678.001\nPour avis.'],
  ])('reads each company’s part: %s', (_, expected, text) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['a sentence naming the sole shareholder', 'La société BÊTA HOLDING, SAS, RIDET 2 345 678.001, en est l’associée unique.'],
    ['a sentence naming the company appointed president', 'La société BÊTA GESTION, SARL, RIDET 2 345 678.001, a été nommée présidente en remplacement de M. Paul ESSAI.'],
  ])('keeps one announcement when the second sentence names another party of the first company’s act: %s', (_, second) => {
    expect(read(`Par décision du 4 mars 2026, la société ALPHA BOIS, SAS, RIDET 1 234 567.001, a changé de dirigeant : M. Paul ESSAI a été nommé gérant. ${second}\nPour avis.`)).toBe('nomination 1234567001');
  });

  it('never publishes a sole shareholder’s sentence as that shareholder’s own dissolution', () => {
    const text = 'AVIS DE DISSOLUTION SANS LIQUIDATION\nBÊTA BOIS, SARL au capital de 1 000 000 F CFP, RIDET 2 345 678.001, siège à Koné.\nAux termes d’une décision du 4 mars 2026, la société ALPHA BOIS, SAS au capital de 10 000 000 F CFP, RIDET 1 234 567.001, siège à Nouméa, agissant en qualité d’associée unique, a décidé la dissolution anticipée sans liquidation de la société BÊTA BOIS.\nPour avis.';
    expect(read(text)).not.toContain('1234567001');
  });

  it.each([
    ['the subsidiaries named in the sentence', 'COMMUNIQUÉ – GROUPE TESTEUR\nLa société TESTEUR PARTICIPATIONS, SA, RIDET 1 234 567.001, informe que le siège social des sociétés TESTEUR AUTO et TESTEUR MOTO, ses filiales, a été transféré au 12 rue Exemple, Nouméa, le 4 mars 2026.\nLe président.'],
    ['a heading in the plural', 'TRANSFERTS DE SIÈGE – GROUPE TESTEUR\nLa société TESTEUR PARTICIPATIONS, SA, RIDET 1 234 567.001, informe que ses filiales TESTEUR AUTO et TESTEUR MOTO sont désormais domiciliées au 12 rue Exemple, Nouméa, depuis le 4 mars 2026.\nLe président.'],
  ])('never publishes the parent’s identifier for its unnumbered subsidiaries’ move: %s', (_, text) => {
    expect(read(text)).toMatch(/^quarantaine /);
  });
});

describe('a number the text says is wrong is no company’s identifier', () => {
  it.each([
    ['said wrong, the right one given after', 'RECTIFICATIF\nSociété : ALPHA BOIS, SARL\nDans l’avis de transfert de siège publié le 2 mars 2026, le numéro RIDET 7 654 321.001 est erroné ; le numéro exact est le 1 234 567.001.\nPour avis.'],
    ['one number to replace by the other', 'RECTIFICATIF\nSociété : ALPHA BOIS, SARL\nDans l’avis de transfert de siège publié le 2 mars 2026, remplacer RIDET 7 654 321.001 par RIDET 1 234 567.001.\nPour avis.'],
    ['the wrong one in brackets in a mail', 'Bonjour, une correction pour l’avis de transfert de siège paru le 2 mars 2026 :\nSociété : ALPHA BOIS, SARL\nRIDET : 1 234 567.001 (et non 7 654 321.001 comme indiqué)\nMerci.'],
    // (2026-12-07, fifteenth session, from pignons fw16)
    ['said printed by mistake before it, the right one to read after', 'RECTIFICATIF\nSociété : ALPHA BOIS, SARL\nDans l’avis de transfert de siège publié le 2 mars 2026, le numéro de la société a été imprimé par erreur « RIDET 7 654 321.001 ».\nIl convient de lire : « RIDET 1 234 567.001 ».\nPour avis.'],
    ['the number’s noun said wrong before it, in brackets', 'ERRATUM\nL’avis de transfert de siège publié le 2 mars 2026 pour ALPHA BOIS, SARL, comportait un numéro RIDET erroné (7 654 321.001). Le numéro RIDET exact d’ALPHA BOIS, SARL, est le 1 234 567.001.\nPour avis.'],
  ])('publishes under the corrected number: %s', (_, text) => {
    expect(read(text)).toBe('siege 1234567001');
  });

  it('quarantines a correction whose wrong number is said to be another company’s, the exact one unread', () => {
    const text = 'ERRATUM\nL’avis de transfert de siège publié le 2 mars 2026 pour ALPHA BOIS, SARL, portait le numéro RIDET 7 654 321.001, qui correspond à une autre entreprise. Le numéro exact vous sera communiqué.\nPour avis.';
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  // (2026-12-07, fifteenth session, from architraves kn31)
  it('publishes under the number the correction gives where the printed one is said to be another company’s, the company introduced before it', () => {
    const text =
      'RECTIFICATIF\n\nDans l’avis de transfert de siège social de la société ALPHA BOIS NORD, société à responsabilité limitée au capital de 1 000 000 F CFP, publié au JONC du 2 mars 2026, le numéro RIDET indiqué, 7 654 321.001, est celui de la société ALPHA BOIS, qui n’est pas concernée par ce transfert.\n\nIl fallait lire : « ALPHA BOIS NORD, RIDET 1 234 567.001 ».\n\nPour avis.';
    expect(read(text)).toBe('siege 1234567001');
    const [result] = parseNoticeTexts(text, { reference: 'essai' });
    expect(result?.ok ? result.notice.denomination : result?.quarantine.reason).toBe('ALPHA BOIS NORD');
  });

  it('quarantines a correction that prints only the wrong number', () => {
    const text = 'RECTIFICATIF\nSociété : ALPHA BOIS, SARL\nDans l’avis de transfert de siège publié le 2 mars 2026, le numéro RIDET 7 654 321.001 est erroné. Le numéro exact sera publié prochainement.\nPour avis.';
    expect(read(text)).toBe('quarantaine ridet_absent');
  });
});

describe('a mail’s subject line is no firm’s trade', () => {
  it.each([
    ['the lawyers’ firm in the sender’s line', 'De : Maître Anne ESSAI, SELARL ESSAI AVOCATS, RIDET 7 654 321.001\nObjet : annonce légale\nMadame, veuillez publier l’avis suivant :\nALPHA BOIS, SARL, RIDET 1 234 567.001 – transfert du siège au 12 rue Exemple, Koné, par décision du 4 mars 2026.\nBien cordialement.'],
    ['the firm signing under its client’s notice', 'Objet : annonce légale\nNous intervenons pour le compte de notre cliente, la SARL ALPHA BOIS, RIDET 1 234 567.001, dont le siège a été transféré au 12 rue Exemple, Koné, le 4 mars 2026.\nSELARL ESSAI AVOCATS – RIDET 7 654 321.001 – 3 rue du Palais, Nouméa'],
  ])('reads the client company’s notice: %s', (_, text) => {
    expect(read(text)).toBe('siege 1234567001');
  });
});

describe('a subscriber or a shareholder labelled as such is no subject of the capital notice', () => {
  it.each([
    ['a subscriber’s label in a sheet', 'AUGMENTATION DE CAPITAL\nSociété : ALPHA BOIS, SAS, RIDET 1 234 567.001\nMontant : 4 000 000 F CFP\nSouscripteur : TESTEUR GROUP PTE LTD, société de droit singapourien, RIDET 7 654 321.001\nDate : 4 mars 2026\nNouveau capital : 5 000 000 F CFP'],
    ['a subscriber’s label in the feminine', 'Société : ALPHA BOIS, SARL, RIDET 1 234 567.001\nObjet : augmentation de capital de 3 000 000 F CFP décidée le 4 mars 2026\nSouscriptrice : TESTEUR HOLDINGS LIMITED (Nouvelle-Zélande), RIDET 7 654 321.001\nCapital après l’opération : 4 000 000 F CFP'],
    ['shareholders listed under their heading', 'ALPHA BOIS\nSAS au capital de 5 000 000 F CFP\nRIDET 1 234 567.001\nPar décision du 4 mars 2026, le capital a été porté à 5 000 000 F CFP.\nActionnaires :\nHOLDING TESTEUR, SARL, RIDET 7 654 321.001 – 4 000 actions\nBÊTA INVEST, SAS, RIDET 2 345 678.001 – 1 000 actions\nPour avis.'],
  ])('publishes the company whose capital moves: %s', (_, text) => {
    expect(read(text)).toBe('capital 1234567001');
  });
});

describe('a company the notice’s own company holds is never the subject of that company’s own change', () => {
  it.each([
    ['its officer appointed', 'HOLDING TESTEUR, SAS au capital de 1 000 000 F CFP, Nouméa.\nPar décision du 4 mars 2026, M. Paul ESSAI a été nommé président de la société, qui détient 100 % des parts de la SARL GARAGE DU PONT, RIDET 7 654 321.001.\nPour avis.'],
    ['its seat moved to its subsidiary', 'HOLDING TESTEUR, SAS, Nouméa.\nLe siège social a été transféré le 4 mars 2026 au 12 rue Exemple, Koné, dans les locaux de sa filiale, dont elle détient les actions, la SARL GARAGE DU PONT, RIDET 7 654 321.001.\nPour avis.'],
  ])('quarantines the notice whose only identifier is the held company’s: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it('keeps the held company’s own notice when a person holding its parts is appointed', () => {
    const text = 'Par décision du 4 mars 2026, M. Paul ESSAI, associé détenant 50 % des parts de la société GARAGE DU PONT, SARL, RIDET 7 654 321.001, a été nommé gérant de cette société en remplacement de Mme Anne ESSAI.\nPour avis.';
    expect(read(text)).toBe('nomination 7654321001');
  });

  it('keeps the subsidiary’s capital notice when the parent holds a claim, not the shares, before naming it', () => {
    const text = 'AUGMENTATION DE CAPITAL\n\nLa société HOLDING TESTEUR, SAS au capital de 5 000 000 F CFP, RIDET 1 234 567.001, a souscrit en totalité, par compensation avec la créance qu’elle détenait sur elle, les 500 parts nouvelles émises par sa filiale, la société GARAGE DU PONT, SARL dont le siège est à Koné, RIDET 7 654 321.001, en vertu de la décision de ses associés du 4 mars 2026.\n\nLe capital de la société GARAGE DU PONT a été porté de 1 000 000 F CFP à 1 500 000 F CFP.\n\nPour avis, la gérance.';
    expect(read(text)).toBe('capital 7654321001');
  });
});

describe('a company that sold its business to the notice’s own company is the other party of that sale', () => {
  it('quarantines the buyer’s seat notice whose only identifier is the seller’s', () => {
    const text = 'HOLDING TESTEUR, SAS, Nouméa.\nÀ la suite de la cession par la société GARAGE DU PONT, SARL, RIDET 7 654 321.001, de son fonds à la société, le siège social a été transféré le 4 mars 2026 au 12 rue Exemple, Koné.\nPour avis.';
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it('keeps the seller’s own seat notice', () => {
    const text = 'Suite à la cession par la société GARAGE DU PONT, SARL, RIDET 7 654 321.001, de son fonds de commerce, le siège social de la société GARAGE DU PONT a été transféré le 4 mars 2026 au 12 rue Exemple, Koné.\nPour avis.';
    expect(read(text)).toBe('siege 7654321001');
  });
});

describe('a sale’s two parties side by side under a header of their parts', () => {
  it.each([
    ['columns cut by tabs', 'CESSION DE FONDS\nCédant\tCessionnaire\nALPHA BOIS, SARL\tBÊTA BOIS, SAS\nRIDET 1 234 567.001\tRIDET 2 345 678.001\nActe du 4 mars 2026 ; fonds de menuiserie à Koné ; prix 5 000 000 F CFP.\nOppositions au siège du fonds.'],
    ['columns between bars', 'CESSION DE FONDS DE COMMERCE\n| Vendeur | Acquéreur |\n| ALPHA BOIS, SARL | BÊTA BOIS, SAS |\n| RIDET 1 234 567.001 | RIDET 2 345 678.001 |\nActe du 4 mars 2026 ; fonds de menuiserie à Koné ; prix 5 000 000 F CFP.\nOppositions au siège du fonds.'],
    ['each column under its own label', 'VENTE DE FONDS DE COMMERCE\nVendeur : ALPHA BOIS, SARL           Acquéreur : BÊTA BOIS, SAS\nRIDET 1 234 567.001                  RIDET 2 345 678.001\n12 rue Exemple, Koné                 40 route Testeur, Païta\nActe du 4 mars 2026. Fonds de menuiserie exploité à Koné, prix 5 000 000 F CFP.\nOppositions au siège du fonds.'],
    ['the buyer’s column first', 'CESSION DE FONDS\nAcquéreur | Vendeur\nBÊTA BOIS, SAS | ALPHA BOIS, SARL\nRIDET 2 345 678.001 | RIDET 1 234 567.001\nActe du 4 mars 2026 ; fonds de menuiserie à Koné ; prix 5 000 000 F CFP.\nOppositions au siège du fonds.'],
  ])('publishes the seller’s sale: %s', (_, text) => {
    expect(read(text)).toBe('cession 1234567001');
  });
});
