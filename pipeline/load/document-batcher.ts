import type { Warehouse } from '../warehouse/warehouse.ts';
import { tryLoadDocuments, type DocumentLoad } from './load-outcome.ts';

export interface DocumentBatcherOptions {
  warehouse: Warehouse;
  runId: string;
  /** Runs a warehouse write after the ones already queued (the run's serial writer). */
  schedule: (task: () => Promise<void>) => Promise<void>;
  /** Notices that make a batch full (default DEFAULT_BATCH_NOTICES). */
  maxNotices?: number;
  /** Documents that make a batch full (default 10 000). */
  maxDocuments?: number;
  /** A batch is loaded at the latest this long after its first document came (default 1 s). */
  maxDelayMs?: number;
  /** Called after each batch is committed (progress display). */
  onLoaded?: (loads: readonly DocumentLoad[]) => void;
  /** A document that could not be loaded (the others of its batch were): it is not recorded as done. */
  onFailed?: (load: DocumentLoad, error: unknown) => void;
}

/**
 * A full batch is a little over one DuckDB row group (122 880 rows): a transaction that appends
 * at least a row group writes it straight to the database file and logs only its location,
 * where smaller ones go through the write-ahead log and are written again at the checkpoint.
 * Measured on a first load of 10^6 notices: commits 8.2 s at 20 000 a batch, 0.4 s at 125 000
 * (the whole load 30 s against 22-25 s), for about 200 MiB more held while a batch fills.
 */
export const DEFAULT_BATCH_NOTICES = 125_000;

/**
 * Groups the documents of a run into batches loaded in one transaction each (loadDocuments):
 * a first load of 10^6 notices costs seconds instead of a transaction per document. A batch is
 * loaded when it is full, when it has waited `maxDelayMs` (a slow crawl still shows progress and
 * loses little to a crash), or on `flush()`, which a source awaits before committing its
 * watermark. Documents are recorded as done only by the transaction that loads their notices,
 * so a crash before it makes the next run fetch and parse them again.
 *
 * Runs inside the serial writer: `add` may load the batch it completes.
 */
export class DocumentBatcher {
  readonly #options: DocumentBatcherOptions;
  readonly #maxNotices: number;
  readonly #maxDocuments: number;
  readonly #known: Set<string>;
  #batch: DocumentLoad[] = [];
  #notices = 0;
  #timer: NodeJS.Timeout | null = null;

  private constructor(options: DocumentBatcherOptions, known: Set<string>) {
    this.#options = options;
    this.#maxNotices = options.maxNotices ?? DEFAULT_BATCH_NOTICES;
    this.#maxDocuments = options.maxDocuments ?? 10_000;
    this.#known = known;
  }

  /** A batcher that knows every document already recorded in the warehouse. */
  static async create(options: DocumentBatcherOptions): Promise<DocumentBatcher> {
    const reader = await options.warehouse.connection.runAndReadAll(`SELECT sha256 FROM documents`);
    return new DocumentBatcher(options, new Set((reader.getColumns()[0] ?? []) as string[]));
  }

  /** Whether a document with these bytes was loaded before, or is in the batch being built. */
  isKnown(sha256: string): boolean {
    return this.#known.has(sha256);
  }

  async add(load: DocumentLoad): Promise<void> {
    this.#batch.push(load);
    this.#known.add(load.doc.sha256);
    this.#notices += (load.outcome?.notices.length ?? 0) + (load.outcome?.quarantined.length ?? 0);
    if (this.#notices >= this.#maxNotices || this.#batch.length >= this.#maxDocuments) {
      await this.flush();
    } else if (this.#timer === null) {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        // Failures are reported through onFailed; a warehouse that cannot run at all fails the next flush too.
        this.#options.schedule(() => this.flush()).catch(() => undefined);
      }, this.#options.maxDelayMs ?? 1_000);
    }
  }

  /** Loads what is waiting; documents that fail are reported through `onFailed`. */
  async flush(): Promise<void> {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const batch = this.#batch;
    if (batch.length === 0) return;
    this.#batch = [];
    this.#notices = 0;
    const failures = await tryLoadDocuments(this.#options.warehouse, batch, this.#options.runId);
    for (const [load, error] of failures) {
      // Not recorded as done: the same bytes emitted again later are loaded then.
      this.#known.delete(load.doc.sha256);
      load.onFailed?.(error);
      this.#options.onFailed?.(load, error);
    }
    this.#options.onLoaded?.(batch);
  }
}
