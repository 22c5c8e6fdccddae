import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlans } from '../../api/access/plans.ts';
import { SERVED_PLAN_FIELDS } from '../../cli/served-plan-fields.ts';
import { runKeysCli } from '../../cli/keys.ts';
import { startSampleSites, type SampleSites } from '../../simulator/sample-sites/server.ts';
import { OFFLINE_SITES } from '../../simulator/sites/registry.ts';
import { nightRunner, type NightRunner } from '../pipeline/run/helpers/night-runs.ts';
import { spawnOnListeningSocket } from '../helpers/listening-socket.ts';

// The soak (npm run test:soak): the API serves a mixed read load from a real server
// process for SOAK_SECONDS (default 600) while a nightly run publishes a new snapshot about
// every minute. Zero errors, every snapshot swapped in, memory that does not keep growing;
// latency is recorded. SOAK_REPORT=<file> writes the figures as JSON (RELIABILITY.md).
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 16);
const SOURCE_IDS = ['JONC', 'LNC', 'ProvinceSud'];

let sites: SampleSites;
let runner: NightRunner;
let dataDir: string;
let api: ChildProcess;
let baseUrl: string;
let key: string;

function monthEnd(start: Date, months: number): string {
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + 1, 0)).toISOString().slice(0, 10);
}

