import PQueue from 'p-queue';
import { AppError } from '../kernel/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import { RAW_PREFIX, SHA256_PATTERN } from '../publish/snapshot/snapshot-layout.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import { BudgetedFileStream } from './budgeted-file-stream.ts';
import { ByteBudget } from './byte-budget.ts';
import { VerifiedCopies, VerifiedCopyError, type VerifiedFile } from './verified-copies.ts';

/**
 * Where the media type of an archived document is kept (`raw-types/<sha256>`, the Content-Type
 * as fetched, written by the pipeline beside `raw/<sha256>`: pipeline/run/process-document.ts
 * writes the same key; the pipeline may not import publish/ nor api/, so the layout is spelt
 * in both places and test/api/documents.test.ts archives through one and reads through
 * the other). A separate prefix keeps `raw/` a pure content-addressed namespace: every key
 * there is the hash of its body.
 */
export const RAW_TYPES_PREFIX = 'raw-types/';

/**
 * Largest archived document served (32 MiB). The whole-issue PDFs of the JONC are the largest
 * documents we archive (a few MiB; a scanned bulletin tens of pages of images); above the limit
 * the route refuses with 422 document_too_large and points at the official source instead.
 */
export const DOCUMENT_MAX_BYTES = 32 * 1024 * 1024;
/** Documents fetched from the store into local copies at once; the others wait their turn. */
export const DOCUMENTS_FETCHED_AT_ONCE = 4;
/** Media types remembered (a few dozen bytes each), so that a document served again reads nothing from the store. */
const MEDIA_TYPES_REMEMBERED = 10_000;

/** Media types we serve as they were fetched; anything not shaped like one is sent as bytes. */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;\s*[A-Za-z0-9!#$&^_.+-]+=(?:[A-Za-z0-9!#$&^_.+-]+|"[^"\\\r\n]*"))*$/;
const FALLBACK_MEDIA_TYPE = 'application/octet-stream';

export interface ArchivedDocument {
  sha256: string;
  size: number;
  /** As fetched, or guessed from the bytes for documents archived before media types were kept. */
  mediaType: string;
  /**
   * The checked bytes, opened and read as they are sent, each chunk taken from the archive's
   * byte budget until it is sent (`stream.sent`); whoever holds it last destroys it, which
   * closes the file.
   */
  stream: BudgetedFileStream;
}

/** What GET /v1/documents/{sha256} reads; null when the archive does not hold the document. */
export interface DocumentArchive {
  read(sha256: string): Promise<ArchivedDocument | null>;
  /** The bytes read and not yet sent, over every response of the route. */
  readonly budget: ByteBudget;
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

export interface StoreDocumentsOptions {
  /** Local folder of checked copies, this process's own (api/cache-folder.ts). */
  cacheDir: string;
  /** Bytes of local copies kept (DOCUMENTS_CACHE_MB); least recently used removed first. */
  cacheBytes: number;
  /** Bytes read and not yet sent over every response at once (DOCUMENTS_IN_FLIGHT_MB). */
  inFlightBytes: number;
  maxBytes?: number;
  fetchesAtOnce?: number;
  logger?: Logger;
  /** Told each time a document is read from the store and hashed whole (tests count them). */
  onVerify?: (key: string, bytes: number) => void;
}

/**
 * The raw archive of an object store (the pipeline's `raw/<sha256>`, in the store the snapshots
 * live in), served from checked local copies (api/verified-copies.ts): the first request for a
 * document reads its size (nothing is fetched above the limit), then streams it from the store
 * into the copy, hashing it on the way; an altered body is an error (document_corrupt), never
 * served. Later requests check that the copy is still the file that was hashed (size, mtime,
 * inode) and stream it from disk, without reading the store or hashing again. Memory is the
 * budget's: a response holds the chunks it has read and not yet sent, and waits for its turn
 * when the route's budget is spent, whatever the number of readers and however slowly they read.
 */
export function storeDocuments(store: ObjectStore, options: StoreDocumentsOptions): DocumentArchive {
  const maxBytes = options.maxBytes ?? DOCUMENT_MAX_BYTES;
  // At most so many fetches at once; the others wait their turn in order.
  const fetchGate = new PQueue({ concurrency: options.fetchesAtOnce ?? DOCUMENTS_FETCHED_AT_ONCE });
  const budget = new ByteBudget(options.inFlightBytes);
  const mediaTypes = new Map<string, string>();
  const copies = new VerifiedCopies({
    store,
    dir: options.cacheDir,
    maxBytes: options.cacheBytes,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onVerify ? { onVerify: options.onVerify } : {}),
  });

  const tooLarge = (sha256: string, size: number | null) =>
    new DocumentArchiveError('document_too_large', `[documents] archived document ${sha256} is ${size ?? 'more than the limit of'} bytes, above the ${maxBytes} served`, size);

  const opened = async (sha256: string, key: string) => {
    try {
      if (copies.holds(sha256)) return await copies.open(key, { sha256, maxBytes });
      const info = await store.head(key);
      if (info === null) return null;
      if (info.size > maxBytes) throw tooLarge(sha256, info.size);
      return await fetchGate.add(() => copies.open(key, { sha256, maxBytes }));
    } catch (error) {
      if (!VerifiedCopyError.is(error)) throw error;
      // Checked again on the bytes read: the object may have been replaced since its head.
      if (error.code === 'copy_too_large') throw tooLarge(sha256, null);
      throw new DocumentArchiveError('document_corrupt', `[documents] archived document ${sha256} is altered: ${error.message}`);
    }
  };

  const mediaTypeOfCopy = async (sha256: string, file: VerifiedFile): Promise<string> => {
    const known = mediaTypes.get(sha256);
    if (known !== undefined) return known;
    const kept = await store.get(`${RAW_TYPES_PREFIX}${sha256}`);
    const head = Buffer.alloc(Math.min(512, file.size));
    await file.handle.read(head, 0, head.length, 0);
    const type = mediaTypeOf(kept?.toString('utf8').trim() ?? '', head);
    if (mediaTypes.size >= MEDIA_TYPES_REMEMBERED) mediaTypes.delete(mediaTypes.keys().next().value!);
    mediaTypes.set(sha256, type);
    return type;
  };

  return {
    budget,
    async read(sha256) {
      if (!isDocumentHash(sha256)) return null;
      const file = await opened(sha256, `${RAW_PREFIX}${sha256}`);
      if (file === null) return null;
      try {
        const mediaType = await mediaTypeOfCopy(sha256, file);
        return { sha256, size: file.size, mediaType, stream: new BudgetedFileStream(file.handle, 0, file.size - 1, budget) };
      } catch (error) {
        await file.handle.close();
        throw error;
      }
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
