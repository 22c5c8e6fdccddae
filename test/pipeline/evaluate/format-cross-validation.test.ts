import { describe, expect, it } from 'vitest';
import { EVALUATED_FIELDS, type EvaluatedField } from '../../../pipeline/evaluate/compare.ts';
import type { CrossValidationReport, FoldScore } from '../../../pipeline/evaluate/cross-validate.ts';
import { formatCrossValidation } from '../../../pipeline/evaluate/format-cross-validation.ts';

const rates = (rate: number) => Object.fromEntries(EVALUATED_FIELDS.map((f) => [f, rate])) as Record<EvaluatedField, number>;

function fold(group: string, announcements: number, rate: number): FoldScore {
  return { group, texts: announcements, announcements, publishable: announcements, rates: rates(rate), wrongAttributions: 0, wronglyQuarantined: 1, wrongRate: 0, quarantinedRate: 0.01, report: {} as FoldScore['report'] };
}

describe('the cross-validation table', () => {
  it('keeps its columns aligned when a group is named after a folder longer than a share letter', () => {
    const report: CrossValidationReport = {
      folds: [fold('a', 64, 1), fold('plateformes', 40, 0.975)],
      mean: { rates: rates(0.9875), wrongRate: 0, quarantinedRate: 0.005 },
    };
    const lines = formatCrossValidation(report).split('\n');
    const rows = ['groupe', 'a ', 'plateformes', 'moyenne'].map((name) => lines.find((l) => l.startsWith(name))!);
    // Every row ends at the same column, and each group's name is followed by a space before its count.
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    expect(rows[2]).toMatch(/^plateformes +40 +97\.5/);
    expect(rows[1]).toMatch(/^a +64 +100\.0/);
  });
});
