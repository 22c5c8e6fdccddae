/**
 * Rendered files kept in a folder shared by processes (SCAN_CACHE_DIR): the scans
 * (scan-cache.ts), the offline JONC's printed PDFs (sites/jonc/kept-pdf.ts) and the provinces'
 * acts (sites/province/act-pdf.ts).
 */

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// An entry is the header, the body's sha256 and the body: a file cut short or damaged does not
// match its digest and is read as a miss, never served.
const MAGIC = 'annonces-nc scan\n';
const DIGEST_LENGTH = 64;

function digestOf(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The kept body, or null when there is none or it is damaged. */
export async function readEntry(file: string): Promise<Buffer | null> {
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
export async function writeEntry(dir: string, file: string, body: Buffer): Promise<void> {
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
 * `render()` through the folder (`null`: none, every call renders), keyed by everything it draws
 * from: `inputs` (plain data, as JSON) and `version`, which its owner raises whenever the drawing
 * code (or pdf-lib) would give other bytes for the same inputs, so a kept folder never serves a
 * file the code would no longer make.
 */
export async function keptRender(dir: string | null, version: string, inputs: readonly unknown[], render: () => Promise<Buffer>): Promise<Buffer> {
  if (dir === null) return render();
  const key = createHash('sha256').update(JSON.stringify([version, ...inputs])).digest('hex');
  const file = path.join(dir, `printed-${key}.pdf`);
  const kept = await readEntry(file);
  if (kept) return kept;
  const rendered = await render();
  await writeEntry(dir, file, rendered);
  return rendered;
}
