import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A surname in capitals cut at a line's end in a narrow column that hyphenates its words
// (docs/reader-history.md, "Cross-validated by writer group", wt-rfix7). Every text here is
// made up for the rule it names, never a copy of a group text.

/** A constitution set in a narrow column: its lower-case words are cut at line ends, or not. */
const column = (manager: string, hyphenating: boolean): string =>
  [
    'AVIS DE CONSTITUTION',
    '',
    hyphenating ? 'Aux termes d\'un acte sous seing pri-' : 'Aux termes d\'un acte sous seing privé',
    'vé du 4 février 2026, il a été',
    hyphenating ? 'constitué une société à responsa-' : 'constitué une société à',
    hyphenating ? 'bilité limitée présentant les ca-' : 'responsabilité limitée présentant les',
    hyphenating ? 'ractéristiques suivantes :' : 'caractéristiques suivantes :',
    'Dénomination : VANILLES DU NORD',
    'Siège social : 4 rue des Flamboyants,',
    'Koumac.',
    'Capital : 500 000 F CFP.',
    `Gérance : ${manager}, demeurant`,
    'à Koumac, nommé sans limitation',
    'de durée.',
    'RIDET 1 000 002.001.',
    'Pour avis, la gérance.',
  ].join('\n');

describe('a capitals surname cut at a narrow column’s line end', () => {
  it('joins a continuation that is a syllable opened by a consonant and a liquid (“KOLE-/BRA”)', () => {
    expect(officersOf(noticeOf(column('M. Paul KOLE-\nBRA', true)))).toEqual(['Paul KOLEBRA (gérant)']);
  });

  it('keeps a compound whose second name opens with a vowel (“POINDA-/ÉA”)', () => {
    expect(officersOf(noticeOf(column('M. Paul POINDA-\nÉA', true)))).toEqual(['Paul POINDA-ÉA (gérant)']);
  });

  it('keeps a compound whose second name is a longer word (“DUPONT-/MOREAU”)', () => {
    expect(officersOf(noticeOf(column('M. Paul DUPONT-\nMOREAU', true)))).toEqual(['Paul DUPONT-MOREAU (gérant)']);
  });

  it('keeps the hyphen in a column that cuts no lower-case word (no civility either: surname-line-cut.ts reads a person’s surname)', () => {
    expect(officersOf(noticeOf(column('Paul KOLE-\nBRA', false)))).toEqual(['Paul KOLE-BRA (gérant)']);
  });
});
