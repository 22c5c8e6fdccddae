import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishSnapshot } from '../publish/snapshot/publish-snapshot.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import type { ProbeRecord } from './latency-probe.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { processMemory } from './process-stats.ts';

/**
 * A flood of idle connections, replayed on 127.0.0.1 and measured (RELIABILITY.md, "Change feed and
 * connections"): `node bench/connection-flood.ts [connections]` (default 21 000).
 * Starts the API as the benchmark does (bench/api-server.ts, one process, settings from the
 * environment, so MAX_CONNECTIONS and HEADERS_TIMEOUT_SECONDS can be tried) over a store of one
 * small snapshot, then two flood processes open the connections as fast as they can, each
 * sending half a request line and headers and nothing more, and keep them; no reconnection.
 * Meanwhile a new client (bench/latency-probe.ts, a new connection each time) asks /healthz
 * every 100 ms. Prints, as JSON: what became of the flood's connections, the new client's
 * failures and when it was served again, the server's RSS and descriptors, and its log lines
 * about the cap. Every loop is bounded; loopback only.
 *
 * `node bench/connection-flood.ts flood <port> <count> <out.json>` is the flood
 * process itself.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const HALF_REQUEST = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n';
/** Connections a flood process has being opened at once. */
const IN_FLIGHT = 1_000;
/** Seconds the run waits, at most, for every flood connection to close. */
const SETTLE_SECONDS = 60;

interface FloodResult {
  opened: number;
  /** Connection refused or failed before it was open (the server out of descriptors, a full backlog). */
  failed: number;
  /** Closed by the server with no byte sent: dropped at the cap, or reset. */
  closedSilently: number;
  /** Closed by the server after an answer (408 at the headers timeout). */
  closedAnswered: number;
  /** Open when the flood process was told to stop. */
  stillOpen: number;
  /** Milliseconds from the first connection to the last one closed. */
  lastClosedMs: number;
}

async function flood(port: number, count: number, out: string): Promise<void> {
  const started = Date.now();
  const result: FloodResult = { opened: 0, failed: 0, closedSilently: 0, closedAnswered: 0, stillOpen: 0, lastClosedMs: 0 };
  const sockets = new Set<net.Socket>();
  const openOne = () =>
    new Promise<void>((resolve) => {
      let answered = false;
      let open = false;
      const socket = net.connect(port, '127.0.0.1', () => {
        open = true;
        result.opened += 1;
        sockets.add(socket);
        socket.write(HALF_REQUEST);
        resolve();
      });
      socket.on('data', () => (answered = true));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        if (!open) {
          result.failed += 1;
          resolve();
          return;
        }
        if (answered) result.closedAnswered += 1;
        else result.closedSilently += 1;
        result.lastClosedMs = Date.now() - started;
      });
    });
  // A window of connections being opened: as fast as the server accepts them.
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await openOne();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  process.send?.({ flooded: true });
  // Every connection may be closed long before the run ends: the process waits to be told.
  const alive = setInterval(() => undefined, 1_000);
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  clearInterval(alive);
  result.stillOpen = sockets.size;
  fs.writeFileSync(out, JSON.stringify(result));
  process.exit(0);
}

