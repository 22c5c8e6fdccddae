import { describe, expect, it } from 'vitest';
import { abbreviationsWrittenOut } from '../../../kernel/normalise/abbreviated-words.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { unknownAbbreviationsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';

// A compositor may abbreviate the identifier's label itself, in a way no list names: a reader still
// knows a RID by its seven digits (grouped as RIDs are, with or without the rank) right after a
// short token, and by its check digit. Every label and number below is made up; 1234566, 1234574,
// 1234582 and 0345678 pass the check, 1234567 does not.

const read = (text: string) => findRidets(text).map((m) => [m.ridet, m.context]);

describe('an identifier read by its shape and its check digit, whatever short label precedes it', () => {
  it('reads the number glued to or one space after the label, its rank after a slash, a dot, a dash or a space', () => {
    expect(read('Idf1234566/001')).toEqual([['1234566001', 'pattern']]);
    expect(read('Nr 1 234 574 002')).toEqual([['1234574002', 'pattern']]);
    expect(read('Imm.1.234.582-001')).toEqual([['1234582001', 'pattern']]);
    expect(read('Idf 1234574')).toEqual([['1234574001', 'pattern']]);
  });

  it('reads a RID printed without its leading zero only with its rank after a separator', () => {
    expect(read('Nr 345 678.001')).toEqual([['0345678001', 'pattern']]);
    expect(read('Nr 345678')).toEqual([]);
    // Nine digits in threes are a French SIREN's or a foreign register's shape, not a RID's.
    expect(read('Nr 345 678 001')).toEqual([]);
  });

  it('leaves a number whose check digit fails', () => {
    expect(read('Idf1234567/001')).toEqual([]);
  });

  it('never reads an amount, a range of amounts or a phone number, whatever their digits', () => {
    // 2 400 000 passes the check: its unit, the range, the phone label say what it is.
    expect(read('Kpt 2 400 000 F')).toEqual([]);
    expect(read('Kpt 2 400 000 XPF')).toEqual([]);
    expect(read('porté de 2 400 000 à 3 000 000')).toEqual([]);
    expect(read('Kpt 2 400 000 à 3 M')).toEqual([]);
    expect(read('Tél. 1234566')).toEqual([]);
  });

  it('keeps the identifier labelled RIDET where the text gives one: the shaped number is an unlabelled candidate', () => {
    expect(read('RIDET 1 234 566.001')).toEqual([['1234566001', 'ridet']]);
  });

  it('reads the label before such a number as the label, not as an abbreviated word', () => {
    // 'Rdmt' alone would be read 'redressement' (its consonants).
    expect(unknownAbbreviationsRead('ouv. Rdmt jud.')).toContain('edressement');
    expect(unknownAbbreviationsRead('SARL KAORI BOIS Rdmt 1 234 566 001')).toBe('SARL KAORI BOIS Rdmt 1 234 566 001');
  });

  it('writes the label out as RID in a telegraphic insertion, so that the name before the identifier is read', () => {
    const text = 'Cnst. SARL KAORI BOIS, cap. 100 000 F, obj. menuiserie, dur. 99 ans, gér. M. Paul WEA, Idf1234566/001';
    expect(abbreviationsWrittenOut(text)).toContain('RID 1234566/001');
    const result = parseNoticeText('Aug. cap. SARL KAORI BOIS (Idf1234574.001) de 1 M à 3 M F par incorp. rés. – AGE 12/03/26 – gér. M. Paul WEA', { reference: 'test-shaped' });
    expect(result.ok && [result.notice.ridet, result.notice.denomination]).toEqual(['1234574001', 'KAORI BOIS']);
  });
});
