import { describe, expect, it } from 'vitest';
import { officeEntrustedBefore } from '../../../kernel/normalise/office-entrusted-company.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

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

describe('a company an office is entrusted to, named in the notice’s body', () => {
  it('is the office’s holder, not the subject the identifier after it belongs to', () => {
    const text = [
      'TESTS GRANULATS',
      'Société par actions simplifiée au capital de 10 000 000 F CFP',
      'Siège : 1 route des Tests, 98890 Païta',
      'AUGMENTATION DE CAPITAL',
      "Par décisions du 2 août 2026, l'associé unique a augmenté le capital de 5 000 000 F CFP à 10 000 000 F CFP.",
      'La présidence demeure confiée à la société TESTS HOLDING, SAS, représentée par son président, M. Paul TESTARD.',
      'Identification de la société : RIDET 1 000 002.001.',
      'Pour avis, le président.',
    ].join('\n');
    const notice = noticeOf(text);
    expect(notice.denomination).toBe('TESTS GRANULATS');
    expect(officersOf(notice)).toEqual(['TESTS HOLDING (président)']);
  });
});
