import { describe, expect, it } from 'vitest';
import { classifyNotice, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { barCellLines } from '../../../kernel/normalise/layout/bar-cells.ts';
import { keyPathReading } from '../../../kernel/normalise/layout/key-paths.ts';
import { labelsInLine } from '../../../kernel/normalise/layout/labels-in-line.ts';
import { plainLabels } from '../../../kernel/normalise/layout/label-dress.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices laid out as tables and labelled sheets showed missing
// (test/kernel/normalise/tableaux): readings of the layout (bars, role columns, repeated header
// rows, key paths, dot leaders), never of one writer's wording. Every text here is made up for the
// rule it names, never a copy of a group text.

describe("a labelled sheet's cells separated by bars", () => {
  it('are read one a line when one of them is a label and its value', () => {
    expect(barCellLines('Société : EXEMPLE BOIS | Forme : SAS\nRIDET : 1 900 109.001 | Siège : Koné')).toBe('Société : EXEMPLE BOIS\nForme : SAS\nRIDET : 1 900 109.001\nSiège : Koné');
    // A Markdown row whose last cell is empty.
    expect(barCellLines('Gérant : M. Paul EXEMPLE |')).toBe('Gérant : M. Paul EXEMPLE');
  });

  it('leave a bar in a running header or in prose as printed', () => {
    expect(barCellLines('JONC | 3 mars 2026 | page 12')).toBe('JONC | 3 mars 2026 | page 12');
  });

  it("give the company's name without the next cell", () => {
    const text =
      'CLÔTURE DE LIQUIDATION\nSociété : ATELIER EXEMPLE | EURL en liquidation | capital 100 000 F CFP\nRIDET : 1 900 117.001 | Siège de la liquidation : 3, rue Exemple, 98800 Nouméa\nPour avis – Nouméa, le 3 mars 2026';
    expect(identityOf(text)).toEqual(['dissolution', 'ATELIER EXEMPLE', 'EURL', '1900117001', '2026-03-03']);
  });

  it("end a name read from a table's row at the bar", () => {
    const text =
      'Le Journal Exemple\tMercredi 4 mars 2026\tAnnonces légales\nSALON EXEMPLE DU NORD\tSARL au capital de 500 000 F CFP\nImmatriculation\tRCS Nouméa B 1 900 125\nAncien siège\t4, rue Exemple, 98800 Nouméa\nNouveau siège\t9, rue Modèle, 98800 Nouméa\nDécision\tAGE du 16 février 2026';
    expect(noticeOf(text).denomination).toBe('SALON EXEMPLE DU NORD');
  });
});

describe("a delimited table's header row printed again", () => {
  it('is no row: every row above and below it is an entry', () => {
    const text =
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nExtrait du registre des jugements – audience du 2 mars 2026\nN° | Débiteur | Forme | RIDET | Jugement\n1 | EXEMPLE BOIS | SARL | 1 900 133.001 | Liquidation judiciaire\nN° | Débiteur | Forme | RIDET | Jugement\n2 | EXEMPLE PÊCHE | SAS | 1 900 141.001 | Redressement judiciaire\nN° | Débiteur | Forme | RIDET | Jugement\nLe greffier.';
    const results = parseNoticeTexts(text, { reference: 't' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason))).toEqual([
      ['procedure', 'EXEMPLE BOIS', '1900133001'],
      ['procedure', 'EXEMPLE PÊCHE', '1900141001'],
    ]);
  });
});

