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

  it('reads the passive participle first, the company it appoints after its complements', () => {
    const before = fold('il a été pris acte de la démission du président, et a été nommée en remplacement, pour une durée indéterminée, la\nsociété HOLDING DES TESTS\nPARTICIPATIONS, SARL, ');
    expect(appointedInCapacity(before, ', représentée par son gérant.')).toBe(true);
  });

  it('reads the active verb too, its complements before the company', () => {
    const before = fold('les associés ont pris acte de la démission de leur gérant et ont nommé en remplacement, pour une durée illimitée, la société HOLDING DES TESTS, société par actions simplifiée, dont le siège est à Nouméa, ');
    expect(appointedInCapacity(before, ', représentée par son président.')).toBe(true);
  });

  it('does not read the company the participle’s office is held in (`a été nommé gérant de la société X`)', () => {
    const before = fold('M. Paul EXEMPLE a été nommé gérant de la société ESSAIS DU NORD, SARL, ');
    expect(appointedInCapacity(before, ', en remplacement de M. Luc TEST.')).toBe(false);
  });

  it('does not read the company whose office the capacity names (`en qualité de président de la société X`)', () => {
    const before = fold("l'assemblée a nommé en qualité de président de la société ESSAIS DU NORD, SAS, ");
    expect(appointedInCapacity(before, ', M. Paul EXEMPLE.')).toBe(false);
  });

  it('publishes the boxed notice under the company whose président changes, its identifier printed last', () => {
    // A boxed JONC notice, its words cut at the box's edge (as lettrines lt25 prints it).
    const text = "3 septembre 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE          13531\n\n┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃            CHANGEMENT DE PRÉSIDENT                         ┃\n┃                                                            ┃\n┃  SÉCURITÉ GARDIENNAGE DES TESTS                            ┃\n┃  Société par actions simpliﬁée au capital de               ┃\n┃  10 000 000 F CFP                                          ┃\n┃  Siège : 62, route de la Rue-des-Tests, Ducos,            ┃\n┃  98800 Nouméa                                              ┃\n┃                                                            ┃\n┃  Par décisions du 17 août 2026, l'assemblée des asso-      ┃\n┃  ciés a nommé en qualité de présidente, en remplace-       ┃\n┃  ment de M. Patrick ESSAIS, révoqué, la société            ┃\n┃  FINANCIÈRE TESTEUR, SARL au capital de 50 000 000         ┃\n┃  F CFP, dont le siège est 8, rue des Essais , 98800        ┃\n┃  Nouméa, RIDET 2 000 008.001, représentée par son gé-      ┃\n┃  rant, M. Petelo TESTEUR.                                  ┃\n┃  M. Mikaele TESTEUR est maintenu dans ses fonctions        ┃\n┃  de directeur général.                                     ┃\n┃  La société SÉCURITÉ GARDIENNAGE DES TESTS est imma-        ┃\n┃  triculée au RIDET sous le n° 1 000 009.001.               ┃\n┃                                              Pour avis.    ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛\n";
    expect(subjectOf(text)).toBe('1000009');
  });
});
