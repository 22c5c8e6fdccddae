import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from parements pg05). A title civility printed with its
// article ('sont le docteur X, …, et le docteur Y'): the article is the name's, so the office told
// before the verb reaches each of them as it reaches 'M. X'.
const context = { type: 'creation' as const, subjectName: 'CLINIQUE DES TESTS', subjectRid: '1234567' };
const officers = (named: string) =>
  holdersOf(`CLINIQUE DES TESTS, SELARL, RIDET 1 234 567.001\n\nPar acte du 2 mars 2026 il a été constitué la SELARL CLINIQUE DES TESTS.\nLes premiers cogérants, nommés sans limitation de durée, sont ${named}, tous deux vétérinaires.`, context);

describe('a title civility printed with its article', () => {
  it('reads each doctor named after the office and its verb', () => {
    expect(officers('le docteur Paul TESTARD, domicilié à La Foa, et le docteur Anne TESTEUSE, domiciliée à La Foa')).toEqual([
      ['TESTARD', 'gérant'],
      ['TESTEUSE', 'gérant'],
    ]);
  });
});
