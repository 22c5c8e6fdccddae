import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { streamToFile } from '../../platform/stream-to-file.ts';
import { canonicalJson } from './manifest.ts';
import type { AddedSink, LedgerDiffResult } from './ledger-diff.ts';
import type { LedgerItem } from './snapshot-types.ts';

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function close(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'finish');
}

/**
 * Candidate additions spilled to a file (one `<id>\t<json>` line each): a first publish adds
 * every item of the corpus, which must not sit in memory until the diff is finished.
 */
export class FileAddedSink implements AddedSink {
  readonly #file: string;
  readonly #out: WriteStream;
  #error: Error | undefined;

  constructor(dir: string) {
    this.#file = path.join(dir, 'added.tsv');
    this.#out = createWriteStream(this.#file);
    // An unwritable spill file is the publish's error, raised by the next push; without a
    // listener it would be an uncaught exception ending the process.
    this.#out.on('error', (error) => {
      this.#error ??= error;
    });
  }

  async push(item: LedgerItem, json?: string): Promise<void> {
    if (this.#error !== undefined) throw this.#error;
    await write(this.#out, `${item.id}\t${json ?? canonicalJson(item)}\n`);
  }

  async *replay(skip: ReadonlySet<string>): AsyncIterable<string> {
    if (this.#error !== undefined) throw this.#error;
    await close(this.#out);
    const lines = createInterface({ input: createReadStream(this.#file), crlfDelay: Infinity });
    for await (const line of lines) {
      const tab = line.indexOf('\t');
      if (!skip.has(line.slice(0, tab))) yield line.slice(tab + 1);
    }
  }
}

/**
 * Writes `changes.json` to `file` as `JSON.stringify` of a SnapshotChanges would (same key
 * order, compact, newline at the end), streaming the added items and hashing them on the way:
 * the body is never in memory whole (half a GiB for a first publish at 10^6 announcements).
 */
export async function writeChangesFile(
  file: string,
  header: { from: string | null; to: string },
  ledger: LedgerDiffResult,
  companiesChanged: readonly string[],
): Promise<{ file: string; size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  async function* pieces(): AsyncGenerator<string> {
    yield `{"format":"annonces-nc/changes@1","from":${JSON.stringify(header.from)},"to":${JSON.stringify(header.to)},"added":[`;
    let first = true;
    for await (const json of ledger.addedJson) {
      yield first ? json : `,${json}`;
      first = false;
    }
    yield `],"removed":${JSON.stringify(ledger.removed)},"updated":${JSON.stringify(ledger.updated)},"companiesChanged":${JSON.stringify(companiesChanged)}}\n`;
  }
  // Pieces joined into 64 KiB chunks: the stream sees thousands of writes, not one per added
  // item (10^6 on a first publish at the target size).
  async function* hashedChunks(): AsyncGenerator<string> {
    let pending = '';
    const taken = () => {
      hash.update(pending, 'utf8');
      size += Buffer.byteLength(pending, 'utf8');
      const chunk = pending;
      pending = '';
      return chunk;
    };
    for await (const piece of pieces()) {
      pending += piece;
      if (pending.length >= 65_536) yield taken();
    }
    if (pending !== '') yield taken();
  }
  await streamToFile(file, hashedChunks());
  return { file, size, sha256: hash.digest('hex') };
}
