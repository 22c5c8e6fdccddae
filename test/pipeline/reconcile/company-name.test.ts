import { describe, expect, it } from 'vitest';
import { compareCompanyNames, editDistance, nameKey, sameCompanyName } from '../../../pipeline/reconcile/company-name.ts';

describe('when two printed company names are one name', () => {
  it('compares letters and digits alone: case, accents, punctuation, spaces and legal form words do not count', () => {
    expect(nameKey('Boulangerie du Port, S.A.R.L.')).toBe('boulangerieduport');
    expect(nameKey('SARL BOULANGERIE DU PORT')).toBe('boulangerieduport');
    expect(nameKey('Société civile immobilière Les Flamboyants')).toBe('lesflamboyants');
    expect(nameKey('SCI LES FLAMBOYANTS')).toBe('lesflamboyants');
    expect(compareCompanyNames('TRANSPORTS KAORI', 'TRANS PORTS KAORI')).toBe('same');
    expect(compareCompanyNames('Pêcheries Réunies', 'PECHERIES REUNIES SA')).toBe('same');
  });

  it('takes a slip in a long name for the same name: a letter dropped, doubled, replaced or swapped', () => {
    expect(compareCompanyNames('BOULANGERIE DU PORT', 'BOULANEGRIE DU PORT')).toBe('close');
    expect(compareCompanyNames('BOULANGERIE DU PORT', 'BOULANGRIE DU PORT')).toBe('close');
    expect(compareCompanyNames('MENUISERIE DES ÎLES', 'MENUISERIE DES ÎLLES')).toBe('close');
    expect(editDistance('residnece', 'residence')).toBe(1);
  });

  it('keeps apart names that differ by more than a slip, and short names that differ at all', () => {
    expect(compareCompanyNames('BOULANGERIE DU PORT', 'BOUCHERIE DU PORT')).toBe('different');
    expect(compareCompanyNames('SCI KAORI', 'SCI KAURI')).toBe('different');
    expect(compareCompanyNames('TRANSPORTS KAORI', 'TRANSPORTS NIAOULI')).toBe('different');
    expect(sameCompanyName('SARL', 'SAS')).toBe(false);
  });
});
