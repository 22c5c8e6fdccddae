import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../kernel/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';

/**
 * An object whose bytes did not hash to what was expected (`corrupt`), or were more than the
 * caller accepts (`too_large`, for an object replaced since its size was read).
 */
export class VerifiedCopyError extends AppError<'copy_corrupt' | 'copy_too_large'> {}

/** An opened local copy whose bytes were checked; the caller closes `handle` (or hands it to a stream that does). */
export interface VerifiedFile {
  handle: FileHandle;
  size: number;
}

export interface VerifiedCopiesOptions {
  store: ObjectStore;
  /** Folder of the copies, this process's own (api/cache-folder.ts); created on demand. */
  dir: string;
  /** Bytes of copies kept; past it, the least recently used are removed. */
  maxBytes: number;
  logger?: Logger;
  /** Told each time an object is read from the store and hashed whole (tests count them). */
  onVerify?: (key: string, bytes: number) => void;
}

interface Entry {
  file: string;
  size: number;
  /** The file as it was when its bytes were checked: a change to any of these is a changed file. */
  mtimeMs: number;
  ino: number;
}

/**
 * Local copies of store objects, each checked once: the first time an object is asked for, it is
 * streamed from the store into `dir`, hashed on the way, and kept under its hash only if its
 * bytes are the expected ones. Later requests open that copy and compare its size, mtime and
 * inode with those recorded when it was checked: the same file is served without being read or
 * hashed again; a file changed since (edited, truncated, replaced) is dropped and fetched again,
 * never served. A file found in `dir` that this process did not check is hashed before it is used.
 *
 * The copies take at most `maxBytes` (least recently used removed first), except the one just
 * made when it alone is larger. A copy removed while a download reads it stays readable to that
 * download (Linux keeps an unlinked file until its last descriptor closes); its disk space
 * returns then.
 */
export class VerifiedCopies {
  readonly #options: VerifiedCopiesOptions;
  /** Checked copies, least recently used first. */
  readonly #entries = new Map<string, Entry>();
  readonly #fetches = new Map<string, Promise<Entry | null>>();
  #bytes = 0;

  constructor(options: VerifiedCopiesOptions) {
    this.#options = options;
  }

  /** Bytes of the copies kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Whether a checked copy of `sha256` is kept (without touching its place in the LRU order). */
  holds(sha256: string): boolean {
    return this.#entries.has(sha256);
  }

  /**
   * The checked copy of the object at `key`, whose bytes must hash to `sha256` (and be `size`
   * bytes when given, at most `maxBytes` when given), opened; null when the store has no such
   * object. Throws VerifiedCopyError when the bytes are not the expected ones.
   */
  async open(key: string, expected: { sha256: string; size?: number; maxBytes?: number }): Promise<VerifiedFile | null> {
    // Twice at most: a copy found changed is dropped, then fetched again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const entry = await this.#entry(key, expected);
      if (entry === null) return null;
      const handle = await open(entry.file, 'r').catch(() => null);
      if (handle === null) {
        this.#drop(expected.sha256, entry);
        continue;
      }
      try {
        const now = await handle.stat();
        if (now.size === entry.size && now.mtimeMs === entry.mtimeMs && now.ino === entry.ino) {
          this.#touch(expected.sha256, entry);
          return { handle, size: entry.size };
        }
      } catch (error) {
        await handle.close();
        throw error;
      }
      await handle.close();
      this.#options.logger?.warn({ key, file: entry.file }, 'local copy changed since it was checked: removed, fetched again from the store');
      this.#drop(expected.sha256, entry);
      await rm(entry.file, { force: true });
    }
    throw new VerifiedCopyError('copy_corrupt', `[copies] the local copy of ${key} keeps changing under this process`);
  }

  #entry(key: string, expected: { sha256: string; size?: number; maxBytes?: number }): Promise<Entry | null> {
    const known = this.#entries.get(expected.sha256);
    if (known !== undefined) return Promise.resolve(known);
    let fetch = this.#fetches.get(expected.sha256);
    if (fetch === undefined) {
      fetch = this.#fetch(key, expected).finally(() => this.#fetches.delete(expected.sha256));
      this.#fetches.set(expected.sha256, fetch);
    }
    return fetch;
  }

  async #fetch(key: string, expected: { sha256: string; size?: number; maxBytes?: number }): Promise<Entry | null> {
    const { dir } = this.#options;
    const target = path.join(dir, expected.sha256);
    await mkdir(dir, { recursive: true });
    // Not checked by this process: hashed before it is trusted, removed when it is not right.
    if (await stat(target).catch(() => null)) {
      const adopted = await this.#adopt(key, target, expected).catch(() => null);
      if (adopted !== null) return this.#admit(expected.sha256, adopted);
      await rm(target, { force: true });
    }
    const source = await this.#options.store.getStream(key);
    if (source === null) return null;
    const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
    const hash = createHash('sha256');
    let size = 0;
    const limit = expected.size ?? expected.maxBytes ?? Infinity;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) {
          done(new VerifiedCopyError(expected.size === undefined ? 'copy_too_large' : 'copy_corrupt', `[copies] ${key} is longer than the ${limit} bytes expected`));
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const out = createWriteStream(partial);
    try {
      try {
        await pipeline(source, tap, out);
      } catch (error) {
        // pipeline rejects before the file's asynchronous open or close is done: removing it
        // now could race them and leave a partial file behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        throw error;
      }
      this.#options.onVerify?.(key, size);
      const actual = hash.digest('hex');
      if (actual !== expected.sha256 || (expected.size !== undefined && size !== expected.size)) {
        throw new VerifiedCopyError('copy_corrupt', `[copies] ${key} is altered in the store: its ${size} bytes hash to ${actual}, expected ${expected.sha256}`);
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const stats = await stat(target);
    return this.#admit(expected.sha256, { file: target, size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino });
  }

  async #adopt(key: string, file: string, expected: { sha256: string; size?: number }): Promise<Entry | null> {
    const before = await stat(file);
    if (expected.size !== undefined && before.size !== expected.size) return null;
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    this.#options.onVerify?.(key, before.size);
    return hash.digest('hex') === expected.sha256 ? { file, size: before.size, mtimeMs: before.mtimeMs, ino: before.ino } : null;
  }

  #admit(sha256: string, entry: Entry): Entry {
    this.#entries.set(sha256, entry);
    this.#bytes += entry.size;
    // The least recently used go first; the copy just made stays even when it alone is larger.
    for (const [other, old] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      if (other === sha256) continue;
      this.#drop(other, old);
      // At once, not later: a fetch of the same object must not see its new copy removed.
      try {
        rmSync(old.file, { force: true });
      } catch (err) {
        this.#options.logger?.warn({ err, file: old.file }, 'cannot remove an evicted local copy');
      }
    }
    return entry;
  }

  #touch(sha256: string, entry: Entry): void {
    this.#entries.delete(sha256);
    this.#entries.set(sha256, entry);
  }

  #drop(sha256: string, entry: Entry): void {
    if (this.#entries.get(sha256) !== entry) return;
    this.#entries.delete(sha256);
    this.#bytes -= entry.size;
  }
}
