import { describe, expect, it } from 'vitest';
import { valueLabelsRead } from '../../../kernel/normalise/value-labels.ts';

// A label's token is looked for only where a capital stands that no letter or digit of Latin-1
// precedes (found by a scan of code units, not by the pattern at every character). A token after a
// dash, a guillemet or a sign past Latin-1 must still be read; one inside a word or after a digit is
// none. Every label, name and amount is made up.

const lines = (text: string) => valueLabelsRead(text).split('\n').map((line) => line.trim()).filter(Boolean);

describe("a label's token, by what stands before it", () => {
  it('is read after a dash or a closing guillemet, set on its own line', () => {
    expect(lines('Frm:SARL —Kpt 250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL »Kpt 250 000 XPF')).toEqual(['Forme : SARL »', 'Capital : 250 000 XPF']);
  });

  it('is read after a sign past Latin-1 glued to it', () => {
    expect(lines('Frm:SARL №Kpt 250 000 XPF')).toEqual(['Forme : SARL №', 'Capital : 250 000 XPF']);
  });

  it('is not read inside a word or after a digit', () => {
    expect(lines('Frm:SARL aKpt 250 000 XPF')).toEqual(['Forme : SARL aKpt 250 000 XPF']);
    expect(lines('Frm:SARL 2Kpt 250 000 XPF')).toEqual(['Forme : SARL 2Kpt 250 000 XPF']);
  });
});

// A token is a capital and five letters at most: a capital that six letters follow opens a word,
// and is not tried. A token of six letters, accented or glued to its value, must still be read.
describe("a label's token, by the letters after its capital", () => {
  it('is read with five letters after its capital, spaced or glued to its value', () => {
    expect(lines('Frm:SARL Kaptal 250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL Kâpitl250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL Kaptal:250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
  });

  it('is no token with six letters after its capital', () => {
    expect(lines('Frm:SARL Kapital 250 000 XPF')).toEqual(['Forme : SARL Kapital 250 000 XPF']);
    expect(lines('Frm:SARL Kâpitàl 250 000 XPF')).toEqual(['Forme : SARL Kâpitàl 250 000 XPF']);
  });
});

// A seat may be its commune alone: a commune is sought only when the value's first word opens one
// (each commune's first word). A commune of several words or a hyphenated one must still be read,
// the value's next words after it; a value whose first word opens none is no seat.
describe("a seat's label before a commune alone", () => {
  it('is read before a commune of one word, of several, or hyphenated, what follows kept', () => {
    expect(lines('Frm:SARL Lcl:Bourail centre')).toEqual(['Forme : SARL', 'Siège : Bourail centre']);
    expect(lines('Frm:SARL Lcl:Ile des Pins, baie')).toEqual(['Forme : SARL', 'Siège : Ile des Pins, baie']);
    expect(lines('Frm:SARL Lcl:La Foa village')).toEqual(['Forme : SARL', 'Siège : La Foa village']);
    expect(lines('Frm:SARL Lcl:Mont-Dore sud')).toEqual(['Forme : SARL', 'Siège : Mont-Dore sud']);
  });

  it('is not read before a word that opens no commune, nor before a commune in capitals', () => {
    expect(lines('Frm:SARL Lcl:Lagon bleu')).toEqual(['Forme : SARL Lcl:Lagon bleu']);
    expect(lines('Frm:SARL Lcl:La Plage')).toEqual(['Forme : SARL Lcl:La Plage']);
    expect(lines('Frm:SARL Lcl:BOURAIL SERVICES')).toEqual(['Forme : SARL Lcl:BOURAIL SERVICES']);
  });
});

// A token's letters are followed by its full stop, its colon, a digit or a guillemet, or by spaces
// before anything but a word in small letters: the pattern is tried only there (code units read
// first). A word in small letters that opens an address is still a value: each street's word, by
// its first letter, must let the token through, after spaces or a tab.
describe("a label's token, by what follows its letters", () => {
  it('is read before an address opening on a street word in small letters, after spaces or a tab', () => {
    expect(lines('Frm:SARL, Sg rue des Fleurs')).toEqual(['Forme : SARL,', 'Siège : rue des Fleurs']);
    expect(lines('Frm:SARL, Sg  avenue du Port 3')).toEqual(['Forme : SARL,', 'Siège : avenue du Port 3']);
    expect(lines('Frm:SARL, Sg\tlot 12 Tina')).toEqual(['Forme : SARL,', 'Siège : lot 12 Tina']);
    expect(lines('Frm:SARL, Sg immeuble Le Phare')).toEqual(['Forme : SARL,', 'Siège : immeuble Le Phare']);
    expect(lines('Frm:SARL, Sg place des Cocotiers')).toEqual(['Forme : SARL,', 'Siège : place des Cocotiers']);
    expect(lines('Frm:SARL, Sg chemin des Crêtes')).toEqual(['Forme : SARL,', 'Siège : chemin des Crêtes']);
    expect(lines('Frm:SARL, Sg bd Vauban')).toEqual(['Forme : SARL,', 'Siège : bd Vauban']);
    expect(lines('Frm:SARL, Sg quai Ferry')).toEqual(['Forme : SARL,', 'Siège : quai Ferry']);
    expect(lines('Frm:SARL, Sg tribu de Gohapin')).toEqual(['Forme : SARL,', 'Siège : tribu de Gohapin']);
    expect(lines('Frm:SARL, Sg zone artisanale')).toEqual(['Forme : SARL,', 'Siège : zone artisanale']);
  });

  it('is read before a value in capitals after a tab, before its colon after spaces, glued after its full stop', () => {
    expect(lines('Frm:SARL, Sg\tRue des Fleurs')).toEqual(['Forme : SARL,', 'Siège : Rue des Fleurs']);
    expect(lines('Frm:SARL Kpl : 250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL Kpl\t:\t250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL Kpl: 250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
    expect(lines('Frm:SARL Kpl.250 000 XPF')).toEqual(['Forme : SARL', 'Capital : 250 000 XPF']);
  });

  it('is no token before a comma, or before a word in small letters that opens no address', () => {
    expect(lines('Frm:SARL, Sg des Fleurs')).toEqual(['Forme : SARL, Sg des Fleurs']);
    expect(lines('Frm:SARL Kpl, 250 000 XPF')).toEqual(['Forme : SARL Kpl, 250 000 XPF']);
  });
});
