import { describe, expect, it } from 'vitest';
import { renderRunMetrics } from '../../../pipeline/run/metrics-file.ts';
import type { RunReport } from '../../../pipeline/run/run-report.ts';

const report = (extra: Partial<RunReport> = {}): RunReport => ({
  runId: 'run-1', kind: 'run', startedAt: '2026-11-20T15:00:00.000Z', finishedAt: '2026-11-20T15:02:00.000Z', asOf: null, status: 'ok',
  sources: [], companiesDerived: 3, publish: null, ...extra,
});

describe('run metrics file: corrections', () => {
  it('gives the announcements carrying a correction and the redundant corrections', async () => {
    const text = await renderRunMetrics(report({
      corrections: {
        applied: 4,
        redundant: [
          { correction_id: 'cor-a', annonce_id: 'x', champs: ['ridet'] },
          { correction_id: 'cor-b', annonce_id: 'y', champs: ['type', 'denomination'] },
        ],
      },
    }));
    expect(text).toContain('# TYPE annonces_pipeline_corrections_applied gauge\nannonces_pipeline_corrections_applied 4\n');
    expect(text).toContain('# TYPE annonces_pipeline_corrections_redundant gauge\nannonces_pipeline_corrections_redundant 2\n');
  });

  it('says 0 when none is in force, and nothing for a run that stopped before its load finished', async () => {
    expect(await renderRunMetrics(report({ corrections: { applied: 0, redundant: [] } }))).toContain('annonces_pipeline_corrections_applied 0\n');
    expect(await renderRunMetrics(report())).not.toContain('corrections');
  });
});