describe('events a sheet prints without a verb', () => {
  it("reads a groupement's constitution and its labelled name", () => {
    const text =
      "CONSTITUTION D'UN GROUPEMENT D'INTÉRÊT ÉCONOMIQUE\nNom du groupement : MARAÎCHERS EXEMPLES DU NORD\nForme : GIE sans capital\nSiège : 98860 Koné\nAdministrateur unique : M. Paul EXEMPLE\nDate du contrat constitutif : 02.03.2026\nN° RIDET attribué : 1 900 158.001";
    expect(identityOf(text)).toEqual(['creation', 'MARAÎCHERS EXEMPLES DU NORD', 'GIE', '1900158001', '2026-03-02']);
  });

  it('reads a capital cell with an arrow between the amounts before and after as a capital change', () => {
    expect(classifyNotice('EXEMPLE BOIS, SARL, RIDET 1 900 166.001\nCapital : 1 000 000 F CFP → 3 000 000 F CFP\nDécision : AGE du 2 mars 2026')?.type).toBe('capital');
    expect(classifyNotice('EXEMPLE BOIS, SARL, RIDET 1 900 166.001\nCapital : 1 000 000 F CFP\nDécision : AGE du 2 mars 2026')?.type).not.toBe('capital');
  });

  it("reads a before/after table of mandates as an appointment of the 'Après' holders", () => {
    const text =
      "EXEMPLE BOIS – SAS – RIDET 1 900 174.001\nCommissariat aux comptes (décision de l'assemblée générale ordinaire du 02/03/2026)\nMandat\tAvant\tAprès\nTitulaire\tM. Jean MODÈLE\tM. Paul EXEMPLE\nSuppléant\tM. Marc MODÈLE\tMme Anne EXEMPLE\nParution : JONC du mardi 10 mars 2026";
    const notice = noticeOf(text);
    expect(notice.type).toBe('nomination');
    expect(notice.ridet).toBe('1900174001');
  });
});

describe("a table of the parties' role column", () => {
  it("binds each row's company to its side: a sale of a business is the seller's notice", () => {
    const text =
      'VENTE DE FONDS DE COMMERCE – Première insertion\nPartie\tDénomination\tForme\tRIDET\tReprésentant\nVendeur\tEXEMPLE ÉPICERIE\tSARL\t1 900 182.001\tM. Paul EXEMPLE, gérant\nAcquéreur\tMODÈLE DISTRIBUTION\tSAS\t1 900 190.001\tMme Anne MODÈLE, présidente\nActe\tacte sous seing privé du 2 mars 2026';
    expect(noticeOf(text).ridet).toBe('1900182001');
  });

  it("binds a letting's owner, its role cell qualified in brackets", () => {
    const text =
      'LOCATION-GÉRANCE\nRôle | Société | RIDET | Siège\nBailleur (propriétaire du fonds) | EXEMPLE LOISIRS, SARL | 1 900 208.001 | Bourail\nLocataire-gérant | MODÈLE SNACK, EURL | 1 900 216.001 | Bourail\nFonds : snack-bar – Acte du 02/03/2026';
    expect(noticeOf(text).ridet).toBe('1900208001');
  });
});

describe('an item flattened to key paths', () => {
  it("is read as its fields, a nested record's on one line under its key", () => {
    expect(keyPathReading('item.id : 12\nitem.deposant.libelle : CABINET EXEMPLE\nitem.deposant.ridet : 1900109001\nitem.texte :\nLe texte.')).toBe(
      'id : 12\ndeposant : CABINET EXEMPLE, 1900109001\ntexte :\nLe texte.',
    );
  });

  it("reads the depositor's identifier as the announcer's, not the subject's", () => {
    const text =
      "numeroJonc : 2026-00101\ndatePublication : 2026-03-12\nitem.rubrique : MODIFICATION\nitem.deposant.libelle : CABINET EXEMPLE, SARL\nitem.deposant.ridet : 1900109001\nitem.texte :\nEXEMPLE BOIS, SAS au capital de 1 000 000 F CFP, siège : 98800 Nouméa, RIDET 1 900 117.001.\nPar décisions du 2 mars 2026, l'assemblée générale a nommé Mme Anne EXEMPLE présidente en remplacement de M. Paul MODÈLE, démissionnaire.";
    const notice = noticeOf(text);
    expect([notice.ridet, notice.denomination]).toEqual(['1900117001', 'EXEMPLE BOIS']);
  });
});

