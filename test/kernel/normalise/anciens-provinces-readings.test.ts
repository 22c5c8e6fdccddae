import { describe, expect, it } from 'vitest';
import { correctedReading } from '../../../kernel/normalise/rectificatif.ts';
import { headerColumnsApart } from '../../../kernel/normalise/layout/header-columns.ts';
import { isNameDespiteEventWord } from '../../../kernel/normalise/event-word-name.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { cleanNoticeText } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings two blind groups of older notices and of the provinces' pages showed missing
// (test/kernel/normalise/anciens, test/kernel/normalise/provinces): a wrong value set in brackets
// by a rectificatif, a sheet typed wholly in capitals, a JONC running header over a header block in
// two columns, a company's name that holds an event's word, a masthead line over a name, a form's
// abbreviation before its spelt-out form, older pages' dates, a scan's 'l' in a legal form's word,
// officers as provincial acts and older notices tell them. Every text here is made up for the rule it names, never
// a copy of a group text.

describe("a rectificatif's wrong value set in brackets after the right one", () => {
  it('takes the aside out and lets the sentence read on', () => {
    expect(correctedReading('RECTIFICATIF\nIl convenait de lire que M. Paul EXEMPLE-DEUX (et non M. Paul EXEMPLE) a été nommé cogérant le 4 mai 2026.')).toContain(
      'que M. Paul EXEMPLE-DEUX a été nommé cogérant le 4 mai 2026.',
    );
  });

  it('reads the appointment the rectificatif corrects, dated by its meeting', () => {
    const text =
      "RECTIFICATIF\nDans l'annonce publiée le 1er juin 2026 relative à la société ÉPICERIE EXEMPLE, SARL, RIDET 1 234 509.001, il convenait de lire que M. Paul EXEMPLE-DEUX (et non M. Paul EXEMPLE) a été nommé cogérant par l'assemblée générale du 4 mai 2026.";
    expect(identityOf(text)).toEqual(['nomination', 'ÉPICERIE EXEMPLE', 'SARL', '1234509001', '2026-05-04']);
    expect(officersOf(noticeOf(text))).toContain('Paul EXEMPLE-DEUX (gérant)');
  });
});

describe('a notice typed wholly in capitals', () => {
  const text = [
    'MENUISERIE EXEMPLE',
    'SOCIETE A RESPONSABILITE LIMITEE AU CAPITAL DE 1.000.000 F.CFP',
    'SIEGE : VILLAGE, 98880 EXEMPLE',
    'RIDET 1 234 517.001',
    '',
    'PROROGATION DE LA DUREE',
    '',
    "L'ASSEMBLEE GENERALE EXTRAORDINAIRE DU 4 MARS 1997 A DECIDE DE PROROGER LA DUREE DE LA SOCIETE DE TRENTE ANNEES. L'ARTICLE 5 DES STATUTS A ETE",
    'MODIFIE EN CONSEQUENCE.',
    'LE GERANT : M. PAUL EXEMPLE',
  ].join('\n');

  it("reads a paragraph's first line of prose as prose, not as the next notice's heading", () => {
    expect(identityOf(text)).toEqual(['statuts', 'MENUISERIE EXEMPLE', 'SARL', '1234517001', '1997-03-04']);
  });
});

describe("a JONC page's running header over a header block in two columns", () => {
  const text = [
    'JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE                 5 mars 2013',
    'SCI EXEMPLE                                    dans le cadre de',
    'Société civile immobilière au capital          la délibération',
    'de 100.000 F CFP                               n° 12 du 3 mai 2011.',
    'RIDET 1 234 525.001',
    '',
    "Aux termes d'une décision des associés en date du 11 février 2013, le siège social a été transféré au lot 4, 98890 Païta.",
  ].join('\n');

  it('reads the block under the running header left column, then right column', () => {
    const apart = headerColumnsApart(text);
    expect(apart).not.toBeNull();
    expect(apart!.split('\n').slice(1, 5)).toEqual(['SCI EXEMPLE', 'Société civile immobilière au capital', 'de 100.000 F CFP', 'RIDET 1 234 525.001']);
  });

  it('publishes the notice under the identifier of the left column, dated by the page', () => {
    expect(identityOf(text)).toEqual(['siege', 'EXEMPLE', 'SCI', '1234525001', '2013-03-05']);
  });
});

