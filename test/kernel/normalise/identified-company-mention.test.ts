import { describe, expect, it } from 'vitest';
import { identifiedCompanyMentions } from '../../../kernel/normalise/identified-company-mention.ts';

const names = (text: string): string[] => identifiedCompanyMentions(text).map((m) => m.raw);

describe('identifiedCompanyMentions: the company its writer speaks for', () => {
  it('reads the name in capitals after the possessive and its noun', () => {
    expect(names('Bonjour, notre société KAORI PÊCHE change de gérant.')).toContain('KAORI PÊCHE');
  });

  it('reads a quoted name after a possessive opening the sentence', () => {
    expect(names('Mon entreprise « Chez Lina » déménage à Païta.')).toContain('Chez Lina');
  });

  it('reads it after the possessive and a form', () => {
    expect(names('je vends ma SARL BOIS DU NORD que je dirige depuis dix ans')).toContain('BOIS DU NORD');
  });
});

describe('identifiedCompanyMentions: a qualified form before the name', () => {
  it('reads the name after a form with a single partner, closed by the capital', () => {
    expect(names('la SAS à associé unique LAGON BLEU, capital 100 000 F')).toContain('LAGON BLEU');
  });

  it('reads the name after a one-person form, closed by the identifier', () => {
    expect(names('une SARL unipersonnelle TIARÉ, RIDET 1 234 567.001')).toContain('TIARÉ');
  });

  it('reads the name after a form with a variable capital', () => {
    expect(names('la SA à capital variable COOP DU SUD, au capital minimum de 1 F')).toContain('COOP DU SUD');
  });
});