function openDescriptors(pid: number): number {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 21_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connection-flood-'));
  try {
    const storeDir = path.join(dir, 'store');
    await publishSnapshot(new FsStore(storeDir), { artefacts: [], ledger: [], runIds: ['flood'], counts: { announcements: 0, companies: 0, bySource: {}, byType: {} }, codeVersion: 'bench' }, { now: new Date(Date.now() - 60_000) });
    const port = await freePort();
    let log = '';
    const server = spawn(process.execPath, [path.join(here, 'api-server.ts'), '1'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, STORE_URL: `file://${storeDir}`, HOST: '127.0.0.1', PORT: String(port), REDIS_URL: '', LOG_LEVEL: 'info', KEYS_FILE: path.join(dir, 'keys.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const children: ChildProcess[] = [server];
    try {
      await waitForPort(port, server, 'API', 60_000);
      const memoryBefore = processMemory(server.pid!);
      const descriptorsBefore = openDescriptors(server.pid!);
      const probeFile = path.join(dir, 'probe.json');
      const probe = spawn(process.execPath, [path.join(here, 'latency-probe.ts'), `http://127.0.0.1:${port}/healthz`, '100', probeFile, 'fresh'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(probe);
      await new Promise((resolve) => probe.stdout.once('data', resolve));
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const floodStarted = Date.now();
      const floods = [0, 1].map((i) => {
        const share = Math.floor(total / 2) + (i === 0 ? total % 2 : 0);
        const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'flood', String(port), String(share), path.join(dir, `flood-${i}.json`)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        children.push(child);
        return { child, flooded: new Promise<void>((resolve) => child.once('message', () => resolve())) };
      });
      let peakRss = 0;
      let peakDescriptors = 0;
      const sample = setInterval(() => {
        peakRss = Math.max(peakRss, processMemory(server.pid!).rss);
        peakDescriptors = Math.max(peakDescriptors, openDescriptors(server.pid!));
      }, 100);
      await Promise.all(floods.map((f) => f.flooded));
      const floodedMs = Date.now() - floodStarted;
      // Until the server holds no more than it did before the flood (every half-open request closed), at most SETTLE_SECONDS.
      const deadline = Date.now() + SETTLE_SECONDS * 1000;
      while (Date.now() < deadline && openDescriptors(server.pid!) > descriptorsBefore + 5) await new Promise((resolve) => setTimeout(resolve, 200));
      const settledMs = Date.now() - floodStarted;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      clearInterval(sample);
      for (const f of floods) await stopChild(f.child);
      await stopChild(probe);
      const results = [0, 1].map((i) => JSON.parse(fs.readFileSync(path.join(dir, `flood-${i}.json`), 'utf8')) as FloodResult);
      const sum = (field: keyof FloodResult) => results.reduce((a, r) => a + r[field], 0);
      const probes = (JSON.parse(fs.readFileSync(probeFile, 'utf8')) as ProbeRecord[]).filter((p) => p.at >= floodStarted);
      const failures = probes.filter((p) => p.ms < 0 || p.status !== 200);
      const lastFailure = failures.length === 0 ? null : Math.max(...failures.map((p) => p.at)) - floodStarted;
      const memoryAfter = processMemory(server.pid!);
      // Stopped first: the count of dropped connections is logged when the server closes.
      await stopChild(server);
      const lines = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; dropped?: number });
      console.log(
        JSON.stringify(
          {
            connections: total,
            settings: { MAX_CONNECTIONS: process.env.MAX_CONNECTIONS ?? '(default)', HEADERS_TIMEOUT_SECONDS: process.env.HEADERS_TIMEOUT_SECONDS ?? '(default)' },
            flood: { opened: sum('opened'), failed: sum('failed'), closedSilently: sum('closedSilently'), closedAnswered: sum('closedAnswered'), stillOpen: sum('stillOpen'), floodedMs, lastClosedMs: Math.max(...results.map((r) => r.lastClosedMs)) },
            server: {
              rssBeforeMiB: +(memoryBefore.rss / 2 ** 20).toFixed(1), rssPeakMiB: +(peakRss / 2 ** 20).toFixed(1), rssAfterMiB: +(memoryAfter.rss / 2 ** 20).toFixed(1),
              descriptorsBefore, descriptorsPeak: peakDescriptors, settledMs,
              capLines: lines.filter((l) => l.msg === 'connection limit reached').length,
              dropCountLines: lines.filter((l) => l.msg === 'connections dropped').map((l) => l.dropped),
            },
            newClient: { asked: probes.length, failed: failures.length, lastFailureMs: lastFailure, firstFailureMs: failures.length === 0 ? null : Math.min(...failures.map((p) => p.at)) - floodStarted },
          },
          null,
          2,
        ),
      );
    } finally {
      for (const child of children.reverse()) await stopChild(child);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'flood') await flood(Number(process.argv[3]), Number(process.argv[4]), process.argv[5]!);
else await main();