describe("a company's name that holds an event's word, over its form and capital", () => {
  it('is the name when its first word is no heading word', () => {
    expect(isNameDespiteEventWord('KAORI PÊCHE ET TRANSFORMATION')).toBe(true);
    expect(isNameDespiteEventWord('EXEMPLE CESSION AUTOMOBILE')).toBe(true);
  });

  it('stays a heading when it opens on an event or a title word, or holds a separator', () => {
    expect(isNameDespiteEventWord('TRANSFORMATION')).toBe(false);
    expect(isNameDespiteEventWord('AVIS DE TRANSFORMATION')).toBe(false);
    expect(isNameDespiteEventWord('EXEMPLE – TRANSFORMATION')).toBe(false);
  });

  it("names the company of the identity block under a provincial page's line", () => {
    const text =
      'Province Nord – Annonces des entreprises – Mis en ligne le 22 janvier 2026\n\nKAORI PÊCHE ET TRANSFORMATION\nSAS au capital de 1 000 000 F CFP\nSiège : tribu de Exemple, 98826 Poum\nRIDET 1 234 533.001\n\nPar décision des associés du 8 janvier 2026, M. Paul EXEMPLE a été nommé président en remplacement de M. Jean EXEMPLE, démissionnaire.';
    expect(identityOf(text)).toEqual(['nomination', 'KAORI PÊCHE ET TRANSFORMATION', 'SAS', '1234533001', '2026-01-22']);
  });
});

describe("a masthead line (journal – issue's date – rubric) over a cooperative's name", () => {
  it('is the page, not the company', () => {
    const text =
      "ACTU.NC – 19/02/2026 – Constitutions\n\nCOOPÉRATIVE EXEMPLE DE LA VALLÉE\nSociété coopérative agricole constituée sous la forme d'une société à responsabilité limitée à capital variable\nCapital initial : 240 000 F CFP – Siège : tribu de Exemple, 98822 Ponérihouen\nDurée : 99 ans à compter de son immatriculation au RIDET le 10 février 2026 sous le n° 1 234 541.001\nStatuts signés le 28 janvier 2026.\nGérant : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['creation', 'COOPÉRATIVE EXEMPLE DE LA VALLÉE', 'SARL', '1234541001', '2026-02-19']);
  });
});

describe("a form's abbreviation before its spelt-out form, under the name", () => {
  it('is the form line, not the name\'s last word', () => {
    const text =
      "ARTISANS EXEMPLE DU BOIS\nSCOP – société coopérative et participative\nSiège : Vao, 98832 Île des Pins\nRIDET n° 1234558/001\n\nAux termes de l'assemblée générale ordinaire du 7 février 2026, M. Paul EXEMPLE a été élu gérant en remplacement de M. Jean EXEMPLE.";
    expect(identityOf(text)).toEqual(['nomination', 'ARTISANS EXEMPLE DU BOIS', 'SCOP', '1234558001', '2026-02-07']);
  });
});

describe("a JONC page's date as older pages print it", () => {
  it('reads the running header whose title a scan glued to the date', () => {
    expect(findPublicationDate('JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE17 juin 2003                4027\n\nEXEMPLE SA\nRIDET 1 234 509.001')).toBe('2003-06-17');
  });

  it("reads the issue line under the journal's title", () => {
    expect(findPublicationDate('JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE\nN° 7145 du 19 septembre 1995\n\nEXEMPLE\nR.C.S. Nouméa 81 B 270 959')).toBe('1995-09-19');
  });

  it('leaves an issue line that names no journal to the other readings', () => {
    expect(findPublicationDate('EXEMPLE SARL\nN° 7145 du 19 septembre 1995\n\nRIDET 1 234 509.001')).toBeNull();
  });
});

