import { describe, expect, it } from 'vitest';
import { cleanNoticeColumns, cleanNoticeText, collapseSpaces, normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';

/** The definition: each line's runs of spaces made one and its ends trimmed, at most one blank line, the whole trimmed. */
function byLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

describe('collapseSpaces', () => {
  it('trims every kind of whitespace at a line’s ends, in a text whose lines are otherwise tidy', () => {
    const spaces = ['\t', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
    for (const space of spaces) {
      for (const text of [`AVIS${space}\nSociété X`, `AVIS\n${space}Société X`, `${space}AVIS\nX`, `AVIS\nX${space}`, `AVIS\n${space}\n\n\nX`]) {
        expect(collapseSpaces(text)).toBe(byLines(text));
        expect(collapseSpaces(text)).not.toContain(`${space}\n`);
      }
    }
  });

  it('keeps tidy lines as they are, blank lines at most one', () => {
    const text = 'AVIS DE CONSTITUTION\n\n\n\nSociété X, SARL\nGérant : M. Y\n';
    expect(collapseSpaces(text)).toBe('AVIS DE CONSTITUTION\n\nSociété X, SARL\nGérant : M. Y');
    expect(collapseSpaces('Société  X   SARL')).toBe('Société X SARL');
  });
});

describe('a soft hyphen (U+00AD), where the compositor may cut a word', () => {
  const SHY = '\u00ad';

  it('at a line’s end joins the two pieces of one word without a space, in capitals and in lower case', () => {
    expect(cleanNoticeText(`la société TRANSPORTS MARITI${SHY}\nMES DU NORD, SARL`)).toBe('la société TRANSPORTS MARITIMES DU NORD, SARL');
    expect(cleanNoticeText(`société consti${SHY}\ntuée le 3 mars`)).toBe('société constituée le 3 mars');
    expect(cleanNoticeText(`sise à Koné, Pouem${SHY}  \n  bout, 98860`)).toBe('sise à Koné, Pouembout, 98860');
  });

  it('joins a word whose second piece begins with a ligature of the PDF’s font', () => {
    expect(cleanNoticeText(`Pour extrait, le gref${SHY}\n\ufb01er.`)).toBe('Pour extrait, le greffier.');
  });

  it('inside a line prints nothing', () => {
    expect(cleanNoticeText(`la ré${SHY}siliation du bail`)).toBe('la résiliation du bail');
  });

  it('keeps a line of capitals after a cut in lower case apart: the cut word does not run into a running header', () => {
    const cleaned = cleanNoticeText(`au profit de la so${SHY}\nBULLETIN DES ANNONCES\nciété acquéreuse`);
    expect(cleaned).not.toContain('soBULLETIN');
    expect(cleaned.split('\n')).toContain('BULLETIN DES ANNONCES');
  });
});

describe('two single quotes typed for a double one', () => {
  it('are read as the double quotes around the phrase they hold', () => {
    expect(normaliseCharacters('RADIATION — ’’KAORI BOIS’’ SARL')).toBe('RADIATION — "KAORI BOIS" SARL');
    expect(normaliseCharacters("RADIATION — ''KAORI BOIS'' SARL")).toBe('RADIATION — "KAORI BOIS" SARL');
  });

  it("leave a name's own apostrophe alone", () => {
    expect(normaliseCharacters("L'ATELIER D'ONGLES, SARL")).toBe("L'ATELIER D'ONGLES, SARL");
  });
});

describe("the company's word in brackets before its name", () => {
  it("is read as the word the name opens on", () => {
    expect(normaliseCharacters('SIÈGE TRANSFÉRÉ\n(Sté) KAORI BOIS\nSARL · RIDET 1234566-001')).toBe('SIÈGE TRANSFÉRÉ\nSté KAORI BOIS\nSARL · RIDET 1234566-001');
    expect(normaliseCharacters('(Société) KAORI BOIS, SARL')).toBe('Société KAORI BOIS, SARL');
  });

  it('leaves a bracketed word before no name in capitals as printed', () => {
    expect(normaliseCharacters('la gérance (Sté) reste inchangée')).toBe('la gérance (Sté) reste inchangée');
  });
});

describe("a compositor's tag in brackets opening a line before its heading", () => {
  it('is no word of the heading', () => {
    expect(normaliseCharacters('LE HÉRON · 12/11/2026\n(insertion) CONSTITUTION\nKAORI BOIS')).toBe('LE HÉRON · 12/11/2026\nCONSTITUTION\nKAORI BOIS');
  });

  it('stays where no heading in capitals follows it', () => {
    expect(normaliseCharacters('(suite) de la page 3')).toBe('(suite) de la page 3');
  });
});

// Made up: a scan split the JONC's running header over three lines, its words glued.
describe("a folio alone on the text's first line over the journal's title", () => {
  it("is the running header's, never the notice's", () => {
    expect(cleanNoticeText('1 124\nJOURNAL OFFICIELDE LA NOUVELLECALÉDONIE\n27 janvier 2026\n\nESSAIS DU NORD')).not.toMatch(/1 124/);
  });

  it('stays when no journal title follows it', () => {
    expect(cleanNoticeText('1 124\nESSAIS DU NORD')).toMatch(/^1 124/);
  });
});

describe("a scan's mark far after a line's end, beside an ornament's spaced marks", () => {
  it('drops the stray mark after words and keeps an ornament whole', () => {
    expect(cleanNoticeColumns('RIDET 5 831 011.001      ^\nTEST CAGOUS')).toBe('RIDET 5 831 011.001\nTEST CAGOUS');
    expect(cleanNoticeColumns('Pour avis.\n                   *   *   *\nTEST CAGOUS')).toContain('*   *   *');
  });
});

describe("a scan's speck read as a lone tick before a label opening its line", () => {
  it('is dropped, the label then opening its line', () => {
    expect(normaliseCharacters("il a été constitué une société :\n' Dénomination : TEST CAGOUS\nForme : SARL")).toBe('il a été constitué une société :\nDénomination : TEST CAGOUS\nForme : SARL');
    expect(normaliseCharacters('’ Siège social : 2, rue Exemple')).toBe('Siège social : 2, rue Exemple');
  });

  it('stays where no label follows it (a quotation opening its line)', () => {
    expect(normaliseCharacters("' TEST CAGOUS ' est la nouvelle dénomination")).toBe("' TEST CAGOUS ' est la nouvelle dénomination");
  });
});

describe('two sentences a scan glued at the full stop', () => {
  it('reads the space back after a word in small letters, before a capitalised word', () => {
    expect(normaliseCharacters('a constaté la clôture des opérations de liquidation.La société avait été dissoute le 30 juin 2026.')).toBe('a constaté la clôture des opérations de liquidation. La société avait été dissoute le 30 juin 2026.');
  });

  it('reads it back after a capitalised place name too', () => {
    expect(normaliseCharacters('demeurant à Poindimié, tribu de Tiéti.Quitus de sa gestion a été donné.')).toBe('demeurant à Poindimié, tribu de Tiéti. Quitus de sa gestion a été donné.');
  });

  it('leaves a short abbreviation run into the next word, a domain and a sigle as printed', () => {
    expect(normaliseCharacters('aug.Kpl de 1 M')).toBe('aug.Kpl de 1 M');
    expect(normaliseCharacters('voir www.annonces.Exemple.nc')).toBe('voir www.annonces.Exemple.nc');
    expect(normaliseCharacters('la S.A.R.L. Test')).toBe('la S.A.R.L. Test');
  });
});
