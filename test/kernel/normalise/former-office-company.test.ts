import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from voussures vs25). A firm's own notice, its card heading
// it, appoints a new co-manager presented by her former office in another company, that company's
// identifier beside it and what she did there in a relative clause: her past, neither the notice's
// company nor its event. The identifiers pass the check.
const firmNotice = (apposition: string): string =>
  [
    'SELARL TESTS ET ASSOCIÉS',
    "Société d'exercice libéral à responsabilité limitée d'avocats au capital de 3 000 000 F CFP",
    'Siège social : 27, avenue des Essais, 98800 Nouméa',
    'RIDET 1 000 009.001',
    '',
    "Aux termes d'une assemblée générale extraordinaire du 5 juin 2026, les associés ont :",
    `– agréé en qualité de nouvelle associée Maître Lise TESTARD, avocate, ${apposition} ;`,
    '– nommé Maître Lise TESTARD en qualité de cogérante, pour une durée indéterminée.',
    '',
    'Pour avis, la gérance.',
  ].join('\n');

describe("a company named as a person's former office", () => {
  it("is no subject beside the firm whose card heads the notice, the firm's own appointment read", () => {
    expect(identityOf(firmNotice("jusqu'alors gérante de la SELARL CABINET TESTARD (RIDET 2 000 008.001)"))).toEqual(['nomination', 'TESTS ET ASSOCIÉS', 'SELARL', '1000009001', '2026-06-05']);
  });

  it('tells in its relative clause no event of the notice (a sale of her parts there is her past)', () => {
    expect(identityOf(firmNotice("jusqu'alors gérante de la SELARL CABINET TESTARD (RIDET 2 000 008.001), dont elle a cédé ses parts"))).toEqual(['nomination', 'TESTS ET ASSOCIÉS', 'SELARL', '1000009001', '2026-06-05']);
  });

  it('is still the subject where it is the only company identified', () => {
    const text =
      "Aux termes d'une assemblée générale extraordinaire du 5 juin 2026, les associés de la société ATELIER DES TESTS ont décidé la dissolution anticipée de la société. M. Paul TESTIN, jusqu'alors gérant de la société ATELIER DES TESTS, SARL, RIDET 2 000 008.001, a été nommé liquidateur.";
    expect(identityOf(text)).toEqual(['dissolution', 'ATELIER DES TESTS', 'SARL', '2000008001', '2026-06-05']);
  });
});
