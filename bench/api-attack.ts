import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKey } from '../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../api/access/plans.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import { createTempWarehouse, fillApiFixture } from '../test/api/helpers/fixture-warehouse.ts';
import { publishWarehouse } from '../test/api/helpers/store-server.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { processMemory } from './process-stats.ts';

/**
 * An attack on a running server (oversized keys, long spellings of a URL, long URLs),
 * replayed on 127.0.0.1 and measured (RELIABILITY.md): `node bench/api-attack.ts`. Starts the API as the benchmark does
 * (bench/api-server.ts, one process, default settings, access log on stdout) over the test
 * fixture, then sends, in this order:
 *   1. twice 10 000 requests, each with a distinct 15 KB X-API-Key and no valid key (item 11);
 *   2. twice 20 000 requests with an enterprise key, each a distinct 14 KB spelling of
 *      `/v1/annonces?limit=2` (empty pairs, percent-encoded names) (item 12);
 *   3. 200 anonymous requests with a 15 KB URL, past the address's hourly budget (item 13).
 * Prints the server's RSS and the bytes it logged after each phase, as JSON. Loopback only,
 * bounded loops, 8 connections. Counts can be lowered: ATTACK_KEYS, ATTACK_SPELLINGS,
 * ATTACK_LONG_URLS.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 8;
const counts = {
  unknownKeys: Number(process.env.ATTACK_KEYS ?? 10_000),
  spellings: Number(process.env.ATTACK_SPELLINGS ?? 20_000),
  longRefusals: Number(process.env.ATTACK_LONG_URLS ?? 200),
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-attack-'));
const storeDir = path.join(dir, 'store');
const keysFile = path.join(dir, 'keys.json');
try {
  const temp = await createTempWarehouse();
  try {
    await fillApiFixture(temp.warehouse, 260);
    await publishWarehouse(new FsStore(storeDir), temp.warehouse, '2026-11-21T02:00:00Z');
  } finally {
    temp.cleanup();
  }
  const { key } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'enterprise', label: 'attack' });
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/api-server.ts', '1'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, STORE_URL: `file://${storeDir}`, KEYS_FILE: keysFile, HOST: '127.0.0.1', PORT: String(port), REDIS_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let logBytes = 0;
  let longestLine = 0;
  let partial = 0;
  let tail = '';
  child.stdout.on('data', (chunk: Buffer) => {
    logBytes += chunk.length;
    tail = (tail + chunk.toString('utf8')).slice(-2_000);
    for (const byte of chunk) {
      if (byte === 10) {
        longestLine = Math.max(longestLine, partial);
        partial = 0;
      } else partial += 1;
    }
  });
  try {
    await waitForPort(port, child, 'api', 60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const get = (target: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: target, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
    const run = async (n: number, make: (i: number) => [string, Record<string, string>]) => {
      const statuses: Record<number, number> = {};
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < n) {
            const [target, headers] = make(next++);
            const status = await get(target, headers);
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        }),
      );
      return statuses;
    };
    // The log is written after each answer: wait until it stops growing before reading it.
    const settledLog = async () => {
      let last = -1;
      while (last !== logBytes) {
        last = logBytes;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return logBytes;
    };
    const report: Record<string, unknown> = {};
    const measure = async (phase: string, statuses: Record<number, number> | null, startedLog: number, rssBefore: number) => {
      const log = await settledLog();
      const rss = processMemory(child.pid!).rss;
      report[phase] = { statuses, rssMiB: mib(rss), rssGrowthMiB: mib(rss - rssBefore), logBytes: log - startedLog, longestLogLine: longestLine };
      longestLine = 0;
      return { rss, log };
    };

    await run(50, () => [`/v1/entreprises/1234567001`, { 'x-api-key': key }]);
    let at = await measure('warm-up', null, 0, 0);

    // Each flood twice: what the first leaves may be the heap's room for its garbage; what the
    // second adds is what the server keeps.
    for (const round of ['a', 'b']) {
      const keyStatuses = await run(counts.unknownKeys, () => ['/v1/annonces?limit=2', { 'x-api-key': crypto.randomBytes(11_250).toString('base64url') }]);
      at = await measure(`1${round}. distinct 15 KB unknown keys`, keyStatuses, at.log, at.rss);
    }

    const spelling = (i: number) => {
      // Distinct targets that all mean ?limit=2: where the empty pairs go, and how `limit` is spelt.
      const before = i % 14_000;
      const name = ['limit', '%6Cimit', 'l%69mit', 'li%6Dit'][Math.floor(i / 14_000)]!;
      return `/v1/annonces?${'&'.repeat(before)}${name}=2${'&'.repeat(14_000 - before)}`;
    };
    for (const round of ['a', 'b']) {
      const offset = round === 'a' ? 0 : counts.spellings;
      const spellingStatuses = await run(counts.spellings, (i) => [spelling(i + offset), { 'x-api-key': key }]);
      at = await measure(`2${round}. distinct spellings of ?limit=2 (enterprise key)`, spellingStatuses, at.log, at.rss);
    }

    const long = `/v1/annonces?limit=2&${'&'.repeat(15_000)}`;
    const anonymous = await run(counts.longRefusals, () => [long, {}]);
    at = await measure('3. anonymous 15 KB URLs past the hourly budget', anonymous, at.log, at.rss);

    agent.destroy();
    // The count of the client errors not logged one by one is written at the end of its minute,
    // or at shutdown: stop the server to have it.
    const beforeStop = logBytes;
    await stopChild(child);
    const shutdownLines = tail.split('\n').filter(Boolean).slice(-3).map((line) => JSON.parse(line) as Record<string, unknown>);
    report['4. written at shutdown'] = { logBytes: logBytes - beforeStop, longestLogLine: longestLine, lines: shutdownLines.map(({ msg, suppressed, clients, top }) => ({ msg, suppressed, clients, top })) };
    report.totalLogBytes = logBytes;
    console.log(JSON.stringify({ counts, ...report }, null, 2));
  } finally {
    await stopChild(child);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

function mib(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
