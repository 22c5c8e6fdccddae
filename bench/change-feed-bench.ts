import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createKey } from '../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../api/access/plans.ts';
import { publishSnapshot } from '../publish/snapshot/publish-snapshot.ts';
import type { LedgerItem } from '../publish/snapshot/snapshot-types.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import type { BenchContext, BenchResult } from './bench-types.ts';
import type { ProbeRecord } from './latency-probe.ts';
import { formatBytes, formatCount, formatMs, peakRssBytes, percentile, scaled } from './measure.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { processCpuMs, processMemory } from './process-stats.ts';

/**
 * The change feed under its two loads, against the API as `npm run serve` runs it
 * (bench/api-server.ts over a local store, one process, access log at its default):
 *
 * 1. a replay: `since=debut&limit=1000` with `Accept-Encoding: br`, asked again and again
 *    (every client starting from the history kept asks that page): server CPU per request;
 * 2. a snapshot swap with 5 000 long polls waiting (`wait=30`, br, one connection each): what
 *    their waiting costs the server for 5 s, then the next snapshot is published, the server swaps to it at its next look at `current`, and
 *    every waiter is answered. Measured: the time from the first answer to the last, the
 *    server CPU from the publish to the last answer (the swap itself included), and what
 *    another client sees meanwhile: a probe process asking /healthz every 5 ms on its own
 *    connection, its longest and 99th-percentile answer around the wake-up.
 *
 * The history is made of announcements only (no company files): a first snapshot of 20 000,
 * then a night of 100. At `--scale` below 1 the announcements and the waiters shrink with it
 * (at least 1 000 and 50).
 */
const TARGET_ANNOUNCEMENTS = 20_000;
const TARGET_WAITERS = 5_000;
const NIGHT = 100;
const REPLAYS = 30;
/** Connections opened at once: the listen backlog (511) drops a larger burst's SYNs, retried a second later. */
const CONNECT_BATCH = 250;
const PROBE_PAUSE_MS = 5;
const IDLE_MS = 5_000;
/** --quick checks the steps, not the figures: a second of waiting shows what waiting costs as well. */
const QUICK_IDLE_MS = 1_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function item(n: number): LedgerItem {
  const ridet = String(1_000_000_001 + (n % 5_000) * 1000).padStart(10, '0');
  return {
    id: `feed-${String(n).padStart(7, '0')}`, ridet, denomination: `ENTREPRISE ${n % 5_000}`, type: n % 3 === 0 ? 'creation' : 'capital',
    titre: 'AUGMENTATION DE CAPITAL', resume: `Annonce ${n}.`, date: '2026-11-20', source: n % 2 === 0 ? 'JONC' : 'LNC',
    fiche_url: `https://annonces.nc/entreprise.html?ridet=${ridet}`,
  };
}

function counts(n: number) {
  return { announcements: n, companies: Math.min(n, 5_000), bySource: {}, byType: {} };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(base: string, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${target}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(answer: Answer): unknown {
  const body = answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.body;
  return JSON.parse(body.toString('utf8'));
}

/** A long poll on a raw socket (the server closes it after the answer): when the answer ended, and what it was. */
interface Waiter {
  answered: Promise<{ at: number; raw: Buffer }>;
}

function openWaiter(port: number, request: string): Promise<Waiter> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settle: (value: { at: number; raw: Buffer }) => void;
    const answered = new Promise<{ at: number; raw: Buffer }>((r) => (settle = r));
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request);
      resolve({ answered });
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => settle({ at: Date.now(), raw: Buffer.concat(chunks) }));
    socket.once('error', reject);
  });
}

function parseRaw(raw: Buffer): Answer {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end === -1 ? raw.length : end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0), headers, body: end === -1 ? Buffer.alloc(0) : raw.subarray(end + 4) };
}

/** Waits until the server's CPU stops moving (what it was given is handled), at most `withinMs`. */
async function quiet(pid: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last = processCpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = processCpuMs(pid);
    if (now - last < 30) return;
    last = now;
  }
}

function startProbe(url: string, out: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(here, 'latency-probe.ts'), url, String(PROBE_PAUSE_MS), out], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`[bench] latency probe exited with ${code}`)));
  });
}

