import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { createKey } from '../api/access/key-store.js';
import { loadAccessConfig } from '../api/access/settings.js';
import { startApiServer } from '../api/start-api.js';
import { loadConfig } from '../platform/config.js';
import { FsStore } from '../publish/store/fs-store.js';
import type { BenchContext, BenchResult } from './bench-types.js';
import type { LoadResult, LoadSpec } from './http-load.js';
import { formatBytes, formatCount, formatMs, peakRssBytes } from './measure.js';
import { buildAndPublishCorpus, corpusPaths, corpusSizes, type CorpusMarker } from './publish-bench.js';
import { companyRidet } from './synthetic-corpus.js';

const CONCURRENCY = 32;
const REQUESTS = { entreprises: 4000, annonces: 4000, cursor: 4000, search: 2000 };
const CURSOR_PAGES = 50;
const SEARCHES = ['lagon transports', 'nautile', 'recif mines 1234', 'kagou peche', 'corail conseil 42', 'niaouly batiment', '1000123', 'tamanou immobilier 777'];
const here = path.dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  // start-api builds its URL from config.port, so it needs a real port rather than 0.
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs the load client in its own process, so client and server do not share an event loop. */
async function load(workDir: string, name: string, spec: LoadSpec): Promise<LoadResult> {
  const specFile = path.join(workDir, `load-${name}.json`);
  const resultFile = path.join(workDir, `load-${name}-result.json`);
  fs.writeFileSync(specFile, JSON.stringify(spec));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(here, 'http-load.ts'), specFile, resultFile], { cwd: path.join(here, '..') });
  return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as LoadResult;
}

async function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body: { pagination: { next_cursor: string | null } } }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as { pagination: { next_cursor: string | null } } };
}

