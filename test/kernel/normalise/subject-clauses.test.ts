import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { decideSubjectRidet, type SubjectOptions } from '../../../kernel/normalise/subject-ridet.ts';

/** What the rules decide on a text: the subject's RIDET and which rule decided (without any fitted model). */
function ruled(text: string, options: SubjectOptions = {}): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), options);
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

// The words around an identifier are read to the end of their clause; the full stop of a
// civility before a name does not end it, whatever the civility and wherever it stands.
describe('a civility full stop does not end the clause that says who a party is', () => {
  it.each(['M.', 'Mme.', 'Mme', 'MM.', 'Mlle.', 'Me.'])('the buyer "%s Name", a trader with a RIDET, is the third party of the sale', (civility) => {
    const text = `VENTE DE FONDS\nPar acte du 4 mai 2026, la société PIROGUE BLEUE, SARL au capital de 800 000 F CFP, RIDET n° 1 377 010.001, a vendu à ${civility} Tamaï OUVÉA, pêcheur, commerçant, demeurant à Hienghène, RIDET 1 622 905.001, son fonds de poissonnerie.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1377010001', rule: 'seul_candidat' });
  });

  it('the beneficiary "au profit de M. Name" is a third party, the company named before him the subject', () => {
    const text = `Par acte du 9 juin 2026, la société CORAIL DIFFUSION, SAS, RIDET 1 488 201.002, a consenti au profit de M. Yann KÉLÉ, artisan, RIDET 1 733 118.001, un bail sur son local de la rue Jules-Ferry.`;
    expect(ruled(text)).toEqual({ ridet: '1488201002', rule: 'seul_candidat' });
  });

  it('a company represented by "M. Name" still buys when the verb comes after his name', () => {
    const text = `Suivant acte du 3 avril 2026, la société LAGON ÉNERGIE, SARL, RIDET 1 240 660.001, représentée par Mme. Clara WEA, a acquis de la société SOLEIL DU NORD, SAS, RIDET 1 100 902.001, son fonds d'installation solaire.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1100902001', rule: 'seul_candidat' });
  });
});

// Whoever a business is sold to, let to or taken over by is a third party of the notice, be it
// a company or a person, and however many words stand between the verb and the party.
describe('the party a business is sold or let to is a third party', () => {
  it.each([
    ['a donné en location-gérance à', 'LOCATION-GÉRANCE'],
    ['donne en location-gérance à', 'LOCATION-GÉRANCE'],
    ['cède à', 'CESSION DE FONDS'],
    ['a cédé son fonds de boulangerie à', 'CESSION DE FONDS'],
    ['a vendu le fonds exploité à Bourail à', 'VENTE DE FONDS'],
  ])('"%s M. Name, RIDET …" names the owner as the subject', (verb, heading) => {
    const text = `${heading}\nPar acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, ${verb} M. Éloi NAKÉTÉ, boulanger, RIDET 1 811 020.001, à compter du 1er avril 2026.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });

  it('a company listed right after a third party, with nothing of its own, is one too', () => {
    const text = `Par acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, a consenti une sûreté au profit de la société BANQUE DU LAGON, SA, RIDET 1 811 022.001, et de la société CRÉDIT DES ÎLES, SA, RIDET 1 811 023.001.`;
    expect(ruled(text)).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });

  it('a company the business is let to is a third party too', () => {
    const text = `Par acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, a donné en location-gérance à la société PAINS DU CAILLOU, SARL, RIDET 1 811 021.001, son fonds de boulangerie.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });
});

