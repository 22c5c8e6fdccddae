/**
 * Scans kept on disk, so that a scan is rendered once per folder rather than once per process
 * that hosts the offline copies: a render is seconds of CPU a document (pdftoppm, the page
 * degradation loop, deflating the images), paid again by every test worker, every `pipeline run`
 * over the offline copies and every start of the demo.
 */

import { createHash } from 'node:crypto';
import path from 'node:path';
import { readEntry, writeEntry } from './kept-entry.ts';
import { SCAN_DEFAULTS, scanPdf, type ScanOptions } from './scan-pdf.ts';

/**
 * Part of every key: raise it whenever scan-pdf.ts or degrade.ts would give other bytes for the
 * same input, so a kept folder never serves a scan the code would no longer make.
 */
const SCANNER_VERSION = 1;

function keyOf(printed: Uint8Array, options: ScanOptions): string {
  const { dpi, bitsPerPixel, scannedOn } = { ...SCAN_DEFAULTS, ...options };
  // The program's path is not part of the key: where pdftoppm lives does not change its output.
  const settings = JSON.stringify({ version: SCANNER_VERSION, seed: options.seed, dpi, bitsPerPixel, scannedOn });
  return createHash('sha256').update(settings).update('\0').update(printed).digest('hex');
}

/**
 * `scanPdf` through a folder of kept scans (`null`: none, every call renders). The same printed
 * bytes, seed, date and resolution give the bytes `scanPdf` would, read back without rendering.
 *
 * @example
 * const scanned = await cachedScanPdf(printed, { seed: 10195, scannedOn: '2020-06-30' }, '/tmp/scans');
 */
export async function cachedScanPdf(printed: Uint8Array, options: ScanOptions, dir: string | null): Promise<Buffer> {
  if (dir === null) return scanPdf(printed, options);
  const file = path.join(dir, `${keyOf(printed, options)}.pdf`);
  const kept = await readEntry(file);
  if (kept) return kept;
  const scanned = await scanPdf(printed, options);
  await writeEntry(dir, file, scanned);
  return scanned;
}
