import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

const BODY = `AUGMENTATION DE CAPITAL
VANILLE BLEUE, SARL au capital de 1 000 000 F CFP, RIDET 1 456 780.001
Aux termes d'une assemblée générale extraordinaire du 2 février 2026, le capital a été porté à 2 000 000 F CFP, à compter du 1er mars 2026.`;

describe('the date of an announcement', () => {
  it.each([
    ['JONC – Publications légales – 12 février 2026', '2026-02-12'],
    ['LNC – 27/01/2026 – Annonces légales', '2026-01-27'],
    ['Actu NC | Annonces légales | publié le 9 mars 2026', '2026-03-09'],
    ['Journal officiel de la Nouvelle-Calédonie\nDate de publication : 2026-02-20', '2026-02-20'],
    ['Les Nouvelles Calédoniennes — samedi 7 mars 2026 — Légales', '2026-03-07'],
  ])('a masthead %j dates the notice by its publication, not by its act', (masthead, date) => {
    expect(noticeOf(`${masthead}\n\n${BODY}`).date).toBe(date);
  });

  it("a PDF page's running header anywhere in the text is the publication date", () => {
    expect(findPublicationDate(`Liquidation judiciaire\nSARL A, RIDET 1 456 781.001.\n\n2148 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 17 mars 2026\n\nSAS B, RIDET 1 456 782.001.`)).toBe('2026-03-17');
  });

  it('without a publication date, the act date counts, never its effective date', () => {
    expect(noticeOf(BODY).date).toBe('2026-02-02');
  });

  it('a source publicationDate hint wins over any date the text prints', () => {
    expect(noticeOf(`JONC – Publications légales – 12 février 2026\n\n${BODY}`, { publicationDate: '2026-02-14' }).date).toBe('2026-02-14');
  });

  it("a rectificatif is not dated by the earlier notice it corrects, nor a notice by its 'Pour avis' signature", () => {
    const rectificatif = noticeOf(`RECTIFICATIF à l'annonce parue au JONC du 15 janvier 2026\nConcernant la société PIROGUE, SARL, RIDET 1 456 783.001, relative à la nomination du gérant décidée le 10 janvier 2026, il fallait lire « Gérant : M. Tao VRAI » au lieu de « Gérant : M. Tao FAUX ».`);
    const signed = noticeOf(`${BODY}\nPour avis, à Nouméa, le 9 mars 2026, le gérant.`);
    expect([rectificatif.date, signed.date]).toEqual(['2026-01-10', '2026-02-02']);
  });

  it('registration, cessation of payments, earlier judgments and possession dates are never the act date', () => {
    const judgment = noticeOf(`Par jugement du 2 mars 2026, le tribunal a arrêté le plan de redressement de la société OMÉGA, SARL, RIDET 1 456 784.001, dont la procédure avait été ouverte par jugement du 8 septembre 2025. Date de cessation des paiements : 1er août 2025.`);
    const sale = noticeOf(`VENTE DE FONDS\nSuivant acte en date du 13/01/2026, enregistré le 20/01/2026, la société ZÊTA, SARL, RIDET 1 456 785.001, a vendu son fonds. Entrée en jouissance : 1er février 2026.`);
    expect([judgment.date, sale.date]).toEqual(['2026-03-02', '2026-01-13']);
  });

  it("a deed dated 'l'an deux mille vingt-six, le lundi vingt-huit septembre', the weekday before the day, is read", () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nSuivant acte reçu par Maître Jo NOTE, notaire, l'an deux mille vingt-six, le lundi vingt-huit septembre, il a été constitué une société dénommée « IOTA », RIDET 1 456 788.001.`).date).toBe('2026-09-28');
  });

  it("a deed dated 'l'an deux mille vingt-six, le trois mars' is read", () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nSuivant acte reçu par Maître Jo NOTE, notaire, l'an deux mille vingt-six, le trois mars, il a été constitué une société dénommée « IOTA », RIDET 1 456 788.001.`).date).toBe('2026-03-03');
  });

  it('dates written in words and split across lines are read', () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nSuivant acte reçu le vingt et un février deux mille vingt-six par Maître Jo NOTE, notaire, il a été constitué une société dénommée « THÊTA », RIDET 1 456 786.001.`).date).toBe('2026-02-21');
    expect(noticeOf(`THÊTA, SARL, RIDET 1 456 787.001\nAux termes d'une assemblée générale extraordinaire du 12 novembre\n2025, les associés ont décidé une réduction de capital.`).date).toBe('2025-11-12');
  });
});

