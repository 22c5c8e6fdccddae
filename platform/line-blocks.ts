/** What a block of lines is handed to: pino's SonicBoom destination, or a test's recorder. */
export interface BlockSink {
  write(block: string): unknown;
  flush(callback?: (err?: Error) => void): void;
  flushSync(): void;
}

/**
 * Log lines gathered into blocks of about `blockChars` characters before they reach `sink`,
 * each block joined once. SonicBoom's own buffering (`minLength`) appends each line to the
 * block's string and measures that string's byte length at every write, which flattens it: a
 * line cost a copy of the whole block so far (8.8 KB allocated and 1.7 µs a line at 4 KB blocks,
 * docs/api-performance.md). Here a line is kept as it is and counted by its characters (a
 * non-ASCII line makes a block a few bytes longer than `blockChars`, never shorter); the sink
 * sees one string a block and writes it at once. Lines leave in the order they came, whichever
 * of `write`, `flush`, `flushSync` or the process's `exit` hands them over.
 */
export class LineBlocks implements BlockSink {
  readonly #sink: BlockSink;
  readonly #blockChars: number;
  #lines: string[] = [];
  #chars = 0;

  constructor(sink: BlockSink, blockChars: number) {
    this.#sink = sink;
    this.#blockChars = blockChars;
    flushOnExit(this);
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#blockChars) this.#handOver();
    return true;
  }

  /** Hands what is gathered to the sink, then asks the sink to write what it holds. */
  flush(callback?: (err?: Error) => void): void {
    this.#handOver();
    this.#sink.flush(callback);
  }

  /** As `flush`, written before it returns (the process is exiting). */
  flushSync(): void {
    this.#handOver();
    this.#sink.flushSync();
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const block = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#sink.write(block);
  }
}

/**
 * Every live LineBlocks, written out when the process exits (process.exit, an uncaught error):
 * pino's own exit hook writes its SonicBoom's buffer, which holds older lines than these, so
 * either order of the two hooks keeps the lines in order. Held weakly, as pino holds its
 * streams: a logger dropped by its owner takes its unwritten lines with it.
 */
const flushedOnExit = new Set<WeakRef<LineBlocks>>();

/** One `exit` listener, added with the first LineBlocks: a process that imports the logger and never makes one adds none. */
function flushOnExit(blocks: LineBlocks): void {
  if (flushedOnExit.size === 0) process.on('exit', flushAll);
  flushedOnExit.add(new WeakRef(blocks));
}

function flushAll(): void {
  for (const ref of flushedOnExit) {
    try {
      ref.deref()?.flushSync();
    } catch {
      // The sink is closed or gone: nothing more can be written at exit.
    }
  }
}
