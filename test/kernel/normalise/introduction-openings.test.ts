import { describe, expect, it } from 'vitest';
import { introductionOpenings, isCapitalOpening, isPatternSpace } from '../../../kernel/normalise/introduction-openings.ts';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';

describe('introductionOpenings', () => {
  it("opens a two-word article where its first word starts, and at its 'la' too (the first word may end another)", () => {
    const text = 'Apport de la société X; cession à la société Y; gérée par la société Z.';
    const at = (words: string) => text.indexOf(words);
    expect(introductionOpenings(text).societe).toEqual([at('de la'), at('la société X'), at('société X'), at('à la'), at('la société Y'), at('société Y'), at('par la'), at('la société Z'), at('société Z')]);
  });

  it('lets any white space a pattern reads as \\s stand between the article and its word', () => {
    const text = 'Cession par la\u00a0SARL MOANA; reprise de la\nSOCIÉTÉ DES PINS; une\u202fEURL.';
    expect(introductionOpenings(text).capitals).toEqual([text.indexOf('par la'), text.indexOf('la\u00a0'), text.indexOf('de la'), text.indexOf('la\nSOC'), text.indexOf('une')]);
  });

  it("takes the elided article right before a capital, with either apostrophe, and not before a small letter", () => {
    const text = "Gérant de l'EURL KAORI, associé de l’SNC BAIE et de l'entreprise.";
    expect(introductionOpenings(text).capitals).toEqual([text.indexOf("l'EURL"), text.indexOf('l’SNC')]);
  });

  it('takes société standing alone, and not inside another word', () => {
    const text = 'Société CORAIL: les associés réunis, (société par actions simplifiée).';
    expect(introductionOpenings(text).societe).toEqual([0, text.indexOf('société par')]);
  });

  it('opens on a digit, an ampersand or an accented capital after the article', () => {
    const text = 'la 3 FRÈRES, la & CO, la ÉTOILE, la maison.';
    expect(introductionOpenings(text).capitals).toEqual([0, text.indexOf('la &'), text.indexOf('la É')]);
  });

  it("gives each line holding 'au capital' once, from its line break, the first line from 0", () => {
    const text = 'Le Jardin Fleuri, SARL au capital de 500 000 F\nSiège : Koné\nÀ la Belle Pirogue, EURL (au capital de 1 F, capital libéré)';
    expect(introductionOpenings(text).capitalLines).toEqual([0, text.lastIndexOf('\n')]);
  });

  it('gives the text start, each line break and the unit after it, once each', () => {
    const text = 'AVIS\n\nSCI X\nCap. : 1 F';
    expect(introductionOpenings(text).lineStarts).toEqual([0, 4, 5, 6, 11, 12]);
  });

  it('reads white space as the patterns do, on every code unit', () => {
    for (let unit = 0; unit <= 0xffff; unit++) expect(isPatternSpace(unit), `U+${unit.toString(16)}`).toBe(/\s/u.test(String.fromCharCode(unit)));
  });

  it("reads a name's opening unit as company-mentions.ts's capitals, digits and '&', on every code unit", () => {
    for (let unit = 0; unit <= 0xffff; unit++) expect(isCapitalOpening(unit), `U+${unit.toString(16)}`).toBe(/[A-ZÀ-ÖØ-ÞŒŸ0-9&]/u.test(String.fromCharCode(unit)));
  });
});

describe('companyMentions, tried at the openings only', () => {
  it('reads an introduction from the first word of its article, over a no-break space', () => {
    const text = 'Le fonds est loué par la\u00a0société KAVIKA PÊCHE, SARL au capital de 100 000 F.';
    expect(companyMentions(text).map((m) => [m.index, m.name])).toContainEqual([text.indexOf('par la'), 'KAVIKA PÊCHE']);
  });

  it("reads a name in mixed case opening a line below the first, its form and capital after it", () => {
    const text = 'CONSTITUTION\nLa Case des Cocotiers, SARL au capital de 200 000 F, siège à Bourail.';
    expect(companyMentions(text).map((m) => [m.index, m.name])).toContainEqual([text.indexOf('\n'), 'La Case des Cocotiers']);
  });

  it("reads a party's label at a line's start below the first, its name after the colon", () => {
    const text = 'Fusion-absorption\nSociété absorbante : KAORI HOLDING, SAS au capital de 1 000 000 F';
    expect(companyMentions(text).map((m) => [m.index, m.name])).toContainEqual([text.indexOf('\n'), 'KAORI HOLDING']);
  });

  it("reads a small ad's heading of abbreviated words at a line's start, the name after its dash", () => {
    const text = 'Annonces légales\nNOMIN. CAC – LAGON AUDIT, SARL au cap. de 100 000 F';
    expect(companyMentions(text).map((m) => [m.index, m.name])).toContainEqual([text.indexOf('\n'), 'LAGON AUDIT']);
  });

  it('reads a line that is only a form and a name, from the unit after its line break, and from the text start', () => {
    const below = 'Constitution\nSCI TAMARIS\nCap. : 100 000 F';
    expect(companyMentions(below).map((m) => [m.index, m.name])).toContainEqual([below.indexOf('SCI'), 'TAMARIS']);
    const first = 'EURL KANUMERA\nSiège : Nouméa';
    expect(companyMentions(first).map((m) => [m.index, m.name])).toContainEqual([0, 'KANUMERA']);
  });

  it("reads a trade in lower case then a name in capitals at a line's start below the first", () => {
    const text = 'Avis de constitution\nBoulangerie-pâtisserie LE PAIN DORÉ, SARL au capital de 100 000 F';
    expect(companyMentions(text).map((m) => [m.index, m.name])).toContainEqual([text.indexOf('\n'), 'LE PAIN DORÉ']);
  });

  it("reads a form after an elided article and after 'une' over a line break", () => {
    const text = "Les associés de l’EURL TIARÉ MARINE ont décidé d'apporter leurs parts à une\nSAS LAGON BLEU nouvellement créée.";
    const found = companyMentions(text).map((m) => [m.index, m.name]);
    expect(found).toContainEqual([text.indexOf('l’EURL'), 'TIARÉ MARINE']);
    expect(found).toContainEqual([text.indexOf('une\n'), 'LAGON BLEU']);
  });
});
