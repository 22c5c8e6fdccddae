import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Officers printed without civility after their office's label, several joined by 'et' or a spaced
// dash (kernel/normalise/officer-mentions.ts). Made up for the rule it names, never a copy of a group text.

const transfer = (signature: string): string =>
  [
    'MENUISERIE DES DEUX BAIES',
    'SARL au capital de 2 000 000 F CFP',
    'RIDET 1 000 002.001',
    '',
    'Par décision du 9 avril 2026, les cogérants ont transféré le siège social au 4, rue Higginson, 98800 Nouméa.',
    '',
    signature,
  ].join('\n');

describe('a signature’s officers listed bare after their office', () => {
  it('reads both names joined by “et” on the line under the office', () => {
    expect(officersOf(noticeOf(transfer('Pour avis,\nles cogérants :\nPaul WAKONE et Léa WAKONE')))).toEqual(['Paul WAKONE (gérant)', 'Léa WAKONE (gérant)']);
  });

  it('reads both names joined by a spaced dash, a married name kept with the second', () => {
    expect(officersOf(noticeOf(transfer('Pour avis,\nles cogérants :\nPaul WAKONE – Léa WAKONE née DIÉ')))).toEqual(['Paul WAKONE (gérant)', 'Léa WAKONE née DIÉ (gérant)']);
  });
});

describe('officers listed bare under their office, one bulleted item a line', () => {
  const renewal = (items: string): string =>
    [
      'HÔTELIÈRE DES TESTS',
      'SA au capital de 90 000 000 F CFP – RIDET 1 000 002.001',
      '',
      "L'assemblée générale ordinaire du 18 juin 2026 a renouvelé, pour six années, les mandats d'administrateur de :",
      items,
      '',
      'Pour avis, le conseil d’administration.',
    ].join('\n');

  it('reads each item, surname first, a particle before it (“– de TESTARD Henri ;”)', () => {
    expect(officersOf(noticeOf(renewal('– de TESTARD Henri ;\n– TESTIER Paul ;\n– TESTEUR Lise.')))).toEqual(['Henri de TESTARD (administrateur)', 'Paul TESTIER (administrateur)', 'Lise TESTEUR (administrateur)']);
  });

  it('reads a name surname first, then the given name, then the married name (“– TESTARD Lise épouse TESTIER ;”)', () => {
    const officers = noticeOf(renewal('– TESTARD Lise épouse TESTIER ;\n– TESTEUR Paul.')).dirigeants.map((d) => [d.nom, d.prenoms, d.fonction]);
    expect(officers).toEqual([
      ['TESTARD', 'Lise épouse TESTIER', 'administrateur'],
      ['TESTEUR', 'Paul', 'administrateur'],
    ]);
  });

  it('reads a list of bare names a semicolon parts on one line (“Gérants : A ; B”)', () => {
    const text = ['TESTS DU NORD', 'SARL au capital de 150 000 F CFP', 'RIDET 1 000 002.001', 'Constitution le 16 octobre 2026.', 'Gérants : Marie TESTARD ; Petelo TESTIER', 'Pour avis.'].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Marie TESTARD (gérant)', 'Petelo TESTIER (gérant)']);
  });
});
