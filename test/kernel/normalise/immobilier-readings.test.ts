import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { unidentifiedSoldCompany } from '../../../kernel/normalise/unidentified-sold-company.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of real-estate notices showed missing (test/kernel/normalise/immobilier):
// an office labelled by its collective noun ('Gérance :') held by a company with its identifier,
// a labelled office whose value says the named officer leaves it, and a sale of the parts of a
// company that prints no identifier. Every text here is made up for the rule it names, never a
// copy of a group text.

/** Whether the subject rules judge the identifier printed as `printed` another company's (a third party). */
function thirdParty(text: string, printed: string): boolean {
  const judged = judgeRidets(text, findRidets(text));
  const found = judged.find((j) => j.match.printed.includes(printed));
  if (!found) throw new Error(`no identifier ${printed}`);
  return found.third;
}

describe("an office labelled by its collective noun ('Gérance :', 'Présidence :')", () => {
  const sheet = (label: string) =>
    `CONSTITUTION\n\nAux termes d'un acte sous seing privé du 2 mars 2026, il a été constitué la société suivante :\nDénomination : KAZ PATRIMOINE\nForme : société civile immobilière\nCapital : 100 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\n${label} : la société KAZ PARTICIPATIONS, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 2 000 002.001, représentée par son gérant, M. Paul KAZ\nAssociés : la société KAZ PARTICIPATIONS et M. Paul KAZ\nRIDET : 1 000 001 001\n`;

  it("makes the company after 'Gérance :' an officer, so the sheet's own RIDET is the subject's", () => {
    expect(thirdParty(sheet('Gérance'), '2 000 002.001')).toBe(true);
    expect(identityOf(sheet('Gérance'))).toEqual(['creation', 'KAZ PATRIMOINE', 'SCI', '1000001001', '2026-03-02']);
    expect(officersOf(noticeOf(sheet('Gérance')))).toEqual(['KAZ PARTICIPATIONS (gérant)']);
  });

  it("reads 'Cogérance :' and 'Présidence :' the same way", () => {
    expect(thirdParty(sheet('Cogérance'), '2 000 002.001')).toBe(true);
    expect(thirdParty(sheet('Présidence'), '2 000 002.001')).toBe(true);
  });

  it("does not make the company after 'Location-gérance :' an officer: it may be the owner who lets", () => {
    const text =
      'LOCATION-GÉRANCE\n\nLocation-gérance : la société KAZ IMMOBILIER, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, a donné en location-gérance à M. Paul KAZ le fonds de commerce d\'agence immobilière exploité à Nouméa, à compter du 1er mars 2026.';
    expect(thirdParty(text, '1 000 001.001')).toBe(false);
  });

  it("does not read 'la gérance de la société X' as a label", () => {
    const text = 'La gérance de la société KAZ PATRIMOINE, SCI, RIDET 1 000 001.001, est assurée depuis le 2 mars 2026 par M. Paul KAZ.';
    expect(thirdParty(text, '1 000 001.001')).toBe(false);
  });
});

describe("a labelled office whose value says the named officer leaves it ('Gérance : démission de M. X')", () => {
  const text = (value: string) =>
    `SCI KAZ PATRIMOINE\nSociété civile immobilière au capital de 100 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nCHANGEMENT DE GÉRANCE\n\nDécision : assemblée générale du 2 mars 2026\nGérance : ${value}\n`;

  it('lists the one appointed, not the one who resigns', () => {
    expect(officersOf(noticeOf(text("démission de M. Paul KAZ ; nomination de Mme Anne KAZ en qualité de gérante à compter du 1er avril 2026.")))).toEqual(['Anne KAZ (gérant)']);
  });

  it('reads a revocation or a death the same way', () => {
    expect(officersOf(noticeOf(text("révocation de M. Paul KAZ ; nomination de Mme Anne KAZ en qualité de gérante.")))).toEqual(['Anne KAZ (gérant)']);
    expect(officersOf(noticeOf(text("décès de M. Paul KAZ ; nomination de Mme Anne KAZ en qualité de gérante.")))).toEqual(['Anne KAZ (gérant)']);
  });

  it('keeps the officer the value names without a leaving word', () => {
    expect(officersOf(noticeOf(text('M. Paul KAZ, sans changement.')))).toEqual(['Paul KAZ (gérant)']);
  });
});

describe('a sale of the parts of a company that prints no identifier', () => {
  const sale = (sold: string) =>
    `CESSION DE PARTS SOCIALES\n\nAux termes d'un acte sous seing privé du 2 mars 2026, la SCI KAZ FONCIÈRE, société civile immobilière au capital de 100 000 F CFP, siège : 1, rue Exemple, 98800 Nouméa, RIDET 2 000 002.001, a cédé à la société KAZ TRANSACTIONS, SARL au capital de 1 000 000 F CFP, RIDET 3 000 003.001, les cent parts qu'elle détenait dans la société civile immobilière ${sold}, au capital de 200 000 F CFP, siège : 2, rue Exemple, 98800 Nouméa.\n\nPour avis.`;

  it("is quarantined: the seller's and the buyer's identifiers are not the sold company's", () => {
    const text = sale('KAZ RÉSIDENCE');
    expect(unidentifiedSoldCompany(text, findRidets(text), false)).toBe('KAZ RÉSIDENCE');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('is published under the sold company when its identifier is printed in its description', () => {
    const text = sale('KAZ RÉSIDENCE, RIDET 1 000 001.001');
    expect(unidentifiedSoldCompany(text, findRidets(text), false)).toBeNull();
    expect(identityOf(text)).toEqual(['cession', 'KAZ RÉSIDENCE', 'SCI', '1000001001', '2026-03-02']);
  });

  it("abstains when the sold company is the header block's, identified there", () => {
    const text =
      "SCI KAZ RÉSIDENCE\nSociété civile immobilière au capital de 200 000 F CFP\nRIDET 1 000 001.001\n\nAux termes d'un acte du 2 mars 2026, M. Paul KAZ a cédé à Mme Anne KAZ cent parts de la société civile immobilière KAZ RÉSIDENCE.";
    expect(unidentifiedSoldCompany(text, findRidets(text), false)).toBeNull();
  });

  it('abstains when an identifier is printed alone, with no other company named before it', () => {
    const text = `RIDET 1 000 001.001\n\n${sale('KAZ RÉSIDENCE')}`;
    expect(unidentifiedSoldCompany(text, findRidets(text), false)).toBeNull();
  });
});
