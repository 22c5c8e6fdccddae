import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ListOptions, ListPage, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { checkKey, checkLimit, StoreError, toBuffer } from './store-error.ts';

interface MemoryObject {
  body: Buffer;
  contentType?: string;
  lastModified: Date;
}

export interface MemoryStoreOptions {
  /** Stamps `lastModified`; tests that compare it with a fixed `now` (GC grace) pass their own clock. */
  now?: () => Date;
}

/** An in-process store for unit tests; same semantics as the fs and s3 drivers. */
export class MemoryStore implements ObjectStore {
  readonly url: string;
  // Copies on the way in and out so callers cannot mutate stored bytes, as with a real store.
  readonly #objects = new Map<string, MemoryObject>();
  readonly #now: () => Date;

  constructor(url = 'memory://', options: MemoryStoreOptions = {}) {
    this.url = url;
    this.#now = options.now ?? (() => new Date());
  }

  async get(key: string): Promise<Buffer | null> {
    checkKey('memory', key);
    const object = this.#objects.get(key);
    return object ? Buffer.from(object.body) : null;
  }

  async getStream(key: string): Promise<Readable | null> {
    checkKey('memory', key);
    const object = this.#objects.get(key);
    if (object === undefined) return null;
    const body = Buffer.from(object.body);
    // In pieces the size of a file stream's, so that readers meet several chunks as with the other drivers.
    return Readable.from(chunks(body), { objectMode: false });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    checkKey('memory', key);
    const object = this.#objects.get(key);
    return object ? info(key, object) : null;
  }

  async put(key: string, body: Buffer | Uint8Array | string, options: PutOptions = {}): Promise<void> {
    checkKey('memory', key);
    const object: MemoryObject = { body: Buffer.from(toBuffer(body)), lastModified: this.#now() };
    if (options.contentType !== undefined) object.contentType = options.contentType;
    this.#objects.set(key, object);
  }

  async putFile(key: string, file: string, options: PutOptions = {}): Promise<void> {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (error) {
      throw new StoreError('store_write_failed', `[store] [memory] cannot read ${file} to put it at ${key}`, { cause: error });
    }
    await this.put(key, body, options);
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    const limit = checkLimit('memory', options.limit);
    const after = options.cursor ?? '';
    const keys = [...this.#objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, limit);
    return {
      objects: page.map((key) => info(key, this.#objects.get(key)!)),
      cursor: keys.length > limit ? page[page.length - 1]! : null,
    };
  }

  async delete(key: string): Promise<void> {
    checkKey('memory', key);
    this.#objects.delete(key);
  }
}

export const MEMORY_STREAM_CHUNK = 64 * 1024;

function* chunks(body: Buffer): Generator<Buffer> {
  for (let at = 0; at < body.length; at += MEMORY_STREAM_CHUNK) yield body.subarray(at, at + MEMORY_STREAM_CHUNK);
}

function info(key: string, object: MemoryObject): ObjectInfo {
  const result: ObjectInfo = { key, size: object.body.length, lastModified: object.lastModified };
  if (object.contentType !== undefined) result.contentType = object.contentType;
  return result;
}
