import { describe, expect, it } from 'vitest';
import { normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';

// The character pass reads a printer's characters (exotic spaces, ligatures, doubled accents, soft
// hyphens, zero-width spaces, non-breaking hyphens, stray marks) and a misread page only when a
// first test finds one of them (speed only): each must still be read, alone in a text of plain
// characters. Made-up lines.

describe("the character pass's gates", () => {
  it.each([
    ['a no-break space', 'capital de\u00a0200 000 F', 'capital de 200 000 F'],
    ['a narrow no-break space', 'le 3\u202fmars', 'le 3 mars'],
    ['a figure space and a thin space', '1\u2007000\u2009F', '1 000 F'],
    ['a tab', 'Gérant :\tM. Paul EXEMPLE', 'Gérant : M. Paul EXEMPLE'],
    ['a form feed', 'Gérant : M. Paul\fEXEMPLE', 'Gérant : M. Paul EXEMPLE'],
    ['a vertical tab', 'Gérant : M. Paul\vEXEMPLE', 'Gérant : M. Paul EXEMPLE'],
    ['a ligature', 'capital modiﬁé, insuﬃsance d’actif', 'capital modifié, insuffisance d’actif'],
    ['an accent printed twice', 'LES E\u0301\u0301DITIONS DU NORD', 'LES ÉDITIONS DU NORD'],
    ['a soft hyphen at a line end', 'TRANSPORTS DU LAGO\u00ad\nON', 'TRANSPORTS DU LAGOON'],
    ['a soft hyphen inside a word', 'démis\u00adsion du gérant', 'démission du gérant'],
    ['a zero-width space inside a word', 'démission du gé\u200brant', 'démission du gérant'],
    ['a non-breaking hyphen', 'Nouvelle\u2011Calédonie', 'Nouvelle-Calédonie'],
    ['a typographic hyphen', 'siège à Sud\u2010Ouest', 'siège à Sud-Ouest'],
    ['a stray bullet after a line', 'Pour avis •\nLe gérant', 'Pour avis\nLe gérant'],
    ['a stray broken bar before a line', 'Le gérant\n¦   Pour avis', 'Le gérant\nPour avis'],
    ['a stray bar before a line', 'Le gérant\n|   Pour avis', 'Le gérant\nPour avis'],
  ])('reads %s', (_, printed, read) => {
    expect(normaliseCharacters(printed)).toBe(read);
  });

  it.each([
    ["'Ã'", 'SociÃ©tÃ© en nom collectif, gÃ©rance', 'Société en nom collectif, gérance'],
    ["'Â'", 'arrêté nÂ° 12 et nÂ° 13', 'arrêté n° 12 et n° 13'],
    ["'â'", 'décision de lâ€™associé et de lâ€™assemblée', 'décision de l’associé et de l’assemblée'],
  ])("reads a misread page's runs opened by %s", (_, printed, read) => {
    expect(normaliseCharacters(printed)).toBe(read);
  });
});
