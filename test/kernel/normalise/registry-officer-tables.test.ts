import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A registry's extract listing officers in small tables, surname first, the name's column before
// the office's (kernel/normalise/layout/linearise.ts, kernel/normalise/officer-mentions.ts). Made up
// for the rules it names, never a copy of a group text.

const extract = (tables: string): string =>
  [
    'INSCRIPTION MODIFICATIVE – DIRIGEANTS',
    '',
    'Dénomination : CARRIÈRES DE LA OUENGHI',
    'Forme : société à responsabilité limitée',
    'Immatriculation : RIDET 1 000 002.001',
    'Date de la décision : 14/09/2026',
    '',
    tables,
  ].join('\n');

describe('officers in a registry extract’s tables', () => {
  it('reads the appointed and the kept by a “Nom, prénoms” column before the office, the leaving by their motive', () => {
    const notice = noticeOf(
      extract(
        [
          'Dirigeants partants',
          '  Nom, prénoms                  Qualité            Motif',
          '  TEANYOUEN Marc                Cogérant           Démission',
          '',
          'Dirigeants nommés',
          '  Nom, prénoms                  Qualité            Durée',
          '  POADJA Lydie                  Cogérante          Indéterminée',
          '',
          'Dirigeants maintenus',
          '  Nom, prénoms                  Qualité',
          '  HNAWIA née KATRAWA Odile      Cogérante',
        ].join('\n'),
      ),
    );
    expect(officersOf(notice)).toEqual(['Lydie POADJA (gérant)', 'Odile HNAWIA née KATRAWA (gérant)']);
  });

  it('reads a surname-first holder whose cell a bracket follows (“Cogérant : POADJA Lydie (Indéterminée)”)', () => {
    expect(officersOf(noticeOf(extract('Dirigeants nommés\nCogérante : POADJA Lydie (Indéterminée)')))).toEqual(['Lydie POADJA (gérant)']);
  });
});

describe('a table’s cells cut by their column’s edge', () => {
  it('reads a company’s name and its office whose words a narrow column cut over two lines', () => {
    const text = [
      'TESTS RÉUNIS',
      'Société anonyme au capital de 96 000 000 F CFP',
      'RIDET 1 000 002.001',
      '',
      "Le conseil d'administration du 14 avril 2026 a transféré le siège social au 51, rue Iekawé, 98800 Nouméa.",
      '',
      "Composition du conseil d'administration :",
      '',
      'Nom, prénom            Qualité',
      'TESTARD Paul           Administrateur',
      'COMPAGNIE DES PARTI-   Administrateur, repré-',
      "CIPATIONS DE L'OUEST   sentée par M. Jean TESTIER",
      '',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (administrateur)', "COMPAGNIE DES PARTICIPATIONS DE L'OUEST (administrateur)"]);
  });
});
