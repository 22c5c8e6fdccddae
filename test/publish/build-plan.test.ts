import { describe, expect, it } from 'vitest';
import type { PublishState } from '../../publish/artefacts/publish-state.ts';
import { planBuild, type BuildFacts } from '../../publish/build-plan.ts';

const STATE: PublishState = { store: 'memory://a', snapshotId: '20261120T020000Z', manifestSha256: 'f'.repeat(64), fingerprint: 'fp-1' };
const FACTS: BuildFacts = { asked: 'auto', storeUrl: 'memory://a', current: { snapshot: STATE.snapshotId, manifestSha256: STATE.manifestSha256 }, state: STATE, fingerprint: 'fp-1' };

describe('the build plan of a publish from the warehouse', () => {
  it('is incremental when the warehouse last published what is served, unchanged since', () => {
    expect(planBuild(FACTS)).toEqual({ mode: 'incremental', reason: 'incremental', en: `only what changed since ${STATE.snapshotId}`, fr: `seulement ce qui a changé depuis ${STATE.snapshotId}` });
    expect(planBuild({ ...FACTS, damaged: 0, tooManyChanges: false }).mode).toBe('incremental');
  });

  it('is full otherwise, and says why, the first reason first', () => {
    const cases: Array<[Partial<BuildFacts>, string, string]> = [
      [{ asked: 'full', current: null }, 'full_asked', 'full publish asked for'],
      [{ current: null, state: null }, 'first_publish', 'first publish to this store'],
      [{ state: null }, 'no_state', 'no publish recorded in this warehouse'],
      [{ storeUrl: 'memory://b' }, 'other_store', 'last publish went to memory://a'],
      [{ current: { snapshot: '20261121T020000Z', manifestSha256: 'f'.repeat(64) } }, 'current_moved', `current is 20261121T020000Z, last published from here ${STATE.snapshotId}`],
      // A manifest rewritten under the same id (snapshots migrate) is not the one published from here.
      [{ current: { snapshot: STATE.snapshotId, manifestSha256: 'e'.repeat(64) } }, 'current_moved', `current is ${STATE.snapshotId}, last published from here ${STATE.snapshotId}`],
      [{ fingerprint: 'fp-2', damaged: 2 }, 'fingerprint_changed', 'code, options or DuckDB version changed since the last publish'],
      [{ damaged: 2, tooManyChanges: true }, 'damaged_objects', '2 damaged object(s) to write again'],
      [{ damaged: 0, tooManyChanges: true }, 'too_many_changes', 'more than a tenth of the announcements or companies changed'],
    ];
    for (const [facts, reason, en] of cases) expect(planBuild({ ...FACTS, ...facts }), reason).toMatchObject({ mode: 'full', reason, en });
    expect(planBuild({ ...FACTS, damaged: 2 }).fr).toBe('2 objet(s) altéré(s) à réécrire');
  });
});