describe("a scan's 'l' for the 'i' of a legal form's word", () => {
  it('reads the form back', () => {
    expect(cleanNoticeText('Forme : société en nom collectlf')).toContain('société en nom collectif');
    expect(cleanNoticeText('société à responsabllité llmitée')).toContain('société à responsabilité limitée');
  });

  it("leaves a word's real 'l' as it is", () => {
    expect(cleanNoticeText('société civile immobilière')).toContain('société civile immobilière');
  });
});

describe('officers as provincial pages and older notices tell them', () => {
  const head = 'EXEMPLE HABITAT\nSociété anonyme au capital de 30 000 000 F CFP\nSiège : 1, rue Exemple, 98860 Koné\nRIDET 1 234 509.001\n\n';

  it("reads 'Le mandat de M. X, administrateur, a pris fin' as the office's end", () => {
    const notice = noticeOf(`${head}Le conseil d'administration du 2 avril 2026 a nommé M. Paul EXEMPLE président. Le mandat de M. Jean EXEMPLE, administrateur, a pris fin.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)']);
  });

  it("reads a director 'cooptée' as appointed", () => {
    const notice = noticeOf(`${head}Le conseil d'administration du 2 avril 2026 a nommé M. Paul EXEMPLE président. Mme Anne EXEMPLE a été cooptée administratrice.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)', 'Anne EXEMPLE (administrateur)']);
  });

  it("gives the board seat to every name of the list a provincial act's purpose opens", () => {
    const text =
      "PROVINCE EXEMPLE\nArrêté n° 2026-1/APE du 9 juin 2026\n\nArticle 1er : Sont désignés pour représenter la province au conseil d'administration de la société anonyme d'économie mixte locale EXEMPLE TRANSPORTS, RIDET 1 234 509.001, siège : Wé, 98820 Lifou :\n– M. Paul EXEMPLE, membre de l'assemblée de province ;\n– Mme Anne EXEMPLE, membre de l'assemblée de province ;\nen remplacement de M. Jean EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (administrateur)', 'Anne EXEMPLE (administrateur)']);
  });

  it('lists a customary body that presides the company by its name, not its representative', () => {
    const text =
      "AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 6 octobre 2026, il a été constitué la société par actions simplifiée EXEMPLE AQUACULTURE, au capital de 5 000 000 F CFP, siège : tribu de Exemple, 98833 Voh.\nPrésidente : le groupement de droit particulier local GDPL EXEMPLE KO, RIDET 1 234 517.001, représenté par son mandataire M. Paul EXEMPLE.\nDirecteur général : M. Jean EXEMPLE.\nLa société est immatriculée au RIDET sous le n° 1 234 509.001.";
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1234509001');
    expect(officersOf(notice)).toEqual(['EXEMPLE KO (président)', 'Jean EXEMPLE (directeur général)']);
  });

  it('keeps a maiden name printed on the next line with the surname', () => {
    const text =
      "Par acte reçu le 22 juin 1998 par Maître Jacques EXEMPLE, notaire, il a été constitué une société civile immobilière dénommée « LES EXEMPLES », au capital de 1.000.000 F.CFP.\nSont nommés cogérants : M. Henri EXEMPLE et Mme Lucie EXEMPLE\nnée DEUX, demeurant ensemble à Nouméa.\nLa société est immatriculée au RIDET sous le n° 1 234 509.001.";
    expect(officersOf(noticeOf(text, { publicationDate: '1998-07-09' }))).toEqual(['Henri EXEMPLE (gérant)', 'Lucie EXEMPLE née DEUX (gérant)']);
  });
});
