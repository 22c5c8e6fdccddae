import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveRaw } from '../pipeline/run/process-document.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import { createTempWarehouse, fillApiFixture } from '../test/api/helpers/fixture-warehouse.ts';
import { publishWarehouse } from '../test/api/helpers/store-server.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { processMemory } from './process-stats.ts';

/**
 * Slow and full readers of an archived document, replayed on 127.0.0.1 and measured
 * (RELIABILITY.md, "Streams, documents and exports"): `node bench/documents-readers.ts`. Starts the
 * API as the benchmark does (bench/api-server.ts, one process, default settings) over the test
 * fixture with one 32 MiB document archived, then:
 *   1. SLOW readers (30) that take the first bytes and stop reading, held until the server
 *      stops sending to them;
 *   2. FULL readers (20) that download the document at once, 5 rounds;
 * and prints the server's RSS (VmRSS once settled, VmHWM for the peak) after each, with the
 * p50/p99 of other clients' requests (`GET /v1/entreprises/...`, 4 at a time) during phase 2.
 * SERVER_ROOT runs the server of another checkout (the code before a change) with the same load.
 */

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = process.env.SERVER_ROOT ?? here;
const SLOW = Number(process.env.SLOW_READERS ?? 30);
const FULL = Number(process.env.FULL_READERS ?? 20);
const DOCUMENT_BYTES = 32 * 1024 * 1024 - 1024;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-readers-'));
const storeDir = path.join(dir, 'store');
try {
  const temp = await createTempWarehouse();
  try {
    await fillApiFixture(temp.warehouse, 260);
    await publishWarehouse(new FsStore(storeDir), temp.warehouse, '2026-11-21T02:00:00Z');
  } finally {
    temp.cleanup();
  }
  const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(DOCUMENT_BYTES - 9)]);
  const sha = crypto.createHash('sha256').update(body).digest('hex');
  await archiveRaw(new FsStore(storeDir), { source: 'JONC', url: 'https://jonc.test/bulletin', contentType: 'application/pdf', body, sha256: sha, fetchedAt: '2026-11-20T00:00:00.000Z', meta: {} });
  const target = `/v1/documents/${sha}`;

  const port = await freePort();
  const child = spawn(process.execPath, ['bench/api-server.ts', '1'], {
    cwd: serverRoot,
    env: {
      ...process.env, DATA_DIR: dir, STORE_URL: `file://${storeDir}`, KEYS_FILE: path.join(dir, 'keys.json'), HOST: '127.0.0.1', PORT: String(port), REDIS_URL: '',
      LOG_LEVEL: 'warn', ANONYMOUS_LIMIT_PER_HOUR: '1000000', PAGES_LIMIT_PER_HOUR: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForPort(port, child, 'api', 60_000);
    const memory = () => processMemory(child.pid!);
    const settle = async () => {
      // RSS once it stops moving (at most 10 s): what the server holds, not what it is allocating.
      let last = memory().rss;
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = memory().rss;
        if (Math.abs(now - last) < 1024 * 1024) return now;
        last = now;
      }
      return last;
    };
    const download = () =>
      new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        http.get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ bytes, ms: performance.now() - started }));
          res.on('error', reject);
        }).on('error', reject);
      });
    const report: Record<string, unknown> = {};

    const first = await download();
    if (first.bytes !== body.length) throw new Error(`first download: ${first.bytes} bytes of ${body.length}`);
    const base = await settle();
    report['0. after one download'] = { rssMiB: mib(base), firstDownloadMs: Math.round(first.ms) };

    // 1. Slow readers: each takes its first bytes, then stops; the connection's buffers fill.
    const sockets: net.Socket[] = [];
    const received: number[] = [];
    for (let i = 0; i < SLOW; i++) {
      const socket = net.connect(port, '127.0.0.1');
      received.push(0);
      socket.on('error', () => {});
      socket.on('data', (chunk: Buffer) => {
        received[i]! += chunk.length;
        socket.pause();
      });
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const slow = await settle();
    report[`1. ${SLOW} readers that stop reading`] = { rssMiB: mib(slow), rssGrowthMiB: mib(slow - base), peakMiB: mib(memory().peak) };
    for (const socket of sockets) socket.destroy();
    const afterSlow = await settle();

    // 2. Full readers, with other clients' requests timed meanwhile.
    const latencies: number[] = [];
    let reading = true;
    const probe = async () => {
      while (reading) {
        const started = performance.now();
        await new Promise<void>((resolve, reject) => {
          http.get({ host: '127.0.0.1', port, path: '/v1/entreprises/1234567001', agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          }).on('error', reject);
        });
        latencies.push(performance.now() - started);
      }
    };
    const probes = Array.from({ length: 4 }, probe);
    const rounds: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const done = await Promise.all(Array.from({ length: FULL }, download));
      if (done.some((d) => d.bytes !== body.length)) throw new Error('a full download was cut');
      rounds.push(performance.now() - started);
    }
    reading = false;
    await Promise.all(probes);
    const full = await settle();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
    report[`2. ${FULL} concurrent full readers, 5 rounds`] = {
      rssMiB: mib(full), rssGrowthMiB: mib(full - afterSlow), peakMiB: mib(memory().peak),
      roundMs: rounds.map(Math.round), othersP50Ms: at(0.5), othersP99Ms: at(0.99), otherRequests: latencies.length,
    };
    console.log(JSON.stringify({ server: serverRoot, node: process.version, documentBytes: body.length, report }, null, 2));
  } finally {
    await stopChild(child);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
