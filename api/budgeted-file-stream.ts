import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ByteBudget } from './byte-budget.ts';

/**
 * Bytes read at a time. Four times a file stream's default: with 20 clients downloading a
 * 32 MiB document at once, 64 KiB chunks kept the thread pool and the event loop so busy that
 * other clients waited (bench/documents-readers.ts: p50 246 ms against 71 ms with 256 KiB).
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Bytes `start..end` (inclusive) of an opened file, read a chunk at a time, each chunk taken from
 * `budget` before it is read and given back when the sender reports it sent (`sent`), or when
 * the stream ends, fails or is destroyed: the budget then counts exactly the bytes read from the
 * file and not yet handed to a connection. The file is closed when the stream is destroyed
 * (which its sender always does, api/send-streamed.ts).
 */
export class BudgetedFileStream extends Readable {
  readonly #handle: FileHandle;
  readonly #budget: ByteBudget;
  readonly #end: number;
  readonly #chunk: number;
  readonly #abort = new AbortController();
  #position: number;
  /** Bytes taken from the budget and not given back yet. */
  #held = 0;

  constructor(handle: FileHandle, start: number, end: number, budget: ByteBudget, chunk = Math.min(FILE_CHUNK_BYTES, budget.limit)) {
    // One chunk of read-ahead: a response holds at most the chunk being sent and the next.
    super({ highWaterMark: chunk });
    this.#handle = handle;
    this.#budget = budget;
    this.#position = start;
    this.#end = end;
    this.#chunk = chunk;
  }

  /** `bytes` of what this stream handed out were sent: they leave the budget. */
  sent(bytes: number): void {
    const given = Math.min(bytes, this.#held);
    this.#held -= given;
    this.#budget.give(given);
  }

  override _read(): void {
    this.#next().catch((error: unknown) => this.destroy(error as Error));
  }

  async #next(): Promise<void> {
    const wanted = Math.min(this.#chunk, this.#end + 1 - this.#position);
    if (wanted <= 0) {
      this.push(null);
      return;
    }
    try {
      await this.#budget.take(wanted, this.#abort.signal);
    } catch {
      return; // destroyed while waiting for its turn: nothing taken
    }
    this.#held += wanted;
    if (this.destroyed) {
      this.sent(wanted);
      return;
    }
    const buffer = Buffer.allocUnsafe(wanted);
    const { bytesRead } = await this.#handle.read(buffer, 0, wanted, this.#position);
    if (bytesRead < wanted) this.sent(wanted - bytesRead);
    if (bytesRead === 0) throw new Error(`the file ended at byte ${this.#position}, before byte ${this.#end}`);
    this.#position += bytesRead;
    this.push(bytesRead === wanted ? buffer : buffer.subarray(0, bytesRead));
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#abort.abort();
    this.sent(this.#held);
    this.#handle.close().then(
      () => done(error),
      (closeError: unknown) => done(error ?? (closeError as Error)),
    );
  }
}