// Parts or participations held in other companies: in a sale of parts the notice is about the
// company whose parts change hands; in any other notice (a dissolution, a transfer, a
// nomination) the companies whose participations the subject holds or sold are its subsidiaries.
describe('a company whose parts are held or sold, by the type of the notice', () => {
  const holdingDissolved = `DISSOLUTION ANTICIPÉE\nLa société ARBRE DE VIE PARTICIPATIONS, SAS, RIDET 1 050 330.001, après la cession des participations qu'elle détenait dans les sociétés BANIAN TRANSPORT, SARL, RIDET 1 444 220.001, et BANIAN LOGISTIQUE, SARL, RIDET 1 444 221.003, a décidé sa dissolution anticipée le 2 juin 2026.`;

  it('in a dissolution, the holding is the subject and its subsidiaries, listed together, are not', () => {
    expect(ruled(holdingDissolved, { type: 'dissolution' })).toEqual({ ridet: '1050330001', rule: 'seul_candidat' });
  });

  it('outside a sale of parts, a company whose parts are contributed is never taken for the subject, even alone', () => {
    const text = `AUGMENTATION DE CAPITAL\nPar traité d'apport du 2 juin 2026, M. Paul RÉA a apporté à la société RÉA INVEST les 100 parts qu'il détenait dans la société BANIAN TRANSPORT, SARL, RIDET 1 444 220.001.`;
    expect(ruled(text, { type: 'capital' })).toEqual({ ridet: null, rule: 'autre_partie' });
    expect(ruled(`${text}\nRIDET de la société : 1 650 001.001.`, { type: 'capital' })).toEqual({ ridet: '1650001001', rule: 'seul_candidat' });
  });

  it('a participation "au capital de" a company is money into that company: it is the subject of the capital notice', () => {
    const text = `AUGMENTATION DE CAPITAL\nPar délibération du 2 juin 2026, la commune de Poum a décidé sa participation au capital de la société HALIOTIS DU NORD, SARL, RIDET 1 444 220.001, par la souscription de 50 parts nouvelles.`;
    expect(ruled(text, { type: 'capital' })).toEqual({ ridet: '1444220001', rule: 'seul_candidat' });
  });

  it('in a sale of parts, the company whose parts are sold is the subject, not the holding that sells them', () => {
    const text = `CESSION DE PARTS\nPar acte du 2 juin 2026, la société ARBRE DE VIE PARTICIPATIONS, SAS, RIDET 1 050 330.001, a cédé à M. Paul RÉA les 100 parts qu'elle détenait dans la société BANIAN TRANSPORT, SARL, RIDET 1 444 220.001.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1444220001', rule: 'seul_candidat' });
  });
});

// Issue 32: roles a reader sees at once, written as the rules read them (invented texts).
describe('who does what, as a reader sees it at once', () => {
  it("an adviser's letterhead (its profession on a line above its identifier) is set aside for the company it writes for", () => {
    const accountant = `CHIFFRES DU LAGON\nExpertise comptable – Commissariat aux comptes\nSARL au capital de 1 000 000 F CFP – RIDET 1 111 111.001\nBP 12 – 98800 Nouméa\n\nTRANSFERT DE SIÈGE\nLa société PALMIERS BLEUS, SARL, RIDET 1 222 222.001, a transféré le 2 mars 2026 son siège social à Dumbéa.`;
    expect(ruled(accountant, { type: 'siege' })).toEqual({ ridet: '1222222001', rule: 'seul_candidat' });
    const lawyers = `SELARL EXEMPLE\nAvocats au barreau de Nouméa – RIDET 1 111 112.001\n\nL'assemblée de la société ROCHES BLANCHES, SA, immatriculée sous le n° RIDET 1 222 223.001, a nommé un administrateur.`;
    expect(ruled(lawyers, { type: 'nomination' })).toEqual({ ridet: '1222223001', rule: 'seul_candidat' });
    const mandataire = `SELARL MANDATS EXEMPLE\nMandataires judiciaires – RIDET 1 111 113.001\n\nLiquidation judiciaire de la société BÉTON DU NORD, SARL, RIDET 1 222 224.001 : l'état des créances est déposé.`;
    expect(ruled(mandataire, { type: 'procedure' })).toEqual({ ridet: '1222224001', rule: 'seul_candidat' });
  });

  it('a firm alone keeps its identifier: the letterhead is set aside only when another company remains', () => {
    const alone = `CHIFFRES DU LAGON\nExpertise comptable\nSARL – RIDET 1 111 111.001\n\nLes associés ont décidé le 2 mars 2026 de transférer le siège social à Dumbéa.`;
    expect(ruled(alone, { type: 'siege' })).toEqual({ ridet: '1111111001', rule: 'seul_candidat' });
  });

  it("a constitution's own registration may be dated and worded at length before its identifier", () => {
    const text = `OFFICE NOTARIAL EXEMPLE, notaires associés – RIDET 1 111 114.001\nIl a été constitué une SCI dénommée « LES MANGUIERS ».\nLa société a été immatriculée au registre du commerce et des sociétés de Nouméa le 11 mars 2026 (RIDET n° 1 222 225.001).`;
    expect(ruled(text, { type: 'creation' })).toEqual({ ridet: '1222225001', rule: 'immatriculation' });
    const labelled = `Immatriculation : RCS de Nouméa, le 25 septembre 2026,\nRIDET n° 1222226-001`;
    expect(ruled(`AUDIT EXEMPLE, expert-comptable, RIDET 1 111 115.001\n${labelled}`, { type: 'creation' })).toEqual({ ridet: '1222226001', rule: 'immatriculation' });
    // The company called new, its founders' identifiers printed first (2026-12-07, seventeenth session, from archivoltes ah04).
    const founded = `Les sociétés ALPHA EXEMPLE (SARL, RIDET 1 111 116.001) et BÊTA EXEMPLE (SARL, RIDET 1 111 117.001) ont constitué entre elles une troisième société dénommée GAMMA EXEMPLE.\nLa nouvelle société a été immatriculée le 12 mai 2026 au RIDET sous le numéro 1 222 227.001.`;
    expect(ruled(founded, { type: 'creation' })).toEqual({ ridet: '1222227001', rule: 'immatriculation' });
  });

  it('a company appointed to an office ("représentée par M. X, a été nommée présidente") is an officer, not the subject', () => {
    const text = `BLEU LAGON\nSAS au capital de 1 000 000 F CFP\nRIDET 1 222 227.001\n\nPar décisions du 16 septembre 2026, la société GROUPE EXEMPLE, SAS, RIDET 1 111 116.001, représentée par M. Jean EXEMPLE, a été nommée présidente en remplacement de M. Paul AUTRE.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222227001', rule: 'seul_candidat' });
  });

  it('a party label at the start of a line names the side of a merger, with or without its colon', () => {
    const alone = `FUSION\nSociété absorbée\nPETITE ÉPICERIE, SARL, RIDET 1 222 228.001\n\nSociété absorbante\nGRANDE DISTRIBUTION, SARL, RIDET 1 222 229.002\n\nL'assemblée de la société absorbante a augmenté le capital.`;
    expect(ruled(alone, { type: 'capital' })).toEqual({ ridet: '1222229002', rule: 'fusion' });
    const inline = `APPORT PARTIEL D'ACTIF\nSociété apporteuse : MÈRE EXEMPLE, SA, immatriculée au RIDET sous le n° 1 222 230.001.\n\nSociété bénéficiaire : FILLE EXEMPLE, SAS, immatriculée au RIDET sous le n° 1 222 231.001.\n\nLa société bénéficiaire a augmenté son capital.`;
    expect(ruled(inline, { type: 'capital' })).toEqual({ ridet: '1222231001', rule: 'fusion' });
  });

  it('a franchisor named after its identifier is a third party', () => {
    const text = `ÉPICERIE EXEMPLE, SARL – RIDET 1 222 232.001\nL'AGE a décidé d'étendre l'objet social, dans le cadre du contrat signé avec la société RÉSEAU EXEMPLE, SAS, RIDET 1 111 117.001, franchiseur du réseau.`;
    expect(ruled(text, { type: 'statuts' })).toEqual({ ridet: '1222232001', rule: 'seul_candidat' });
  });

  it('the company parts are ceded to, named after the company whose parts they are, is the buyer', () => {
    const text = `CESSION DE PARTS\nM. Paul EXEMPLE a cédé la totalité des 100 parts qu'il détenait dans le capital de la société VERRE EXEMPLE à la société INVEST EXEMPLE, SARL au capital de 500 000 F CFP, RIDET 1 111 118.001.\n\nVERRE EXEMPLE, SARL – RIDET n° 1 222 233.001.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222233001', rule: 'seul_candidat' });
  });
});

describe('who does what, as a reader sees it at once (second round)', () => {
  it('a company appointed to an office with its capital and siège described is still an officer', () => {
    const text = `BLEU LAGON\nSAS au capital de 1 000 000 F CFP\nRIDET N°1 222 234 001\n\nAux termes des décisions collectives des associés du 16 septembre 2026, la société GROUPE EXEMPLE, SAS au capital de 50 000 000 F CFP, dont le siège est à Nouméa, RIDET 1 111 119.001, représentée par M. Jean EXEMPLE, a été nommée présidente en remplacement de M. Paul AUTRE, démissionnaire.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222234001', rule: 'seul_candidat' });
  });

  it('the company whose "mandat de commissaire aux comptes" is renewed holds the mandate: an officer', () => {
    const text = `MAGASINS EXEMPLE\nSA au capital de 90 000 000 F CFP\nRIDET 1222235.001\n\nL'assemblée générale a renouvelé le mandat de commissaire aux comptes titulaire de la société AUDIT EXEMPLE, SELARL, RIDET 1 111 120.001.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222235001', rule: 'seul_candidat' });
  });

  it('a party label opening a numbered line names the side ("3. Bailleur : X, RIDET …" lets the business)', () => {
    const text = `AVIS DE LOCATION-GÉRANCE\n1. Par acte du 20 octobre 2026, la société STATION EXEMPLE a donné son fonds en location-gérance à la société CARBURANTS EXEMPLE, SARL, RIDET 1 111 121.001.\n2. Bailleur : STATION EXEMPLE, SAS, RIDET 1 222 236.001, représentée par son président.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222236001', rule: 'seul_candidat' });
  });

  it('the company a location-gérance "lui avait été consentie" is the locataire; the one it was let by is the subject', () => {
    const text = `FIN DE LOCATION-GÉRANCE\nLa société CUISINES EXEMPLE, SARL, RIDET 1 111 122.001, représentée par son gérant, M. Jean EXEMPLE,\ninforme que la location-gérance du fonds qui lui avait été consentie par acte du 1er avril 2021 par la société HÔTEL EXEMPLE, SARL, RIDET 1 222 237.001, a pris fin le 31 mars 2026.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222237001', rule: 'seul_candidat' });
  });

  it('a sentence broken at a line end reads as one line: "a vendu" / "à la SAS Y" makes Y the buyer', () => {
    const text = `VENTE DE FONDS\nPar acte du 16 septembre 2026, la SARL ÉLEC EXEMPLE, RIDET\n1 222 238.001, a vendu\nà la SAS SERVICES EXEMPLE, capital 500 000 F, RIDET\n1 111 123.001, son fonds artisanal.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222238001', rule: 'seul_candidat' });
  });
});

