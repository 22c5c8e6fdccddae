import { asDiskFull, type DiskFullError } from './disk-space.ts';
import { createCrawlStorage } from './crawl-storage.ts';
import type { Logger } from '../../platform/logger.ts';
import fs from 'node:fs';
import type PQueue from 'p-queue';
import type { RawArchiveStore } from './raw-archive-store.ts';
import type { PreviousFetch, SourceAdapter } from '../../sources/source-adapter.ts';
import type { ParseContext } from '../../sources/parse-context.ts';
import { readSourceState } from '../../sources/source-records.ts';
import type { SourceConfig } from '../../platform/config.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { emptyLoadCounts } from '../load/load-outcome.ts';
import { processDocument, safeParse, type DocumentCounts } from './process-document.ts';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import type { DocumentBatcher } from '../load/document-batcher.ts';
import type { SourceRunSummary } from './run-report.ts';
import { errorCode, errorMessage } from '../../kernel/errors/app-error.ts';

export interface RunSourceOptions {
  adapter: SourceAdapter;
  baseUrl: string;
  sourceConfig: SourceConfig;
  userAgent: string;
  warehouse: Warehouse;
  store: RawArchiveStore;
  runId: string;
  /** Serialises warehouse writes: DuckDB has one connection here, sources crawl in parallel. */
  writes: PQueue;
  /** Loads the run's documents in batches, through `writes`. */
  batcher: DocumentBatcher;
  dataDir: string;
  /** The run's, shared by its sources: OCR engine, OCR cache folder, abort signal (pipeline/run/run-parse-context.ts). */
  parse: ParseContext;
  logger: Logger;
  /**
   * Shared by every source of a run: the guard called before each document is loaded (free
   * disk space), and why loading stopped once it tripped. After a stop, documents are counted
   * as failures, not loaded, the crawls end early (CrawlContext.stopped), and no watermark
   * moves, so the next run fetches what this one did not load.
   */
  stop?: RunStop;
}

export interface RunStop {
  beforeDocument(): void;
  reason: DiskFullError | null;
}

// A progress line per source every this many documents (fetched or unchanged), on and off a terminal.
const PROGRESS_EVERY = 25;

/**
 * Crawls one source and loads what it finds. Never throws: a source that fails (site down,
 * crawler crash) is reported as failed with its reason, so the other sources go on.
 * Its state (watermark) is committed only if the crawl completed.
 */
