import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A person's surname in capitals cut at a line's end, a civility and given names before it, in a
// notice that cuts no other word (kernel/normalise/surname-line-cut.ts). Every text here is made up
// for the rule it names, never a copy of a group text.

const appointment = (manager: string): string =>
  [
    'SARL VERGERS DE LA TAMOA',
    'Capital : 1 000 000 F CFP',
    'RIDET 1 000 002.001',
    '',
    'Par décision du 3 mars 2026, l\'associé unique a nommé en qualité de gérante',
    `${manager}, demeurant à Païta, en remplacement de M. Luc FERRAND, démissionnaire.`,
    'Pour avis, la gérance.',
  ].join('\n');

describe('a person’s capitals surname cut at a line’s end', () => {
  it('joins a continuation of a syllable or two (“BERTA-/NOU”)', () => {
    expect(officersOf(noticeOf(appointment('Mme Odile BERTA-\nNOU')))).toEqual(['Odile BERTANOU (gérant)']);
  });

  it('joins after two given names and a surname’s first hyphenated part (“LEROY-WAKA-/NOU”)', () => {
    expect(officersOf(noticeOf(appointment('Mme Anne Odile LEROY-WAKA-\nNOU')))).toEqual(['Anne Odile LEROY-WAKANOU (gérant)']);
  });

  it('keeps the hyphen before a second name of six letters or more (“DURAND-/LEBRUN”)', () => {
    expect(officersOf(noticeOf(appointment('Mme Odile DURAND-\nLEBRUN')))).toEqual(['Odile DURAND-LEBRUN (gérant)']);
  });

  it('keeps the hyphen before a second name opening on a vowel (“BERTA-/OUA”)', () => {
    expect(officersOf(noticeOf(appointment('Mme Odile BERTA-\nOUA')))).toEqual(['Odile BERTA-OUA (gérant)']);
  });

  it('keeps the hyphen after a family name that heads compound names (“NGUYEN-/DUC”)', () => {
    expect(officersOf(noticeOf(appointment('Mme Odile NGUYEN-\nDUC')))).toEqual(['Odile NGUYEN-DUC (gérant)']);
  });
});