export async function run(context: BenchContext): Promise<BenchResult> {
  // --quick: enough requests to exercise every route, not to measure them.
  const requests = context.quick ? { entreprises: 200, annonces: 200, cursor: 200, search: 50 } : REQUESTS;
  const sizes: CorpusMarker = corpusSizes(context.scale);
  const paths = corpusPaths(context.workDir);
  const marker = fs.existsSync(paths.marker) ? (JSON.parse(fs.readFileSync(paths.marker, 'utf8')) as CorpusMarker) : null;
  let corpusNote = 'served the corpus published by the publish benchmark of this run';
  if (marker?.companies !== sizes.companies || marker.announcements !== sizes.announcements) {
    // Run alone (--only api): publish the same corpus first.
    const built = await buildAndPublishCorpus(context.workDir, sizes);
    built.warehouse.close();
    corpusNote = `published its own corpus first (${formatMs(built.populate.ms + built.first.ms)})`;
  }

  const dir = path.join(context.workDir, 'api');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const env = {
    DATA_DIR: dir,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    KEYS_FILE: path.join(dir, 'keys.json'),
    STORE_URL: `file://${paths.store}`,
    SNAPSHOT_POLL_SECONDS: '0',
  };
  const config = loadConfig(env);
  // Anonymous clients get 60 requests an hour: the load runs under an enterprise key.
  const { key } = await createKey({ keysFile: env.KEYS_FILE, plans: loadAccessConfig(env).plans, plan: 'enterprise', label: 'bench' });
  const headers = { 'X-API-Key': key };
  // Sampled from start-up on, so that a corpus published by this process does not count.
  let servingPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    servingPeak = Math.max(servingPeak, process.memoryUsage.rss());
  }, 50);
  const startedAt = performance.now();
  const api = await startApiServer({ config, store: new FsStore(paths.store), logger: pino({ level: 'silent' }) });
  const startMs = performance.now() - startedAt;
  try {
    // First search: waits for the search index that start-up loads in the background.
    const firstSearch = performance.now();
    const probe = await getJson(`${api.url}/v1/search?q=lagon`, headers);
    const firstSearchMs = performance.now() - firstSearch;
    if (probe.status !== 200) throw new Error(`[bench] /v1/search answered ${probe.status}: ${JSON.stringify(probe.body)}`);

    // Cursor URLs: walk one filtered feed, as a client paging through it would.
    const cursorUrls: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < CURSOR_PAGES; page += 1) {
      const url = `${api.url}/v1/annonces?type=procedure&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { status, body } = await getJson(url, headers);
      if (status !== 200) throw new Error(`[bench] ${url} answered ${status}`);
      if (cursor) cursorUrls.push(url);
      cursor = body.pagination.next_cursor;
      if (!cursor) break;
    }
    const ridetUrls = Array.from({ length: 1000 }, (_, i) => `${api.url}/v1/entreprises/${companyRidet((i * 7919) % sizes.companies)}`);
    const scenarios: Array<[string, string, number, string[]]> = [
      ['entreprises', '/v1/entreprises/<ridet> (1 000 distinct ridets)', requests.entreprises, ridetUrls],
      ['annonces', '/v1/annonces?limit=100', requests.annonces, [`${api.url}/v1/annonces?limit=100`]],
      ['cursor', `/v1/annonces?type=procedure&limit=100&cursor=… (${cursorUrls.length} pages deep)`, requests.cursor, cursorUrls],
      ['search', `/v1/search?q=… (${SEARCHES.length} queries)`, requests.search, SEARCHES.map((q) => `${api.url}/v1/search?q=${encodeURIComponent(q)}`)],
    ];
    const results: Array<{ label: string; result: LoadResult }> = [];
    for (const [name, label, requests, urls] of scenarios) {
      if (urls.length === 0) throw new Error(`[bench] no URL for ${name}`);
      results.push({ label, result: await load(dir, name, { urls, requests, concurrency: CONCURRENCY, headers }) });
    }
    const total = results.reduce((acc, r) => ({ requests: acc.requests + r.result.requests, ms: acc.ms + r.result.ms }), { requests: 0, ms: 0 });
    const bad = results.filter((r) => Object.keys(r.result.statuses).some((s) => s !== '200') || r.result.errors > 0);
    const details: Array<[string, string]> = [
      ['corpus', `${formatCount(sizes.companies)} companies / ${formatCount(sizes.announcements)} announcements; ${corpusNote}`],
      ['startApiServer (open snapshot, listen)', formatMs(startMs)],
      ['peak RSS of this process over its whole run (incl. any corpus build)', formatBytes(peakRssBytes())],
      ['first /v1/search (search index load)', formatMs(firstSearchMs)],
      ...results.map(({ label, result: r }): [string, string] => [
        label,
        `${formatCount(r.requests / (r.ms / 1000))} req/s, p50 ${formatMs(r.p50)}, p90 ${formatMs(r.p90)}, p99 ${formatMs(r.p99)}, max ${formatMs(r.max)}; ${formatCount(r.requests)} requests, avg ${formatBytes(r.bytes / r.requests)}, statuses ${JSON.stringify(r.statuses)}${r.errors ? `, ${r.errors} errors` : ''}`,
      ]),
    ];
    const notes = [
      `Peak RSS is the API process's, sampled every 50 ms from start-up to the end of the load (the load client runs in other processes). Client and server on the same 2-core machine (the client in its own process, concurrency ${CONCURRENCY}, keep-alive), store on the local filesystem: figures are for one API process, not a CDN-fronted deployment.`,
    ];
    if (bad.length > 0) notes.push(`Non-200 answers or errors in: ${bad.map((b) => b.label).join('; ')}.`);
    // One Node process answers on one event loop: at saturation, mean CPU time per request is
    // about 1 / throughput, and the rest of a latency is queueing behind the other 31 clients.
    notes.push(
      `Mean server time per request (1 / throughput, one event loop): ${results.map(({ label, result: r }) => `${label.split(' ')[0]} ${formatMs(r.ms / r.requests)}`).join(', ')}. Latencies at concurrency ${CONCURRENCY} are mostly queueing behind that.`,
    );
    const search = results[results.length - 1]!.result;
    notes.push(
      `Search is the bottleneck: ${formatMs(search.ms / search.requests)} of CPU per query, on the event loop, so a burst of searches delays every other route of the process (p99 ${formatMs(search.p99)}, max ${formatMs(search.max)}). The synthetic names are built from 8 x 8 shared words, so queries like "lagon transports" match about 1/64 of the companies (more with fuzzy and prefix matching): a pessimistic case, but cost grows with the number of matching companies.`,
    );
    const slowest = [...results].sort((a, b) => b.result.p99 - a.result.p99)[0]!;
    notes.push(`Slowest route at p99: ${slowest.label} (${formatMs(slowest.result.p99)}).`);
    return {
      name: 'api',
      what: `/v1 read routes under an enterprise API key, ${CONCURRENCY} concurrent keep-alive clients`,
      size: `${formatCount(total.requests)} requests on ${formatCount(sizes.companies)} companies / ${formatCount(sizes.announcements)} announcements`,
      wallMs: total.ms,
      throughput: { value: total.requests / (total.ms / 1000), unit: 'req/s (all routes)' },
      peakRssBytes: Math.max(servingPeak, process.memoryUsage.rss()),
      details,
      notes,
    };
  } finally {
    clearInterval(sampler);
    await api.close();
  }
}