// Made-up pages in the layouts corpus 2 showed (issue 20).
describe('publication dates of weekly papers and web pages', () => {
  it('reads the issue line of a masthead and a bare timestamp at the top', () => {
    expect(findPublicationDate(`HEBDO TEST\nL'hebdomadaire des îles\nN° 412 – jeudi 5 mars 2026\n\n${BODY}`)).toBe('2026-03-05');
    expect(findPublicationDate(`Site Test\nAnnonces légales\n2026-02-12T06:00:00+11:00\n\n${BODY}`)).toBe('2026-02-12');
  });

  it("reads the page's stamp as it shows it to readers, day first with its time, on a line of its own at the top", () => {
    expect(findPublicationDate(`exemple.nc/annonces/2026/03/09/avis\n09/03/2026 06:00\n\n${BODY}`)).toBe('2026-03-09');
    expect(findPublicationDate(`Site Test › Annonces légales\n09/03/2026 à 6h15\n\n${BODY}`)).toBe('2026-03-09');
    // A date with a time inside a sentence is the act's, not the page's.
    expect(findPublicationDate(`Site Test\nAssemblée réunie le 09/03/2026 06:00 au siège.\n\n${BODY}`)).toBeNull();
  });

  it('never takes an earlier procedure opened on a date printed at the start of the next line, nor an apport treaty', () => {
    expect(noticeOf("Par jugement du 9 décembre 2026, le tribunal a prononcé la liquidation judiciaire de la société ALPHA INVEST, SCI, RIDET 1 234 567.001, par extension de la procédure ouverte le\n16 avril 2026 à l'égard d'une autre société.").date).toBe('2026-12-09');
    expect(noticeOf("Aux termes d'un traité d'apport partiel d'actif signé le 15 décembre 2025, la société ALPHA a apporté sa branche solaire à la société BÊTA SOLAIRE, SA, RIDET 1 234 567.001. Par délibération du 30 janvier 2026, l'assemblée de la société BÊTA SOLAIRE a approuvé cet apport et a augmenté le capital social.").date).toBe('2026-01-30');
  });

  it("reads the first line made of a title and a date alone as the masthead of a journal it does not know", () => {
    expect(findPublicationDate('Les Échos de la Brousse — 12/03/2026\nDISSOLUTION\nPar décision du 28 février 2026 …')).toBe('2026-03-12');
    expect(findPublicationDate('5 mars 2026 | La Voix des Îles\nCONSTITUTION\nAux termes d\'un acte du 2 mars 2026 …')).toBe('2026-03-05');
    // A sentence, a line with several dates or a rectificatif's first line is no masthead.
    expect(findPublicationDate('Aux termes d\'un acte du 2 mars 2026, il a été constitué …')).toBeNull();
    expect(findPublicationDate('RECTIFICATIF — 9 avril 2026\nDans l\'annonce relative à la société X …')).toBeNull();
  });
});

