import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { partyTableRowIdentifiers } from '../../../kernel/normalise/table-row-parties.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Tables made up for these readings (2026-12-01, wt-tab): their column names, party words and
// companies appear in none of the groups the readings came from (releves, grilles, tableaux,
// colonnes). Every RID passes the check. A table is read by what its columns hold, not by what
// they are called.

describe('tables: the rows of a table of one act’s parties', () => {
  it('a partners’ table under the company’s own identifier: each row’s identifier is that partner’s', () => {
    const notice = noticeOf(
      'AVIS DE CONSTITUTION\n' +
        'Dénomination : LES VERGERS DE FARINO\nForme : société civile\nRIDET : 1812304.001\nStatuts du 2 mars 2026\n\n' +
        'Sociétaire                      N° entreprise       Titres\n' +
        'AGRUMES DU PLATEAU (SAS)        1 812 312.001       600\n' +
        'SERRES DE SARRAMÉA (SARL)       1 812 320.001       400\n',
    );
    expect(notice.ridet).toBe('1812304001');
    expect(notice.denomination).toBe('LES VERGERS DE FARINO');
  });

  it('a table of office holders with a holder’s identifier column: the holder is a party, the company above is the subject', () => {
    const notice = noticeOf(
      'CHANGEMENT DE DIRECTION\n' +
        'ROCHES ET SABLES DU NORD, SAS au capital de 2 000 000 F CFP, RIDET 1812338.001\n\n' +
        'Poste              Sortant            Arrivant                  N° entreprise de l’arrivant\n' +
        'Présidence         M. Igor VASSEUR    FINANCIÈRE OUÉGOA (SAS)   1812346.001\n' +
        'Trésorerie         —                  Mme Nadia PERRET          —\n\n' +
        'Décision de l’associée unique du 3 mars 2026.\n',
    );
    expect(notice.ridet).toBe('1812338001');
    expect(notice.type).toBe('nomination');
  });

  it('a table whose rows each date an act of their own is a list of companies, not of one act’s parties', () => {
    const text =
      'AVIS GROUPÉS – ATLAS GESTION DU MONT DORE (RIDET 1812353.001)\n\n' +
      '– Entreprise : GARAGE DE LA COULÉE (SARL)\nN° entreprise : 1812361.001\nÉvénement : siège transféré\nLe : 02/03/2026\n\n' +
      '– Entreprise : PLONGÉE DE GORO (EURL)\nN° entreprise : 1812379.001\nÉvénement : capital augmenté\nLe : 03/03/2026\n';
    expect(partyTableRowIdentifiers(text, findRidets(text), () => false).size).toBe(0);
    const undated = text.replace(/\nLe : [^\n]*/g, '');
    expect(partyTableRowIdentifiers(undated, findRidets(undated), () => false).size).toBe(2);
  });
});

describe('tables: the fields every row repeats are the whole table’s', () => {
  it('an export that prints the company beside each officer: the company once, each officer with his own movement', () => {
    const notice = noticeOf(
      'num|societe|statut_juridique|n_entreprise|instance|poste|titulaire|suite\n' +
        '7|BRASSERIE DU COL DE LA PIROGUE|SAS|1812387.001|CS|administratrice|Mme Léa FONTAINE|nommée\n' +
        '7|BRASSERIE DU COL DE LA PIROGUE|SAS|1812387.001|AG|administrateur|M. Marc OLIVE|départ\n',
      { publicationDate: '2026-03-04', heading: 'Nomination d’administrateurs' },
    );
    expect(notice.ridet).toBe('1812387001');
    expect(notice.denomination).toBe('BRASSERIE DU COL DE LA PIROGUE');
    expect(officersOf(notice)).toEqual(['Léa FONTAINE (administrateur)']);
  });
});

describe('tables: a label whose before / after qualifier follows the field’s name', () => {
  it('a sheet of changes: the name after the act is the company’s, the one before it its former name', () => {
    const notice = noticeOf(
      'Modification statutaire publiée le 9 mars 2026\n\n' +
        'Dénomination – précédente : COMPTOIR DES ÉTAINS\n' +
        'Dénomination – modifiée : Les Étains de Bourail\n' +
        'Forme : SARL\n' +
        'Numéro RIDET : 1812395.001\n' +
        'Siège social, antérieur : 3 rue des Cocotiers, 98870 Bourail\n',
    );
    expect(notice.denomination).toBe('Les Étains de Bourail');
    expect(notice.ancienne_denomination).toBe('COMPTOIR DES ÉTAINS');
    expect(notice.ridet).toBe('1812395001');
  });

  it('an establishment’s rank in its own cell, apart from the number: the establishment’s RIDET', () => {
    const notice = noticeOf(
      'Publié le 10 mars 2026\n\nDénomination\nMIELLERIE DE SARRAMÉA\nForme\nEURL\nIdentifiant RID\n1812403\nÉtablissement\n003\nDécision\ntransfert du siège au 5 route de la Foa, 98880 Sarraméa\n',
    );
    expect(notice.ridet).toBe('1812403003');
  });
});

