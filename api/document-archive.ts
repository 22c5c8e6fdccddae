import { AppError } from '../kernel/errors/app-error.js';
import { RAW_PREFIX, SHA256_PATTERN, sha256Hex } from '../publish/snapshot/snapshot-layout.js';
import type { ObjectStore } from '../publish/store/object-store.js';

/**
 * Where the media type of an archived document is kept (`raw-types/<sha256>`, the Content-Type
 * as fetched, written by the pipeline beside `raw/<sha256>`: pipeline/run/process-document.ts
 * writes the same key; the pipeline may not import publish/ nor api/, so the layout is spelt
 * in both places and test/api/routes/documents.test.ts archives through one and reads through
 * the other). A separate prefix keeps `raw/` a pure content-addressed namespace: every key
 * there is the hash of its body.
 */
export const RAW_TYPES_PREFIX = 'raw-types/';

/**
 * Largest archived document served (32 MiB). The whole-issue PDFs of the JONC are the largest
 * documents we archive (a few MiB; a scanned bulletin tens of pages of images); above the limit
 * the route refuses with 403 document_too_large and points at the official source instead.
 */
export const DOCUMENT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Documents held in memory at once, over every request: with DOCUMENT_MAX_BYTES, at most
 * 128 MiB of archived bytes, whatever the number of clients. The body must be hashed whole
 * before its first byte is sent; streaming it (ObjectStore.getStream, as the bulk files are)
 * would take a second read of the store or a local spool for documents of a few MiB, so the
 * bound comes from the size limit times this gate rather than from streaming.
 */
export const DOCUMENTS_READ_AT_ONCE = 4;

/** Media types we serve as they were fetched; anything not shaped like one is sent as bytes. */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;\s*[A-Za-z0-9!#$&^_.+-]+=(?:[A-Za-z0-9!#$&^_.+-]+|"[^"\\\r\n]*"))*$/;
const FALLBACK_MEDIA_TYPE = 'application/octet-stream';

export interface ArchivedDocument {
  sha256: string;
  body: Buffer;
  /** As fetched, or guessed from the bytes for documents archived before media types were kept. */
  mediaType: string;
}

/** What GET /v1/documents/{sha256} reads; null when the archive does not hold the document. */
export interface DocumentArchive {
  read(sha256: string): Promise<ArchivedDocument | null>;
}

export class DocumentArchiveError extends AppError<'document_corrupt' | 'document_too_large'> {
  readonly size: number | null;
  constructor(code: 'document_corrupt' | 'document_too_large', message: string, size: number | null = null) {
    super(code, message);
    this.size = size;
  }
}

export function isDocumentHash(value: string): boolean {
  return SHA256_PATTERN.test(value);
}

/**
 * The raw archive of an object store (the pipeline's `raw/<sha256>`, in the store the snapshots
 * live in). The size is read first (no read above the limit), then the body, which must hash to
 * its address: an altered body is an error (document_corrupt), never served.
 */
export function storeDocuments(store: ObjectStore, options: { maxBytes?: number; readsAtOnce?: number } = {}): DocumentArchive {
  const maxBytes = options.maxBytes ?? DOCUMENT_MAX_BYTES;
  const gate = new Gate(options.readsAtOnce ?? DOCUMENTS_READ_AT_ONCE);
  return {
    async read(sha256) {
      if (!isDocumentHash(sha256)) return null;
      const key = `${RAW_PREFIX}${sha256}`;
      const info = await store.head(key);
      if (info === null) return null;
      if (info.size > maxBytes) {
        throw new DocumentArchiveError('document_too_large', `[documents] archived document ${sha256} is ${info.size} bytes, above the ${maxBytes} served`, info.size);
      }
      return gate.run(async () => {
        const body = await store.get(key);
        if (body === null) return null;
        // Checked again on the bytes read: the object may have been replaced since its head.
        if (body.length > maxBytes) {
          throw new DocumentArchiveError('document_too_large', `[documents] archived document ${sha256} is ${body.length} bytes, above the ${maxBytes} served`, body.length);
        }
        const actual = sha256Hex(body);
        if (actual !== sha256) {
          throw new DocumentArchiveError('document_corrupt', `[documents] archived document ${sha256} is altered: its bytes hash to ${actual}`);
        }
        const kept = await store.get(`${RAW_TYPES_PREFIX}${sha256}`);
        return { sha256, body, mediaType: mediaTypeOf(kept?.toString('utf8').trim() ?? info.contentType ?? '', body) };
      });
    },
  };
}

/**
 * The media type kept at archive time when it is one, else guessed from the first bytes: the
 * documents archived before media types were kept are PDFs and HTML pages (a guessed page goes
 * without a charset: the browser reads the page's own <meta charset>).
 */
export function mediaTypeOf(kept: string, body: Buffer): string {
  if (kept !== '' && kept.length <= 200 && MEDIA_TYPE.test(kept)) return kept;
  const head = body.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('%pdf-')) return 'application/pdf';
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'text/html';
  return FALLBACK_MEDIA_TYPE;
}

/** At most `slots` tasks at once; the others wait their turn in order (the exports' reads use it too). */
export class Gate {
  #free: number;
  readonly #waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.#free = slots;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}
