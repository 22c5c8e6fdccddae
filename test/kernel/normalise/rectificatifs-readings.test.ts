import { describe, expect, it } from 'vitest';
import { findPublicationDate, fold } from '../../../kernel/normalise/index.ts';
import { withoutCitedNoticeTitles } from '../../../kernel/normalise/cited-notice-title.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of corrections showed missing (test/kernel/normalise/rectificatifs): the
// quoted title of the notice an erratum corrects, a correction's kind and company on one heading
// line, a court's debtor on its own line, a province's act designating a board's members, a cited
// notice's publication label, and officers told as 'le gérant est M. X', 'conserve la présidence',
// 'cesse ses fonctions de gérante et est nommée présidente'. Every text here is made up for the rule it names.

describe("the quoted title of the notice a correction cites", () => {
  it("does not read 'l'annonce « NOMINATION DE GÉRANT » de la SARL X' as X managed by someone else", () => {
    const text =
      "KAZ HEBDO — Annonces légales\nMis en ligne le 12/03/2026 à 08:00\n\nERRATUM\n\nUne erreur s'est glissée dans l'annonce « NOMINATION DE GÉRANT » de la SARL KAZ OUTILS (RIDET 1 000 001.001, siège : Païta) parue le 5 mars 2026. Le nouveau gérant se nomme M. Paul EXEMPLE, et non M. Paul EXEMPEL.";
    const notice = noticeOf(text);
    expect([notice.type, notice.denomination, notice.ridet, notice.date]).toEqual(['nomination', 'KAZ OUTILS', '1000001001', '2026-03-12']);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('blanks only a title quoted after a notice\'s noun, to the same length', () => {
    const cited = fold("dans l'annonce « NOMINATION DE GÉRANT » de la SARL KAZ OUTILS");
    expect(withoutCitedNoticeTitles(cited)).toBe(`dans l'${' '.repeat('annonce « nomination de gerant »'.length)} de la sarl kaz outils`);
    const quotedRole = fold('M. Paul EXEMPLE, « gérant » de la société KAZ FER');
    expect(withoutCitedNoticeTitles(quotedRole)).toBe(quotedRole);
  });
});

describe("a correction's kind and its company on one heading line", () => {
  it("reads 'RECTIFICATIF – X' over 'SAS au capital …' as the company X", () => {
    const text =
      "RECTIFICATIF – KAZ MARAÎCHÈRE\nSAS au capital de 2 000 000 F CFP – RIDET 1 000 001.001\n\nDans l'avis d'augmentation de capital publié le 2 avril 2026 concernant la société susvisée, l'assemblée générale extraordinaire s'est tenue le 12 mars 2026, et non le 21 mars 2026 comme indiqué par erreur.";
    expect(identityOf(text)).toEqual(['capital', 'KAZ MARAÎCHÈRE', 'SAS', '1000001001', '2026-03-12']);
  });

  it("leaves a heading that titles an event ('RECTIFICATIF — DISSOLUTION ANTICIPÉE') to the company named in the text", () => {
    const text =
      "Publié le 2026-03-09\n\nRECTIFICATIF — DISSOLUTION ANTICIPÉE\nKAZ LOGISTIQUE, SARL, RIDET 1 000 001.001\n\nDans l'avis du 26 février 2026, lire « Liquidateur : M. Paul EXEMPLE » au lieu de « Liquidateur : M. Paul EXEMPEL ».";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ LOGISTIQUE', 'SARL', '1000001001', '2026-03-09']);
  });
});

describe("a court's debtor on its own line", () => {
  it("reads 'à l'égard de :' / 'X' / 'société par actions simplifiée — RIDET' as the debtor", () => {
    const text =
      "Greffe du tribunal exemple — Extrait\n\nPar jugement du 17 février 2026, le tribunal a ouvert une procédure de redressement judiciaire à l'égard de :\nKAZ PÊCHE DU NORD\nsociété par actions simplifiée — 1 000 001.001 RCS Nouméa\nMandataire judiciaire : Maître Ana MODÈLE.";
    const notice = noticeOf(text);
    expect([notice.type, notice.denomination, notice.forme_juridique, notice.ridet, notice.date]).toEqual(['procedure', 'KAZ PÊCHE DU NORD', 'SAS', '1000001001', '2026-02-17']);
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (mandataire judiciaire)']);
  });
});

describe("a province's act designating its members of a board", () => {
  it("types 'portant désignation des représentants … au conseil d'administration de la SAEML X' as a nomination", () => {
    const text =
      "BULLETIN OFFICIEL DE LA PROVINCE EXEMPLE — 6 mai 2026\n\nDélibération n° 2026-11 du 24 avril 2026 portant désignation des représentants de la province au conseil d'administration de la société anonyme d'économie mixte locale KAZ AQUACULTURE (RIDET 1 000 001.001).\n\nArticle 1er : M. Paul EXEMPLE, administrateur.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ AQUACULTURE', 'SAEML', '1000001001', '2026-05-06']);
  });
});

describe("a cited notice's publication label", () => {
  it("does not take 'Annonce initiale : parution du …' for the correction's own date", () => {
    const text =
      'KAZ.NC | Annonces légales | 03.02.2026\n\nRECTIFICATIF\n\nRéduction de capital — société KAZ TRANSPORTS, SAS, RIDET 1 000 001.001.\nAnnonce initiale : parution du 20.01.2026.\n\nAu lieu de : « capital réduit à 8 000 000 F CFP »\nLire : « capital réduit à 6 000 000 F CFP »';
    expect(findPublicationDate(text)).toBe('2026-02-03');
  });

  it("still reads 'Parution du …' as the notice's own", () => {
    expect(findPublicationDate('KAZ OUTILS\nSARL\nRIDET 1 000 001.001\n\nParution du 20.01.2026')).toBe('2026-01-20');
  });
});

describe('officers told by a sentence about the office', () => {
  const header = 'KAZ BOIS\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\n';

  it("lists 'le liquidateur amiable nommé par l'assemblée du … est M. X'", () => {
    const notice = noticeOf(
      `${header}L'assemblée générale extraordinaire du 30 juin 2026 a décidé la dissolution anticipée de la société. Le liquidateur amiable nommé par l'assemblée du 30 juin 2026 est M. Paul EXEMPLE.`,
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (liquidateur)']);
  });

  it("lists 'M. X conserve la présidence du conseil d'administration'", () => {
    const notice = noticeOf(
      `${header}Le conseil d'administration du 3 mars 2026 a nommé Mme Ana MODÈLE en qualité de directrice générale. M. Paul EXEMPLE conserve la présidence du conseil d'administration.`,
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (directeur général)', 'Paul EXEMPLE (président)']);
  });

  it("lists 'Mme X, gérante, cesse ses fonctions de gérante et est nommée présidente' as président only", () => {
    const notice = noticeOf(
      'KAZ KAFÉ\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar décisions du 20 février 2026, l’associée unique a décidé la transformation de la société en société par actions simplifiée. Mme Ana MODÈLE, gérante, cesse ses fonctions de gérante et est nommée présidente de la société sous sa nouvelle forme.',
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (président)']);
  });

  it("still lists one who 'cesse ses fonctions de gérant' as leaving", () => {
    const notice = noticeOf(`${header}Le conseil d'administration du 3 mars 2026 a pris acte de ce que M. Luc ANCIEN cesse ses fonctions de directeur général. Mme Ana MODÈLE est nommée directrice générale.`);
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (directeur général)']);
  });
});

describe('officers of a correction or a board, listed in other shapes', () => {
  it("lists 'Il fallait lire : liquidateur, la SELARL X, prise en la personne de Maître Y' as X", () => {
    const notice = noticeOf(
      "TRIBUNAL EXEMPLE\nRECTIFICATIF D'UN EXTRAIT DE JUGEMENT\n\nL'extrait du jugement du 4 juin 2026 prononçant la liquidation judiciaire de la SARL KAZ PLOMBERIE (RIDET 1 000 001.001), publié au JONC du 13 juin 2026, désignait un autre liquidateur. Il fallait lire : liquidateur, la SELARL KAZ MANDATAIRES, prise en la personne de Maître Ana MODÈLE.",
    );
    expect([notice.type, notice.denomination, notice.date]).toEqual(['procedure', 'KAZ PLOMBERIE', '2026-06-04']);
    expect(officersOf(notice)).toEqual(['KAZ MANDATAIRES (liquidateur)']);
  });

  it("lists every name of 'sont désignés Mme X et M. Y, administrateurs'", () => {
    const notice = noticeOf(
      "PROVINCE EXEMPLE\n\nDélibération n° 2026-03 du 3 mars 2026 portant désignation des représentants de la province au conseil d'administration de la SAEML KAZ ÉNERGIE, RIDET 1 000 001.001.\n\nArticle 1er : Sont désignés Mme Ana MODÈLE et M. Paul EXEMPLE, administrateurs.",
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (administrateur)', 'Paul EXEMPLE (administrateur)']);
  });

  it("keeps the seat of 'a nommé Mme X, administratrice, en qualité de directrice générale'", () => {
    const notice = noticeOf(
      "KAZ BOIS\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nLe conseil d'administration du 3 mars 2026 a pris acte de la démission de M. Luc ANCIEN de ses fonctions de directeur général et a nommé en remplacement Mme Ana MODÈLE, administratrice, en qualité de directrice générale.",
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (administrateur)', 'Ana MODÈLE (directeur général)']);
  });
});