// Invented pages: the publication date as bylines, datelines, footers and data fields print it.
describe('publication dates printed in the page furniture', () => {
  it.each([
    ['Mis en ligne le 03/02/2025 à 09:12 · modifié le 05/02/2025', '2025-02-03'],
    ['Mis en ligne : 2025-04-15T07:40:00+11:00', '2025-04-15'],
    ['GAZETTE TEST — annonces — mis en ligne le 12 mai 2025', '2025-05-12'],
    ['  "datePublication": "2025-08-19",', '2025-08-19'],
    ['joncDatePublication : 18/06/2024', '2024-06-18'],
    ['Publication : 2025-10-03', '2025-10-03'],
    ['Source : site test — Publication : 4 octobre 2025', '2025-10-04'],
  ])('a publication label %j, however spelled, dates the notice', (label, date) => {
    expect(findPublicationDate(`Site Test\n${label}\n\n${BODY}`)).toBe(date);
    expect(noticeOf(`Site Test\n${label}\n\n${BODY}`).date).toBe(date);
  });

  it.each([
    ['Par Service Rédaction | 22.07.2025 | Lecture 2 min', '2025-07-22'],
    ['HEBDO TEST — jeudi 1er février 2024 — 7', '2024-02-01'],
    ['LE PETIT TEST · N° 224 · MERCREDI 12 MARS 2025 · 23', '2025-03-12'],
    ['Gazette Test · Vie des entreprises · par la rédaction – 03 févr. 2026', '2026-02-03'],
    ['160e année – N° 9182 – Jeudi 23 juillet 2015', '2015-07-23'],
  ])('a dateline at the top %j (short items split by separators, one a date alone) dates the notice', (dateline, date) => {
    expect(noticeOf(`${dateline}\nANNONCES LÉGALES\n\n${BODY}`).date).toBe(date);
  });

  it('a footer line at the bottom dates the notice: page furniture or the journal reference', () => {
    expect(noticeOf(`${BODY}\nPour avis, la gérance.\n──────────\nLa Gazette Test · Samedi 8 mars 2025 · Page 22`).date).toBe('2025-03-08');
    expect(noticeOf(`${BODY}\nPour avis, la gérance.\n\n— Journal officiel de la Nouvelle-Calédonie, annonces légales, mardi 21 avril 2026, p. 3398 —`).date).toBe('2026-04-21');
  });

  it("is not fooled by a heading that dates an act, a 'modifié le' alone or a rectificatif's dateline", () => {
    expect(findPublicationDate(`AVIS DE CONSTITUTION – Acte du 2 mars 2026\n${BODY}`)).toBeNull();
    expect(findPublicationDate(`Site Test · modifié le 05/02/2025\n${BODY}`)).toBeNull();
    expect(findPublicationDate(`Rectificatif · 9 avril 2026 · Page 3\n${BODY}`)).toBeNull();
    expect(findPublicationDate(`${BODY}\nPour avis, la gérance.\nNouméa · le 9 mars 2026 · le gérant`)).toBeNull();
    expect(findPublicationDate(`${BODY}\nPour avis.\nNouméa — le 9 mars 2026`)).toBeNull();
    expect(findPublicationDate(`${BODY}\nPour avis.\nFait à Nouméa — 9 mars 2026`)).toBeNull();
    // 'publication' as a label's word, not the noun of a sentence.
    expect(findPublicationDate(`${BODY}\nLes oppositions seront reçues dans les dix jours de la publication du 9 mars 2026.`)).toBeNull();
  });
});

