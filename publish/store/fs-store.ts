import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { processAlive } from '../../platform/process-alive.ts';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ListOptions, ListPage, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { checkKey, checkLimit, StoreError, toBuffer } from './store-error.ts';

// Temp files live beside the data (same filesystem, so rename is atomic) but out of listings.
const TEMP_DIR = '.tmp';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.ndjson': 'application/x-ndjson',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/**
 * `file://<dir>`: one file per key under a root directory. Writes go to a temp file then are
 * renamed over the target, so a reader sees the old body or the new one, never a torn write.
 * The filesystem keeps no content type: `head` reports one guessed from the extension, if any.
 */
/** Files stat'ed between two turns of the event loop while listing. */
const STAT_BATCH = 128;

export class FsStore implements ObjectStore {
  readonly url: string;
  readonly root: string;
  // The temp directory is created once per store instead of on every put.
  #tempDirReady: Promise<unknown> | null = null;
  // Folders this store has created or found: a publish puts hundreds of objects into the same
  // few folders, and a recursive mkdir of an existing one costs a syscall and a failed mkdir per
  // level. A folder removed behind the store's back shows as ENOENT at the rename, which then
  // creates it again.
  readonly #knownDirs = new Set<string>();

  constructor(root: string) {
    this.root = path.resolve(root);
    this.url = `file://${this.root}`;
  }

