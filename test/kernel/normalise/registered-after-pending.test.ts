import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from biffures bf05). A complement to a constitution notice
// published while the company was being registered gives the number it was registered under: the
// number is the company's own, the earlier pending registration no reason to quarantine.
const complement = (registration: string): string =>
  [
    'Date de publication : 2026-09-03',
    '',
    "COMPLÉMENT À L'AVIS DE CONSTITUTION",
    '',
    "Complément à l'avis publié le 18 août 2026 annonçant la constitution de la société LA FOURNÉE DES TESTS, société à responsabilité limitée au capital de 1 200 000 F CFP, dont le siège est à Dumbéa, constituée par acte sous seing privé du 4 août 2026.",
    '',
    registration,
    '',
    'Gérant : M. Paul TESTARD.',
  ].join('\n');

describe('a company registered since its constitution was published', () => {
  it('is read under the number it was registered under, told after a relative clause and the register’s full name', () => {
    const text = complement("La société, qui était alors en cours d'immatriculation, a été immatriculée le 25 août 2026 au registre du commerce et des sociétés de Nouméa et au répertoire des entreprises sous le numéro RIDET 1234567/001.");
    expect(identityOf(text)).toEqual(['creation', 'LA FOURNÉE DES TESTS', 'SARL', '1234567001', '2026-09-03']);
  });
});