describe('act dates as self-drafted notices print them', () => {
  it("reads a numeric date with a two-digit year ('3/10/24', '02.12.24'), never a telephone number", () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nPar acte ssp du 3/10/24 a Paita il a ete constitue une Sté dénommée KAPPA, RIDET 1456789001. Tél. 27.12.34`).date).toBe('2024-10-03');
    expect(noticeOf(`LAMBDA - SARL - RIDET n°1456790.001\nREDUCTION DE CAPITAL\nPar AGE du 02.12.24 les associes ont decide de reduire le capital, a compter du 1/1/25.`).date).toBe('2024-12-02');
  });

  it("a place-and-date line under 'Pour avis,' is the signature, not the act", () => {
    expect(noticeOf(`MU, SARL, RIDET 1 456 791.001\nAVIS DE CONSTITUTION\nL'an deux mille quatre, le vingt-deux mars, les associés ont établi les statuts.\n\nPour avis,\nTestville, le 20 avril 2004,\nLes cogérants.`).date).toBe('2004-03-22');
  });

  it('a deed that drew up a merger treaty, the treaty named after its date, is background: the absorbing meeting is the act', () => {
    expect(noticeOf(`AVIS DE FUSION\nSociété absorbante : NU, SAS, RIDET 1 456 792.001.\nAux termes d'un acte sous seing privé en date du 15 janvier 2026, les sociétés ont établi un projet de fusion par voie d'absorption de la société XI par la société NU.\nL'assemblée générale extraordinaire de la société absorbante, réunie le 31 mars 2026, a approuvé le projet de fusion et augmenté son capital.`).date).toBe('2026-03-31');
  });

  // (2026-12-07, twelfth session, from charnieres cn02, lambris qe07, attelages at08.)
  it('reads the treaty drawn up by parties described at length over a column’s lines as background too, and the absorbing meeting described over a line break', () => {
    const treaty = `AVIS DE FUSION\nNU, SAS, RIDET 1 456 792.001\nAux termes d'un acte sous seing privé en date du 15 janvier 2026, la société XI, société à responsabilité limitée au capital de 6 000 000 F CFP, dont le\nsiège était 17, rue des Roseaux, Koutio, 98830 Dumbéa, et la société NU\nont établi un projet de traité de fusion aux termes duquel la première faisait apport à la seconde de son patrimoine.\nLe projet a été approuvé par l'assemblée générale extraordinaire des associés de la société NU réunie le 31 mars 2026, laquelle a augmenté le capital.`;
    expect(noticeOf(treaty).date).toBe('2026-03-31');
    const meetings = `AVIS DE FUSION\nNU, SAS, RIDET 1 456 792.001\nLa société XI a été absorbée par la société NU. L'assemblée de la société absorbée, réunie le 22 juin 2026, et celle de la société absorbante, réunie le\nmardi 30 juin 2026, ont approuvé la fusion. La société NU a augmenté son capital de 1 000 000 F CFP.`;
    expect(noticeOf(meetings).date).toBe('2026-06-30');
  });
});

describe('a footer with the publication reference', () => {
  it('reads the date of the issue a footer says the notice was published in', () => {
    expect(findPublicationDate('TRANSFERT DE SIÈGE\nPar décision du 4 mars 2026, le siège est transféré.\n\nPublié dans LE JOURNAL n° 12 du 12/03/2026')).toBe('2026-03-12');
  });

  it('does not date a notice by the earlier notice it cites', () => {
    expect(findPublicationDate('RECTIFICATIF\nDans l’annonce publiée dans LE JOURNAL n° 10 du 26/02/2026, il fallait lire « ALPHA ».')).toBeNull();
  });
});

describe("a footer saying where the notice appeared ('Annonce parue le …')", () => {
  it('reads it as the publication date, not the act', () => {
    expect(findPublicationDate("AUGMENTATION DE CAPITAL\nL'AGE du 3 mars 2026 a augmenté le capital.\nAnnonce parue le 12/03/2026 – Le Journal des Entreprises")).toBe('2026-03-12');
  });

  it("never reads a rectificatif's citation of the earlier notice as one", () => {
    expect(findPublicationDate("RECTIFICATIF\nRectificatif à l'annonce parue le 26/02/2026 : il fallait lire « ALPHA ».")).toBeNull();
  });
});

