import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Texts made up for these readings (2026-12-01, wt-dir): officers printed in tables, sheets and
// grids, with labels, party names and movement words chosen to appear in none of the groups the
// readings came from. Every RID passes the check. Where the subject or the type is not what a test
// reads, the hints give it, as a platform's metadata would.

describe('officers: another party printed as a record of fields keeps its officer', () => {
  it('one line: the party, its identifier, then its officer, whatever the party is called', () => {
    const notice = noticeOf(
      'MISE EN GÉRANCE LIBRE – 3 mars 2026\n' +
        'Exploitante : SARL ATELIERS DU MONT KOGHI — RIDET 1 734 508.001 — gérante : Mme Iris PALMA\n' +
        'Repreneur : EURL KOGHI PRIMEURS — RIDET 1 734 516.001 — cogérant : M. Noé VARGAS\n' +
        'Fonds : épicerie fine, route du Mont-Koghi, Dumbéa\n',
      { ridet: '1734508001', denomination: 'ATELIERS DU MONT KOGHI', heading: 'Location-gérance' },
    );
    expect(notice.ridet).toBe('1734508001');
    expect(officersOf(notice)).toEqual(['Iris PALMA (gérant)']);
  });

  it('a record of labelled lines opened by a bullet: its representative is its own, not the subject’s', () => {
    const notice = noticeOf(
      'CESSION DE FONDS ARTISANAL\n' +
        '– Côté cédant\nRaison sociale : MENUISERIE DES TAMANOUS\nForme : SARL\nRIDET : 1 734 524.001\nSignataire : M. Oscar LIND, gérant\n\n' +
        '– Côté repreneur\nRaison sociale : BOIS ET LAGON\nForme : SAS\nRIDET : 1 734 532.001\nSignataire : Mme Zoé FERRAZ, présidente\n\n' +
        'Acte : sous seing privé du 4 mars 2026, à Koumac\n',
      { ridet: '1734524001', heading: 'Vente de fonds de commerce' },
    );
    expect(notice.ridet).toBe('1734524001');
    expect(officersOf(notice)).toEqual(['Oscar LIND (gérant)']);
  });

  it('an officer line of the subject’s own record after another company’s identifier elsewhere stays the subject’s', () => {
    const notice = noticeOf(
      'NOMINATION – 5 mars 2026\n' +
        'Dénomination : HORIZON CARAÏBE\nForme : SAS\nRIDET : 1 734 540.001\n' +
        'Présidente : HOLDING VERANO (RIDET 1 734 557.001)\n' +
        'Directeur général : M. Hugo BRANDT\n',
      { heading: 'Nomination de dirigeants' },
    );
    expect(officersOf(notice)).toEqual(['HOLDING VERANO (président)', 'Hugo BRANDT (directeur général)']);
  });

  it("a label naming whom its person represents ('Mandataire de l'actionnaire :') is no office in the subject", () => {
    const notice = noticeOf(
      'DISSOLUTION PAR RÉUNION DES PARTS\n' +
        'Société dissoute : ÉCURIES DU CAP, EURL, RIDET 1 734 508.001\n' +
        'Actionnaire unique : SAS GRAND CAP, RIDET 1 734 516.001\n' +
        'Représentante de l’actionnaire : Mme Lou ARCE, directrice générale\n' +
        'Décision du 6 mars 2026\n',
    );
    expect(officersOf(notice)).toEqual([]);
  });
});

describe('officers: what a table says leaves', () => {
  it('a movement cell after the holder (written in brackets by the layout) ends the office', () => {
    const notice = noticeOf(
      'RÉCIF INGÉNIERIE – SA – RIDET 1 734 565.001\nConseil du 7 mars 2026\n' +
        'Administratrice : Mme Ada QUINN (cooptation)\nAdministrateur : M. Yves ORTEGA (départ)\nAdministrateur : M. Tom REY (révocation)\n',
    );
    expect(officersOf(notice)).toEqual(['Ada QUINN (administrateur)']);
  });

  it('the former side of a before / after grid: a block under its heading, a line under a former label', () => {
    const notice = noticeOf(
      'CHANGEMENT DE FORME\nDénomination : LAGUNE OPTIQUE\nRIDET : 1 734 573.001\n\n' +
        'Situation antérieure\nForme : SARL\nGérance : M. Ivo STARK\n\n' +
        'Situation nouvelle\nForme : SAS\nPrésident : M. Ivo STARK\nDécision du 8 mars 2026\n',
    );
    expect(officersOf(notice)).toEqual(['Ivo STARK (président)']);
    const oneLine = noticeOf(
      'CHANGEMENT DE FORME\nDénomination : LAGUNE OPTIQUE\nRIDET : 1 734 573.001\nForme nouvelle : SAS, décision du 8 mars 2026\n' +
        'Ex-direction : Gérant : M. Ivo STARK\nDirection actuelle : Président : M. Ivo STARK\n',
    );
    expect(officersOf(oneLine)).toEqual(['Ivo STARK (président)']);
  });

  it('a former holder the latter side keeps unchanged stays in office', () => {
    const notice = noticeOf(
      'LAGUNE OPTIQUE – SAS – RIDET 1 734 573.001\nDécisions du 9 mars 2026\n' +
        'Ancien président : M. Ivo STARK\nNouveau président : inchangé\nAncienne directrice générale : Mme Ida VOSS\nNouvelle directrice générale : Mme Léna MORO\n',
    );
    expect(officersOf(notice)).toEqual(['Ivo STARK (président)', 'Léna MORO (directeur général)']);
  });
});

