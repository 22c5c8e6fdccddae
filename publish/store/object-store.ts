import type { Readable } from 'node:stream';

/**
 * The object storage seam: a handful of methods every driver implements (fs, s3, memory) and
 * that one shared test suite checks. Keys are `/`-separated relative paths without a leading
 * slash. A missing object is `null`, never an exception; a listing that cannot finish throws.
 */
export interface ObjectStore {
  /** The URL this store was opened from, for logs and reports (no credentials). */
  readonly url: string;
  get(key: string): Promise<Buffer | null>;
  /**
   * The body as a stream, read as it is consumed, never held whole (a bulk file of hundreds of
   * MiB): null when the object is missing. Opened before it resolves, so a missing object or a
   * refused read is known then; a failure later (the connection drops) is an error on the stream.
   */
  getStream(key: string): Promise<Readable | null>;
  head(key: string): Promise<ObjectInfo | null>;
  put(key: string, body: Buffer | Uint8Array | string, options?: PutOptions): Promise<void>;
  /**
   * Stores the bytes of a local file under `key` without holding them in memory (a first
   * publish's changes.json lists every announcement: half a GiB at 10^6). Same atomicity as put.
   */
  putFile(key: string, file: string, options?: PutOptions): Promise<void>;
  /** One page of keys under `prefix`, in lexicographic order; pass `cursor` back for the next. */
  list(prefix: string, options?: ListOptions): Promise<ListPage>;
  delete(key: string): Promise<void>;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType?: string;
  lastModified?: Date;
}

export interface ListOptions {
  cursor?: string;
  limit?: number;
}

export interface ListPage {
  objects: ObjectInfo[];
  /** null when this page is the last one. */
  cursor: string | null;
}

/** Every object under a prefix, page after page. */
export async function* listAll(store: ObjectStore, prefix: string): AsyncGenerator<ObjectInfo> {
  let cursor: string | undefined;
  do {
    const page = await store.list(prefix, cursor === undefined ? {} : { cursor });
    yield* page.objects;
    cursor = page.cursor ?? undefined;
  } while (cursor !== undefined);
}
