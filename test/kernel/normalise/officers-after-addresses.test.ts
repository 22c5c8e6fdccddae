import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. An appointment told after the appointees' addresses: the address's commas stand between
// the last name and the verb, in a relative clause ('…, demeurant …, qui ont été nommés cogérants')
// or in a list set out in dashes where a company follows a person ('– M. X, demeurant … ;' / '– la
// SELARL Y, …').
const officers = (text: string, subjectName: string, subjectRid: string) =>
  extractDirigeants(text, { subjectName, subjectRid }).map((d) => [`${d.prenoms ?? ''} ${d.nom}`.trim(), d.fonction, d.action]);

describe('officers appointed after their addresses', () => {
  it('gives both partners the office their relative clause names after their common address', () => {
    const text =
      'Il a été constitué une société civile immobilière dénommée TEST SCI, RIDET 1234566.001. Les associés sont M. Jean TESTEUR et son épouse, Mme Anne ESSAI, demeurant ensemble 4, rue du Test, 98800 Nouméa, qui ont été nommés cogérants pour une durée illimitée.';
    expect(officers(text, 'TEST SCI', '1234566')).toEqual([
      ['Jean TESTEUR', 'gérant', 'nomination'],
      ['Anne ESSAI', 'gérant', 'nomination'],
    ]);
  });

  it('reads a relative appointment after one person’s address', () => {
    const text = 'Il a été constitué une société dénommée TEST SARL, RIDET 1234566.001. Mme Anne ESSAI, demeurant 4, rue du Test, 98800 Nouméa, qui a été nommée gérante.';
    expect(officers(text, 'TEST SARL', '1234566')).toEqual([['Anne ESSAI', 'gérant', 'nomination']]);
  });

  it('keeps a company listed after a person with an address among the liquidators', () => {
    const text =
      "TEST SARL, RIDET 1234566.001. L'assemblée a prononcé la dissolution anticipée et a nommé en qualité de co-liquidateurs :\n– M. Jean TESTEUR, demeurant 4, rue du Test, 98800 Nouméa ;\n– la SELARL TEST MANDATAIRES, 6, rue de l'Essai, 98800 Nouméa, prise en la personne de Maître Anne ESSAI.";
    expect(officers(text, 'TEST SARL', '1234566')).toEqual([
      ['Jean TESTEUR', 'liquidateur', 'nomination'],
      ['TEST MANDATAIRES', 'liquidateur', 'nomination'],
    ]);
  });
});
