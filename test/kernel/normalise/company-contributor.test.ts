import { describe, expect, it } from 'vitest';
import { companyContributor } from '../../../kernel/normalise/company-contributor.ts';
import { readingOf } from './notice-helpers.ts';

// A company named as the one that contributes assets (`Apports : – en nature, par la société X, …`)
// is a party of the operation, never the company formed or whose capital grows. Made-up notices:
// invented companies and people; both identifiers pass the check.

// (2026-12-07, fifteenth session, from architraves kn30)
describe('a company contributing in kind to a company constituted', () => {
  const CONSTITUTION = `JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE — 5 novembre 2026

FORGES DU NORD
Société par actions simplifiée au capital de 10 000 000 F CFP
Siège social : 2, route de Pandop, 98850 Koumac
RIDET : 1 000 009.001

AVIS DE CONSTITUTION

Aux termes d'un acte sous seing privé du 12 octobre 2026, il a été constitué la société ci-dessus désignée.

Apports :
- en nature, par la société ATELIERS DE KOUMAC, SARL au capital de 3 000 000 F CFP, sise 4, route de Pandop, 98850 Koumac, RIDET : 2 000 008.001 : une presse et l'outillage de forge, évalués à 8 000 000 F CFP ;
- en numéraire, par M. Paul UN : 2 000 000 F CFP.

Président : M. Paul UN.

Pour avis, le président.`;

  it('publishes the constituted company, the contributor a party of its formation', () => {
    expect(readingOf(CONSTITUTION)).toEqual(['creation', '1000009001', 'FORGES DU NORD']);
  });

  it('reads the contribution from its list label above the item, and not where the receiver is named after the contributor', () => {
    expect(companyContributor("apports :\n- en nature, par la societe ateliers de koumac, sarl au capital de 3 000 000 f cfp, ridet : ", ' : une presse')).toBe(true);
    // The receiver named after it: the contribution's two sides are read elsewhere (the receiver's capital grows).
    expect(companyContributor("l'apport partiel d'actif consenti par la societe ateliers de koumac, sarl, ridet ", ', a la societe forges du nord, sas, ridet 1 000 009.001')).toBe(false);
    // No contribution's word: a company named after 'par' is no contributor.
    expect(companyContributor('cede par la societe ateliers de koumac, sarl, ridet ', ', son fonds')).toBe(false);
  });
});
