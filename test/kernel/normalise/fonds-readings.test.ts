import { describe, expect, it } from 'vitest';
import { findActDate, findRidets, fold } from '../../../kernel/normalise/index.ts';
import { electedDomicileFirm, ordinalGrantor } from '../../../kernel/normalise/business-parties.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about businesses showed missing (test/kernel/normalise/fonds):
// the firm where domicile is elected for the oppositions, a contract's sides told by their order,
// the one party a sale names as the seller beside a buyer's header block, a constitution in the
// present tense, a newspaper's 'Paru dans … du' footer, and officers told inside the parties'
// descriptions. Every text here is made up for the rule it names, never a copy of a group text.

/** What the rules decide on a text, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type: 'cession' });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe('the firm where domicile is elected for the oppositions', () => {
  it('is set aside, so the seller is the only party left', () => {
    const text =
      "VENTE DE FONDS\n\nPar acte du 3 mars 2026, la société KAZ PAIN, SARL, RIDET 1 000 001.001, a vendu à M. Paul EXEMPLE son fonds de boulangerie. Les oppositions seront reçues au cabinet de la SELARL KAZ CONSEILS, RIDET 3 000 003.001, où domicile a été élu.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['cession', 'KAZ PAIN', 'SARL', '1000001001', '2026-03-03']);
  });

  it("reads a small ad's 'Opp. : …, cab. SELARL X, Ridet …' and a notary's office named after the domicile", () => {
    const ad = fold('Opp. : 15 j. dern. insert., cab. SELARL KAZ CONSEILS, Ridet 3000003.001');
    expect(electedDomicileFirm(ad, ad.indexOf('3000003'))).toBe(true);
    const office = fold("Domicile est élu pour les oppositions en l'étude de Maître Ana MODÈLE, office notarial KAZ, RIDET 3000003.001");
    expect(electedDomicileFirm(office, office.indexOf('3000003'))).toBe(true);
  });

  it('is never published as the sale’s side when the seller prints no identifier of its own', () => {
    const text =
      "VENTE DE FONDS\n\nPar acte du 3 mars 2026, la société KAZ PAINS, SARL, RIDET 1 000 001.001, a acquis de la société KAZ PAIN, SARL, son fonds de boulangerie. Les oppositions seront reçues au cabinet de la SELARL AVOCATS DE KAZ, RIDET 3 000 003.001, où domicile a été élu.";
    expect(ruled(text)).toEqual({ ridet: null, rule: 'autre_partie' });
  });

  it('does not set aside a company where the oppositions are received without a firm, nor one in another paragraph', () => {
    const seat = fold('Oppositions au siège de la société KAZ PAIN, RIDET 1000001.001');
    expect(electedDomicileFirm(seat, seat.indexOf('1000001'))).toBe(false);
    const later = fold('Oppositions au cabinet de Me MODÈLE.\n\nKAZ PAIN, SARL, RIDET 1000001.001');
    expect(electedDomicileFirm(later, later.indexOf('1000001'))).toBe(false);
  });
});

describe("a contract's sides told by their order", () => {
  it("reads 'consentie par la seconde à la première' as the second party letting the business", () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nM. Paul EXEMPLE, commerçant, RIDET 2 000 002.001, et la société KAZ SNACK, SARL, RIDET 1 000 001.001, font savoir que la location-gérance du fonds de snack, consentie par la seconde au premier suivant acte du 2 janvier 2024, a pris fin le 31 mars 2026.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'vendeur_ou_bailleur' });
  });

  it("reads 'consenti par la première à la seconde' as the first, and abstains with three parties", () => {
    const two = fold('la société A, RIDET 1 000 001.001, et la société B, RIDET 2 000 002.001, ont résilié le contrat de location-gérance consenti par la première à la seconde.');
    const parties = findRidets(two).map((match) => ({ match }));
    expect(ordinalGrantor(two, parties)?.match.rid).toBe('1000001');
    const three = fold('A, RIDET 1 000 001.001, B, RIDET 2 000 002.001, et C, RIDET 3 000 003.001 : location-gérance consentie par la première à la seconde.');
    expect(ordinalGrantor(three, findRidets(three).map((match) => ({ match })))).toBeNull();
  });
});

describe('the one party a sale of a business names as the seller', () => {
  it("wins over the buyer's own header block ('X a acquis de la société S, …, RIDET …')", () => {
    const text =
      "KAZ FROID\nSAS au capital de 1 000 000 F CFP\nRIDET 2 000 002.001\n\nACQUISITION DE FONDS\n\nAux termes d'un acte du 3 mars 2026, la société KAZ FROID a acquis de la société KAZ CLIM, SARL, RIDET 1 000 001.001, le fonds de commerce de climatisation qu'elle exploitait à Païta.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'vendeur_ou_bailleur' });
  });

  it('is not read in a sale of parts, whose company is the subject whoever sells', () => {
    const text =
      "KAZ HOLDING\nSAS – RIDET 2 000 002.001\n\nLa société KAZ HOLDING a acquis de la société KAZ INVEST, RIDET 1 000 001.001, 100 parts sociales de la société KAZ FILLE.";
    expect(ruled(text).rule).not.toBe('vendeur_ou_bailleur');
  });
});

describe('a constitution in the present tense, and a newspaper heading for it', () => {
  it("reads 'il est constitué la société X' that 'sera immatriculée' as a constitution with no identifier of its own", () => {
    const text =
      "Suivant statuts du 3 mars 2026, il est constitué la société KAZ SALAISONS, SARL au capital de 1 000 000 F CFP, par l'apport du fonds artisanal exploité par M. Paul EXEMPLE, artisan, RIDET 2 000 002.001. La société sera immatriculée au RIDET.";
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it("types 'NAISSANCE D'UNE SOCIÉTÉ' over a company's particulars as a constitution", () => {
    const text =
      "NAISSANCE D'UNE SOCIÉTÉ\n\nDénomination : KAZ DRONES\nForme : SAS\nCapital : 100 000 F CFP\nSiège : Nouméa\nStatuts du 3 mars 2026\nRIDET attribué : 1 000 001.001";
    expect(identityOf(text)).toEqual(['creation', 'KAZ DRONES', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe("a newspaper's 'Paru dans … du' footer", () => {
  it('is the publication date, over the dates of the contract and of its end', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de snack consentie par la société KAZ SNACK, SARL, RIDET 1 000 001.001, à M. Paul EXEMPLE suivant acte du 2 janvier 2024 a pris fin le 31 mars 2026.\nParu dans Le Journal Exemple du 7 avril 2026.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ SNACK', 'SARL', '1000001001', '2026-04-07']);
  });
});

describe("officers told inside the parties' descriptions", () => {
  it("does not list the buyer's 'présidée par M. X' nor the tenant's 'ayant pour gérant M. Y'", () => {
    const sale =
      "Par acte du 3 mars 2026, la société KAZ ACHATS, SAS, RIDET 2 000 002.001, présidée par M. Paul EXEMPLE, a acquis de la société KAZ VOILES, SARL, RIDET 1 000 001.001, représentée par sa gérante Mme Ana MODÈLE, un fonds de voilerie.";
    expect(officersOf(noticeOf(sale))).toEqual(['Ana MODÈLE (gérant)']);
    const lease =
      "Par acte du 3 mars 2026, M. Jean TYPE, artisan, RIDET 1 000 001.001, a donné en location-gérance à la société KAZ FOURNIL, EURL, RIDET 2 000 002.001, ayant pour gérant M. Paul EXEMPLE, son fonds de boulangerie.";
    expect(officersOf(noticeOf(lease))).toEqual([]);
  });

  it("lists the seller's representative whose role follows the name ('représentée par M. X, gérant,')", () => {
    const text =
      "Par acte du 3 mars 2026, la société KAZ IMPRIME, SARL, RIDET 1 000 001.001, représentée par M. Paul EXEMPLE, gérant, a cédé à la société KAZ COPIE, SAS, RIDET 2 000 002.001, un fonds d'imprimerie.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it("lists the owner's representative told its only officer ('représentée par M. X, seul gérant depuis …')", () => {
    const text =
      "Par acte du 3 mars 2026, la société KAZ IMPRIME, SNC, RIDET 1 000 001.001, représentée par M. Paul EXEMPLE, seul gérant depuis le 1er janvier 2026, a renouvelé la location-gérance de son fonds d'imprimerie consentie à la société KAZ COPIE, SAS, RIDET 2 000 002.001.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it("lists the officer named in the seller's or the owner's labelled line", () => {
    const sale =
      "CESSION DE FONDS DE COMMERCE\n\nVendeur : KAZ ONGLES, SARL, Nouméa – RIDET 1 000 001-001 – gérante Mme Ana MODÈLE.\nAcquéreur : KAZ BEAUTÉ, SARL – RIDET 2 000 002-001.\nActe : sous seing privé du 3 mars 2026.\nFonds : onglerie à Nouméa.";
    expect(officersOf(noticeOf(sale))).toEqual(['Ana MODÈLE (gérant)']);
    const lease =
      "LOCATION-GÉRANCE\n\nLocataire-gérant : KAZ TRAITEUR, SARL, RIDET 2 000 002.001.\nBailleur : KAZ RÉCEPTIONS, SAS, RIDET 1 000 001.001, siège à Dumbéa, présidée par Mme Ana MODÈLE.\nFonds : traiteur à Dumbéa.\nActe : contrat du 3 mars 2026.";
    expect(officersOf(noticeOf(lease))).toEqual(['Ana MODÈLE (président)']);
  });

  it("keeps the office of one replaced in another ('en remplacement de Mme X, qui conserve ses fonctions de présidente')", () => {
    const text =
      "KAZ NICKEL\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nLe conseil d'administration du 3 mars 2026 a nommé M. Paul EXEMPLE directeur général, en remplacement de Mme Ana MODÈLE, qui conserve ses fonctions de présidente du conseil.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Ana MODÈLE (président)', 'Paul EXEMPLE (directeur général)']);
  });
});

describe("a small ad's company with its abbreviated capital in brackets", () => {
  it("reads the name of 'SARL X (cap. 1 M CFP, …, Ridet …) cède à …'", () => {
    const text =
      'CESS. FDS – SSP 02/03/26 : SARL KAZ MENUISERIE DU NORD (cap. 1 M CFP, siège Païta, Ridet 1000001.001) cède à M. Paul EXEMPLE fds menuiserie. Prix 2 M CFP.';
    expect(identityOf(text)).toEqual(['cession', 'KAZ MENUISERIE DU NORD', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe("a period's two dates", () => {
  it("are a term, not the act: 'Durée : du 1er juin 2026 au 31 mai 2028' beside the contract's date", () => {
    const text =
      'LOCATION-GÉRANCE — AVIS\n\nLocataire-gérant : KAZ TRAITEUR, SARL, RIDET 2 000 002.001.\nBailleur : KAZ RÉCEPTIONS, SAS, RIDET 1 000 001.001.\nFonds : traiteur, Dumbéa.\nDurée : 2 ans, du 1er juin 2026 au 31 mai 2028.\nActe : contrat sous seing privé du 20 mai 2026.';
    expect(identityOf(text)).toEqual(['cession', 'KAZ RÉCEPTIONS', 'SAS', '1000001001', '2026-05-20']);
    expect(findActDate('Par acte du 20 mai 2026, la location-gérance est consentie du 1er juin 2026 jusqu\'au 31 mai 2028.')).toBe('2026-05-20');
  });
});

describe("a manager's name cut by a line-end hyphen", () => {
  const sale = (manager: string): string =>
    `VENTE DE FONDS\nSuivant acte du 3 mars 2026, la société KAZ OUTILS, SARL au capital de 1 000 000 F CFP, siège à Koné, RIDET 1 000 001.001, représentée par son gérant ${manager}, a vendu à M. Luc EXEMPLE le fonds de commerce de quincaillerie exploité à Koné. Oppositions dans les quinze jours de la dernière insertion.`;
  const managers = (text: string): string[] => officersOf(noticeOf(text));

  it('joins a surname cut after its particles run together: they head one word, never a compound', () => {
    expect(managers(sale('M. Paul DELA-\nFONTAINE'))).toEqual(['Paul DELAFONTAINE (gérant)']);
    expect(managers(sale('M. Paul VANDEN-\nBERGHE'))).toEqual(['Paul VANDENBERGHE (gérant)']);
  });

  it('joins a surname cut before a lower-case continuation', () => {
    expect(managers(sale('M. Paul Dela-\nfontaine'))).toEqual(['Paul Delafontaine (gérant)']);
  });

  it('keeps the hyphen of a compound given name or surname cut at its hyphen', () => {
    expect(managers(sale('M. Jean-\nPaul EXEMPLE'))).toEqual(['Jean-Paul EXEMPLE (gérant)']);
    expect(managers(sale('M. Paul MARTIN-\nFONTAINE'))).toEqual(['Paul MARTIN-FONTAINE (gérant)']);
  });
});

// Made up (sixteenth session, from coupoles uk16 and the guard from tableurs tu28). A letting's parties
// each under a heading of their own, the two tenants told apart by a qualifier.
describe("a letting's tenants under qualified headings ('ANCIEN LOCATAIRE-GÉRANT', 'Locataire-gérant entrant')", () => {
  const notice = (outgoing: string, incoming: string): string =>
    [
      'Leginova | Journal officiel de la Nouvelle-Calédonie',
      'Publication légale n° 2026-01877',
      'Publiée au JONC du mardi 12 mai 2026',
      'Objet : fin de location-gérance et nouvelle location-gérance',
      '',
      'PROPRIÉTAIRE DU FONDS',
      '  Raison sociale — Les Cascades du Test',
      '  Forme — société en nom collectif au capital de 1 000 000 F CFP',
      '  Siège — route du Parc, 98881 Farino',
      '  RIDET — 1 000 009.002',
      '  Gérant — M. Paul TESTARD',
      '',
      outgoing,
      '  Raison sociale — AUBERGE DES TESTS',
      '  Forme — SARL au capital de 500 000 F CFP',
      '  RIDET — 2 000 008.001',
      '',
      incoming,
      '  Raison sociale — HÔTELLERIE EXEMPLE',
      '  Forme — SAS au capital de 2 000 000 F CFP',
      '  RIDET — 3 000 007.001',
      '',
      'FIN DE LOCATION-GÉRANCE',
      "  La location-gérance du fonds d'hôtel-restaurant exploité route du Parc, 98881 Farino, consentie par acte du 1er juin 2023, a pris fin le 30 avril 2026.",
      '',
      'NOUVELLE LOCATION-GÉRANCE',
      "  Par acte sous seing privé du 5 mai 2026, le même fonds a été donné en location-gérance à la société HÔTELLERIE EXEMPLE pour une durée de trois ans à compter du 1er mai 2026.",
    ].join('\n');

  it('are no subject: the owner who lets is', () => {
    expect(identityOf(notice('ANCIEN LOCATAIRE-GÉRANT', 'NOUVEAU LOCATAIRE-GÉRANT'))).toEqual(['cession', 'Les Cascades du Test', 'SNC', '1000009002', '2026-05-12']);
    expect(identityOf(notice('LOCATAIRE-GÉRANT SORTANT', 'LOCATAIRE-GÉRANT ENTRANT'))).toEqual(['cession', 'Les Cascades du Test', 'SNC', '1000009002', '2026-05-12']);
  });

  it("but a table's header row, one column's name a line, heads no block", () => {
    const table = [
      'Date de publication : 2026-11-27',
      'Fin de location-gérance',
      'Propriétaire du fonds',
      'Ancien locataire-gérant',
      'Date de fin',
      'KAZ TEST, SAS,',
      'RIDET 1 000 009.001,',
      'présidente Mme Ana',
      'TESTARD',
      'AUBERGE DES TESTS,',
      'SARL, RIDET 2 000 008.001',
      '31 octobre 2026',
      "La location-gérance du fonds de restaurant consentie par acte du 1er novembre 2023 a pris fin le 31 octobre 2026.",
    ].join('\n');
    expect(identityOf(table)).toEqual(['cession', 'KAZ TEST', 'SAS', '1000009001', '2026-11-27']);
  });
});