describe('officers: a table of mandates whose holders are named by their side', () => {
  it("'Mandat | Sortant | Entrant': the outgoing holder leaves, the incoming one holds the record's mandate, and the table is a nomination", () => {
    const notice = noticeOf(
      'MODIFICATIONS\nSAS RIVAGES BÉTON – RIDET 1 734 516.001\nDécisions de l’associé unique du 15 mars 2026\n\n' +
        'Mandat               Sortant               Entrant\nPrésident            M. Luc FERRY          Mme Nina SOLA\nDirecteur général    Mme Nina SOLA         –\n',
    );
    expect(notice.type).toBe('nomination');
    expect(officersOf(notice)).toEqual(['Nina SOLA (président)']);
  });
});

describe('officers: a correction printed as a record', () => {
  it('the value to read takes the office its field names; the replaced value is no person', () => {
    const notice = noticeOf(
      'ERRATUM à l’avis paru le 2 mars 2026\nSociété : VERGERS DE LA FOA – SARL – RIDET 1 734 508.001\n\n' +
        '– Champ : Identité du cogérant\nMention erronée : M. Axel BRUNO\nMention exacte : M. Axel BRUNOT\n',
      { heading: 'Rectificatif de la nomination d’un cogérant' },
    );
    expect(officersOf(notice)).toEqual(['Axel BRUNOT (gérant)']);
  });
});

describe('grids read as their cells', () => {
  it("a sheet's own mark between label and value ('=>') reads as a colon", () => {
    const notice = noticeOf('Parution => 10/03/2026\nDénomination => PIROGUES DU NORD\nForme => SARL\nRIDET => 1 734 516.001\nObjet => siège transféré à Poum le 2 mars 2026\n');
    expect([notice.type, notice.denomination, notice.forme_juridique, notice.ridet]).toEqual(['siege', 'PIROGUES DU NORD', 'SARL', '1734516001']);
  });

  it('a box-drawn frame reads as a table of bars; a rule alone between items stays', () => {
    const framed =
      'TRANSFERT DE SIÈGE – 11/03/2026\n╔══════════════╦═══════════════════════╗\n║ Dénomination ║ CORAIL NUMÉRIQUE      ║\n║ Forme        ║ SAS                   ║\n║ RIDET        ║ 1 734 524.001         ║\n║ Nouveau siège║ 4, rue Jenner, Nouméa ║\n╚══════════════╩═══════════════════════╝\n';
    expect(identityOf(framed)).toEqual(['siege', 'CORAIL NUMÉRIQUE', 'SAS', '1734524001', '2026-03-11']);
  });

  it('a sheet of two tab-cut cells reads as labels and values', () => {
    const notice = noticeOf('TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du\t12 mars 2026\nDébitrice\tSARL KAORI TRANSPORTS\nIdentifiant\tRIDET 1 734 532.001\nDécision\touverture d’une liquidation judiciaire\nLiquidatrice\tMe Flora DIAZ\n');
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['procedure', 'KAORI TRANSPORTS', '1734532001']);
    expect(officersOf(notice)).toEqual(['Flora DIAZ (liquidateur)']);
  });

  it("a capitalised word whose lower-case words run on to a colon is the next label, not a given name; 'DG délégué' is the delegate", () => {
    const notice = noticeOf('AVIS DE CONSTITUTION\nDénomination : ALIZÉS CONSEIL\nForme : SAS\nRIDET : 1 734 540.001\nActe du 13 mars 2026\nDirigeants : Président : M. Lino GARCÍA Directrice générale : Mme Ema NOLL\nDG délégué : M. Rui PAZ\n');
    expect(officersOf(notice)).toEqual(['Lino GARCÍA (président)', 'Ema NOLL (directeur général)', 'Rui PAZ (directeur général délégué)']);
  });
});