  #file(key: string): string {
    checkKey('fs', key);
    if (key === TEMP_DIR || key.startsWith(`${TEMP_DIR}/`)) {
      throw new StoreError('store_invalid_key', `[store] [fs] key ${JSON.stringify(key)} is reserved for temp files`);
    }
    return path.join(this.root, ...key.split('/'));
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.#file(key);
    try {
      return await readFile(file);
    } catch (error) {
      if (isCode(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
      throw new StoreError('store_read_failed', `[store] [fs] cannot read ${key} in ${this.root}`, { cause: error });
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    const file = this.#file(key);
    try {
      // Opened here, so that a missing file is null now rather than an error on the stream.
      const handle = await open(file, 'r');
      // Closed here on every way out but the stream's, which closes it itself.
      const isFile = await handle.stat().then(
        (stats) => stats.isFile(),
        async (error: unknown) => {
          await handle.close();
          throw error;
        },
      );
      if (!isFile) {
        await handle.close();
        return null;
      }
      return handle.createReadStream();
    } catch (error) {
      if (isCode(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
      throw new StoreError('store_read_failed', `[store] [fs] cannot read ${key} in ${this.root}`, { cause: error });
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.#file(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      return objectInfo(key, stats.size, stats.mtime);
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return null;
      throw new StoreError('store_read_failed', `[store] [fs] cannot stat ${key} in ${this.root}`, { cause: error });
    }
  }

  async put(key: string, body: Buffer | Uint8Array | string, _options: PutOptions = {}): Promise<void> {
    await this.#replace(key, (temp) => writeFile(temp, toBuffer(body), { flush: true }));
  }

  async putFile(key: string, source: string, _options: PutOptions = {}): Promise<void> {
    // copyFile lets the kernel move the bytes (copy_file_range or a reflink): none pass through the heap.
    await this.#replace(key, async (temp) => {
      await copyFile(source, temp);
      // Durable before the rename, as put's flush makes its bytes.
      const handle = await open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  /** Writes a temp file with `fill`, then renames it over the key's file. */
  async #replace(key: string, fill: (temp: string) => Promise<void>): Promise<void> {
    const file = this.#file(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    const temp = path.join(tempDir, `${process.pid}-${randomBytes(8).toString('hex')}.tmp`);
    try {
      this.#tempDirReady ??= mkdir(tempDir, { recursive: true }).then(() => sweepOrphanTemps(tempDir)).catch((error: unknown) => {
        this.#tempDirReady = null;
        throw error;
      });
      await this.#tempDirReady;
      const dir = path.dirname(file);
      if (!this.#knownDirs.has(dir)) await this.#makeDir(dir);
      await fill(temp);
      try {
        await rename(temp, file);
      } catch (error) {
        if (!isCode(error, 'ENOENT') || !this.#knownDirs.has(dir)) throw error;
        // The folder was removed since it was remembered (the temp file is still there).
        this.#knownDirs.delete(dir);
        await this.#makeDir(dir);
        await rename(temp, file);
      }
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw new StoreError('store_write_failed', `[store] [fs] cannot write ${key} in ${this.root}`, { cause: error });
    }
  }

  async #makeDir(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    this.#knownDirs.add(dir);
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    const limit = checkLimit('fs', options.limit);
    const cursor = options.cursor ?? '';
    const found: ObjectInfo[] = [];
    // Collect one more than asked to know whether another page exists.
    await this.#walk('', prefix, cursor, limit + 1, found);
    const objects = found.slice(0, limit);
    return { objects, cursor: found.length > limit ? objects[objects.length - 1]!.key : null };
  }

  /**
   * Depth-first in global key order: a directory sorts as its name plus `/`, which is where its
   * keys fall among its siblings' keys. Directories that cannot hold a key after the cursor or
   * under the prefix are pruned, so a page costs about what it returns.
   */
  async #walk(dirKey: string, prefix: string, cursor: string, want: number, found: ObjectInfo[]): Promise<void> {
    const dir = dirKey === '' ? this.root : path.join(this.root, ...dirKey.slice(0, -1).split('/'));
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      // A directory deleted while we list holds nothing; anything else means a partial listing.
      if (isCode(error, 'ENOENT')) return;
      throw new StoreError('store_list_failed', `[store] [fs] cannot list ${dirKey || '/'} in ${this.root}`, { cause: error });
    }
    const named = entries
      .filter((entry) => !(dirKey === '' && entry.name === TEMP_DIR))
      .map((entry) => ({ entry, sortKey: dirKey + entry.name + (entry.isDirectory() ? '/' : '') }))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    // Files are stat'ed synchronously, a batch at a time: a stat from the file system cache takes
    // a couple of microseconds, against about 20 through the thread pool, where a listing of
    // 142 000 objects spent 2.8 s (the nightly integrity check lists every object). A batch
    // holds the event loop for a fraction of a millisecond.
    let pending: string[] = [];
    const flush = async () => {
      const batch = pending;
      pending = [];
      for (const sortKey of batch) {
        let info;
        try {
          info = statSync(path.join(dir, sortKey.slice(dirKey.length)), { throwIfNoEntry: false });
        } catch (error) {
          throw new StoreError('store_list_failed', `[store] [fs] cannot stat ${sortKey} in ${this.root}`, { cause: error });
        }
        // Gone since the readdir: deleted while we list.
        if (info) found.push(objectInfo(sortKey, info.size, info.mtime));
      }
      if (batch.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    for (const { entry, sortKey } of named) {
      if (found.length + pending.length >= want) {
        // Enough files waiting for this page, unless some vanish before their stat.
        await flush();
        if (found.length >= want) return;
      }
      if (entry.isDirectory()) {
        await flush();
        if (found.length >= want) return;
        const underPrefix = sortKey.startsWith(prefix) || prefix.startsWith(sortKey);
        const mayPassCursor = sortKey > cursor || cursor.startsWith(sortKey);
        if (underPrefix && mayPassCursor) await this.#walk(sortKey, prefix, cursor, want, found);
      } else if (entry.isFile() && sortKey.startsWith(prefix) && sortKey > cursor) {
        pending.push(sortKey);
        if (pending.length >= STAT_BATCH) await flush();
      }
    }
    await flush();
  }

  async delete(key: string): Promise<void> {
    const file = this.#file(key);
    try {
      await rm(file, { force: true });
    } catch (error) {
      throw new StoreError('store_delete_failed', `[store] [fs] cannot delete ${key} in ${this.root}`, { cause: error });
    }
  }
}

function objectInfo(key: string, size: number, lastModified: Date): ObjectInfo {
  const info: ObjectInfo = { key, size, lastModified };
  const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
  if (contentType !== undefined) info.contentType = contentType;
  return info;
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '');
}

// A put takes milliseconds; a temp file this old whose writer is gone was left by a kill.
const ORPHAN_TEMP_MIN_AGE_MS = 60_000;
// Whatever its name says, no write takes a day.
const ABANDONED_TEMP_AGE_MS = 24 * 3600_000;

/**
 * Removes temp files left by writers that were killed between write and rename. A temp file is
 * named `<pid>-<random>.tmp`; it is an orphan when that process is gone (this driver serves one
 * host: a folder shared by several machines should be an S3 bucket) and the file is not fresh.
 * Best effort: a failure here never fails the write that triggered it.
 */
async function sweepOrphanTemps(tempDir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(tempDir).catch(() => [] as string[])) {
    const file = path.join(tempDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats) continue;
    const age = now - stats.mtimeMs;
    const pid = Number(/^(\d+)-/.exec(name)?.[1] ?? NaN);
    const orphan = age > ABANDONED_TEMP_AGE_MS || (age > ORPHAN_TEMP_MIN_AGE_MS && (!Number.isInteger(pid) || !processAlive(pid)));
    if (orphan) await rm(file, { force: true }).catch(() => undefined);
  }
}