export async function runSource(options: RunSourceOptions): Promise<{ summary: SourceRunSummary; ridets: Set<string> }> {
  const { adapter, warehouse, runId, writes, batcher } = options;
  const started = Date.now();
  const sourceLogger = options.logger.child({ source: adapter.id });
  // This source's writes only: waiting for the shared writer's queue to empty would wait for
  // the other sources too, and every source would report the slowest one's duration.
  const pending = new Set<Promise<unknown>>();
  const counts: DocumentCounts = { ...emptyLoadCounts(), documents: 0, unchanged: 0, empty: 0 };
  const failures: SourceRunSummary['failures'] = [];
  let error: string | null = null;
  let nextState: unknown = null;

  const previous = new Map<string, PreviousFetch>();
  for (const row of await warehouse.all<PreviousFetch>(
    `SELECT url, sha256, etag, last_modified AS "lastModified" FROM fetches WHERE source = $1`,
    [adapter.id],
  )) {
    previous.set(row.url, row);
  }
  const stateRow = await warehouse.all<{ state: string }>(`SELECT state::VARCHAR AS state FROM source_state WHERE source = $1`, [adapter.id]);
  // Checked against the adapter's schema: a state it cannot read starts the source afresh, said
  // in the report (warnings), not a crash nor a value read half-way.
  const { state, invalid: stateInvalid } = readSourceState(adapter, stateRow[0] ? (JSON.parse(stateRow[0].state) as unknown) : null);
  const warnings: NonNullable<SourceRunSummary['warnings']> = [];
  if (stateInvalid) {
    warnings.push({ code: stateInvalid.code, message: stateInvalid.message.slice(0, 500) });
    sourceLogger.warn({ code: stateInvalid.code, err: stateInvalid }, 'stored source state unreadable: the source starts fresh');
  }
  const storageDir = createCrawlStorage(adapter.id);

  try {
    await adapter.crawl({
      sourceId: adapter.id,
      baseUrl: options.baseUrl,
      politeness: {
        concurrency: options.sourceConfig.concurrency,
        requestsPerMinute: options.sourceConfig.requestsPerMinute,
        retries: options.sourceConfig.retries,
        timeoutSeconds: options.sourceConfig.timeoutSeconds,
        userAgent: options.userAgent,
      },
      state,
      storageDir,
      previousFetch: (url) => previous.get(url),
      emit: (doc) => {
        const sourced = { ...doc, source: adapter.id };
        // Parsing (PDF text layer, OCR of a scan: seconds a page) needs no warehouse, so it runs
        // here, beside the other documents being fetched and parsed, and only the archive and the
        // load wait for the serial writer. Inside the writer, one scan held every source's
        // documents behind it. Whether the document is new is decided again in the writer
        // (processDocument): a parse done ahead for a document loaded meanwhile is dropped.
        const load = async (parsed: ParseOutcome | null) => {
          const stop = options.stop;
          if (stop?.reason) {
            failures.push({ url: doc.url, code: stop.reason.code, message: 'non chargé : le chargement a été arrêté (disque plein)' });
            return;
          }
          // Called when the batch holding this document fails to load (batches load later than
          // this task): a full disk stops the run's loading, anything else fails this URL only.
          const onFailed = (err: unknown) => {
            const full = stop ? asDiskFull(err, options.dataDir) : null;
            if (full && stop) stop.reason ??= full;
            failures.push({ url: doc.url, code: full?.code ?? errorCode(err, 'load_failed'), message: (full?.message ?? errorMessage(err)).slice(0, 500) });
          };
          try {
            stop?.beforeDocument();
            await processDocument({ batcher, store: options.store, adapter, parse: options.parse, logger: options.logger, onFailed }, sourced, counts, parsed);
          } catch (error) {
            const full = asDiskFull(error, options.dataDir);
            if (!full || !stop) throw error;
            stop.reason = full;
            failures.push({ url: doc.url, code: full.code, message: full.message.slice(0, 500) });
            return;
          }
          const seen = counts.documents + counts.unchanged;
          if (seen % PROGRESS_EVERY === 0) {
            sourceLogger.info({ documents: seen, parsed: counts.parsed, new: counts.new, quarantined: counts.quarantined, unchanged: counts.unchanged }, 'progress');
          }
        };
        const parsing = options.stop?.reason || batcher.isKnown(doc.sha256) ? Promise.resolve(null) : safeParse(adapter, sourced, options.parse, options.logger);
        const write = parsing.then((parsed) => writes.add(() => load(parsed)));
        pending.add(write);
        void write.finally(() => pending.delete(write)).catch(() => undefined);
        return write;
      },
      fail: (url, err) => {
        failures.push({ url, code: errorCode(err, 'source_fetch_failed'), message: err.message.slice(0, 500) });
      },
      incomplete: (url, err) => {
        const warning = { code: errorCode(err, 'source_record_incomplete'), message: err.message.slice(0, 500), url };
        warnings.push(warning);
        sourceLogger.warn(warning, 'incomplete record from the source: reported, asked again next run');
      },
      unchanged: () => {
        counts.unchanged += 1;
      },
      setState: (s) => {
        nextState = s;
      },
      // An aborted run parses nothing more: what is fetched from then on would not be loaded.
      stopped: () => Boolean(options.stop?.reason) || options.parse.signal.aborted,
      log: (message, fields) => sourceLogger.debug(fields ?? {}, message),
      logger: sourceLogger,
    });
    await Promise.allSettled([...pending]);
    // Every document of this source loaded (or reported failed) before the watermark moves.
    await writes.add(() => batcher.flush());
    // A watermark moved past a URL that failed would lose it for good: keep the old one. After
    // a stop or an abort (SIGINT, SIGTERM) the crawl may have ended early, its watermark past
    // pages it never fetched: same.
    if (nextState !== null && failures.length === 0 && !options.stop?.reason && !options.parse.signal.aborted) {
      const committed = nextState;
      await writes.add(() =>
        warehouse.run(
          `INSERT INTO source_state (source, state, updated_at, run_id) VALUES ($1, $2, now(), $3)
           ON CONFLICT (source) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, run_id = excluded.run_id`,
          [adapter.id, JSON.stringify(committed), runId],
        ),
      );
    }
  } catch (err) {
    await Promise.allSettled([...pending]);
    // What was parsed before the failure is still worth loading.
    await writes.add(() => batcher.flush()).catch(() => undefined);
    error = errorMessage(err);
  } finally {
    fs.rmSync(storageDir, { recursive: true, force: true });
  }

  const reachedNothing = counts.documents + counts.unchanged === 0 && failures.length > 0;
  const status: SourceRunSummary['status'] = error !== null || reachedNothing ? 'failed' : failures.length > 0 ? 'partial' : 'ok';
  if (reachedNothing && error === null) error = `aucun document récupéré : ${failures[0]?.message ?? ''}`;
  const durationMs = Date.now() - started;
  const outcome = { status, durationMs, fetched: counts.documents, unchanged: counts.unchanged, parsed: counts.parsed, new: counts.new, quarantined: counts.quarantined, failed: failures.length };
  if (status === 'ok') sourceLogger.info(outcome, 'source finished');
  else sourceLogger.warn({ ...outcome, error }, 'source finished with failures');
  return {
    summary: {
      source: adapter.id,
      status,
      fetched: counts.documents,
      unchanged: counts.unchanged,
      parsed: counts.parsed,
      new: counts.new,
      quarantined: counts.quarantined,
      empty: counts.empty,
      failures,
      error,
      ...(warnings.length > 0 ? { warnings } : {}),
      durationMs,
    },
    ridets: counts.ridets,
  };
}
