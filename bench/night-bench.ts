import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchResult } from './bench-types.ts';
import { formatBytes, formatCount, formatMs, peakRssBytes } from './measure.ts';
import { runSampleNight, type SampleNight } from './sample-night.ts';

/** The nights measured: a first night into an empty DATA_DIR, then the next quarter's. */
const FIRST_AS_OF = '2024-03-31';
const NEXT_AS_OF = '2024-06-30';

/**
 * `npm run bench -- --only night`: what the pipeline-run tests and a nightly job pay for a night
 * over the default sample world (every source's offline copy served on 127.0.0.1 by this process,
 * as the tests serve them), the run then its publish, into a fresh DATA_DIR; then the next
 * quarter's night, incremental. Not part of `--quick` (run-quick's suite would pay two nights):
 * named with `--only`, or in a full run. The OCR readings and rendered scans are kept in the
 * benchmark's folder between the two nights, as a suite run keeps them; tesseract and pdftoppm,
 * other processes, are outside the CPU figures.
 */
export async function run(context: BenchContext): Promise<BenchResult> {
  const root = path.join(context.workDir, 'night');
  fs.rmSync(root, { recursive: true, force: true });
  const caches = { ocrCacheDir: path.join(root, 'cache', 'ocr'), scanCacheDir: path.join(root, 'cache', 'scans') };
  const dataDir = path.join(root, 'data');
  const first = await runSampleNight({ dataDir, asOf: FIRST_AS_OF, ...caches });
  const next = await runSampleNight({ dataDir, asOf: NEXT_AS_OF, ...caches });
  const objects = countFiles(path.join(first.storeDir, 'objects'));
  const line = (night: SampleNight) => {
    const sources = night.report.sources.reduce((sum, s) => ({ fetched: sum.fetched + s.fetched, new: sum.new + s.new, quarantined: sum.quarantined + s.quarantined }), { fetched: 0, new: 0, quarantined: 0 });
    const publish = night.report.publish as { mode?: string; objectsWritten?: number; bytesWritten?: number } | null;
    return `${night.report.status}: ${formatCount(sources.fetched)} documents fetched, ${formatCount(sources.new)} announcements new, ${formatCount(sources.quarantined)} quarantined; wall ${formatMs(night.ms)}, CPU ${formatMs(night.cpuMs)} (publish ${publish?.mode ?? '-'} ${formatMs(night.publishCpuMs)} of it, ${formatCount(publish?.objectsWritten ?? 0)} objects, ${formatBytes(publish?.bytesWritten ?? 0)})`;
  };
  return {
    name: 'night',
    what: 'one night of every source over the default sample world (offline copies on 127.0.0.1, in process), run and published into a fresh DATA_DIR, then the next quarter\'s night',
    size: `as of ${FIRST_AS_OF}, then ${NEXT_AS_OF}`,
    wallMs: first.ms,
    throughput: { value: first.cpuMs / 1000, unit: 'CPU s for the first night (process, DuckDB\'s threads included)' },
    peakRssBytes: peakRssBytes(),
    details: [
      [`first night (${FIRST_AS_OF})`, line(first)],
      [`next night (${NEXT_AS_OF})`, line(next)],
      ['objects in the store after the first night', formatCount(objects)],
    ],
    notes: [
      'Wall time is mostly the offline copies\' own troubles (slow pages, 500s and their retries), not work: compare CPU. The CPU is this process\'s, the offline copies\' serving and page rendering included (as in the tests), tesseract and pdftoppm excluded (their readings are cached in the benchmark\'s folder after the first night). Profile one night with `node --cpu-prof --import ./cli/require-node.mjs bench/sample-night.ts <dataDir> <asOf> [<cacheDir>]`.',
    ],
  };
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}