describe('publication labels in other dress (issue 32, wt-rstruct)', () => {
  it.each([
    ['Publication : 2026-04-14\nSource : un site d’annonces — Dissolutions', '2026-04-14'],
    ['Published on April 14, 2026', '2026-04-14'],
    ['Publication date: 14th April 2026', '2026-04-14'],
  ])('%s -> %s', (header, iso) => {
    expect(findPublicationDate(`${header}\n\n${BODY}`)).toBe(iso);
  });

  it('a sentence about a publication is no label', () => {
    expect(findPublicationDate(`${BODY}\nLa publication au journal du 3 mars 2026 a été faite.`)).toBeNull();
  });
});

describe('a periodical’s issue line at the top, its date after “du” (annuelles and greffes groups)', () => {
  it('reads the title, an issue number and the date alone as the publication date', () => {
    expect(findPublicationDate('La Voix des Îles – annonces du 2 avril 2026\n\nCONSTITUTION\n\nSuivant acte du 16 mars 2026 …')).toBe('2026-04-02');
    expect(findPublicationDate('L’ÉCHO LÉGAL n° 88 du jeudi 8 octobre 2026\n\nTRANSFORMATION\n\nL’assemblée du 24 septembre 2026 …')).toBe('2026-10-08');
  });

  it('does not read an act’s heading dated after “du” so', () => {
    expect(findPublicationDate('Réunion du conseil d’administration du 2 avril 2026\n\nLe conseil a décidé …')).toBeNull();
  });
});

describe("a web page's 'Posté le' over its notice", () => {
  const body = '\n\nKAZ BÂTI, SARL, RIDET 1 000 001.001. L’assemblée du 2 mars 2026 a transféré le siège à Païta.';
  it('is the publication date, the month in full or cut, the time after it', () => {
    expect(findPublicationDate(`Annonces légales › Transferts\nPosté le 12 mars 2026${body}`)).toBe('2026-03-12');
    expect(findPublicationDate(`Postée le 12 nov. 2026 à 7h15 | Imprimer${body}`)).toBe('2026-11-12');
  });

  it("is no label inside a sentence, nor a job's 'poste' in a form", () => {
    expect(findPublicationDate(`M. Paul KAZ, nommé au poste le 3 mars 2026, a démissionné.${body}`)).toBeNull();
  });
});

// Invented mastheads and tables: a publication label after a compositor's own mark or cut short, and a table's publication column.
describe('publication labels a compositor or a table prints', () => {
  it("reads 'publié le' after a compositor's arrow, and a cut 'publ.'", () => {
    expect(findPublicationDate(`PAPIER TEST ► supplément annonces ► publié le 10/11/2026\n\n${BODY}`)).toBe('2026-11-10');
    expect(findPublicationDate(`RAD. OFF. — SARL TEST — RID 1456790 — ord. 03/11/2026 — publ. 23.11.2026 Papier Test`)).toBe('2026-11-23');
  });

  it("does not read a quoted title's closing guillemet as a masthead's mark", () => {
    expect(findPublicationDate(`Rectificatif à l'annonce « Transfert de siège » publiée le 5 juin 2026\n${BODY}`)).toBeNull();
  });

  it("reads a footer whose items a compositor parts with lone closing guillemets", () => {
    expect(noticeOf(`${BODY}\n» PAPIER DU MATIN » NOV. 26, 2026`).date).toBe('2026-11-26');
  });

  it("reads a table's publication column, by a bar table's header or an export's key", () => {
    const bars = `N° | Publié le  | Société\n07 | 24/11/2026 | SARL PAPAYE ROUGE, RIDET 1 456 790.001, siège transféré par décision du gérant du 10/11/2026`;
    expect(noticeOf(bars).date).toBe('2026-11-24');
    expect(findPublicationDate(`date_parution : 26/11/2026\ndate_decision : 30/09/2026`)).toBe('2026-11-26');
    const tabs = `date_parution\tdenomination\tforme\tridet\tevenement\tdate_decision\n26/11/2026\tPAPAYE ROUGE\tSARL\t1456790.001\tTransfert de siège\t30/09/2026`;
    expect(noticeOf(tabs).date).toBe('2026-11-26');
  });

  it("reads no posting stamp in a fax's stamp that laying out cut into its items", () => {
    const fax = `TELECOPIE – 3 pages – 20/11/2026 09:12 – de : GREFFE TEST\nBordereau d'envoi n° 2026-TT-0042\n\nEXTRAIT\nPar jugement du 17 novembre 2026, le tribunal mixte de commerce de Nouméa a prononcé la liquidation judiciaire de la SARL PAPAYE ROUGE, RIDET 1 456 790.001.`;
    expect(noticeOf(fax).date).toBe('2026-11-17');
  });
});


