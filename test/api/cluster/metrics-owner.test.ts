import { Counter, Gauge, Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { MetricsOwner } from '../../../api/cluster/metrics-owner.ts';
import { ClusterMetricsError, clusterMetrics } from '../../../api/cluster/worker-metrics.ts';
import { channelPair } from './in-memory-channel.ts';

function workerRegistry(requests: number, snapshot: string): Registry {
  const registry = new Registry();
  new Counter({ name: 'requests_total', help: 'h', labelNames: ['route'], registers: [registry] }).inc({ route: 'x' }, requests);
  new Gauge({ name: 'snapshot_info', help: 'h', labelNames: ['snapshot'], registers: [registry], aggregator: 'max' }).set({ snapshot }, 1);
  return registry;
}

describe('GET /metrics over API workers', () => {
  it('answers every worker summed, whichever worker is asked', async () => {
    const owner = new MetricsOwner();
    const [a, b] = [channelPair(), channelPair()];
    owner.add(a.primary);
    owner.add(b.primary);
    const viaA = clusterMetrics(a.worker, workerRegistry(3, 's1'));
    const viaB = clusterMetrics(b.worker, workerRegistry(4, 's1'));
    for (const text of await Promise.all([viaA.render(), viaB.render()])) {
      expect(text).toMatch(/^requests_total\{route="x"\} 7$/m);
      expect(text).toMatch(/^snapshot_info\{snapshot="s1"\} 1$/m);
    }
  });

  it('leaves a worker that is gone out of the sum', async () => {
    const owner = new MetricsOwner();
    const [a, b] = [channelPair(), channelPair()];
    owner.add(a.primary);
    const remove = owner.add(b.primary);
    const viaA = clusterMetrics(a.worker, workerRegistry(3, 's1'));
    clusterMetrics(b.worker, workerRegistry(4, 's1'));
    remove();
    expect(await viaA.render()).toMatch(/^requests_total\{route="x"\} 3$/m);
  });

  it('fails the scrape after 5 s, rather than sum part of the server, when a worker does not answer', async () => {
    // Only the collection's deadline is faked: the channels' deliveries are real event-loop turns.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const owner = new MetricsOwner();
      const a = channelPair();
      owner.add(a.primary);
      // A worker alive but stuck: it never answers the primary's collection.
      owner.add({ send: () => undefined, on: () => undefined, off: () => undefined });
      const viaA = clusterMetrics(a.worker, workerRegistry(3, 's1'));
      let outcome: unknown = 'waiting';
      const scrape = viaA.render().then((text) => (outcome = text), (error: unknown) => (outcome = error));
      const turns = async (count: number) => {
        for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
      };
      await turns(10);
      await vi.advanceTimersByTimeAsync(4_999);
      await turns(10);
      expect(outcome).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      await scrape;
      expect(outcome).toBeInstanceOf(ClusterMetricsError);
      expect((outcome as ClusterMetricsError).code).toBe('metrics_unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});