describe('tables: a caption over a table of several companies’ judgments', () => {
  it('a plural procedure caption naming its court after a dash: one announcement a row, each that procedure', () => {
    const results = parseNoticeTexts(
      'Journal officiel – 11 mars 2026\n' +
        'Clôtures pour insuffisance d’actif – tribunal mixte de commerce de Koné\n\n' +
        'Entreprise                Numéro          Statut    Prononcée le\n' +
        'BOULANGERIE DU CREEK      1812411.001     SARL      04/03/2026\n' +
        'TAXI BROUSSE EXPRESS      1812304.001     EURL      05/03/2026\n',
      { reference: 't' },
    );
    expect(results.map((r) => (r.ok ? [r.notice.ridet, r.notice.type] : r.quarantine.reason))).toEqual([
      ['1812411001', 'procedure'],
      ['1812304001', 'procedure'],
    ]);
  });
});

describe('tables: a grid ruled between its rows, each row over several lines', () => {
  it('the lines between two rules are one row: a cell cut across them is one value of its column, an empty cell kept by its bar', () => {
    const results = parseNoticeTexts(
      'Gazette du Nord – 12 mars 2026 – insertions d’un même cabinet\n' +
        'Raison / N°                   | Délibération              | Teneur\n' +
        '------------------------------+---------------------------+-----------------------\n' +
        'SCIERIE DE LA TAMOA (SARL)    | AGE du 02/03/2026         | capital porté de 300 000\n' +
        '1812312.001                   |                           | à 900 000 F CFP ;\n' +
        '                              |                           | cogérante : Mme Eva ROUX\n' +
        '------------------------------+---------------------------+-----------------------\n' +
        'VANILLE DE LIFOU (SAS)        | décision de la présidente | siège transféré au 9 rue\n' +
        '1812320.001                   | du 04/03/2026             | Taragnat, 98820 Wé\n' +
        '------------------------------+---------------------------+-----------------------\n',
      { reference: 't' },
    );
    expect(results.map((r) => (r.ok ? [r.notice.ridet, r.notice.type, r.notice.denomination] : r.quarantine.reason))).toEqual([
      ['1812312001', 'capital', 'SCIERIE DE LA TAMOA'],
      ['1812320001', 'siege', 'VANILLE DE LIFOU'],
    ]);
  });

  it('a frame drawn with plus signs at its crossings; its first column’s caption names the field of its first row', () => {
    const notice = noticeOf(
      'Journal des annonces – 13 mars 2026\n\n' +
        'COOPÉRATIVE MARAÎCHÈRE DE POUEMBOUT – SCA – RIDET 1812338.001\n\n' +
        '+------------------+--------------+--------------+\n' +
        '| Capital          | Jusqu’ici    | Désormais    |\n' +
        '+------------------+--------------+--------------+\n' +
        '| Somme (XPF)      | 2 000 000    | 5 000 000    |\n' +
        '| Actions          | 200          | 500          |\n' +
        '+------------------+--------------+--------------+\n' +
        'Assemblée du 6 mars 2026.\n',
    );
    expect([notice.ridet, notice.type]).toEqual(['1812338001', 'capital']);
  });
});

