/**
 * Writes `sample-world-ocr.json`: every OCR reading a night over the default sample world's
 * offline copies makes (its scanned JONC archive issues, the portal's and the provinces' scanned
 * acts), as production's page cache keeps them (sources/documents/ocr/ocr-page-cache.ts: the
 * document's sha256, the page, the engine key naming tesseract's and pdftoppm's versions and
 * every argument that shapes the text). The suite's global set-up (test/shared-ocr-cache.ts)
 * copies them into the run's OCR_CACHE_DIR, so a suite run reads none of the default world's
 * pages with tesseract again; a machine whose programs differ computes another key, misses, and
 * runs the engine. How the readings are made is the production path itself: one `runPipeline`
 * over the copies, as of today, into an empty cache, every entry of which is then written out.
 * Run again (and commit the diff) after a change to the world, the scanner (SCANNER_VERSION),
 * the OCR's arguments or the machine's tesseract or poppler:
 *   node test/helpers/ocr-seed/generate-ocr-seed.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../platform/config.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { runPipeline } from '../../../pipeline/run/run-pipeline.ts';
import { startSampleSites } from '../../../simulator/sample-sites/server.ts';
import { OFFLINE_SITES, offlineCopyUrls } from '../../../simulator/sites/registry.ts';
import { todayInNoumea } from '../../../pipeline/run/run-id.ts';
import { readCacheFolder, type OcrSeed } from '../ocr-seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-seed-'));
try {
  const ocrCache = path.join(work, 'ocr');
  const asOf = todayInNoumea();
  const config = loadConfig({ DATA_DIR: path.join(work, 'data'), OCR_CACHE_DIR: ocrCache });
  const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, scanCacheDir: process.env.SCAN_CACHE_DIR ?? null });
  try {
    const { report } = await runPipeline({ config, store: openStore(config.storeUrl, {}), sourceUrls: offlineCopyUrls(sites.url), asOf });
    if (report.status !== 'ok') throw new Error(`the night ended ${report.status}: ${JSON.stringify(report.sources.map((s) => [s.source, s.status, s.error]))}`);
  } finally {
    await sites.close();
  }
  const seed: OcrSeed = { asOf, entries: readCacheFolder(ocrCache) };
  const out = path.join(here, 'sample-world-ocr.json');
  fs.writeFileSync(out, `${JSON.stringify(seed, null, 1)}\n`);
  console.log(`${seed.entries.length} pages -> ${path.relative(process.cwd(), out)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
