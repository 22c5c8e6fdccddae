import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the layout it shows. An
// organ's members listed under its noun are members, however many of them are companies with their
// identifiers; the notice is the company the organ belongs to, whose name block opens or closes it
// (organ-member-list.ts).

describe('companies listed under an office’s noun', () => {
  it('reads a board renewed with two member companies, each in a dashed item under "les administrateurs suivants"', () => {
    const text = [
      'OCÉANE DISTRIBUTION',
      'Société anonyme au capital de 150 000 000 F CFP',
      'Siège social : 12, rue de Sébastopol, Nouméa',
      'RIDET 1 234 560.001',
      "L'assemblée générale ordinaire du 14 mai 2031 a renouvelé, pour une durée de six ans, les mandats des administrateurs suivants :",
      '- la société PALÉTUVIER INVEST, SAS au capital de 5 000 000 F CFP, RIDET 2 345 671.001, représentée par M. Henri Wakaine ;',
      '- la société BALADE PARTICIPATIONS, SARL au capital de 1 000 000 F CFP, RIDET 3 456 782.001, représentée par Mme Odile Poithily ;',
      '- M. Jacques Naisseline.',
      "Pour avis, le conseil d'administration.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'OCÉANE DISTRIBUTION', 'SA', '1234560001', '2031-05-14']);
  });

  it('reads the same as a scan prints it: misread letters in the identifiers, words cut at the line’s end', () => {
    const text = [
      'OCÉANE DISTRIBUTION',
      'Société anonyme au capital de 150 000 000 F CFP',
      'Siège social : 12, rue de Sébastopol, Nouméa',
      'RlDET 1 234 560.OO1',
      "L'assemblée générale ordinaire du 14 mai 2031 a renouvelé, pour six exercices, les mandats des adminis-",
      'trateurs suivants :',
      '- la société PALÉTUVIER INVEST, SAS au capital de 5 000 000 F CFP, RlDET 2 345 671.OO1, représen-',
      'tée par M. Henri Wakaine ;',
      '- la société BALADE PARTICIPATIONS, SARL au capi-',
      'tal de 1 000 000 F CFP, RIDET 3 456 782.0O1, représentée par Mme Odile Poithily.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'OCÉANE DISTRIBUTION', 'SA', '1234560001', '2031-05-14']);
  });

  it('reads members appointed "pour six ans :", each item’s description wrapped over its own lines', () => {
    const text = [
      'KAGU TRANSPORTS – SA au capital de 80 000 000 F CFP – Siège : Païta – RIDET 1 234 560.001',
      "Aux termes de l'assemblée générale du 30 juin 2031, ont été nommés administrateurs pour six ans :",
      '- la société VANILLE HOLDING,',
      'SAS au capital de 2 000 000 F CFP,',
      'RIDET 2 345 671.001,',
      'représentée par M. Éric Wamytan ;',
      '- la société SANTAL CONSEIL,',
      'SARL, RIDET 3 456 782.001,',
      'représentée par Mme Anne Gowé.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAGU TRANSPORTS', 'SA', '1234560001', '2031-06-30']);
  });

  it('reads items that print a bare name and its form, one a line, under "en qualité d’administrateurs :"', () => {
    const text = [
      'KAGU TRANSPORTS',
      'SA au capital de 80 000 000 F CFP',
      'Siège : Païta',
      'RIDET 1 234 560.001',
      "Lors de l'assemblée générale du 1er juillet 2031, ont été désignés en qualité d'administrateurs :",
      'VANILLE HOLDING, SAS, RIDET 2 345 671.001, représentée par M. Éric Wamytan ;',
      'SANTAL CONSEIL, SARL, RIDET 3 456 782.001, représentée par Mme Anne Gowé ;',
      'M. Pierre Tjibaou.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAGU TRANSPORTS', 'SA', '1234560001', '2031-07-01']);
  });

  it('reads the companies the office is renewed to, enumerated after the verb, the subject’s block closing the notice', () => {
    const text = [
      "Renouvellement d'administrateurs",
      "L'assemblée générale ordinaire du 21 juin 2031 a renouvelé dans leurs fonctions d'administratrices les sociétés PERLE NOIRE, SAS, RIDET 2 345 671.001, TAMARIS GESTION, SARL, RIDET 3 456 782.001 et FILAO PARTICIPATIONS, SA, RIDET 4 567 893.001, pour une durée de six années.",
      'Pour avis,',
      'CRÉDIT DU PACIFIQUE',
      'SA au capital de 500 000 000 F CFP',
      'Siège : 4, rue de la Somme, Nouméa',
      'RIDET 1 234 560.001',
      'Le président du conseil.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'CRÉDIT DU PACIFIQUE', 'SA', '1234560001', '2031-06-21']);
  });
});

describe('companies listed as the members of a collegial organ', () => {
  it('reads a grouping’s members numbered under "Les membres du groupement :", a member’s name holding a compass point', () => {
    const text = [
      'CENTRALE EXEMPLE DES PÊCHEURS',
      "Groupement d'intérêt économique",
      'Siège : port de Pagou, 98850 Koumac',
      'RIDET 1 234 560.001',
      '',
      'Les membres du groupement :',
      '1. la société ARMEMENT DU NORD-EST, SARL, RIDET 2 345 671.001,',
      '2. la société FROID DE LA CÔTE-EST, SAS, RIDET 3 456 782.001,',
      "réunis le 3 mai 2031, ont transféré le siège du groupement au 5, rue Exemple, 98850 Koumac.",
    ].join('\n');
    const [type, , , ridet] = identityOf(text) as unknown[];
    expect([type, ridet]).toEqual(['siege', '1234560001']);
  });

  it('reads the members of a grouping named with its own particulars, then listed after "à savoir :"', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      '',
      "Réunis le 3 mai 2031, les membres du GIE CENTRALE EXEMPLE, dont le siège était lotissement Exemple, 98870 Bourail, immatriculé au RIDET sous le n° 1 234 560.001, à savoir :",
      '(1) la société ALIMENTATION EXEMPLE, SARL, RIDET 2 345 671.001 ;',
      '(2) la société ÉPICERIE EXEMPLE, EURL, RIDET 3 456 782.001,',
      'ont décidé de transférer le siège du groupement au 3, rue des Écoles, 98880 La Foa.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'g' });
    // The members are set aside: what is left is the grouping's own identifier, never a member's.
    expect(result?.ok ? result.notice.ridet : result?.quarantine.reason).not.toMatch(/^(?:2345671001|3456782001)$/);
    expect(result?.ok ? null : result?.quarantine.reason).not.toBe('sujet_ambigu');
  });

  it('reads a board’s composition after the meeting, two of its members companies', () => {
    const text = [
      'ASSURANCES DU CAILLOU',
      "SA à conseil d'administration au capital de 400 000 000 F CFP",
      'Siège : 15, avenue du Maréchal Foch, Nouméa',
      'RIDET 1 234 560.001',
      "À l'issue de l'assemblée générale du 25 juin 2031, le conseil d'administration est désormais composé de :",
      '- la société MANOU FINANCE, SAS, RIDET 2 345 671.001, représentée par M. Rock Wamytan ;',
      '- la société TIARÉ HOLDING, SA, RIDET 3 456 782.001, représentée par Mme Isabelle Ohlen ;',
      '- M. Daniel Goa.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'ASSURANCES DU CAILLOU', 'SA', '1234560001', '2031-06-25']);
  });

  it('reads companies appointed members of a supervisory board, listed bare under the appointment', () => {
    const text = [
      'DOCKS DE NUMBO – SA à directoire et conseil de surveillance au capital de 60 000 000 F CFP – Siège : Nouméa – RIDET 1 234 560.001',
      "Par délibération de l'assemblée générale du 8 juillet 2031, ont été nommés membres du conseil de surveillance :",
      'MANOU FINANCE, SAS, RIDET 2 345 671.001, représentée par M. Rock Wamytan ;',
      'TIARÉ HOLDING, SA, RIDET 3 456 782.001, représentée par Mme Isabelle Ohlen.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'DOCKS DE NUMBO', 'SA', '1234560001', '2031-07-08']);
  });

  it('reads the companies whose directorships are renewed, named after "les mandats d’administrateurs des sociétés"', () => {
    const text = [
      'DOCKS DE NUMBO, SA au capital de 60 000 000 F CFP, siège : Nouméa, RIDET 1 234 560.001.',
      "L'assemblée générale du 8 juillet 2031 a renouvelé les mandats d'administrateurs des sociétés MANOU FINANCE, SAS, RIDET 2 345 671.001, et TIARÉ HOLDING, SA, RIDET 3 456 782.001, pour six ans.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'DOCKS DE NUMBO', 'SA', '1234560001', '2031-07-08']);
  });
});

describe('companies listed as the members or partners of the deciding organ', () => {
  it('reads a grouping’s members listed with their particulars in brackets after "à savoir", one of them then appointed', () => {
    const text = [
      'GIE DES PÊCHEURS DU NORD',
      "Groupement d'intérêt économique",
      'Siège : Koumac',
      'RIDET 1 234 560.001',
      "Le 2 septembre 2031, l'assemblée des membres du groupement, à savoir :",
      '- ARMEMENT KONÉ (SARL, RIDET 2 345 671.001),',
      '- THONIERS DU LAGON (SAS, RIDET 3 456 782.001),',
      "a nommé en qualité d'administrateur unique la société THONIERS DU LAGON, représentée par M. Guy Dianou, en remplacement de M. Paul Néaoutyine.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'GIE DES PÊCHEURS DU NORD', 'GIE', '1234560001', '2031-09-02']);
  });

  it('reads a grouping’s members enumerated in one sentence after "soit"', () => {
    const text = [
      "GROUPEMENT DES MARAÎCHERS DE LA FOA, groupement d'intérêt économique, siège : La Foa, RIDET 1 234 560.001",
      "Les membres du groupement, soit la société JARDINS DE MOINDOU, SARL, RIDET 2 345 671.001, la société SERRES DE BOULOUPARIS, SAS, RIDET 3 456 782.001 et la société VERGERS DE FARINO, SARL, RIDET 4 567 893.001, réunis le 12 août 2031, ont désigné la société VERGERS DE FARINO en qualité d'administratrice du groupement.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'GROUPEMENT DES MARAÎCHERS DE LA FOA', 'GIE', '1234560001', '2031-08-12']);
  });

  it('reads partner companies that are also the managers, under their label, one resigning and the other staying', () => {
    const text = [
      'SCI LES MANGUIERS',
      'Société civile immobilière au capital de 200 000 F CFP',
      'Siège : 8, rue Higginson, Nouméa',
      'RIDET 1 234 560.001',
      'Associées et cogérantes : ÉCUME PATRIMOINE, SARL, RIDET 2 345 671.001, et ALIZÉ INVESTISSEMENTS, SAS, RIDET 3 456 782.001.',
      'Par acte du 5 novembre 2031, ALIZÉ INVESTISSEMENTS a démissionné de ses fonctions de cogérante. La gérance reste confiée à la société ÉCUME PATRIMOINE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'LES MANGUIERS', 'SCI', '1234560001', '2031-11-05']);
  });

  it('reads members listed under a label that says when they joined, "Membres fondateurs :" or "Nouveaux associés :"', () => {
    const founded = [
      'AVIS DE CONSTITUTION',
      'Dénomination : PÊCHEURS UNIS DE LA CÔTE OUEST',
      "Forme : groupement d'intérêt économique sans capital",
      'Siège : 4, rue du Wharf, 98870 Bourail',
      'RIDET : 1 234 560.001',
      'Membres fondateurs :',
      '- la SARL ARMEMENT DU CAP, RIDET 2 345 671.001 ;',
      '- la SAS GLACIÈRE DE NESSADIOU, RIDET 3 456 782.001.',
      'Contrat constitutif du 2 mars 2031.',
    ].join('\n');
    expect(identityOf(founded)).toEqual(['creation', 'PÊCHEURS UNIS DE LA CÔTE OUEST', 'GIE', '1234560001', '2031-03-02']);
    const joined = [
      'SCI LES BANIANS, société civile immobilière au capital de 1 000 000 F CFP, siège : 9, rue Clemenceau, Nouméa, RIDET 1 234 560.001.',
      "Par acte du 5 avril 2031, M. Paul Wéa a cédé ses parts sociales ; l'assemblée du même jour a agréé :",
      'Nouveaux associés : la société ARMEMENT DU CAP, SARL, RIDET 2 345 671.001, et la société GLACIÈRE DE NESSADIOU, SAS, RIDET 3 456 782.001.',
    ].join('\n');
    expect(identityOf(joined)).toEqual(['cession', 'LES BANIANS', 'SCI', '1234560001', '2031-04-05']);
  });
});

describe('lists that are not an organ’s members', () => {
  it('keeps quarantining the companies a joint notice lists under "les associés des sociétés suivantes", its adviser’s firm set aside', () => {
    const text = [
      'TRANSFERT DE SIÈGE SOCIAL',
      'Les associés des sociétés suivantes :',
      '- la société MOUSTIQUE, SARL, RIDET 2 345 671.001 ;',
      '- la société PAPILLON, SAS, RIDET 3 456 782.001 ;',
      'ont décidé le 3 mars 2031 de transférer le siège social de chacune au 2, rue Austerlitz, Nouméa.',
      'Pour avis, CABINET LIBELLULE, expert-comptable, RIDET 5 678 904.001',
    ].join('\n');
    expect(identityOf(text)).toBe('sujet_ambigu');
  });

  it('keeps quarantining companies listed under their own noun and "à savoir", their adviser’s firm set aside', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      'Les sociétés suivantes, à savoir :',
      '- MOUSTIQUE, SARL, RIDET 2 345 671.001 ;',
      '- PAPILLON, SAS, RIDET 3 456 782.001 ;',
      'ont chacune décidé le 3 mars 2031 le transfert du siège social au 2, rue Austerlitz, Nouméa.',
      'Pour avis, CABINET LIBELLULE, expert-comptable, RIDET 5 678 904.001',
    ].join('\n');
    expect(identityOf(text)).toBe('sujet_ambigu');
  });

  it('ends the members’ list at its full stop: the company whose own act follows is the subject, the listed one a member', () => {
    const text = [
      'Les administrateurs suivants :',
      '- la société PERLE NOIRE, SAS, RIDET 2 345 671.001 ;',
      '- M. Louis Dianou.',
      'Par décision du 3 mars 2031, la société CORAIL BLEU, SARL, RIDET 1 234 560.001, a transféré son siège social au 2, rue Austerlitz, Nouméa.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'CORAIL BLEU', 'SARL', '1234560001', '2031-03-03']);
  });
});