describe('a person appointed in the company is no company appointed', () => {
  it('"la société S, RIDET …, M. X a été nommé gérant" keeps S the subject', () => {
    const text = `Aux termes de l'AGO de la société ALPHA EXEMPLE, SARL, RIDET 1 222 239.001, Mme Anne EXEMPLE a été nommée gérante en remplacement de M. Paul AUTRE.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222239001', rule: 'seul_candidat' });
  });

  it('another company named before the verb is the one appointed, not the header company', () => {
    const text = `ALPHA EXEMPLE\nSASU\nRidet : 1222240.001\nAux termes d'une assemblée générale ordinaire du 20/03/2026, la société AUDIT EXEMPLE a été nommée en qualité de commissaire aux comptes titulaire.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222240001', rule: 'seul_candidat' });
  });

  it('a labelled line opening in lower case ("n° RID : …") is a field of its own, not the end of the line above', () => {
    const text = `AVIS DE CONSTITUTION\nDénomination : ALPHA EXEMPLE\nPrésident : M. Paul EXEMPLE, demeurant à Bourail\nn° RID : 1222241`;
    expect(ruled(text, { type: 'creation' })).toEqual({ ridet: '1222241001', rule: 'seul_candidat' });
  });
});

describe('who does what, third round', () => {
  it('"à associé unique" in a company\'s form is no role: the TUP\'s dissolved company is the subject', () => {
    const text = `DISSOLUTION SANS LIQUIDATION\nLa société MÈRE EXEMPLE, SAS, RIDET 1 111 124.001, associée unique de la société FILLE EXEMPLE, société à responsabilité limitée à associé unique au capital de 3 000 000 F CFP, RIDET 1 222 242.001, a décidé la dissolution anticipée de cette dernière, sans liquidation.`;
    // The sole partner that decides is the dissolved company's organ (deciding-organ.ts).
    expect(ruled(text, { type: 'dissolution' })).toEqual({ ridet: '1222242001', rule: 'organe_decidant' });
    // Told without the partner's verb, the form's words still make no role of the dissolved company.
    const unsaid = text.replace(', a décidé la dissolution anticipée de cette dernière, sans liquidation.', ' : dissolution anticipée de cette dernière, sans liquidation, par décision du 2 mars 2026.');
    expect(unsaid).not.toBe(text);
    expect(ruled(unsaid, { type: 'dissolution' })).toEqual({ ridet: '1222242001', rule: 'seul_candidat' });
  });

  it('the company a business "appartenant à" is the owner, even when it is also the franchisor', () => {
    const text = `MISE EN LOCATION-GÉRANCE\nLa société CUISINES EXEMPLE, SARL, RIDET 1 111 125.001, a pris en location-gérance le fonds exploité sous l'enseigne « exemple », appartenant à la société MARQUE EXEMPLE, SAS, RIDET 1 222 243.001, franchiseur du réseau.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222243001', rule: 'seul_candidat' });
  });

  it('a buyer whose verb opens the next line ("a acquis de :") is the buyer; a lower-case line is no label', () => {
    const text = `CESSION DE FONDS DE COMMERCE\nSuivant acte du 20 mars 2026,\nla société ACHAT EXEMPLE, SAS, RIDET 1 111 126.001,\na acquis de :\nla société VENTE EXEMPLE, SARL, RIDET 1 222 244.001, représentée par sa gérante,\nun fonds de commerce d'épicerie.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1222244001', rule: 'seul_candidat' });
  });

  it('a domiciliation company is a third party', () => {
    const text = `TRANSFERT DE SIÈGE\nALPHA EXEMPLE, SARL.\nLes associés ont décidé de transférer le siège chez la société BUREAUX EXEMPLE, SARL, RIDET 1 111 127.001, domiciliataire.\nRIDET de la société : 1 222 245.001.`;
    expect(ruled(text, { type: 'siege' })).toEqual({ ridet: '1222245001', rule: 'seul_candidat' });
  });

  it('a letterhead on one line ("CABINET COMPTABLE X – RIDET …") is the adviser\'s', () => {
    const text = `CABINET COMPTABLE EXEMPLE – RIDET 1 111 128.001\nAnnonce légale pour le compte de notre cliente :\n\nALPHA EXEMPLE\nSARL au capital de 6 000 000 F CFP\nRidet : 1 222 246 - 001\n\nLes associés ont renouvelé le mandat de gérant de M. Paul EXEMPLE.`;
    expect(ruled(text, { type: 'nomination' })).toEqual({ ridet: '1222246001', rule: 'seul_candidat' });
  });

  it('in a procedure notice, the company under "Débiteur :" is the subject; subsidiaries named after are not', () => {
    const text = `Jugement du 12 novembre 2026 – Ouverture d'une procédure de redressement judiciaire\nDébiteur : HOLDING EXEMPLE, SAS, RIDET 1 222 247.001, société holding du groupe.\nMandataire judiciaire : Maître Jean EXEMPLE.\nLes filiales FILLE UN, SARL, RIDET 1 111 129.001, et FILLE DEUX, SARL, RIDET 1 111 130.001, ne font l'objet d'aucune procédure.`;
    expect(ruled(text, { type: 'procedure' })).toEqual({ ridet: '1222247001', rule: 'debiteur' });
  });
});