describe("a newspaper's running lines at a page break, the page number and the rubric on the title's line", () => {
  it("reads the page's date under a title line that carries the page's number and a rubric cell", () => {
    const text = [
      'ESSAIS ÉLAGAGE',
      'Société à responsabilité limitée au capital de 1 200 000 F CFP',
      'RIDET : 1 000 009.001',
      '',
      "Par décision de l'assemblée générale extraordinaire des associés du 30 janvier 2026, il a été décidé",
      'de transférer le siège social, à compter du 1er mars 2026, au lot 45, ZAC Panda,',
      '',
      '14        Les Nouvelles Calédoniennes   |   Annonces légales',
      '          jeudi 19 février 2026',
      '',
      'Annonces légales   |   Les Nouvelles Calédoniennes        15',
      'jeudi 19 février 2026',
      '',
      "98830 Dumbéa. L'article 4 des statuts a été modifié en conséquence.",
      'Pour avis, la gérante.',
    ].join('\n');
    expect(findPublicationDate(text)).toBe('2026-02-19');
  });
});

// Made up: the act this notice follows had its own notice, whose publication the sentence cites.
describe("an earlier act's publication cited in a sentence", () => {
  it("is not this notice's publication date", () => {
    expect(findPublicationDate("À la suite de la cession des parts de M. Luc TESTARD, intervenue le 2 février 2026 et publiée au JONC du 17 février 2026, l'assemblée du 9 mars 2026 a nommé Mme Ana TESTARD gérante.")).toBeNull();
  });

  it("leaves this notice's own publication label as it is", () => {
    expect(findPublicationDate("Publiée au JONC du 17 février 2026\n\nL'assemblée du 9 mars 2026 a nommé Mme Ana TESTARD gérante.")).toBe('2026-02-17');
  });
});

// Made up. A web page's breadcrumb at its top, the page's weekday and date alone under it.
describe('a web page’s breadcrumb over its date', () => {
  const NOTICE = 'SCI TEST KOGHI\nRIDET n° 1 000 001.001\nAux termes d’une assemblée générale du 4 mars 2026, le capital a été porté à 200 000 F CFP.\nPour avis, la gérance';

  it('dates the notice by the page, not by its act', () => {
    expect(findPublicationDate(`actu.nc  >  Annonces légales  >  Modifications\nMercredi 18 mars 2026\n\n${NOTICE}`)).toBe('2026-03-18');
    expect(findPublicationDate(`Accueil › Annonces légales\nMercredi 18 mars 2026\n\n${NOTICE}`)).toBe('2026-03-18');
  });

  it('needs the weekday: a date alone under a breadcrumb may be an act’s heading', () => {
    expect(findPublicationDate(`actu.nc  >  Annonces légales  >  Modifications\n18 mars 2026\n\n${NOTICE}`)).toBeNull();
  });
});

