import { describe, expect, it } from 'vitest';
import { planPublish, type PlanParent } from '../../../../publish/snapshot/publish/publish-plan.ts';
import { publishSnapshot } from '../../../../publish/snapshot/publish-snapshot.ts';
import { SnapshotError } from '../../../../publish/snapshot/snapshot-error.ts';
import type { PublishDelta } from '../../../../publish/snapshot/snapshot-types.ts';
import { MemoryStore } from '../../../../publish/store/memory-store.ts';
import { countsOf, inputOf, makeCorpus, nightTwo } from '../snapshot-fixture.ts';

const corpus = makeCorpus(10);
const PARENT: PlanParent = { id: '20261120T020000Z', manifestSha256: 'f'.repeat(64), counts: countsOf(corpus) };

function delta(parent: { id: string; manifestSha256: string }): PublishDelta {
  return { parent, artefacts: [], removedPaths: [], ledgerMonths: [], runIds: ['run-2'], counts: countsOf(corpus), codeVersion: 'test' };
}

function refusal(run: () => unknown): SnapshotError {
  try {
    run();
  } catch (error) {
    if (SnapshotError.is(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the publish plan', () => {
  it('says full or incremental, with a reason code and its words', () => {
    expect(planPublish({ parent: null, input: inputOf(corpus), maxShrink: 0.2, rewrite: 0 })).toEqual({
      mode: 'full', reason: 'first_publish', fr: 'premier instantané de ce stockage', en: 'first snapshot in this store', freshTreeBase: false,
    });
    expect(planPublish({ parent: PARENT, input: inputOf(corpus), maxShrink: 0.2, rewrite: 0 })).toMatchObject({ mode: 'full', reason: 'full_input', freshTreeBase: false });
    expect(planPublish({ parent: PARENT, input: inputOf(corpus), maxShrink: 0.2, rewrite: 3 })).toMatchObject({
      mode: 'full', reason: 'repair', en: '3 damaged object(s) to write again', fr: '3 objet(s) altéré(s) à réécrire', freshTreeBase: true,
    });
    expect(planPublish({ parent: PARENT, input: delta(PARENT), maxShrink: 0.2, rewrite: 0 })).toMatchObject({ mode: 'incremental', reason: 'delta', en: `changes against ${PARENT.id}` });
  });

  it('refuses a delta built against another snapshot, or against nothing', () => {
    expect(refusal(() => planPublish({ parent: PARENT, input: delta({ ...PARENT, manifestSha256: 'e'.repeat(64) }), maxShrink: 0.2, rewrite: 0 })).code).toBe('snapshot_parent_moved');
    expect(refusal(() => planPublish({ parent: null, input: delta(PARENT), maxShrink: 0.2, rewrite: 0 })).message).toContain('current is nothing');
  });

  it('refuses a drop beyond maxShrink unless forced', () => {
    const half = makeCorpus(5);
    expect(refusal(() => planPublish({ parent: PARENT, input: inputOf(half), maxShrink: 0.2, rewrite: 0 })).code).toBe('snapshot_shrink_refused');
    expect(planPublish({ parent: PARENT, input: inputOf(half, 'run-2', true), maxShrink: 0.2, rewrite: 0 }).reason).toBe('full_input');
  });

  it('is what publishSnapshot reports', async () => {
    const store = new MemoryStore();
    const first = await publishSnapshot(store, inputOf(corpus), { now: new Date('2026-11-20T02:00:00Z') });
    expect(first.plan).toEqual({ mode: 'full', reason: 'first_publish', fr: 'premier instantané de ce stockage', en: 'first snapshot in this store' });
    const second = await publishSnapshot(store, inputOf(nightTwo(corpus), 'run-2'), { now: new Date('2026-11-21T02:00:00Z') });
    expect(second.plan).toMatchObject({ mode: 'full', reason: 'full_input', en: `full input, compared with ${first.snapshotId}` });
  });
});
