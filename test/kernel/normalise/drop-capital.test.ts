import { describe, expect, it } from 'vitest';
import { withDropCapitalsJoined, withSmallCapsInitialsJoined } from '../../../kernel/normalise/drop-capital.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

// A compositor sets a paragraph's first letter as a drop capital; extraction gives it a line of its
// own or a gap. A reader reads the letter with its word. Every text is made up for the reading it names.

describe('a drop capital read with the word it opens', () => {
  it('joins the letter alone on its line to the rest of its word, in capitals or in lower case, and to an elided article', () => {
    expect(withDropCapitalsJoined('L\nES ESSAIS DE FARINO, société')).toBe('LES ESSAIS DE FARINO, société');
    expect(withDropCapitalsJoined('A\nux termes d’un acte')).toBe('Aux termes d’un acte');
    expect(withDropCapitalsJoined('D\nISSOLUTION ANTICIPÉE. —')).toBe('DISSOLUTION ANTICIPÉE. —');
    expect(withDropCapitalsJoined("L\n'associé unique a décidé")).toBe("L'associé unique a décidé");
  });

  it("joins a name's rest that is no word of its own", () => {
    expect(withDropCapitalsJoined('K\nAORI TESTS, SARL')).toBe('KAORI TESTS, SARL');
  });

  it('joins the letter a justified line set apart from its word in lower case', () => {
    expect(withDropCapitalsJoined("A  ux  termes  d'une  assemblée")).toBe("Aux  termes  d'une  assemblée");
  });

  it('leaves a letter before a whole word, a row of single letters and a letter displaced by a column apart', () => {
    expect(withDropCapitalsJoined('A\nSOCIÉTÉ TEST')).toBe('A\nSOCIÉTÉ TEST');
    expect(withDropCapitalsJoined('P\nsuivantes :')).toBe('P\nsuivantes :');
    expect(withDropCapitalsJoined('B\nC\nD')).toBe('B\nC\nD');
    expect(withDropCapitalsJoined('A  B  C')).toBe('A  B  C');
  });
});

describe('a notice opened by a drop capital', () => {
  it("publishes the company whose name the drop capital opens, under its whole name", () => {
    const result = parseNoticeText(
      "LNC — 03/02/2026 — Annonces légales\n\nCONSTITUTION\n\nL\nES ESSAIS DE FARINO, société à responsabilité limitée au capital de 400 000 F CFP, dont le siège est à Farino, a été constituée aux termes d'un acte sous seing privé du 15 janvier 2026.\nGérante : Mme Ana TESTARD.\nRIDET 1 611 425.001.",
      { reference: 'test-lettrine' },
    );
    if (!result.ok) throw new Error(result.quarantine.detail);
    expect(result.notice).toMatchObject({ type: 'creation', denomination: 'LES ESSAIS DE FARINO', ridet: '1611425001' });
  });
});

// Made up: a name set in small capitals, each initial parted from its word by extraction.
describe("a name in small capitals whose initials extraction parted from their words", () => {
  it('reads each initial with its word on a line in capitals where two words or more are so parted', () => {
    expect(withSmallCapsInitialsJoined('| T RANSPORTS T ESTARD ET F ILS |')).toBe('| TRANSPORTS TESTARD ET FILS |');
  });

  it('leaves a currency, a line of a sentence and a single parted word as printed', () => {
    expect(withSmallCapsInitialsJoined('SARL AU CAPITAL DE 1 000 F CFP — E SSAIS')).toBe('SARL AU CAPITAL DE 1 000 F CFP — E SSAIS');
    expect(withSmallCapsInitialsJoined('M. Luc T ESTARD et Mme A NA')).toBe('M. Luc T ESTARD et Mme A NA');
    expect(withSmallCapsInitialsJoined('LA SOCIÉTÉ T ESTARD')).toBe('LA SOCIÉTÉ T ESTARD');
  });
});

describe('a heading of spaced letters with an ampersand between its words', () => {
  it('reads the ampersand as a word of its own', () => {
    expect(cleanNoticeText('P H A M   &   T E S T S   T R A I T E U R\nSARL')).toBe('PHAM & TESTS TRAITEUR\nSARL');
  });
});
