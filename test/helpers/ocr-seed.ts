import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OcrPageCache } from '../../sources/documents/ocr/ocr-page-cache.ts';

/** One page's reading as production's page cache keeps it (`<sha256>/<page>-<engine>.json`). */
export interface OcrSeedEntry {
  sha256: string;
  page: number;
  engine: string;
  identity: unknown;
  tsv: string;
}

/** The committed readings of the default sample world's scans (ocr-seed/generate-ocr-seed.ts). */
export interface OcrSeed {
  /** The night the readings were made by (every scan the copies serve up to that day). */
  asOf: string;
  entries: OcrSeedEntry[];
}

export const OCR_SEED_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ocr-seed', 'sample-world-ocr.json');

export function readOcrSeed(file = OCR_SEED_FILE): OcrSeed {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OcrSeed;
}

/** Every entry of a page cache's folder, in a stable order (the generator's output). */
export function readCacheFolder(dir: string): OcrSeedEntry[] {
  const entries: OcrSeedEntry[] = [];
  for (const digest of fs.readdirSync(dir).sort()) {
    for (const name of fs.readdirSync(path.join(dir, digest)).sort()) {
      if (!name.endsWith('.json')) continue;
      const { sha256, page, engine, identity, tsv } = JSON.parse(fs.readFileSync(path.join(dir, digest, name), 'utf8')) as OcrSeedEntry;
      entries.push({ sha256, page, engine, identity, tsv });
    }
  }
  return entries.sort((a, b) => a.sha256.localeCompare(b.sha256) || a.page - b.page || a.engine.localeCompare(b.engine));
}

/**
 * Writes the seed's readings into the page cache at `dir` through production's own writer, so
 * each lands where the engine looks for it: under its document, page and engine key. An engine
 * whose programs or arguments differ from the seed's computes another key and reads the page
 * itself (ocr-seed.test.ts).
 */
export async function seedOcrCache(dir: string, seed: OcrSeed = readOcrSeed()): Promise<number> {
  const cache = new OcrPageCache(dir);
  await Promise.all(seed.entries.map((e) => cache.put(e.sha256, e.page, e.engine, e.identity, e.tsv)));
  return seed.entries.length;
}