describe('a sheet of dot leaders', () => {
  it('reads a leader of one or two points after a long label as a colon too', () => {
    const sheet = 'Juridiction ............ TMC\nEntreprise ............. EXEMPLE BOIS\nForme .................. SA\nMandataire judiciaire .. Maître Paul EXEMPLE';
    expect(plainLabels(sheet).split('\n').at(-1)).toBe('Mandataire judiciaire : Maître Paul EXEMPLE');
  });

  it('leaves two points in a text without such a sheet', () => {
    expect(plainLabels('Suite .. voir page 3')).toBe('Suite .. voir page 3');
  });

  it("does not read the court officer's label under the identifier as the subject's role", () => {
    const text =
      'PROCÉDURE DE SAUVEGARDE\nJuridiction ............ TMC de Nouméa\nDate du jugement ....... 2 mars 2026\nEntreprise ............. HÔTEL EXEMPLE\nForme .................. SA\nRIDET .................. 1.900.125.001\nMandataire judiciaire .. Maître Paul EXEMPLE\nParution ............... 10 mars 2026, JONC';
    const notice = noticeOf(text);
    expect([notice.type, notice.ridet, notice.denomination]).toEqual(['procedure', '1900125001', 'HÔTEL EXEMPLE']);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (mandataire judiciaire)']);
  });
});

describe("a sheet's line labelled with the firm that files the formalities", () => {
  it("is the adviser's place: a notice whose only identifier is there is quarantined", () => {
    const text =
      'TRANSFERT DE SIÈGE SOCIAL\nSociété : EXEMPLE ÉLECTRICITÉ, SARL\nAncien siège : 5, rue Exemple, 98890 Païta\nNouveau siège : 9, rue Modèle, 98890 Païta\nDécision : gérance du 2 mars 2026\nFormalités : CABINET MODÈLE, SARL, RIDET 1 900 109.001, Nouméa\nParution : 10/03/2026';
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it("is set aside when the company's own identifier is printed", () => {
    const text =
      'TRANSFERT DE SIÈGE SOCIAL\nSociété : EXEMPLE ÉLECTRICITÉ, SARL\nRIDET : 1 900 117.001\nAncien siège : 5, rue Exemple, 98890 Païta\nNouveau siège : 9, rue Modèle, 98890 Païta\nDécision : gérance du 2 mars 2026\nFormalités : CABINET MODÈLE, SARL, RIDET 1 900 109.001, Nouméa\nParution : 10/03/2026';
    expect(identityOf(text)).toEqual(['siege', 'EXEMPLE ÉLECTRICITÉ', 'SARL', '1900117001', '2026-03-10']);
  });
});

describe('a key/value grid flattened to one line a row, without colons', () => {
  const grid = 'AUGMENTATION DE CAPITAL\nDénomination EXEMPLE BOIS DU NORD Forme SARL\nRIDET 1 900 109.001 Siège Koné, 98860\nCapital ancien 1 000 000 F CFP Capital nouveau 3 000 000 F CFP\nDécision AGE du 02/03/2026';

  it("reads each cell as its label and value, a title-case label opening the next cell", () => {
    expect(labelsInLine(grid).split('\n').slice(1, 8)).toEqual([
      'Dénomination : EXEMPLE BOIS DU NORD',
      'Forme : SARL',
      'RIDET : 1 900 109.001',
      'Siège : Koné, 98860',
      'Capital ancien : 1 000 000 F CFP',
      'Capital nouveau : 3 000 000 F CFP',
      'Décision : AGE du 02/03/2026',
    ]);
  });

  it("gives the company's name without the next cell's label", () => {
    expect(identityOf(grid)).toEqual(['capital', 'EXEMPLE BOIS DU NORD', 'SARL', '1900109001', '2026-03-02']);
  });

  it('leaves a sheet of dot leaders and a text of sentences as printed', () => {
    const leaders = 'Dénomination ...... X\nForme ...... SARL\nSiège ...... Koné Forme SARL';
    expect(labelsInLine(leaders)).toBe(leaders);
    const prose = "Forme de la société modifiée.\nSiège transféré à Koné.\nCapital porté à 2 000 000 F CFP.";
    expect(labelsInLine(prose)).toBe(prose);
  });
});
