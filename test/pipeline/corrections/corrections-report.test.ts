import { describe, expect, it } from 'vitest';
import { formatRunSummary, type RunReport } from '../../../pipeline/run/run-report.ts';

// What the operator reads at the end of a run or reparse about the corrections in force.

function report(corrections: RunReport['corrections']): RunReport {
  return {
    runId: 'reparse-1',
    kind: 'reparse',
    startedAt: '2026-03-02T02:00:00.000Z',
    finishedAt: '2026-03-02T02:01:00.000Z',
    asOf: null,
    status: 'ok',
    sources: [],
    companiesDerived: 0,
    publish: null,
    ...(corrections ? { corrections } : {}),
  };
}

describe('the run summary', () => {
  it('names each redundant correction with its announcement and fields, after the count in force', () => {
    const lines = formatRunSummary(
      report({ applied: 3, redundant: [{ correction_id: 'cor-0123456789ab', annonce_id: 'a1', champs: ['ridet', 'type'] }] }),
    ).split('\n');
    expect(lines).toContain('Corrections en vigueur : 3 annonce(s)');
    expect(lines).toContain(
      '  Correction redondante cor-0123456789ab (annonce a1) : l’analyseur lit désormais la même valeur (ridet, type) ; gardée, à annuler si elle n’a plus lieu d’être.',
    );
  });

  it('says nothing of corrections when none is in force, or in reports written before them', () => {
    for (const summary of [formatRunSummary(report({ applied: 0, redundant: [] })), formatRunSummary(report(undefined))]) {
      expect(summary).not.toContain('Correction');
    }
  });
});
