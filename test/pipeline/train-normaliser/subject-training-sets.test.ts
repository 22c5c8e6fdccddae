import { describe, expect, it } from 'vitest';
import type { ExpectedAnnouncement } from '../../../pipeline/evaluate/index.ts';
import { trainingSets } from '../../../pipeline/train-normaliser/subject-training-sets.ts';

// Made-up texts: one decision for two sister companies, each printed with its identifier, read as one
// notice; and one company's own notice beside another company named as its sole shareholder.

const expected = (rid: string, denomination: string): ExpectedAnnouncement => ({
  type: 'siege',
  ridet: `${rid}001`,
  rid,
  date: '2026-03-04',
  denomination,
  forme_juridique: 'SARL',
  dirigeants: [],
});

const twoCompanies =
  "TRANSFERT DE SIÈGE\n\nPar décisions de l'associé unique du 4 mars 2026, le siège des sociétés KAZ UN, SARL, RIDET 1000001.001, et KAZ DEUX, SARL, RIDET 3000003.001, a été transféré au 5, rue Exemple, Nouméa.";

describe('the subject’s training sets', () => {
  it('leave out a set where two candidates are expected companies (the same decision for both)', () => {
    const sets = trainingSets({ name: 'two', text: twoCompanies, expected: [expected('1000001', 'KAZ UN'), expected('3000003', 'KAZ DEUX')] });
    expect(sets).toEqual([]);
  });

  it('keep the set when one expected company is among the candidates', () => {
    const sets = trainingSets({ name: 'one', text: twoCompanies, expected: [expected('3000003', 'KAZ DEUX')] });
    expect(sets.map((s) => s.label)).toEqual([1]);
  });
});