export async function run(context: BenchContext): Promise<BenchResult> {
  const announcements = scaled(TARGET_ANNOUNCEMENTS, context.scale, 1_000);
  const waiters = scaled(TARGET_WAITERS, context.scale, 50);
  const idleMs = context.quick ? QUICK_IDLE_MS : IDLE_MS;
  const dir = path.join(context.workDir, 'change-feed');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const store = new FsStore(path.join(dir, 'store'));
  await publishSnapshot(
    store,
    { artefacts: [], ledger: Array.from({ length: announcements }, (_, n) => item(n)), runIds: ['feed-0'], counts: counts(announcements), codeVersion: 'bench' },
    { now: new Date(Date.now() - 3_600_000) },
  );

  // A plan of our own: 5 000 waiters and the replays run past a day's quota of any plan.
  const plansFile = path.join(dir, 'plans.json');
  const plans = { ...DEFAULT_PLANS, plans: { ...DEFAULT_PLANS.plans, bench: { ...DEFAULT_PLANS.plans.enterprise!, requestsPerDay: 1_000_000_000 } } };
  fs.writeFileSync(plansFile, JSON.stringify(plans));
  const keysFile = path.join(dir, 'keys.json');
  const { key } = await createKey({ keysFile, plans, plan: 'bench', label: 'bench' });
  const port = await freePort();
  const logFile = path.join(dir, 'api.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, [path.join(here, 'api-server.ts'), '1'], {
    cwd: root,
    env: {
      ...process.env, DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(port), STORE_URL: `file://${path.join(dir, 'store')}`, KEYS_FILE: keysFile, PLANS_FILE: plansFile,
      REDIS_URL: '', LOG_LEVEL: 'info', SNAPSHOT_POLL_SECONDS: '1',
      // One key stands for 5 000 clients here: each would have its own share.
      LONG_POLLS_PER_CLIENT: String(waiters + 10),
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const auth = { 'X-API-Key': key };
  let probe: ChildProcess | null = null;
  try {
    await waitForPort(port, server, 'API', 120_000);
    // The snapshot's events are computed once per process: not what is measured here.
    const warm = await get(base, '/v1/changes?since=debut&limit=1', auth);
    if (warm.status !== 200) throw new Error(`[bench] /v1/changes answered ${warm.status}: ${warm.body.toString()}`);

    // 1. The same replay page, again and again.
    const replayCpu: number[] = [];
    let replayBytes = { raw: 0, br: 0 };
    for (let i = 0; i < REPLAYS; i += 1) {
      const before = processCpuMs(server.pid!);
      const page = await get(base, '/v1/changes?since=debut&limit=1000', { ...auth, 'Accept-Encoding': 'br' });
      replayCpu.push(processCpuMs(server.pid!) - before);
      if (page.status !== 200 || page.headers['content-encoding'] !== 'br') throw new Error(`[bench] replay page answered ${page.status} ${page.headers['content-encoding']}`);
      const json = decoded(page) as { events: unknown[] };
      if (json.events.length !== Math.min(1000, announcements)) throw new Error(`[bench] replay page has ${json.events.length} events`);
      replayBytes = { raw: Buffer.byteLength(JSON.stringify(json)), br: page.body.length };
    }
    const replayRest = replayCpu.slice(1);
    const replayMean = replayRest.reduce((a, b) => a + b, 0) / replayRest.length;

    // 2. Waiters, then a swap.
    const now = decoded(await get(base, '/v1/changes', auth)) as { next_cursor: string };
    const request = `GET /v1/changes?since=${now.next_cursor}&wait=30 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${key}\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`;
    const memoryBefore = processMemory(server.pid!).rss;
    const opened: Waiter[] = [];
    for (let i = 0; i < waiters; i += CONNECT_BATCH) {
      opened.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, waiters - i) }, () => openWaiter(port, request)))));
    }
    await quiet(server.pid!, 30_000);
    const memoryWaiting = processMemory(server.pid!).rss;
    // What waiting itself costs, nothing being published.
    const idleFrom = processCpuMs(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const idleCpu = processCpuMs(server.pid!) - idleFrom;
    const probeFile = path.join(dir, 'probe.json');
    probe = await startProbe(`${base}/healthz`, probeFile);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const cpuBefore = processCpuMs(server.pid!);
    const publishedAt = Date.now();
    await publishSnapshot(
      store,
      { artefacts: [], ledger: Array.from({ length: announcements + NIGHT }, (_, n) => item(n)), runIds: ['feed-1'], counts: counts(announcements + NIGHT), codeVersion: 'bench' },
      { now: new Date(Date.now() - 1_800_000) },
    );
    const answers = await Promise.all(opened.map((w) => w.answered));
    const cpuWake = processCpuMs(server.pid!) - cpuBefore;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stopChild(probe);
    probe = null;
    const probes = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as ProbeRecord[];

    const firstAt = Math.min(...answers.map((a) => a.at));
    const lastAt = Math.max(...answers.map((a) => a.at));
    let wrong = 0;
    for (const answer of answers) {
      const parsed = parseRaw(answer.raw);
      const events = parsed.status === 200 ? (decoded(parsed) as { events: unknown[] }).events.length : -1;
      if (events !== NIGHT) wrong += 1;
    }
    // The probes that were under way while the waiters were being answered (or just before).
    const during = probes.filter((p) => p.at + Math.max(0, p.ms) >= firstAt - 100 && p.at <= lastAt).map((p) => p.ms);
    const sorted = [...during].sort((a, b) => a - b);
    const quietProbes = probes.filter((p) => p.at < publishedAt).map((p) => p.ms).sort((a, b) => a - b);

    return {
      name: 'change-feed',
      what: 'GET /v1/changes: a replay page asked again and again, and a snapshot swap waking the long polls (one API process, bench/api-server.ts)',
      size: `${formatCount(announcements)} + ${NIGHT} events, ${formatCount(waiters)} long polls`,
      wallMs: lastAt - publishedAt,
      throughput: { value: (waiters * 1000) / Math.max(1, lastAt - firstAt), unit: 'waiters answered/s' },
      peakRssBytes: Math.max(peakRssBytes(), processMemory(server.pid!).peak),
      details: [
        ['history', `a first snapshot of ${formatCount(announcements)} announcements, then a night of ${NIGHT}`],
        [
          `since=debut&limit=1000, Accept-Encoding: br, ${REPLAYS} times`,
          `server CPU ${formatMs(replayCpu[0]!)} the first time, then ${formatMs(replayMean)} a request on average (max ${formatMs(Math.max(...replayRest))}); page ${formatBytes(replayBytes.raw)}, ${formatBytes(replayBytes.br)} in br`,
        ],
        [
          `${formatCount(waiters)} long polls waiting (wait=30, br)`,
          `server RSS ${formatBytes(memoryBefore)} before, ${formatBytes(memoryWaiting)} with them waiting; server CPU while they wait ${formatMs(idleCpu / (idleMs / 1000))} a second`,
        ],
        ['publish -> first / last waiter answered', `${formatMs(firstAt - publishedAt)} / ${formatMs(lastAt - publishedAt)} (the server looks at current every second)`],
        ['first -> last waiter answered', `${formatMs(lastAt - firstAt)}; answers with the night's ${NIGHT} events: ${formatCount(waiters - wrong)} of ${formatCount(waiters)}`],
        ['server CPU, publish -> last answer (swap included)', `${formatMs(cpuWake)}, ${formatMs(cpuWake / waiters)} a waiter`],
        [
          `another client meanwhile (/healthz every ${PROBE_PAUSE_MS} ms, own connection)`,
          `${formatCount(during.length)} requests during the wake-up: p50 ${formatMs(percentile(sorted, 50))}, p99 ${formatMs(percentile(sorted, 99))}, longest ${formatMs(sorted[sorted.length - 1] ?? Number.NaN)}; before the publish p99 ${formatMs(percentile(quietProbes, 99))}`,
        ],
      ],
      notes: [
        'CPU is the server process’s user + system time (/proc), which moves in 10 ms ticks: per-request figures are means over the requests named.',
        'The waiters and the probe are other processes than the server; the waiters’ client (this process) only collects bytes while they arrive and decodes them afterwards.',
      ],
    };
  } finally {
    if (probe) await stopChild(probe);
    await stopChild(server);
  }
}
