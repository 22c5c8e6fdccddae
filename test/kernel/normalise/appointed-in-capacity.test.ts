import { describe, expect, it } from 'vitest';
import { appointedInCapacity } from '../../../kernel/normalise/appointed-in-capacity.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { subjectOf } from './notice-helpers.ts';

// A company appointed to an office in the notice's company holds an officer's identifier, never the
// notice's. Made-up words around an identifier (folded, as the reader reads them), and one notice.

describe('a company appointed to a capacity', () => {
  it('reads the capacity told first, the officer it replaces between, the company after', () => {
    const before = fold("l'assemblée des associés a nommé en qualité de présidente, en remplacement de M. Paul EXEMPLE, révoqué, la société HOLDING DES TESTS, SARL au capital de 5 000 000 F CFP, dont le siège est à Nouméa, ");
    expect(appointedInCapacity(before, ', représentée par son gérant.')).toBe(true);
  });

  it('does not read the company whose office the capacity names (`en qualité de président de la société X`)', () => {
    const before = fold("l'assemblée a nommé en qualité de président de la société ESSAIS DU NORD, SAS, ");
    expect(appointedInCapacity(before, ', M. Paul EXEMPLE.')).toBe(false);
  });

  it('publishes the boxed notice under the company whose président changes, its identifier printed last', () => {
    const text = [
      '3 septembre 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE          13531',
      '',
      'CHANGEMENT DE PRÉSIDENT',
      '',
      'ESSAIS GARDIENNAGE',
      'Société par actions simplifiée au capital de 10 000 000 F CFP',
      'Siège : 6, rue des Tests, 98800 Nouméa',
      '',
      "Par décisions du 17 août 2026, l'assemblée des associés a nommé en qualité de présidente, en remplacement de M. Paul EXEMPLE, révoqué, la société HOLDING DES TESTS, SARL au capital de 50 000 000 F CFP, dont le siège est 8, rue des Essais, 98800 Nouméa, RIDET 2 000 008.001, représentée par son gérant, M. Luc ESSAI.",
      'La société ESSAIS GARDIENNAGE est immatriculée au RIDET sous le n° 1 000 009.001.',
      'Pour avis.',
    ].join('\n');
    expect(subjectOf(text)).toBe('1000009');
  });
});
