import { describe, expect, it } from 'vitest';
import type { ExpectedAnnouncement } from '../../../pipeline/evaluate/expected.ts';
import type { Extraction } from '../../../pipeline/evaluate/extraction.ts';
import { matchEntries } from '../../../pipeline/evaluate/match-entries.ts';

// The evaluation pairs what a text should give with what the reader gave. Made-up values.

const expected: ExpectedAnnouncement = {
  type: 'creation',
  ridet: '1000009001',
  rid: '1000009',
  date: '2026-02-03',
  denomination: 'LES ESSAIS',
  forme_juridique: 'SARL',
  dirigeants: [],
};

const neighbourQuarantined: Extraction = {
  type: null,
  ridet: null,
  rid: null,
  date: null,
  denomination: null,
  forme_juridique: null,
  dirigeants: [],
  quarantine: { reason: 'denomination_absente', extrait: 'clôture des opérations de liquidation. (RIDET 2 000 008.001)' },
};

const published: Extraction = { ...expected, quarantine: null };

describe('matching one expected announcement among several results', () => {
  it("pairs it with the result that carries its identifier, not with a neighbour's fragment quarantined before it", () => {
    const match = matchEntries([expected], [neighbourQuarantined, published]);
    expect(match.pairs[0]!.got).toBe(published);
    expect(match.extra).toEqual([neighbourQuarantined]);
  });

  it('pairs it in reading order when no result carries its identifier or its name', () => {
    const other: Extraction = { ...published, rid: '2000008', ridet: '2000008001', denomination: 'AUTRES ESSAIS' };
    const match = matchEntries([expected], [neighbourQuarantined, other]);
    expect(match.pairs[0]!.got).toBe(neighbourQuarantined);
    expect(match.extra).toEqual([other]);
  });
});
