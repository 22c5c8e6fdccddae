/**
 * Scans kept on disk, so that a scan is rendered once per folder rather than once per process
 * that hosts the offline copies: a render is seconds of CPU a document (pdftoppm, the page
 * degradation loop, deflating the images), paid again by every test worker, every `pipeline run`
 * over the offline copies and every start of the demo.
 */

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SCAN_DEFAULTS, scanPdf, type ScanOptions } from './scan-pdf.ts';

/**
 * Part of every key: raise it whenever scan-pdf.ts or degrade.ts would give other bytes for the
 * same input, so a kept folder never serves a scan the code would no longer make.
 */
const SCANNER_VERSION = 1;

// An entry is the header, the body's sha256 and the body: a file cut short or damaged does not
// match its digest and is read as a miss, never served.
const MAGIC = 'annonces-nc scan\n';
const DIGEST_LENGTH = 64;

function keyOf(printed: Uint8Array, options: ScanOptions): string {
  const { dpi, bitsPerPixel, scannedOn } = { ...SCAN_DEFAULTS, ...options };
  // The program's path is not part of the key: where pdftoppm lives does not change its output.
  const settings = JSON.stringify({ version: SCANNER_VERSION, seed: options.seed, dpi, bitsPerPixel, scannedOn });
  return createHash('sha256').update(settings).update('\0').update(printed).digest('hex');
}

function digestOf(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

async function readEntry(file: string): Promise<Buffer | null> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return null;
  }
  const bodyAt = MAGIC.length + DIGEST_LENGTH + 1;
  if (bytes.length <= bodyAt || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return null;
  const body = bytes.subarray(bodyAt);
  return bytes.toString('latin1', MAGIC.length, MAGIC.length + DIGEST_LENGTH) === digestOf(body) ? Buffer.from(body) : null;
}

/**
 * Written under a name of its own, then renamed over the entry: a reader in another process sees
 * the whole entry or none. Failing to write (a full or read-only disk) only loses the saving.
 */
async function writeEntry(dir: string, file: string, body: Buffer): Promise<void> {
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(temporary, Buffer.concat([Buffer.from(`${MAGIC}${digestOf(body)}\n`, 'latin1'), body]));
    await fs.rename(temporary, file);
  } catch {
    await fs.rm(temporary, { force: true });
  }
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
