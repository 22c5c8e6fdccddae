import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../api/body-cache.ts';
import { ApiMetrics } from '../../api/metrics.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { parsePrometheusText } from './helpers/prometheus-text.ts';

// annonces_api_snapshot_corrected_announcements: the announcements of the served
// snapshot carrying an operator's correction, counted once per snapshot in the background.
// The end-to-end count from a real run is in test/pipeline/corrections/report-to-subscriber.test.ts.

const NAME = 'annonces_api_snapshot_corrected_announcements';
const CORRECTION = { champ: 'ridet', avant: '1111111001', apres: '2222222001', date: '2026-03-01T21:00:00.000Z', raison: 'RIDET mal lu' };

type Item = { id: string; corrections?: unknown[] };

/** A served snapshot whose ledger yields `items`, after `gate` when one is given (a pass in progress). */
function snapshot(id: string, items: Item[], gate?: Promise<void>): SnapshotReader & { passes: number } {
  const served = {
    id,
    parentId: null,
    createdAt: '2026-03-02T02:00:00.000Z',
    counts: { announcements: items.length, companies: 1, bySource: {}, byType: {} },
    read: () => Promise.resolve(null),
    hash: () => Promise.resolve(null),
    passes: 0,
    async *ledger() {
      served.passes += 1;
      await gate;
      yield* items;
    },
  };
  return served;
}

function metricsOf(holder: { current: SnapshotReader | null }): ApiMetrics {
  return new ApiMetrics({ snapshots: holder, bodies: new BodyCache(1024), processMetrics: false });
}

const scrape = async (metrics: ApiMetrics) => parsePrometheusText(await metrics.render());

describe('the corrected announcements of the served snapshot in /metrics', () => {
  it('counts the items with a non-empty corrections list, once per snapshot, the first scrape starting the pass', async () => {
    const first = snapshot('20260302T020000Z', [{ id: 'a', corrections: [CORRECTION] }, { id: 'b' }, { id: 'c', corrections: [] }, { id: 'd', corrections: [CORRECTION, CORRECTION] }]);
    const holder: { current: SnapshotReader | null } = { current: null };
    const metrics = metricsOf(holder);
    expect((await scrape(metrics)).all(NAME)).toEqual([]);

    holder.current = first;
    await expect.poll(async () => (await scrape(metrics)).value(NAME, { snapshot: first.id })).toBe(2);
    await scrape(metrics);
    expect(first.passes).toBe(1);
  });

  it('keeps the last count under its own snapshot until the new one is counted', async () => {
    const before = snapshot('20260302T020000Z', [{ id: 'a', corrections: [CORRECTION] }]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const after = snapshot('20260303T020000Z', [{ id: 'a', corrections: [CORRECTION] }, { id: 'b', corrections: [CORRECTION] }, { id: 'c', corrections: [CORRECTION] }], gate);
    const holder: { current: SnapshotReader | null } = { current: before };
    const metrics = metricsOf(holder);
    await expect.poll(async () => (await scrape(metrics)).value(NAME, { snapshot: before.id })).toBe(1);

    holder.current = after;
    const during = await scrape(metrics);
    expect(during.all(NAME).map((s) => [s.labels.snapshot, s.value])).toEqual([[before.id, 1]]);
    await scrape(metrics);
    expect(after.passes).toBe(1);
    release();
    await expect.poll(async () => (await scrape(metrics)).all(NAME).map((s) => [s.labels.snapshot, s.value])).toEqual([[after.id, 3]]);
  });

  it('tries a failed pass again at the next scrape', async () => {
    let fail = true;
    const items: Item[] = [{ id: 'a', corrections: [CORRECTION] }];
    const flaky = {
      ...snapshot('20260302T020000Z', items),
      passes: 0,
      async *ledger() {
        flaky.passes += 1;
        if (fail) throw new Error('an object of the ledger is missing');
        yield* items;
      },
    };
    const metrics = metricsOf({ current: flaky });
    await scrape(metrics);
    await expect.poll(() => flaky.passes).toBe(1);
    fail = false;
    await expect.poll(async () => (await scrape(metrics)).value(NAME, { snapshot: flaky.id })).toBe(1);
    expect(flaky.passes).toBe(2);
  });
});
