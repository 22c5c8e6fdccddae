import childProcess from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../platform/logger.ts';
import { crawlSource } from '../../../sources/crawl/crawl-source.ts';
import { InProcessEventManager } from '../../../sources/crawl/in-process-events.ts';
import type { CrawlContext, RawDocument } from '../../../sources/source-adapter.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

// crawlee reads the process's memory by spawning `ps` (and `getconf` for the CPU) as each
// crawler starts: a fork of the whole pipeline process, blocking its event loop, once per source
// and run. A crawl reads them from the process itself.

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>Avis</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cp = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>;
const originals = new Map<string, (...args: unknown[]) => unknown>();
afterEach(() => {
  for (const [name, fn] of originals) cp[name] = fn;
  originals.clear();
});

/** Names of the child_process functions called from now on (the calls go through). */
function recordChildProcesses(): string[] {
  const calls: string[] = [];
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
    const original = cp[name]!;
    originals.set(name, original);
    cp[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(`${name} ${String(args[0])}`);
      return original.apply(this, args);
    };
  }
  return calls;
}

describe('a crawl and the machine it runs on', () => {
  it('starts no program to read memory or CPU: a page fetched, nothing spawned', async () => {
    const emitted: RawDocument[] = [];
    const ctx: CrawlContext = {
      sourceId: 'TEST', baseUrl: base, state: null, storageDir: tempFolder('crawl-system-info-'),
      politeness: { concurrency: 1, requestsPerMinute: 6000, retries: 0, timeoutSeconds: 5, userAgent: 'annonces-nc-test' },
      previousFetch: () => undefined, emit: async (doc) => void emitted.push(doc), fail: () => {}, incomplete: () => {}, unchanged: () => {},
      setState: () => {}, log: () => {}, logger: silentLogger,
    };
    const calls = recordChildProcesses();
    await crawlSource(ctx, [{ url: `${base}/avis.html`, label: 'doc' }], { doc: async ({ emit }) => emit({}) });
    expect(emitted).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('reports this process’s memory against the machine’s, and the CPU used between two samples', () => {
    const events = new InProcessEventManager();
    events.systemInfo();
    const info = events.systemInfo();
    expect(info.memCurrentBytes).toBeGreaterThan(0);
    expect(info.memTotalBytes).toBe(os.totalmem());
    expect(info.cpuCurrentUsage).toBeGreaterThanOrEqual(0);
    expect(info.cpuCurrentUsage).toBeLessThanOrEqual(100);
    expect(info.isCpuOverloaded).toBe(info.cpuCurrentUsage > 95);
  });
});
