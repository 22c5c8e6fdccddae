import { describe, expect, it } from 'vitest';
import { splitBulletin } from '../../../sources/jonc/split-bulletin.ts';
import { reflowLines } from '../../../sources/jonc/reflow.ts';
import { parseMasthead } from '../../../sources/jonc/page-furniture.ts';

const page1 = [
  'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE',
  '169e année – N° 10488 – Mardi 4 juin 2024',
  'SOMMAIRE',
  'PROVINCES ........................................ 9873',
  'PUBLICATIONS LÉGALES ........................................ 9873',
  'PROVINCES',
  'Arrêté n° 2024-104/APN du 2 mai 2024 portant aide à l’investissement',
  'Article 1er : Une aide est attribuée à la société KAORI SERVICES, RIDET 1 231 083.002.',
  'PUBLICATIONS LÉGALES',
  'AVIS DE CONSTITUTION',
  'TRANSPORTS ET LOCATION DU NORD',
  'Aux termes d’un acte sous seing privé en date à Nouméa du 4 mars 2024, il a été constitué une',
  'société présentant les caractéristiques suivantes :',
  'Dénomination : TRANSPORTS ET LOCATION DU NORD',
  'La société est immatriculée au registre du commerce et des sociétés de Nouméa, RIDET 1 231',
].join('\n');

const page2 = [
  '9874 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 4 juin 2024',
  '083.002',
  'Pour avis, la gérance.',
  'LIQUIDATION JUDICIAIRE',
  'SARL LAGON BLEU',
  'Par jugement du tribunal mixte de commerce de Nouméa en date du 20 mai 2024, la liquidation',
  'judiciaire de la société a été prononcée.',
  'Le mandataire judiciaire.',
  'DÉCLARATIONS D’ASSOCIATIONS',
  'AMICALE DES RANDONNEURS DU MONT-DORE',
  'Déclaration faite au haut-commissariat le 2 mai 2024. Pour avis.',
].join('\n');

describe('splitBulletin', () => {
  const split = splitBulletin([page1, page2]);

  it('reads the masthead: number, date, special issue', () => {
    expect(split.masthead).toEqual({ numero: 10488, date: '2024-06-04', special: false });
    expect(parseMasthead('169e année – N° 10490 (numéro spécial) – Mercredi 5 juin 2024')).toEqual({ numero: 10490, date: '2024-06-05', special: true });
  });

  it('takes only the PUBLICATIONS LÉGALES section, not the summary line nor PROVINCES or associations', () => {
    expect(split.hasLegalSection).toBe(true);
    expect(split.notices.map((n) => n.heading)).toEqual(['AVIS DE CONSTITUTION', 'LIQUIDATION JUDICIAIRE']);
    expect(split.notices.map((n) => n.text).join('\n')).not.toMatch(/KAORI|RANDONNEURS/);
  });

  it('keeps a dénomination in capitals inside its notice even when it holds a title word', () => {
    expect(split.notices[0]?.text).toContain('TRANSPORTS ET LOCATION DU NORD');
  });

  it('reads a notice on across the page break, running header dropped, wrapped RIDET rejoined', () => {
    const text = split.notices[0]?.text ?? '';
    expect(text).not.toMatch(/JOURNAL OFFICIEL/);
    expect(text).toContain('de Nouméa, RIDET 1 231 083.002');
    expect(text.trim().endsWith('Pour avis, la gérance.')).toBe(true);
    expect(text).toContain('il a été constitué une société présentant les caractéristiques suivantes :');
  });

  it('says when an issue has no legal publications at all', () => {
    const empty = splitBulletin(['169e année – N° 10489 – Jeudi 6 juin 2024\nACTES DU GOUVERNEMENT\nArrêté n° 2024-1/GNC du 6 juin 2024 portant nomination.']);
    expect(empty).toMatchObject({ hasLegalSection: false, notices: [] });
  });
});

describe('reflowLines', () => {
  it('joins a line cut because the next word did not fit, keeps label lines and sentence ends apart', () => {
    const lines = [
      'Aux termes d’une assemblée générale extraordinaire du 12 mars 2024, il a été décidé de',
      'transférer le siège social.',
      'Siège social : 1 rue de Sébastopol, 98800 Nouméa',
      'Capital : 100 000 F CFP',
    ];
    expect(reflowLines(lines, 86)).toEqual([
      'Aux termes d’une assemblée générale extraordinaire du 12 mars 2024, il a été décidé de transférer le siège social.',
      'Siège social : 1 rue de Sébastopol, 98800 Nouméa',
      'Capital : 100 000 F CFP',
    ]);
  });

  it('keeps the numbered or dashed entries of a list apart, and a full-width labelled value apart from the next sentence', () => {
    const width = 60;
    const lines = [
      '1. Liquidation judiciaire – ALPHA BOIS, SARL, RIDET 1 302 116.001.',
      '2. Redressement judiciaire – BÊTA FER, SAS, RIDET 1 455 906.001.',
      '– Jugement du 3 mai 2024 prononçant la liquidation judiciaire.',
      'Nouveau siège : 12 rue des Manguiers Roses, 98800 Nouméa',
      'Mention sera faite au RCS de Nouméa.',
    ];
    expect(reflowLines(lines, width)).toEqual(lines);
  });
});