describe('tables: two columns a bar rules apart', () => {
  it('two records side by side, each under its title, an identifier in each column: each record read whole, its officer its own', () => {
    const notice = noticeOf(
      'MISE EN LOCATION-GÉRANCE\n' +
        'Loueuse                             |  Preneuse\n' +
        'ROULOTTE DU MARCHÉ, SARL            |  SAVEURS DU QUAI, SASU\n' +
        'RIDET 1812346.001                   |  RIDET 1812353.001\n' +
        'Cogérante : Mme Inès VALLET         |  Présidente : Mme Rose NADEAU\n' +
        '------------------------------------+--------------------------\n' +
        'Établissement : restauration rapide, quai Ferry, 98800 Nouméa\n' +
        'Contrat du 2 mars 2026 pour deux ans.\n',
    );
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1812346001', 'ROULOTTE DU MARCHÉ', 'SARL']);
    expect(officersOf(notice)).toEqual(['Inès VALLET (gérant)']);
  });

  it('two sheets printed across a page, each column with fields of its own: the left column, then the right one, each heading opening its notice', () => {
    const results = parseNoticeTexts(
      'Le Petit Journal – 14/03/2026\n' +
        'TRANSFERT DE SIÈGE                  | fin de la colonne précédente\n' +
        'SAS PAPETERIE DU MONT-DORE          | … suivant acte reçu.\n' +
        'RIDET 1812361.001                   | AVIS DE CONSTITUTION\n' +
        'Ancien siège : 4 rue Jules Ferry    | Dénomination : RUCHERS DE TONTOUTA\n' +
        'Nouveau siège : 12 rue Vélodrome    | Forme : EURL – RIDET 1812379.001\n' +
        'Décision du 03/03/2026              | Gérante : Mme Anaïs ROCHE\n' +
        'Président : M. Félix MARTY          | Statuts du 01/03/2026\n',
      { reference: 't' },
    );
    expect(results.map((r) => (r.ok ? [r.notice.ridet, r.notice.type] : r.quarantine.reason))).toEqual([
      ['1812361001', 'siege'],
      ['1812379001', 'creation'],
    ]);
  });
});

describe('sheets: a branch’s rank printed beside the company’s own', () => {
  it('the rank named a branch right after it is the branch’s; the other one, under a bare label, is the company’s', () => {
    const notice = noticeOf(
      'NOMINATION D’UNE GÉRANTE – 16 mars 2026\n' +
        'Société : QUINCAILLERIE DU PLATEAU\nForme : SARL\n' +
        'RIDET : 1812387 – 004 (succursale de Koné)\n' +
        'RIDET société : 1812387 – 001\n' +
        'Mme Odile FERRY a été nommée gérante par l’assemblée du 9 mars 2026.\n',
    );
    expect(notice.ridet).toBe('1812387001');
  });
});

describe('tables: a cell cut across lines belongs to its column by its place', () => {
  it('a remark in brackets under the first cell, the row’s other cells empty there: the party’s form and identifier, in its cell', () => {
    const notice = noticeOf(
      'APPORT EN NATURE – AUGMENTATION DU CAPITAL\n' +
        'SCI LES FLAMBOYANTS DE NÉPOUI – RIDET 1812395.001\n' +
        'Porteur                        Chose transmise                Estimation     Titres reçus\n' +
        'FONCIÈRE KOPÉTO                parcelle 12, Népoui            8 000 000      800\n' +
        '(SAS, RIDET 1812403.001)\n' +
        'Capital : 100 000 → 8 100 000 F CFP\n' +
        'Assemblée des associés du 12 mars 2026.\n',
    );
    expect([notice.ridet, notice.type]).toEqual(['1812395001', 'capital']);
  });
});

describe('exports: a two-column semicolon export of one notice’s fields', () => {
  it('each key labels its value, its publication key dates the notice, a RID cut four and three by the rank’s hyphen reads whole', () => {
    const notice = noticeOf(
      'cle;contenu\nrubrique;Transfert du siège social\nparution;2026-03-18\nsociete;ÉBÉNISTERIE DE LA OUENGHI\nstatut;SAS\nridet;1812-411-001\nnouvelle_adresse;7 rue des Acacias, 98880 Boulouparis\nacte;décision du président du 10/03/2026\n',
    );
    expect([notice.ridet, notice.denomination, notice.type, notice.date]).toEqual(['1812411001', 'ÉBÉNISTERIE DE LA OUENGHI', 'siege', '2026-03-18']);
  });
});

describe('tables: rows cut by tabs read by the kinds of their cells', () => {
  it('a row of a form, a name and an identifier is the company’s identity; rows of a label, a person and a remark are its officers', () => {
    const notice = noticeOf(
      'LE JOURNAL DU SUD · 19 MARS 2026\n\n' +
        'NOMINATION DE DIRIGEANTS\n' +
        'SAS\tTRANSPORTS DU COL DE PLUM\tRIDET 1812304.001\n' +
        'Décision de l’associée unique du 12 mars 2026\n' +
        'Présidente partante\tMme Léa DUVAL\tfin de fonctions\n' +
        'Président désigné\tM. Joe BRUN\tdès le 1er avril 2026\n',
    );
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1812304001', 'TRANSPORTS DU COL DE PLUM', 'SAS']);
    expect(officersOf(notice)).toEqual(['Joe BRUN (président)']);
  });

  it('a row of a company’s cells between bars, an identifier among them, is no navigation menu', () => {
    const text = 'TRANSFERT DE SIÈGE\nSAS | JARDINS DE DUMBÉA | RIDET 1812320.001\nLe siège est transféré au 2 rue de la Mairie, 98835 Dumbéa, par décision du président du 13 mars 2026.\n';
    expect(separateFurniture(text).furniture).toEqual([]);
    expect(separateFurniture('Accueil | Annonces | Contact\n' + text).furniture).toEqual(['Accueil | Annonces | Contact']);
  });
});

