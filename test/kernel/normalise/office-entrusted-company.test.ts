import { describe, expect, it } from 'vitest';
import { officeEntrustedBefore } from '../../../kernel/normalise/office-entrusted-company.ts';

// Folded words before an identifier, made up for the wording each shows.

describe('an office entrusted to a company, told before its identifier', () => {
  it('reads a company named by société or by its form, with or without an article', () => {
    expect(officeEntrustedBefore('la gerance reste assuree par la societe ports du large, sas, ridet ')).toBe(true);
    expect(officeEntrustedBefore('la presidence est confiee a la sa ports du large, ')).toBe(true);
    expect(officeEntrustedBefore('la liquidation sera assuree par sarl conseils du large, ')).toBe(true);
  });

  it('reads the office naming its company, and a verb a scan misread', () => {
    expect(officeEntrustedBefore('la presidence de la societe demeure assuree par la societe ports du large, sas, ridet ')).toBe(true);
    expect(officeEntrustedBefore('la presidence de la societe dernenre assuree par la societe ports du large, sas, ridet ')).toBe(true);
  });

  it('does not take a possessive for a form: "par sa fondatrice" entrusts the office to a person', () => {
    expect(officeEntrustedBefore('la gerance reste assuree par sa fondatrice, mme lea tenda, ')).toBe(false);
    expect(officeEntrustedBefore('la direction generale est exercee par sa presidente, ')).toBe(false);
  });
});
