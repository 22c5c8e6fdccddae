import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stopWorker } from '../../cli/api-cluster.ts';

describe('stopping an API worker', () => {
  it('stops one whose channel closed before it exited, without an unhandled error in the primary', async () => {
    cluster.setupPrimary({ exec: fileURLToPath(new URL('./fixtures/leaving-worker.mjs', import.meta.url)), silent: true });
    const worker = cluster.fork();
    const disconnected = new Promise<void>((resolve) => worker.process.once('disconnect', () => resolve()));
    await disconnected;
    // Still alive, its channel closed: asking it to stop must neither throw nor emit an 'error' nobody
    // hears (no listener here, as in the primary: it would crash the process, exit 1).
    expect(worker.isDead()).toBe(false);
    await stopWorker(worker, 1);
    expect(worker.isDead()).toBe(true);
  });
});
