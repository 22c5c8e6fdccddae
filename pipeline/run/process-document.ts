import type { Logger } from '../../platform/logger.ts';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import type { RawArchiveStore } from './raw-archive-store.ts';
import type { RawDocument, SourceAdapter } from '../../sources/source-adapter.ts';
import type { DocumentBatcher } from '../load/document-batcher.ts';
import type { LoadCounts } from '../load/load-outcome.ts';
import { errorCode, errorMessage } from '../../kernel/errors/app-error.ts';
import { parseDocument } from '../../sources/source-records.ts';
import { ParseAbortedError, type ParseContext } from '../../sources/parse-context.ts';

export interface DocumentCounts extends LoadCounts {
  documents: number;
  unchanged: number;
  empty: number;
}

export function rawKey(sha256: string): string {
  return `raw/${sha256}`;
}

/**
 * Where the media type of an archived document is kept: the Content-Type it was fetched with,
 * as text. Not every store keeps a content type (the fs driver guesses one from a key's
 * extension, and `raw/<sha256>` has none), and the API serves each document with its own
 * (api/document-archive.ts reads the same key).
 */
export function rawTypeKey(sha256: string): string {
  return `raw-types/${sha256}`;
}

/**
 * Stores the exact fetched bytes once under their sha256 (the raw archive), and their media
 * type beside them. The type is written first: a document present in `raw/` has its type,
 * except those archived before types were kept, for which it is written the next time they
 * are fetched.
 */
export async function archiveRaw(store: RawArchiveStore, doc: RawDocument): Promise<void> {
  const key = rawKey(doc.sha256);
  const typeKey = rawTypeKey(doc.sha256);
  if (doc.contentType !== '' && !(await store.head(typeKey))) await store.put(typeKey, Buffer.from(doc.contentType), { contentType: 'text/plain; charset=utf-8' });
  if (await store.head(key)) return;
  await store.put(key, doc.body, { contentType: doc.contentType });
}

/**
 * Parses with the adapter, its meta checked first against the adapter's `metaSchema`
 * (sources/source-records.ts), turning a parser crash into a quarantine entry of its own reason
 * (`erreur_analyseur`, not a format problem of the document): one bad document must never stop
 * a run, and what crashed stays re-parseable from the archive once the parser is fixed. Meta
 * that does not match (`document_meta_invalid`, an archive written by an older adapter) is
 * quarantined the same way: the adapter is what must learn to read it. The stack goes to the
 * log, where whoever fixes the parser will look. A parse stopped by its run's abort
 * (ParseAbortedError) is rethrown: the run stopped, the document is not at fault.
 */
export async function safeParse(adapter: SourceAdapter, doc: RawDocument<object>, ctx: ParseContext, logger: Logger): Promise<ParseOutcome> {
  try {
    return await parseDocument(adapter, doc, ctx);
  } catch (error) {
    if (error instanceof ParseAbortedError) throw error;
    logger.error({ err: error, code: errorCode(error, 'parser_crashed'), source: adapter.id, url: doc.url, sha256: doc.sha256 }, 'parser crashed; document quarantined as erreur_analyseur');
    return {
      notices: [],
      quarantined: [
        {
          reference: doc.url,
          reason: 'erreur_analyseur',
          detail: `L’analyseur de la source ${adapter.id} a échoué sur ce document (${errorMessage(error)}) ; il sera relu par « pipeline reparse » une fois l’analyseur corrigé.`,
          extrait: null,
        },
      ],
    };
  }
}

/**
 * One fetched content document through archive, parse and load. A document whose bytes were
 * already archived and loaded by an earlier run is counted unchanged and not parsed again
 * (`pipeline reparse` is the way to re-parse the archive). Loading goes through the run's
 * DocumentBatcher, which records the document as done in the same transaction as its notices:
 * a run killed before that transaction parses it again next time (loading is idempotent),
 * instead of taking it for done.
 */
export async function processDocument(
  deps: { batcher: DocumentBatcher; store: RawArchiveStore; adapter: SourceAdapter; parse: ParseContext; logger: Logger; onFailed?: (error: unknown) => void },
  doc: RawDocument,
  counts: DocumentCounts,
  /** The document's outcome when it was parsed ahead, outside the serial writer (run-source.ts); used only if the document is still new. */
  parsed: ParseOutcome | null = null,
): Promise<void> {
  const known = deps.batcher.isKnown(doc.sha256);
  await archiveRaw(deps.store, doc);
  if (known) {
    counts.unchanged += 1;
    await deps.batcher.add({ doc, outcome: null, counts, record: doc });
    return;
  }
  counts.documents += 1;
  const outcome = parsed ?? (await safeParse(deps.adapter, doc, deps.parse, deps.logger));
  if (outcome.notices.length === 0 && outcome.quarantined.length === 0) counts.empty += 1;
  await deps.batcher.add({ doc, outcome, counts, record: doc, ...(deps.onFailed ? { onFailed: deps.onFailed } : {}) });
}
