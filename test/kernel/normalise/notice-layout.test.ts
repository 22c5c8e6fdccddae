import { describe, expect, it } from 'vitest';
import { isUpperCaseLine, noticeLayout } from '../../../kernel/normalise/notice-layout.ts';

// Made up. Each line is read folded as a slice of the whole text's fold: indented lines, blank
// lines and accents before a line must not shift what each line is read as.
describe('noticeLayout: header lines read at their place in the text', () => {
  it('skips the rubrics, takes the title and the header, starts the body at the act', () => {
    const text = "\n  PUBLICATIONS LÉGALES\n\n   MODIFICATIONS\n  AVIS DE RÉDUCTION DE CAPITAL  \nALPHA, SARL au capital de 100 000 F CFP\n   Aux termes d'une décision du 3 mars 2026, le capital a été réduit.";
    const layout = noticeLayout(text);
    expect(layout.headerLines).toEqual(['PUBLICATIONS LÉGALES', 'MODIFICATIONS', 'AVIS DE RÉDUCTION DE CAPITAL', 'ALPHA, SARL au capital de 100 000 F CFP']);
    expect(layout.titleLine).toBe('AVIS DE RÉDUCTION DE CAPITAL');
    expect(layout.body).toBe("Aux termes d'une décision du 3 mars 2026, le capital a été réduit.");
  });

  it('starts the body at an indented act after accented header lines', () => {
    const layout = noticeLayout('ÉTUDE DE MAÎTRE ÉLODIE\n\n      Suivant acte du 2 mai 2026, M. X a cédé ses parts.');
    expect(layout.headerLines).toEqual(['ÉTUDE DE MAÎTRE ÉLODIE']);
    expect(layout.body).toBe('Suivant acte du 2 mai 2026, M. X a cédé ses parts.');
  });
});

// Made up. A capitals line has at least four capitals for each small letter, wherever they stand:
// small letters read first may be made up for by the capitals after them.
describe('isUpperCaseLine: four capitals for each small letter', () => {
  it('counts the letters of the whole line, the small ones first or last', () => {
    expect(isUpperCaseLine('SARL LES PINS')).toBe(true);
    expect(isUpperCaseLine('ab CDEFGHIJ')).toBe(true);
    expect(isUpperCaseLine('CDEFGHIJ ab')).toBe(true);
    expect(isUpperCaseLine('abc CDEFGHIJ')).toBe(false);
    expect(isUpperCaseLine('a BCDE')).toBe(true);
    expect(isUpperCaseLine('ab BCDE')).toBe(false);
    expect(isUpperCaseLine('Aux termes d’un acte sous seing privé')).toBe(false);
  });

  it('counts a letter outside the basic plane as its two code units', () => {
    expect(isUpperCaseLine('a 𝐀 CD')).toBe(true);
    expect(isUpperCaseLine('a 𝐀 C')).toBe(false);
    expect(isUpperCaseLine('a C 𝐀')).toBe(false);
  });
});
