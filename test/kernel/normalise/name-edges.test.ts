import { describe, expect, it } from 'vitest';
import { withoutStrayEdges } from '../../../kernel/normalise/name-edges.ts';
import { identityOf } from './notice-helpers.ts';

// What a reading leaves at a name's edges that is no character of a name. Made-up names and
// insertions (RID 1 234 566 passes the check).

describe("a published name's edges", () => {
  it.each([
    ['straight single quotes around it', "'KAORI BOIS'", '', 'KAORI BOIS'],
    ['curly single quotes around it', '‘KAORI BOIS’', '', 'KAORI BOIS'],
    ['an opening guillemet alone', '« KAORI BOIS', '', 'KAORI BOIS'],
    ['a closing curly quote whose opening the text prints', 'KAORI BOIS’', '[ OBJET ] ‘KAORI BOIS’ — SARL', 'KAORI BOIS'],
    ["a role's label in square brackets", '[LOUEUR] KAORI BOIS', '', 'KAORI BOIS'],
    ["a role's cut label in square brackets", '[PROPR.] KAORI BOIS', '', 'KAORI BOIS'],
    ["a rubric's label in square brackets, spelt out, before quotes", '[Nomination] "KAORI BOIS"', '', 'KAORI BOIS'],
    ["a rubric's label in square brackets before an opening quote alone", '[Nomination] "KAORI BOIS', '', 'KAORI BOIS'],
    ["a party's label an arrow points from", 'BAILLEUR ▶ KAORI BOIS', '', 'KAORI BOIS'],
    ["a party's label closed by a slash", 'CÉDANT/ KAORI BOIS', '', 'KAORI BOIS'],
    ["its form between a field's marks", 'KAORI BOIS · SAS ·', '', 'KAORI BOIS'],
    ["its form after a double bar", 'KAORI BOIS ‖ SA', '', 'KAORI BOIS'],
    ["its form between section signs and a dot", 'KAORI BOIS § SA ·', '', 'KAORI BOIS'],
    ['its form in lower case', 'KAORI BOIS sarl', '', 'KAORI BOIS'],
    ["a sentence's words in lower case after a name in capitals", 'KAORI BOIS & FILS en conséquence', '', 'KAORI BOIS & FILS'],
  ])('are read past: %s', (_, name, text, expected) => {
    expect(withoutStrayEdges(name, text)).toBe(expected);
  });

  it("keep a name's own apostrophe and its mixed case", () => {
    expect(withoutStrayEdges("KONÉ RÉNOV'", "KONÉ RÉNOV', SARL, RIDET 1234566.001")).toBe("KONÉ RÉNOV'");
    expect(withoutStrayEdges("L'Atelier d'Ongles & Cie", '')).toBe("L'Atelier d'Ongles & Cie");
    expect(withoutStrayEdges('ÉLEC SARL', '')).toBe('ÉLEC SARL');
    expect(withoutStrayEdges('SUD/NORD TRANSPORTS', '')).toBe('SUD/NORD TRANSPORTS');
  });

  it("gives the parties' box its seller's name without the seller's label", () => {
    const text = [
      'LE HÉRON — jeudi 12 novembre 2026',
      '◆ VENTE DE FONDS ◆',
      'VENDEUR ▶ KAORI BOIS – SARL au capital de 1 000 000 F CFP – RIDET 1234566-001',
      'ACQUÉREUR ◀ Mme Léa WEA, commerçante, Païta',
      'FONDS ▸ menuiserie, ZI de Païta ; acte du 02/11/2026',
    ].join('\n');
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[1] : read).toBe('KAORI BOIS');
  });

  it('gives a compositor’s quoted name between bars without its quotes', () => {
    const text = "LE HÉRON · 12.05.2026\nDGD NOMMÉ | 'KAORI BOIS' | SAS | RIDET 1 234 566-001 | sg ZI, 98890 Païta\nDGD : Mme Léa WEA ; Prés. : M. Paul WEA";
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[1] : read).toBe('KAORI BOIS');
  });
});

describe("a form's field after a compositor's label mark", () => {
  it('is no word of the name', () => {
    expect(withoutStrayEdges('KAORI BOIS ▹ SA à CA', '')).toBe('KAORI BOIS');
    expect(withoutStrayEdges('KAORI BOIS ► SARL au cap. de 100 000 F', '')).toBe('KAORI BOIS');
  });
});

describe("a value's own label after it, an arrow pointing back at it", () => {
  it('is no word of the name', () => {
    expect(withoutStrayEdges('KAORI BOIS ← dén', 'KAORI BOIS ← dén. | SARL ← forme')).toBe('KAORI BOIS');
    expect(withoutStrayEdges('KAORI BOIS ◄ nom', '')).toBe('KAORI BOIS');
  });
});

// Made up (2026-12-07, eighteenth session, from pinacles pj17). A merger's title over two lines, the
// absorbing company's under it (`PAR LA SAS X (RIDET …)`): the preposition, article and form are the
// title's words.
describe("a heading's preposition, article and form before the name", () => {
  it('is no word of the name', () => {
    expect(withoutStrayEdges('PAR LA SAS KAORI BOIS', '')).toBe('KAORI BOIS');
    expect(withoutStrayEdges('DE LA SOCIÉTÉ KAORI BOIS', '')).toBe('KAORI BOIS');
    expect(withoutStrayEdges('PAR LA MER', '')).toBe('PAR LA MER');
  });

  it("publishes the absorbing company's name from the title's second line", () => {
    const text =
      "FUSION-ABSORPTION DE LA SARL TESTS SOUDURE (RIDET 1 234 566.001)\nPAR LA SAS TESTS MAINTENANCE (RIDET 1 234 574.001)\n\nL'assemblée générale extraordinaire de la société absorbante du 29 juin 2026 a approuvé la fusion et augmenté le capital social de 12 400 000 F CFP, pour le porter à 52 400 000 F CFP.\n\nPour avis.";
    expect(identityOf(text)).toEqual(['capital', 'TESTS MAINTENANCE', 'SAS', '1234574001', '2026-06-29']);
  });
});
