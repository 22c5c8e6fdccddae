import { describe, expect, it } from 'vitest';
import { normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';
import { companyMentions, tidyName } from '../../../kernel/normalise/company-mentions.ts';
import { sentenceEndInName } from '../../../kernel/normalise/name-initialism.ts';
import { renamedLineNameStart } from '../../../kernel/normalise/renamed-heading.ts';
import { sigleClauseStart } from '../../../kernel/normalise/sigle-clause.ts';
import { withPartnersTail } from '../../../kernel/normalise/partners-name.ts';
import { fullNameOfSigle } from '../../../kernel/normalise/sigle-heading.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { withSocieteHead } from '../../../kernel/normalise/societe-name-head.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices built around hard company names showed missing
// (test/kernel/normalise/denominations): a name whose initialism ends on a full stop, a new name
// printed under the former one in the header, a sigle given after the name with 'en abrégé', a
// capital operation told with a linking adverb between the verb and its object. Every text here is
// made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'D1');

describe('a full stop inside a name', () => {
  it('keeps an initialism the name goes on after in capitals', () => {
    expect(tidyName('Z.K.P. NÉGOCE')).toBe('Z.K.P. NÉGOCE');
    expect(tidyName('B.2.T. SERVICES DU NORD')).toBe('B.2.T. SERVICES DU NORD');
  });

  it('still ends the name at a full stop after a word', () => {
    expect(tidyName('KAZ MODELE. Les articles 2 et 3 sont modifiés')).toBe('KAZ MODELE');
  });

  it('ends the name after an initialism followed by a word in lower case', () => {
    expect(sentenceEndInName('KAZ Z.K.P. Les associés ont décidé')).toBe(9);
    expect(sentenceEndInName('KAZ Z.K.P. L’assemblée')).toBe(9);
  });

  it('reads a heading name that opens with an initialism', () => {
    const text = 'Z.K.P. NÉGOCE\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 1000001.001\n\nAux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés ont décidé de transférer le siège social au 4, rue des Essais, 98800 Nouméa.\n';
    expect(read(text)).toEqual(['siege', 'Z.K.P. NÉGOCE', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('the new name printed under the former one in the header', () => {
  it('finds where the new name starts on a “devenue” line', () => {
    const text = 'KAZ ANCIENNE\ndevenue « KAZ NOUVELLE »\nSARL';
    expect(renamedLineNameStart(fold(text))).toBe(text.indexOf('«'));
  });

  it('finds none in a sentence that only says the company became something', () => {
    expect(renamedLineNameStart(fold('La société KAZ est devenue propriétaire du fonds.'))).toBe(-1);
  });

  it('reads the new name, not the former one nor the “devenue” line', () => {
    const text =
      'KAZ ANCIENNE\ndevenue « K.A. NOUVELLE »\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 1000001.001\n\nAux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés ont décidé de changer la dénomination sociale. L’article 3 des statuts est modifié.\n';
    expect(read(text)).toEqual(['statuts', 'K.A. NOUVELLE', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('a sigle given after the name with “en abrégé”', () => {
  it('finds where the clause before the sigle starts', () => {
    const text = 'KAZ DES ESSAIS, en abrégé K.D.E., SAS';
    expect(sigleClauseStart(text, text.indexOf('K.D.E.'))).toBe(text.indexOf(', en abrégé'));
    expect(sigleClauseStart('KAZ DES ESSAIS, SAS', 'KAZ DES ESSAIS, '.length)).toBe(-1);
  });

  it('reads the name before the clause, not the sigle, beside another company printed first', () => {
    const text =
      'FUSION\n\nK.D.E. SUD, SARL au capital de 100 000 F CFP, RIDET 2000002.001 (société absorbée)\nKAZ DES ESSAIS, en abrégé K.D.E., SAS au capital de 9 000 000 F CFP, RIDET 1000001.001 (société absorbante)\n\nL’assemblée générale extraordinaire de KAZ DES ESSAIS du 2 mars 2026 a approuvé la fusion par absorption de K.D.E. SUD et augmenté en conséquence son capital de 9 000 000 à 9 100 000 F CFP. K.D.E. SUD est dissoute sans liquidation.\n';
    expect(read(text)).toEqual(['capital', 'KAZ DES ESSAIS', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe('a capital operation told with a linking adverb', () => {
  it('reads “a augmenté corrélativement son capital” as a capital operation', () => {
    const text = 'KAZ DES ESSAIS\nSAS au capital de 900 000 F CFP\nRIDET 1000001.001\n\nPar décision du 2 mars 2026, l’associé unique a décidé l’émission de 10 actions nouvelles et a augmenté corrélativement son capital de 900 000 à 1 000 000 F CFP.\n';
    expect((read(text) as unknown[])[0]).toBe('capital');
  });
});

describe('a firm named after its partners, commas inside its name', () => {
  it('goes on after the comma up to the partners’ word', () => {
    const text = 'La SELARL DUPONT, MARTIN & ASSOCIÉS, société d’avocats';
    expect(withPartnersTail('DUPONT', text)).toBe('DUPONT, MARTIN & ASSOCIÉS');
  });

  it('does not go on after a comma that opens anything else', () => {
    expect(withPartnersTail('KAZ DES ESSAIS', 'la SARL KAZ DES ESSAIS, NOUMÉA, au capital de 100 000 F CFP')).toBe('KAZ DES ESSAIS');
  });

  it('reads the whole name of a firm appointing a co-manager by the title of the profession', () => {
    const text =
      'JONC – 2 mars 2026\n\nLa SELARL DUPONT, MARTIN ET ASSOCIÉS, société d’exercice libéral à responsabilité limitée d’avocats, RIDET 1000001.001, fait savoir que l’assemblée générale du 12 février 2026 a nommé Maître Paule EXEMPLE cogérante.\n';
    expect(read(text)).toEqual(['nomination', 'DUPONT, MARTIN ET ASSOCIÉS', 'SELARL', '1000001001', '2026-03-02']);
  });
});

describe('a transfer of office with the company named between the noun and its verb', () => {
  it('reads “le siège social de la société X, qui …, a été transféré” as a transfer', () => {
    const text =
      'KAZ DES ESSAIS\nSAS au capital de 100 000 F CFP\nRIDET 1000001.001\n\nSuivant décision du président du 2 mars 2026, le siège social de la société KAZ DES ESSAIS, qui exploite un commerce à Koné, a été transféré du 1, rue A, 98860 Koné, au 2, rue B, 98860 Koné.\n';
    expect(read(text)).toEqual(['siege', 'KAZ DES ESSAIS', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe('a record printed as a two-column table with a bar between label and value', () => {
  it('reads the name, form and identifier from the table', () => {
    const text =
      'AVIS DE TRANSFERT DE SIÈGE\n\nSociété | KAZ DES ESSAIS\nForme | SARL\nRIDET | 1000001.001\nNouveau siège | 2, rue B, 98860 Koné\n\nPar décision des associés du 2 mars 2026, le siège social a été transféré.\n';
    expect(read(text)).toEqual(['siege', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });

  it('leaves a single line with a bar in running text as it is', () => {
    const text =
      'KAZ DES ESSAIS\nSARL au capital de 100 000 F CFP | RIDET 1000001.001\n\nPar décision des associés du 2 mars 2026, le siège social a été transféré au 2, rue B, 98860 Koné.\n';
    expect(read(text)).toEqual(['siege', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('a name run straight into its form and capital on one line', () => {
  it('reads the name before “SARL au capital” when no comma separates them', () => {
    const text =
      'KAZ DES ESSAIS SARL au capital de 100 000 F CFP siège social 2 rue B 98860 Koné RIDET 1000001.001 – DISSOLUTION ANTICIPÉE – L’assemblée des associés du 02/03/2026 a décidé la dissolution anticipée de la société. Liquidateur : M. Paul EXEMPLE.\n';
    expect(read(text)).toEqual(['dissolution', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('a sigle alone as the heading, the full name with it in brackets', () => {
  it('gives the full name printed before the bracketed sigle', () => {
    expect(fullNameOfSigle('KDE', ['KDE', 'Kaz des Essais (KDE)', 'SA au capital de 1 000 000 F CFP'])).toBe('Kaz des Essais');
  });

  it('gives none for a name that is no sigle, or a sigle never spelt out', () => {
    expect(fullNameOfSigle('KAZ DES ESSAIS', ['KAZ DES ESSAIS', 'Kaz (KAZ DES ESSAIS)'])).toBeNull();
    expect(fullNameOfSigle('KDE', ['KDE', 'SA au capital de 1 000 000 F CFP'])).toBeNull();
  });

  it('reads the full name of the header, not the sigle', () => {
    const text =
      'SEDE\n\nSociété d’Essais et de Démonstration des Exemples (SEDE)\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1000001.001\n\nL’assemblée générale ordinaire du 2 mars 2026 a nommé M. Paul EXEMPLE administrateur en remplacement de M. Jean MODELE.\n';
    expect(read(text)).toEqual(['nomination', 'Société d’Essais et de Démonstration des Exemples', 'SA', '1000001001', '2026-03-02']);
  });
});

describe('a name at the end of an act’s title', () => {
  it('stops before the next line’s sentence opening on an elided article (`L’assemblée`)', () => {
    const text =
      "Délibération n° 2026-41/API du 17 avril 2026 approuvant l'augmentation du capital de la société anonyme d'économie mixte locale TEST PÊCHE\nL'assemblée de la province des îles Loyauté,\nArticle 1er : Est approuvée l'augmentation du capital de la société anonyme d'économie mixte locale TEST PÊCHE, RIDET 1 000 001.001, porté de 120 000 000 F CFP à 180 000 000 F CFP.";
    expect(new Set(companyMentions(text).map((m) => m.name))).toEqual(new Set(['TEST PÊCHE']));
    expect(identityOf(text)).toEqual(['capital', 'TEST PÊCHE', 'SAEML', '1000001001', '2026-04-17']);
  });
});

describe('a number is no name', () => {
  it('introduces no company named by digits alone', () => {
    expect(companyMentions('Acte du 2 mars 2026\nRIDET de la société : 1 000 001.001\n').map((m) => m.name)).toEqual([]);
  });

  it('does not read the identifier after “de la société :” as the name', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nSOCIETE DES ESSAIS DU NORD\nSociete par actions simplifiee au capital de 1 000 000 F CFP\nSiege social : 2, rue B, 98860 Kone\nPresident : HOLDING EXEMPLE, SAS, RIDET 2000002.001, representee par M. Paul EXEMPLE\nActe sous seing prive du 2 mars 2026\nRIDET de la societe : 1000001.001\n';
    expect(read(text)).toEqual(['creation', 'SOCIETE DES ESSAIS DU NORD', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe('an officer company whose name opens with the word société', () => {
  it('keeps SOCIÉTÉ as the head of a name that goes on with “de”', () => {
    expect(withSocieteHead('Président : SOCIÉTÉ ', 'DE PARTICIPATIONS DU NORD')).toBe('SOCIÉTÉ DE PARTICIPATIONS DU NORD');
  });

  it('keeps SOCIÉTÉ as the head of a name that goes on with an adjective agreeing with it', () => {
    expect(withSocieteHead('Administrateur : SOCIÉTÉ ', 'MINIÈRE DU CAP BOCAGE')).toBe('SOCIÉTÉ MINIÈRE DU CAP BOCAGE');
    expect(withSocieteHead('– la SOCIÉTÉ ', 'OCÉANIENNE DE PLACEMENTS')).toBe('SOCIÉTÉ OCÉANIENNE DE PLACEMENTS');
  });

  it('lists a board member company by its whole name when it opens its table row', () => {
    const text =
      "KAZ DES ESSAIS\nSociété anonyme au capital de 50 000 000 F CFP\nRIDET : 1 000 009.001\n\nL'assemblée générale du 2 mars 2026 a renouvelé le conseil d'administration, désormais composé ainsi :\n\nNOM Prénom                        Fonction                     Observations\nEXEMPLE Paul                      Administrateur               renouvelé\nSOCIÉTÉ AGRICOLE DU DIAHOT        Administrateur               nommée pour six ans\n\nPour avis, le conseil d'administration.\n";
    expect(officersOf(noticeOf(text))).toContain('SOCIÉTÉ AGRICOLE DU DIAHOT (administrateur)');
  });

  it('leaves out société written before a name that opens otherwise', () => {
    expect(withSocieteHead('Président : la société ', 'HOLDING EXEMPLE')).toBe('HOLDING EXEMPLE');
    expect(withSocieteHead('Président : SOCIÉTÉ ', 'HOLDING EXEMPLE')).toBe('HOLDING EXEMPLE');
  });

  it('lists the president company by its whole name', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nKAZ DES ESSAIS\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nPrésident : SOCIÉTÉ DE PARTICIPATIONS DU NORD, SAS, représentée par M. Paul EXEMPLE\nActe sous seing privé du 2 mars 2026\nRIDET : 1000001.001\n';
    expect(officersOf(noticeOf(text))).toContain('SOCIÉTÉ DE PARTICIPATIONS DU NORD (président)');
  });
});

describe('marks before a name or on its letters that no name holds', () => {
  it("leaves out a dash or an apostrophe standing apart before the name, not a hyphen inside it", () => {
    expect(tidyName('– KAZ CONFORT HABITAT')).toBe('KAZ CONFORT HABITAT');
    expect(tidyName("' KAZ TRANSPORTS MARITIMES")).toBe('KAZ TRANSPORTS MARITIMES');
    expect(tidyName('A-Z KAZ SERVICES')).toBe('A-Z KAZ SERVICES');
    expect(tidyName('-2 ROUES KAZ')).toBe('-2 ROUES KAZ');
  });

  it("reads an accent a scan printed twice as the letter's own", () => {
    expect(normaliseCharacters('KAZ É\u0301DITIONS ET HÔ\u0302TELS')).toBe('KAZ ÉDITIONS ET HÔTELS');
    // A combining accent after a bare letter is that letter's accent.
    expect(normaliseCharacters('KAZ CAFE\u0301')).toBe('KAZ CAFÉ');
  });
});

describe('a grouping named by the masculine participle (ricochets, fanions)', () => {
  const GIE =
    "CONSTITUTION D'UN GROUPEMENT D'INTÉRÊT ÉCONOMIQUE\n\nAux termes d'un contrat constitutif du 1er octobre 2026, la société ESSAIS DE LA PLAINE, SARL, RIDET 5 830 203.001, et la société ESSAIS DU PLATEAU, SAS, RIDET 6 204 440.001, ont constitué un groupement d'intérêt économique sans capital dénommé MATÉRIEL DES ESSAIS, dont le siège est à Koné.\n\nAdministrateur unique : M. Paul ESSAI.\n\nLe groupement a été immatriculé le 15 octobre 2026 sous le numéro RCS Nouméa 2026 C 5 830 211.";

  it("reads 'dénommé X' as the grouping's name, as 'dénommée X' is a company's", () => {
    expect(companyMentions(GIE).map((m) => m.name)).toContain('MATÉRIEL DES ESSAIS');
    const notice = noticeOf(GIE);
    expect([notice.type, notice.ridet.slice(0, 7), notice.denomination]).toEqual(['creation', '5830211', 'MATÉRIEL DES ESSAIS']);
  });
});

describe('a header line printing the full name, then its sigle quoted after a dash', () => {
  it('names the company by its full name, the sigle only abbreviating it', () => {
    const text = [
      'SOCIÉTÉ DES TESTS MARITIMES DU LARGE – « STML »',
      'Société anonyme au capital de 240 000 000 F CFP',
      'Siège social : quai des Tests, 98800 Nouméa',
      'RIDET n° 1 234 566-001',
      '',
      "Aux termes de l'assemblée générale extraordinaire du 19 janvier 2026, les actionnaires ont décidé d'augmenter le capital social de 72 000 000 F CFP pour le porter à 312 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'SOCIÉTÉ DES TESTS MARITIMES DU LARGE', 'SA', '1234566001', '2026-01-19']);
  });
});
