import { describe, expect, it } from 'vitest';
import type { ParseNoticeResult } from '../../../kernel/normalise/index.ts';
import { crossValidate, folds, type FitReader } from '../../../pipeline/evaluate/cross-validate.ts';
import { formatCrossValidation } from '../../../pipeline/evaluate/format-cross-validation.ts';
import type { CorpusCase } from '../../../pipeline/evaluate/index.ts';
import { groupByWriter } from '../../../pipeline/evaluate/writer-groups.ts';

/** A labelled text whose expected announcement is read from its own first line (`rid date`). */
function labelledCase(name: string, rid: string): CorpusCase {
  return {
    name,
    text: `${rid} 2026-03-01`,
    expected: [{ type: 'capital', ridet: `${rid}001`, rid, date: '2026-03-01', denomination: 'ALPHA', forme_juridique: 'SARL', dirigeants: [] }],
  };
}

const published = (rid: string): ParseNoticeResult => ({
  ok: true,
  notice: {
    reference: 'r', ridet: `${rid}001`, ridet_luhn_valide: true, denomination: 'ALPHA', type: 'capital', titre: 't', resume: 'r', date: '2026-03-01',
    forme_juridique: 'SARL', capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], texte: 't',
  },
});
const quarantined: ParseNoticeResult = { ok: false, quarantine: { reference: 'r', reason: 'sujet_ambigu', detail: 'd', extrait: null } };

// Three writers: the first corpus's files (no share letter) and two shares of a second corpus.
const corpora = [
  { dir: '/corpora/corpus', cases: [labelledCase('01-alpha', '1000001'), labelledCase('02-beta', '1000002')] },
  { dir: '/corpora/corpus2', cases: [labelledCase('a01-gamma', '1000003'), labelledCase('b01-delta', '1000004'), labelledCase('b02-epsilon', '1000005'), labelledCase('b03-zeta', '1000006')] },
];

describe('writer groups', () => {
  it('groups a share letter’s files together and a directory without shares as one group', () => {
    expect(groupByWriter(corpora).map((g) => [g.name, g.cases.map((c) => c.name)])).toEqual([
      ['corpus', ['01-alpha', '02-beta']],
      ['a', ['a01-gamma']],
      ['b', ['b01-delta', 'b02-epsilon', 'b03-zeta']],
    ]);
  });
});

describe('leave-one-group-out cross-validation', () => {
  it('fits each fold on every group but the one it leaves out', () => {
    expect(folds([{ name: 'x' }, { name: 'y' }, { name: 'z' }]).map((f) => [f.leftOut.name, f.training.map((g) => g.name)])).toEqual([
      ['x', ['y', 'z']],
      ['y', ['x', 'z']],
      ['z', ['x', 'y']],
    ]);
  });

  it('never shows the left-out group’s texts to the fit: a reader that only remembers what it was fitted on reads nothing', () => {
    const seen: Array<{ leftOut: string; training: string[] }> = [];
    // The worst possible reader: it knows the answer of the texts it was fitted on, and nothing else.
    const memorising: FitReader = (groups, { leftOut }) => {
      const training = groups.flatMap((g) => g.cases);
      seen.push({ leftOut, training: training.map((c) => c.name) });
      const known = new Map(training.map((c) => [c.text, c.expected[0]!.rid!]));
      return (text) => [known.has(text) ? published(known.get(text)!) : quarantined];
    };
    const report = crossValidate(groupByWriter(corpora), memorising);

    const groups = groupByWriter(corpora);
    for (const { leftOut, training } of seen) {
      const leftOutNames = groups.find((g) => g.name === leftOut)!.cases.map((c) => c.name);
      expect(training.filter((n) => leftOutNames.includes(n))).toEqual([]);
      expect(training.length + leftOutNames.length).toBe(6);
    }
    expect(seen.map((s) => s.leftOut)).toEqual(['corpus', 'a', 'b']);
    expect(report.folds.map((f) => [f.group, f.rates.ridet, f.wronglyQuarantined])).toEqual([
      ['corpus', 0, 2],
      ['a', 0, 1],
      ['b', 0, 3],
    ]);
  });

  it('means over groups, each writer counting once whatever its size, wrong attributions and wrongful quarantines apart', () => {
    // Reads only the first corpus's writer right; publishes every b text under a wrong identifier; quarantines a's.
    const reader: FitReader = () => (text) => {
      const rid = text.split(' ')[0]!;
      if (rid === '1000003') return [quarantined];
      return [published(Number(rid) >= 1000004 ? '1999999' : rid)];
    };
    const report = crossValidate(groupByWriter(corpora), reader);
    expect(report.folds.map((f) => [f.group, f.rates.type, f.rates.ridet, f.wrongAttributions, f.wronglyQuarantined])).toEqual([
      ['corpus', 1, 1, 0, 0],
      ['a', 0, 0, 0, 1],
      ['b', 1, 0, 3, 0],
    ]);
    // Per text, 1 ridet of 6 would be 2/6; per writer it is 1/3.
    expect(report.mean.rates.ridet).toBeCloseTo(1 / 3);
    expect(report.mean.rates.type).toBeCloseTo(2 / 3);
    expect(report.mean.wrongRate).toBeCloseTo(1 / 3);
    expect(report.mean.quarantinedRate).toBeCloseTo(1 / 3);
    const table = formatCrossValidation(report);
    expect(table).toMatch(/^b\s+3\s+100\.0\s+0\.0\s+0\.0\s+100\.0\s+100\.0\s+100\.0\s+100\.0\s+3\s+0$/m);
    expect(table).toMatch(/^moyenne\s+66\.7\s+33\.3/m);
  });
});