// Made up (fourteenth session, from modillons ml28). A rectificatif names the notice it corrects on one
// line and its publication on the next, the participle opening it.
describe('the corrected notice’s publication on the line its participle opens', () => {
  it('is not the rectificatif’s own date: the page’s running head is', () => {
    const text = "16 juillet 2026                  JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE                  5517\n\nRECTIFICATIF\nà l'avis de transfert de siège social de la SARL KAZ, RIDET 1 000 001.001,\nparu au Journal officiel de la Nouvelle-Calédonie du 2 juillet 2026, page 5139.\nAu lieu de : « 12, rue des Flamboyants », lire : « 12, rue des Frangipaniers ».";
    expect(findPublicationDate(text)).toBe('2026-07-16');
  });

  it('nor where the last words of the company, cut at the line above, stand before the participle (sixteenth session, from merlons rw01)', () => {
    const text = "2914           JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE           19 mars 2026\n\nERRATUM\n\nà l'avis de constitution de la société par actions simplifiée LES SERRES\nDE KAZ publié au Journal officiel n° 11128 du mardi 10 mars 2026, page\n2633.\n\nLire : « Capital social : 3 000 000 F CFP ».";
    expect(findPublicationDate(text)).toBe('2026-03-19');
  });

  it('nor where the participle ends the line above and the journal opens the next (sixteenth session, from merlons rw16)', () => {
    const text = "171e année – N° 11173 – Jeudi 13 août 2026\nJOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE\n\nERRATUM\nà l'avis de transformation de la société KAZ TEST paru au\nJournal officiel n° 11168 du mardi 28 juillet 2026, page 7214\n\nIl convient de lire : « société par actions simplifiée unipersonnelle ».";
    expect(findPublicationDate(text)).toBe('2026-08-13');
  });
});

// (2026-12-07, fifteenth session, from mansardes lk22)
describe("a JONC page's running header whose extraction glued its number, title and date together", () => {
  it("reads '15 872JOURNAL OFFICIELDE LA NOUVELLE-CALEDONIE6 octobre 2026' as the page's date", () => {
    expect(findPublicationDate(`15 872JOURNAL OFFICIELDE LA NOUVELLE-CALEDONIE6 octobre 2026\nP U B L I C A T I O N S   L E G A L E S\n\nSAS A, RIDET 1 456 781.001.\nAux termes des décisions du 18 septembre 2026, le président a été remplacé.`)).toBe('2026-10-06');
  });
});

// Made up (sixteenth session, from merlons rw20). A complement's heading cites the notice it completes.
describe("a complement's heading dated by the notice it completes", () => {
  it('dates no publication of its own', () => {
    const text =
      "COMPLÉMENT À L'AVIS PARU LE 8 OCTOBRE 2026\n\nKAZ TEST & FILS\nSociété en nom collectif au capital de 600 000 F CFP\nRIDET 1 000 009.001\n\nEn complément de l'avis relatif à l'extension de l'objet social, il est précisé que la même assemblée du 25 septembre 2026 a également prorogé la durée de la société.\n\nPour avis.";
    expect(findPublicationDate(text)).toBeNull();
    expect(findPublicationDate(text.replace('COMPLÉMENT', 'ADDITIF'))).toBeNull();
  });
});

// Made up (sixteenth session, from arcatures jy18). A news site's block over the notice: its address,
// its rubric under a label, the day's date.
describe("a site's head block with its rubric label", () => {
  const notice = '\n\nSCI KAZ TEST\nSociété civile immobilière au capital de 1 100 000 F CFP\nn° RIDET 1 000 009/001\n\nSuivant procès-verbal de l’assemblée du 22 mai 2026, les associés ont augmenté le capital social.';
  it('dates the notice, whatever the rubric names', () => {
    expect(findPublicationDate(`LNC — Annonces légales\nCatégorie : Modifications de sociétés\n05.06.2026${notice}`)).toBe('2026-06-05');
  });
  it('opening on the site’s address in small letters, a dash after it', () => {
    expect(findPublicationDate(`actu.nc — Annonces légales\n05.06.2026${notice}`)).toBe('2026-06-05');
    expect(findPublicationDate(`lnc.nc | Annonces légales\n05.06.2026${notice}`)).toBe('2026-06-05');
  });
});

