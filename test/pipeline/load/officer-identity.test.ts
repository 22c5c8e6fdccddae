import { describe, expect, it } from 'vitest';
import { compareNames, personName } from '../../../pipeline/load/officer-identity.ts';

const compare = (a: [string, string | null], b: [string, string | null]) => compareNames(personName(...a), personName(...b));

describe('personName', () => {
  it('drops civilities and folds accents, case, commas and apostrophes', () => {
    expect(personName('M. D’ARCY', 'Monsieur Jean, Éric')).toEqual({ surname: "d'arcy", given: ['jean', 'eric'] });
    expect(personName('Madame  MÉNARD', null)).toEqual({ surname: 'menard', given: [] });
    // A surname is never emptied: 'MAITRE' alone is somebody's name.
    expect(personName('MAITRE', 'Anne')).toEqual({ surname: 'maitre', given: ['anne'] });
  });
});

describe('compareNames', () => {
  it('says same for the same printed name, whatever its accents, case or civility', () => {
    expect(compare(['SANCHEZ', 'Manon, Agnès'], ['Sanchez', 'Mme manon agnes'])).toBe('same');
    expect(compare(['DUPONT', null], ['M. DUPONT', null])).toBe('same');
  });

  it('says maybe when one side printed no first name or fewer of them', () => {
    expect(compare(['DUPONT', null], ['DUPONT', 'Jean'])).toBe('maybe');
    expect(compare(['SANCHEZ', 'Manon'], ['SANCHEZ', 'Manon, Agnès'])).toBe('maybe');
  });

  it('says different for another first name, another order, a hyphenated name or another surname', () => {
    expect(compare(['SANCHEZ', 'André'], ['SANCHEZ', 'Manon, Agnès'])).toBe('different');
    expect(compare(['SANCHEZ', 'Agnès, Manon'], ['SANCHEZ', 'Manon, Agnès'])).toBe('different');
    expect(compare(['DUPONT', 'Jean-Pierre'], ['DUPONT', 'Jean'])).toBe('different');
    expect(compare(['DUPONT', 'Jean'], ['DUPOND', 'Jean'])).toBe('different');
  });
});
