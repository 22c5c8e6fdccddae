import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { runPipelineCli } from '../../../../cli/pipeline.ts';
import { REGEXP_AT_FIRST_USE_FLAG } from '../../../../kernel/normalise/regexp-tier-flag.ts';
import { openSnapshot } from '../../../../publish/snapshot/open-snapshot.ts';
import { verifySnapshot } from '../../../../publish/snapshot/verify-snapshot.ts';
import { FsStore } from '../../../../publish/store/fs-store.ts';
import type { SampleSites } from '../../../../simulator/sample-sites/server.ts';
import { offlineCopyUrls } from '../../../../simulator/sites/registry.ts';
import { SOURCES } from '../../../../sources/registry.ts';
import { sharedNight } from './shared-night.ts';

/**
 * Nightly runs as an operator runs them, against offline copies served by the test (so each run
 * does not start its own): `start` is `npm run pipeline -- run` in a process of its own (a run to
 * kill, or whose exit code and output are the point), and `complete` runs it to the end there
 * (the soak, whose API load must not share this process); `inProcess` and `completeInProcess`
 * are the same command through its function in this process (`runPipelineCli`, as the entry
 * point calls it), for the runs a test only needs done or whose printed output is the point.
 * A process pays its start (pdf.js, crawlee, DuckDB: seconds of CPU) and reads every scan
 * by OCR again; this process reads each scan once (docs/test-suite.md).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface NightRunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** stdout and stderr interleaved, for failure messages. */
  output: string;
  stdout: string;
  stderr: string;
}

export interface NightRunner {
  start(dataDir: string, asOf: string, extraEnv?: Record<string, string>, extraArgs?: string[]): {
    child: ReturnType<typeof spawn>;
    done: Promise<NightRunResult>;
  };
  /** Runs to the end in a process of its own and expects exit code 0. */
  complete(dataDir: string, asOf: string, extraEnv?: Record<string, string>): Promise<void>;
  /** The same command through its function in this process: its exit code and what it wrote (the logger writes to this process's stderr). */
  inProcess(dataDir: string, asOf: string, extraEnv?: Record<string, string>, extraArgs?: string[]): Promise<Pick<NightRunResult, 'code' | 'stdout' | 'stderr'>>;
  /** The same run through the command's function in this process, and expects exit code 0. */
  completeInProcess(dataDir: string, asOf: string, extraEnv?: Record<string, string>): Promise<void>;
  /**
   * A first night into an empty `dataDir`, shared by the files of one run of the suite that ask
   * for the same sources and date over the same offline copies: the first to ask runs it in
   * process (completeInProcess) and keeps a copy in NIGHT_CACHE_DIR (test/shared-night-cache.ts),
   * the others wait for it and copy it (sharedNight). Without that folder (the soak), it is
   * completeInProcess.
   */
  completeShared(dataDir: string, asOf: string): Promise<void>;
}

export function nightRunner(sites: SampleSites, sourceIds: readonly string[]): NightRunner {
  const env = (dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // The run's shared OCR page cache (test/shared-ocr-cache.ts): a scan is read once per run of the suite.
    ...(process.env.OCR_CACHE_DIR ? { OCR_CACHE_DIR: process.env.OCR_CACHE_DIR } : {}),
    // Node's compile cache (test/shared-compile-cache.ts), as `npm run pipeline` turns it on: without
    // it each process strips the types of and compiles its few hundred modules again.
    ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Configured URLs get the polite rate of real sites (60/min) unless told otherwise: these are ours.
    ...Object.fromEntries(
      SOURCES.filter((s) => sourceIds.includes(s.id)).flatMap((s) => [
        [`SOURCE_${s.id.toUpperCase()}_URL`, offlineCopyUrls(sites.url)(s.id)!],
        [`SOURCE_${s.id.toUpperCase()}_RPM`, '6000'],
      ]),
    ),
    ...extra,
  });
  const argv = (asOf: string, extraArgs: readonly string[] = []) => ['run', '--sources', sourceIds.join(','), '--as-of', asOf, ...extraArgs];
  const start: NightRunner['start'] = (dataDir, asOf, extra = {}, extraArgs = []) => {
    const child = spawn(process.execPath, [REGEXP_AT_FIRST_USE_FLAG, 'cli/pipeline.ts', ...argv(asOf, extraArgs)], {
      cwd: ROOT,
      env: env(dataDir, extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => ((output += c.toString()), (stdout += c.toString())));
    child.stderr.on('data', (c: Buffer) => ((output += c.toString()), (stderr += c.toString())));
    const done = new Promise<NightRunResult>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, output, stdout, stderr })));
    return { child, done };
  };
  const inProcess: NightRunner['inProcess'] = async (dataDir, asOf, extra = {}, extraArgs = []) => {
    let stdout = '';
    let stderr = '';
    const code = await runPipelineCli(argv(asOf, extraArgs), { env: env(dataDir, extra), out: (text) => void (stdout += text), err: (text) => void (stderr += text) });
    return { code, stdout, stderr };
  };
  const completeInProcess: NightRunner['completeInProcess'] = async (dataDir, asOf, extra = {}) => {
    const result = await inProcess(dataDir, asOf, extra);
    expect(result.code, `${result.stdout}${result.stderr}`).toBe(0);
  };
  return {
    start,
    async complete(dataDir, asOf, extra = {}) {
      const result = await start(dataDir, asOf, extra).done;
      expect(result.code, result.output).toBe(0);
    },
    inProcess,
    completeInProcess,
    async completeShared(dataDir, asOf) {
      await sharedNight(`${[...sourceIds].sort().join('+')}@${asOf}`, dataDir, () => completeInProcess(dataDir, asOf));
    },
  };
}

/**
 * Every artefact of the served snapshot with its content hash, but `changes.json` (it names the
 * parent). An announcement's detail is hashed without `provenance.fetched_at`: when a document
 * was fetched is the one thing two runs on other days cannot share, and a run killed then run
 * again fetches some documents later than an uninterrupted one.
 */
export async function servedArtefacts(dataDir: string): Promise<Map<string, string>> {
  const store = new FsStore(path.join(dataDir, 'store'));
  const snapshot = await openSnapshot(store, 'current');
  expect((await verifySnapshot(store, snapshot.id)).ok).toBe(true);
  const artefacts = new Map<string, string>();
  for await (const [logical, entry] of snapshot.paths()) {
    if (logical === 'changes.json') continue;
    if (!logical.startsWith('annonces/detail/')) {
      artefacts.set(logical, entry.sha256);
      continue;
    }
    const detail = JSON.parse((await snapshot.read(logical))!.toString('utf8')) as { provenance?: { fetched_at?: string } };
    expect(detail.provenance?.fetched_at, logical).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    delete detail.provenance!.fetched_at;
    artefacts.set(logical, createHash('sha256').update(JSON.stringify(detail)).digest('hex'));
  }
  return artefacts;
}

export function companiesOf(artefacts: Map<string, string>): string[] {
  return [...artefacts.keys()].filter((p) => p.startsWith('entreprises/')).sort();
}

export function rawDocumentCount(dataDir: string): number {
  const dir = path.join(dataDir, 'store', 'raw');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}
