import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { typedLabels } from '../../../kernel/normalise/typed-labels.ts';
import { keywordTyposPrinted } from '../../../kernel/normalise/keyword-typos.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A notice drafted by the company itself and sent by e-mail is typed by someone who is not a
// compositor: identifiers keyed with whatever separator comes to hand. A reader of legal notices
// reads these as the numbers they are. Every text is made up for the reading it names.

const ridets = (text: string) => findRidets(text).map((m) => [m.ridet, m.establishmentInferred]);

function published(text: string) {
  const result = parseNoticeText(text, { reference: 'test-courriels' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

describe('identifiers keyed by a typist', () => {
  it("reads a RID grouped by hyphens or underscores after its label, with or without its rank ('1-822-337-001', '1_164_169')", () => {
    expect(ridets('Ridet : 1-822-337-001')).toEqual([['1822337001', false]]);
    expect(ridets('RIDET n° 0_866_905_002')).toEqual([['0866905002', false]]);
    expect(ridets('RID : 1-164-169')).toEqual([['1164169001', true]]);
  });

  it("reads an underscore before the rank as the rank's separator ('1255629_002'), with or without a label", () => {
    expect(ridets('N° RIDET 1255629_002')).toEqual([['1255629002', false]]);
    expect(ridets('immatriculée 1422518_001 à Nouméa')).toEqual([['1422518001', false]]);
  });

  it("reads the rank named apart as 'rang établissement' or 'rang d'établissement'", () => {
    expect(ridets('RID : 0931899 – rang établissement : 002')).toEqual([['0931899002', false]]);
    expect(ridets("RID 0746933, rang d'établissement 001")).toEqual([['0746933001', false]]);
  });

  it('leaves a date or a phone number typed with hyphens alone', () => {
    expect(ridets('Tél. 27-12-34, réunion du 03-11-2026')).toEqual([]);
    expect(ridets('RIDET : à venir, tél : 12-345-678')).toEqual([]);
  });
});

describe("a mail's courtesies, set apart from the notice", () => {
  it('sets the greeting, the cover line that asks for the text to be printed, the thanks and the signature apart', () => {
    const text = [
      'Bonjour,',
      'pouvez-vous publier le texte suivant :',
      '',
      'BOIS DU NORD, SARL au capital de 500 000 F, 4 rue Austerlitz 98800 Nouméa, RIDET 1822337.001.',
      "L'assemblée générale du 2 octobre 2026 a nommé M. Paul WEA gérant.",
      '',
      'Merci beaucoup',
      'Marie WEA',
      'Tél. 27 12 34',
    ].join('\n');
    const { notice, furniture } = separateFurniture(text);
    expect(furniture).toEqual(['Bonjour,', 'pouvez-vous publier le texte suivant :', 'Merci beaucoup', 'Marie WEA', 'Tél. 27 12 34']);
    expect(notice.startsWith('BOIS DU NORD')).toBe(true);
    expect(notice.endsWith('gérant.')).toBe(true);
  });

  it('keeps a notice line under a greeting (it holds a date, a capital or an identifier), and a thanks followed by more than a signature', () => {
    const text = ['Bonjour, BOIS DU NORD SARL RIDET 1822337.001 :', 'AGO du 2 octobre 2026 : M. Paul WEA nommé gérant.', 'Merci de noter que :', 'le siège reste au 4 rue Austerlitz à Nouméa, dans les locaux de la société, où les associés sont convoqués chaque année pour approuver les comptes.'].join('\n');
    expect(separateFurniture(text).furniture).toEqual([]);
  });

  it("does not take a sender's name signed under the thanks for an officer", () => {
    const notice = published(
      ['Bonjour,', '', 'BOIS DU NORD – SARL au capital de 500 000 F – RIDET 1822337.001', "L'assemblée générale ordinaire du 2 octobre 2026 a nommé M. Paul WEA gérant.", '', 'Cordialement,', 'Marie KAOUA'].join('\n'),
    );
    expect(notice.dirigeants.map((d) => d.nom)).toEqual(['WEA']);
    expect(notice.date).toBe('2026-10-02');
  });
});

describe('labels typed by the company itself', () => {
  it("reads a label typed with a slip in a word as the label ('Dénomnation', 'Form juridque', 'Capitale social')", () => {
    expect(typedLabels('Dénomnation : BOIS DU NORD\nForm juridque : SARL\nCapitale social : 100 000 F')).toBe('Dénomination : BOIS DU NORD\nForme juridique : SARL\nCapital social : 100 000 F');
  });

  it("leaves a plural, a short word and any other label as typed ('Gérants', 'Nom', 'Objet')", () => {
    const text = 'Gérants : M. Paul WEA\nNon : X\nObjet : menuiserie';
    expect(typedLabels(text)).toBe(text);
  });

  it('reads labels typed after their values as labels, when the text types two or more so', () => {
    expect(typedLabels('BOIS DU NORD : dénomination\nSARL : forme\n4 rue Austerlitz, Nouméa : siège')).toBe('Dénomination : BOIS DU NORD\nForme : SARL\nSiège : 4 rue Austerlitz, Nouméa');
  });

  it('reads a trailing label of two words, in any case, with spaces or tabs around it and between its words', () => {
    expect(typedLabels('BOIS DU NORD :\tDÉNOMINATION SOCIALE \nSARL:forme\tjuridique\n4 rue Austerlitz, Nouméa : \tSiège social')).toBe(
      'Dénomination sociale : BOIS DU NORD\nForme juridique : SARL\nSiège social : 4 rue Austerlitz, Nouméa',
    );
  });

  it("leaves a single sentence ending on a label word alone ('… a décidé de modifier : la dénomination')", () => {
    const text = "L'assemblée a décidé de modifier : la dénomination\nBOIS DU NORD, SARL";
    expect(typedLabels(text)).toBe(text);
  });

  it("publishes a company whose fields are typed value first ('BOIS DU NORD : dénomination')", () => {
    const notice = published(
      ['Objet : modif objet social', '', 'BOIS DU NORD : dénomination', 'SARL : forme', '4 rue Austerlitz, 98800 Nouméa : siège', 'RIDET: 1164169.001', '', "Le 3 novembre 2026, l'assemblée générale extraordinaire a décidé d'ajouter à l'objet social la pose de panneaux solaires. Article 2 modifié."].join('\n'),
    );
    expect([notice.denomination, notice.forme_juridique, notice.ridet, notice.type]).toEqual(['BOIS DU NORD', 'SARL', '1164169001', 'statuts']);
  });
});

describe('the words the reader knows, typed with a slip', () => {
  it("reads a keyword one letter off as the keyword in the printed text, in the slip's case ('comissaire', 'DISSOLUSION')", () => {
    expect(keywordTyposPrinted('en qualité de comissaire aux comptes')).toBe('en qualité de commissaire aux comptes');
    expect(keywordTyposPrinted('DISSOLUSION ANTICIPEE')).toBe('DISSOLUTION ANTICIPEE');
    expect(keywordTyposPrinted('Dénomnation sociale')).toBe('Dénomination sociale');
  });

  it('reads the auditors a company appointed when it misspells their office', () => {
    const notice = published(
      [
        'BOIS DU NORD – SAS au capital de 1 000 000 F – RIDET 1255629.001',
        "L'assemblée générale ordinaire du 25 juin 2026 a nommé en qualité de comissaire aux comptes titulaire la société AUDIT DU SUD, SARL, RIDET 1422518.001, et en qualité de comissaire aux comptes suppléant M. Guy KAOUA, pour six exercices.",
      ].join('\n'),
    );
    expect([notice.type, notice.ridet]).toEqual(['nomination', '1255629001']);
    expect(notice.dirigeants.map((d) => [d.nom, d.fonction])).toEqual([
      ['AUDIT DU SUD', 'commissaire aux comptes'],
      ['KAOUA', 'commissaire aux comptes suppléant'],
    ]);
  });

  it('reads a constitution told by its founders in the first person', () => {
    const notice = published("Nous avons créé la SCI LES PINS par acte de Me Anne KAOUA, notaire à Nouméa, du 8 septembre 2026.\ncapital 100 000 F, siège 4 rue Austerlitz, 98800 Nouméa.\ngérant : M. Paul WEA.\nRIDET 0931899 (établissement 001)");
    expect([notice.type, notice.denomination, notice.forme_juridique, notice.ridet]).toEqual(['creation', 'LES PINS', 'SCI', '0931899001']);
  });
});

describe('a company head typed by the company itself', () => {
  it("reads the name before its form when the form is followed by its state or a comma before the capital ('X SARL en liquidation, capital …')", () => {
    const notice = published("L'ATELIER DU PORT SARL en liquidation, capital 300000F, siège 9 rue Duquesne 98800 Nouméa, RIDET 0746933 001\nL'assemblée des associés du 30 sept. 2026 a approuvé les comptes de liquidation et constaté la clôture de la liquidation.");
    expect([notice.denomination, notice.forme_juridique]).toEqual(["L'ATELIER DU PORT", 'SARL']);
  });

  it('leaves the trade in brackets after the name out of it', () => {
    const notice = published(
      [
        'Journal du Nord – Annonces légales – publié le 05/11/2026',
        '',
        'Texte reçu par courriel :',
        '',
        'Bonjour, pouvez vous publier ceci svp :',
        "L'ATELIER DU PORT (couture retouches) SARL en liquidation, capital 300000F, siège de liquidation 9 rue Duquesne 98800 Nouméa, RIDET 0746933 001",
        "L'assemblée des associés du 30 sept. 2026 a approuvé les comptes de liquidation et constaté la clôture de la liquidation.",
        'Merci',
      ].join('\n'),
    );
    expect(notice.denomination).toBe("L'ATELIER DU PORT");
  });


  it("reads a site's breadcrumb before 'publié le' as its masthead's separator", () => {
    expect(findPublicationDate('actu.nc › annonces › publié le 12 novembre 2026\n\nBOIS DU NORD')).toBe('2026-11-12');
    // A quoted title's closing guillemet is no separator: the notice it names was published that day.
    expect(findPublicationDate("RECTIFICATIF\nà l'annonce « Changement de dénomination » publiée le 5 juin 2024 concernant la SAS BOIS DU NORD")).toBeNull();
  });
});
