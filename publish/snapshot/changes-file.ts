import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { canonicalJson } from './manifest.js';
import type { AddedSink, LedgerDiffResult } from './ledger-diff.js';
import type { LedgerItem } from './snapshot-types.js';

async function write(out: WriteStream, text: string, hash?: Hash): Promise<void> {
  hash?.update(text, 'utf8');
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

  constructor(dir: string) {
    this.#file = path.join(dir, 'added.tsv');
    this.#out = createWriteStream(this.#file);
  }

  async push(item: LedgerItem, json?: string): Promise<void> {
    await write(this.#out, `${item.id}\t${json ?? canonicalJson(item)}\n`);
  }

  async *replay(skip: ReadonlySet<string>): AsyncIterable<string> {
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
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined); // observed through the race below
  const run = async () => {
    await write(out, `{"format":"annonces-nc/changes@1","from":${JSON.stringify(header.from)},"to":${JSON.stringify(header.to)},"added":[`, hash);
    let first = true;
    for await (const json of ledger.addedJson) {
      await write(out, first ? json : `,${json}`, hash);
      first = false;
    }
    await write(out, `],"removed":${JSON.stringify(ledger.removed)},"updated":${JSON.stringify(ledger.updated)},"companiesChanged":${JSON.stringify(companiesChanged)}}\n`, hash);
    await close(out);
  };
  await Promise.race([run(), failed]);
  return { file, size: out.bytesWritten, sha256: hash.digest('hex') };
}