describe('tables: the line printed under a table is no cell of its last row', () => {
  it('an officer under a table of partners is the company’s, not the last partner’s', () => {
    const notice = noticeOf(
      'AVIS DE CONSTITUTION\n' +
        'Dénomination : MARAÎCHERS DE LA TONTOUTA\nForme : GIE\nRIDET : 1812379.001\nContrat du 5 mars 2026\n\n' +
        'Adhérent                       Numéro d’entreprise\n' +
        'JARDINS DU SUD (SARL)          1 812 387.001\n' +
        'SERRES DE LA FOA (EURL)        1 812 395.001\n' +
        'Administratrice : Mme Julie NOËL\n',
    );
    expect(notice.ridet).toBe('1812379001');
    expect(officersOf(notice)).toEqual(['Julie NOËL (administrateur)']);
  });
});

describe('tables: a mandates’ table whose holder columns are qualified after the word', () => {
  it('the holder the act designates takes the mandate; the one before it leaves', () => {
    const notice = noticeOf(
      'VERRERIE DU PACIFIQUE – SA – RIDET 1812403.001\nAssemblée générale du 11 mars 2026 – commissariat aux comptes\n\n' +
        'Poste         | Titulaire précédente     | Titulaire désignée\n' +
        'Commissaire aux comptes | Mme Aline BERT | CABINET ÉCHO AUDIT (SAS)\n',
    );
    expect(officersOf(notice)).toEqual(['CABINET ÉCHO AUDIT (commissaire aux comptes)']);
  });
});

describe('tables: two columns, an office over the persons who hold it', () => {
  it('each person under the office’s column holds it, the other cell saying what the act does to the holder', () => {
    const notice = noticeOf(
      'CHANGEMENT DE PRÉSIDENCE\n' +
        'Société : HORTICULTURE DE YAHOUÉ\nForme : SAS\nRIDET : 1812411.001\n' +
        'Président(e)         | Suite donnée\n' +
        'M. Hervé LAMBERT     | révocation le 01/03/2026\n' +
        'Mme Nina CORRE       | désignée le 02/03/2026 par l’associée unique\n',
    );
    expect(officersOf(notice)).toEqual(['Nina CORRE (président)']);
  });
});

describe('tables: an office in a partner’s row', () => {
  it('the partner whose row’s cell names an office holds it; a partner whose cell names no office holds none', () => {
    const notice = noticeOf(
      'CONSTITUTION – SCI LES PALÉTUVIERS DE DUMBÉA\nRIDET : 1812320.001\nStatuts du 4 mars 2026\n\n' +
        'Porteur de parts             Mise               Titres    Rôle\n' +
        'Mme Clara VIDAL              300 000 F CFP      30        cogérante\n' +
        'M. Léon VIDAL                700 000 F CFP      70        porteur\n',
    );
    expect(officersOf(notice)).toEqual(['Clara VIDAL (gérant)']);
  });
});

describe('tables: a table of companies the act is about is no table of parties', () => {
  it('in a dissolution, the companies of a table under a parent’s identifier are not set aside as its parties', () => {
    const text =
      'DISSOLUTION DE FILIALES\n' +
      'HOLDING DU GRAND NORD, SAS, RIDET 1812304.001\n' +
      'L’associée unique a décidé le 6 mars 2026 la dissolution anticipée des sociétés suivantes :\n\n' +
      '– Entité : PÊCHERIES DE POUM (SARL)\nN° entreprise : 1 812 312.001\n\n' +
      '– Entité : FERME DE BAYES (EURL)\nN° entreprise : 1 812 320.001\n';
    const thirds = (type: 'dissolution' | 'creation'): number => decideSubjectRidet(text, findRidets(text), { type }).judged.filter((j) => j.third).length;
    expect(thirds('dissolution')).toBe(0);
    expect(thirds('creation')).toBe(2);
  });
});
