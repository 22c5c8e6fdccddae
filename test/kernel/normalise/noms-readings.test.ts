import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { capitalsValueOverLines } from '../../../kernel/normalise/capitals-name-cut.ts';
import { sentenceEndInName } from '../../../kernel/normalise/name-initialism.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of ordinary notices whose company names take every shape showed missing
// (test/kernel/normalise/noms): the initials of a hyphenated first name inside a name, a labelled
// name carried on to a line that ends on its sigle, a footer naming the journal before the date
// ('Publié dans X le …'), and a small ad's officers (an appointment named by its noun with the role
// right after the name, an abbreviated role followed by its comma); and readings the group's shapes
// asked for once tried on other texts: a Wallisian name's glottal stop inside a name in running
// text, a change of name told in the passive perfect, a footer naming the journal in other words.
// Every text here is made up for the rule it names, never a copy of a group text.

describe("the initials of a hyphenated first name inside a company's name", () => {
  it("do not end the name: 'J.-P.' is followed by the rest of the name in capitals", () => {
    expect(sentenceEndInName('CABINET J.-P. KAZ')).toBe(-1);
    expect(sentenceEndInName('BUREAU A.-L. KAZ ET FILS')).toBe(-1);
  });

  it('still end the sentence before a word in lower case', () => {
    expect(sentenceEndInName('CABINET J.-P. Les associés ont décidé')).toBe(12);
  });

  it('keep the whole name of a heading block', () => {
    const text =
      "BUREAU D'ÉTUDES A.-L. KAZ\nSARL au capital de 1 000 000 F CFP\nSiège : 4, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé de transférer le siège social au 9, rue Autre, 98800 Nouméa.";
    expect(identityOf(text)).toEqual(['siege', "BUREAU D'ÉTUDES A.-L. KAZ", 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a labelled name in capitals carried on to a line that ends on its sigle', () => {
  it("goes on with the name and leaves the sigle after a dash ('DE POUM – « KAP »')", () => {
    const text = 'Dénomination : KAZ AGRICOLE ET ARTISANALE\nDE POUM – « KAP »\nCapital : 100 000 F CFP';
    expect(capitalsValueOverLines(text, 15, 'KAZ AGRICOLE ET ARTISANALE')).toBe('KAZ AGRICOLE ET ARTISANALE DE POUM');
  });

  it('leaves a sigle in brackets too', () => {
    const text = 'Dénomination : KAZ TRANSPORTS\nDU NORD (KTN)\nSiège : Koné';
    expect(capitalsValueOverLines(text, 15, 'KAZ TRANSPORTS')).toBe('KAZ TRANSPORTS DU NORD');
  });

  it('does not take a next line whose end is no sigle', () => {
    const text = 'Dénomination : KAZ TRANSPORTS\nDU NORD – pour avis\nSiège : Koné';
    expect(capitalsValueOverLines(text, 15, 'KAZ TRANSPORTS')).toBe('KAZ TRANSPORTS');
  });

  it('gives the whole name of a constitution', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nSuivant acte sous seing privé du 4 mars 2026, il a été constitué une société à responsabilité limitée :\nDénomination : KAZ AGRICOLE ET ARTISANALE\nDE POUM – « KAP »\nCapital : 100 000 F CFP\nSiège : Poum\nGérant : M. Paul KAZ\nRIDET : 1 000 001.001";
    expect(identityOf(text)).toEqual(['creation', 'KAZ AGRICOLE ET ARTISANALE DE POUM', 'SARL', '1000001001', '2026-03-04']);
  });
});

describe("a footer that names the journal before the date ('Publié dans X le …')", () => {
  it('is the publication date', () => {
    expect(findPublicationDate("KAZ PÊCHE\nL'assemblée du 2 mars 2026 a modifié l'objet.\nPublié dans Le Journal de Kaz le 12/03/2026")).toBe('2026-03-12');
    expect(findPublicationDate("KAZ PÊCHE\nL'assemblée du 2 mars 2026 a modifié l'objet.\nParu dans La Gazette de Kaz le 12 mars 2026")).toBe('2026-03-12');
  });

  it("is not a sentence that cites another notice's publication", () => {
    expect(findPublicationDate("L'avis publié dans Le Journal de Kaz le 2 février 2026 est complété : l'assemblée du 2 mars 2026 a modifié l'objet.")).toBeNull();
  });
});

describe("a footer that names the journal in other words", () => {
  const body = "KAZ PÊCHE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a transféré le siège social.\n";

  it("reads 'Annonce publiée dans X du …' ending the line", () => {
    expect(findPublicationDate(`${body}Annonce publiée dans Le Journal de Kaz du 12 mars 2026.`)).toBe('2026-03-12');
  });

  it("reads 'Parution : X n° 412 du …'", () => {
    expect(findPublicationDate(`${body}Parution : Le Journal de Kaz n° 412 du 12/03/2026`)).toBe('2026-03-12');
  });

  it('does not read a line that cites a notice and goes on after its date', () => {
    expect(findPublicationDate('RECTIFICATIF\nAnnonce publiée dans Le Journal de Kaz du 2 mars 2026 : au lieu de « KAZ PECHE », lire « KAZ PÊCHE ».')).toBeNull();
  });
});

describe("a Wallisian or Tahitian name's glottal stop printed as an apostrophe", () => {
  it('does not cut the name in running text', () => {
    const text =
      "Aux termes d'une assemblée générale du 3 mars 2026, les associés de la société TE FARE 'O KAZ, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, ont nommé M. Paul KAZ gérant.";
    expect(identityOf(text)).toEqual(['nomination', "TE FARE 'O KAZ", 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a change of name told in the passive perfect', () => {
  it("is a change of the articles ('la dénomination sociale a été modifiée et devient : « X »')", () => {
    const text =
      "KAZ IMPORT\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nAux termes d'une assemblée générale extraordinaire du 3 mars 2026, la dénomination sociale a été modifiée et devient : « KAZ & FILS NÉGOCE ».";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ & FILS NÉGOCE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe("a small ad's officers", () => {
  const head = 'Sté KAZ NET – SARL cap. 1 M F CFP – sg : 4 r. Exemple 98800 Nouméa – RIDET 1000001.001 – AGO 02/03/26 : ';

  it("reads the role right after a name the appointment's noun introduces", () => {
    expect(officersOf(noticeOf(`${head}nomin. M. Paul KAZ cogér. à cpter 1/04/26. P/avis.`))).toEqual(['Paul KAZ (gérant)']);
    expect(officersOf(noticeOf(`${head}nomination de M. Paul KAZ cogérant à compter du 1/04/26. P/avis.`))).toEqual(['Paul KAZ (gérant)']);
  });

  it("reads an abbreviated role followed by its apposition's comma ('Mme Y, gér., inchangée')", () => {
    expect(officersOf(noticeOf(`${head}transf. sg au 9 r. Autre 98800 Nouméa ; Mme Rose KAZ, gér., inchangée. P/avis.`))).toEqual(['Rose KAZ (gérant)']);
  });

  it('does not make a role of a person named after the noun without one', () => {
    expect(officersOf(noticeOf(`${head}nomination de M. Paul KAZ demeurant à Nouméa ; gérance inchangée. P/avis.`))).toEqual([]);
  });
});