describe('who does what, fourth round', () => {
  it('a company that enters the capital or subscribes the new parts is an investor, not the subject', () => {
    const entered = `AUGMENTATION DE CAPITAL\nPar décisions du 31 mars 2026, la société GROUPE EXEMPLE, SAS, RIDET 1 111 131.001, est entrée au capital de la société ALPHA EXEMPLE, SARL, RIDET : 1222248-001, par souscription de 400 parts nouvelles.`;
    expect(ruled(entered, { type: 'capital' })).toEqual({ ridet: '1222248001', rule: 'seul_candidat' });
    const subscribed = `L'assemblée de la société ALPHA EXEMPLE a décidé d'augmenter le capital par la création de 500 parts nouvelles, intégralement souscrites et libérées par la société FONDS EXEMPLE, SAS, RIDET 1 111 132.001, admise en qualité de nouvelle associée.\nIdentification de la société : RIDET 1 222 249.001.`;
    expect(ruled(subscribed, { type: 'capital' })).toEqual({ ridet: '1222249001', rule: 'seul_candidat' });
  });

  it('a franchise "consentie par la société X" makes X the franchisor; the registration broken over a line is still read', () => {
    const text = `AVIS DE CONSTITUTION\nIl a été constitué une SARL dénommée « café exemple », dans le cadre d'un contrat de franchise consenti par la société CAFÉ EXEMPLE DÉVELOPPEMENT, SAS,\nRIDET 1 111 133.001, pour une durée de 99 ans. La société est\nimmatriculée sous le n° RIDET 1 222 250.001.`;
    expect(ruled(text, { type: 'creation' })).toEqual({ ridet: '1222250001', rule: 'immatriculation' });
  });
});