function rssKib(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const firstNight = monthEnd(new Date('2022-01-01T00:00:00Z'), 0);
  sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: firstNight });
  runner = nightRunner(sites, SOURCE_IDS);
  await runner.complete(dataDir, firstNight);
  // The soak's client asks far more than a day's worth of any plan (about a million requests
  // in 10 minutes): its key has a plan of its own, the enterprise plan without the daily quota.
  const plansFile = path.join(dataDir, 'plans.json');
  const served = defaultPlans(SERVED_PLAN_FIELDS);
  const soakPlan = { ...served.plans.enterprise!, requestsPerDay: 1_000_000_000 };
  fs.writeFileSync(plansFile, JSON.stringify({ ...served, plans: { ...served.plans, soak: soakPlan } }));
  let out = '';
  expect(await runKeysCli(['create', '--plan', 'soak', '--label', 'soak', '--json'], { env: { DATA_DIR: dataDir, PLANS_FILE: plansFile }, stdout: (t) => (out += t), stderr: () => {} })).toBe(0);
  key = (JSON.parse(out) as { key: string }).key;
  // On a listening socket handed to it (test/helpers/listening-socket.ts): no port guessed.
  ({ child: api, url: baseUrl } = await spawnOnListeningSocket(process.execPath, ['cli/serve.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PLANS_FILE: plansFile, SNAPSHOT_POLL_SECONDS: '1', LOG_LEVEL: 'warn', PAGES_LIMIT_PER_HOUR: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }));
  for (let i = 0; i < 100; i += 1) {
    if ((await fetch(`${baseUrl}/readyz`).catch(() => null))?.status === 200) return;
    await sleep(200);
  }
  throw new Error('the API did not become ready');
}, 300_000);

afterAll(async () => {
  api?.kill('SIGTERM');
  await sites?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`soak: ${SECONDS} s of mixed reads while a snapshot is published every minute`, () => {
  it('answers every request, swaps every snapshot, and keeps its memory bounded', async () => {
    const headers = { 'x-api-key': key, 'accept-encoding': 'br, gzip' };
    const latencies = new Map<string, number[]>();
    const errors: string[] = [];
    const snapshotsSeen = new Set<string>();
    const memory: Array<{ at: number; kib: number }> = [];
    const ridets: string[] = [];
    const words: string[] = [];
    const started = Date.now();
    const deadline = started + SECONDS * 1000;

    const get = async (route: string, url: string): Promise<Response | null> => {
      const t0 = performance.now();
      try {
        const response = await fetch(`${baseUrl}${url}`, { headers });
        const body = await response.arrayBuffer();
        const ms = performance.now() - t0;
        (latencies.get(route) ?? latencies.set(route, []).get(route)!).push(ms);
        const snapshot = response.headers.get('x-snapshot');
        if (snapshot) snapshotsSeen.add(snapshot);
        if (response.status !== 200) errors.push(`${response.status} ${url} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
        return response.status === 200 ? new Response(body, { headers: response.headers }) : null;
      } catch (error) {
        errors.push(`${url}: ${(error as Error).message}`);
        return null;
      }
    };

    const client = async (n: number) => {
      let i = n;
      while (Date.now() < deadline) {
        i += 1;
        const kind = i % 6;
        if (kind === 0 || ridets.length === 0) {
          let cursor: string | null = null;
          for (let page = 0; page < 3; page += 1) {
            const response = await get('annonces', `/v1/annonces?limit=${20 + (i % 80)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
            if (!response) break;
            const json = (await response.json()) as { data: Array<{ ridet: string; denomination: string }>; pagination: { next_cursor: string | null } };
            for (const item of json.data.slice(0, 5)) {
              if (ridets.length < 2000) ridets.push(item.ridet);
              if (words.length < 500) words.push(item.denomination.split(/\s+/)[0]!);
            }
            cursor = json.pagination.next_cursor;
            if (!cursor) break;
          }
        } else if (kind === 1) await get('entreprises', `/v1/entreprises/${ridets[i % ridets.length]}`);
        else if (kind === 2 && words.length > 0) await get('search', `/v1/search?q=${encodeURIComponent(words[i % words.length]!)}`);
        else if (kind === 3) await get('annonces-filtered', `/v1/annonces?type=${['creation', 'procedure', 'cession'][i % 3]}&limit=50`);
        else if (kind === 4) await get('widget', `/widget.html?ridets=${ridets.slice(i % 10, (i % 10) + 3).join(',')}`);
        else await get('atom', `/v1/annonces.atom?type=dissolution`);
      }
    };

    // The snapshot ids the nights made current (a night with nothing new keeps the previous one).
    const currentSnapshot = () => (JSON.parse(fs.readFileSync(path.join(dataDir, 'store', 'current'), 'utf8')) as { snapshot: string }).snapshot;
    const published = new Set<string>([currentSnapshot()]);
    const publisher = async () => {
      let month = 1;
      while (Date.now() < deadline - 20_000) {
        const nextAt = started + month * 60_000;
        await sleep(Math.max(0, nextAt - Date.now()));
        if (Date.now() >= deadline - 20_000) break;
        const asOf = monthEnd(new Date('2022-01-01T00:00:00Z'), month);
        sites.setAsOf(asOf);
        await runner.complete(dataDir, asOf);
        published.add(currentSnapshot());
        month += 1;
      }
      return month - 1;
    };

    const sampler = async () => {
      while (Date.now() < deadline) {
        memory.push({ at: Date.now() - started, kib: rssKib(api.pid!) });
        await sleep(5_000);
      }
    };

    const [publishes] = await Promise.all([publisher(), sampler(), ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);
    // The last night may end after the clients stopped: wait until the API serves it.
    const last = currentSnapshot();
    for (let waited = 0; !snapshotsSeen.has(last) && waited < 30_000; waited += 1_000) {
      await get('annonces', '/v1/annonces?limit=1');
      if (!snapshotsSeen.has(last)) await sleep(1_000);
    }

    const figures = {
      seconds: SECONDS,
      clients: CLIENTS,
      requests: [...latencies.values()].reduce((n, l) => n + l.length, 0),
      errors: errors.length,
      publishes,
      snapshotsPublished: published.size,
      snapshotsServed: snapshotsSeen.size,
      latencyMs: Object.fromEntries(
        [...latencies].map(([route, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          return [route, { count: sorted.length, p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted.at(-1)!.toFixed(1) }];
        }),
      ),
      rssMiB: {
        first: +(memory[0]!.kib / 1024).toFixed(1),
        peakFirstThird: +(Math.max(...memory.slice(0, Math.ceil(memory.length / 3)).map((m) => m.kib)) / 1024).toFixed(1),
        peakLastThird: +(Math.max(...memory.slice(Math.floor((2 * memory.length) / 3)).map((m) => m.kib)) / 1024).toFixed(1),
        last: +(memory.at(-1)!.kib / 1024).toFixed(1),
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    if (process.env.SOAK_REPORT) fs.writeFileSync(process.env.SOAK_REPORT, `${JSON.stringify(figures, null, 2)}\n`);

    expect(errors.slice(0, 10)).toEqual([]);
    expect(publishes).toBeGreaterThanOrEqual(Math.floor(SECONDS / 60) - 1);
    // Every snapshot a night made current was served (the first night's included).
    expect([...published].filter((id) => !snapshotsSeen.has(id))).toEqual([]);
    // Bounded: no steady growth from the first third of the run to the last.
    expect(figures.rssMiB.peakLastThird).toBeLessThan(figures.rssMiB.peakFirstThird * 1.5 + 64);
  }, (SECONDS + 600) * 1000);
});
