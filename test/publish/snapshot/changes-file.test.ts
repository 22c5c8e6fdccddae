import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileAddedSink, writeChangesFile } from '../../../publish/snapshot/changes-file.ts';
import type { LedgerDiffResult } from '../../../publish/snapshot/ledger-diff.ts';
import { openDescriptorsOf } from '../../helpers/open-descriptors.ts';
import { fileSystemSettled } from '../../helpers/settled-io.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'changes-file-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function ledgerOf(added: object[], failAfter?: number): LedgerDiffResult {
  return {
    added: added.length,
    removed: ['gone-1'],
    updated: ['changed-1'],
    ridets: new Set(),
    addedJson: (async function* () {
      for (const [index, item] of added.entries()) {
        if (index === failAfter) throw new Error('ledger chunk unreadable');
        yield JSON.stringify(item);
      }
    })(),
  };
}

describe('changes.json written from the streamed diff', () => {
  it('is byte for byte JSON.stringify of the changes, with its size and hash, beyond one write chunk', async () => {
    // Enough items that the body spans several 64 KiB chunks, with non-ASCII text in them.
    const added = Array.from({ length: 5_000 }, (_, i) => ({ id: `a-${i}`, denomination: `SOCIÉTÉ ${i} — NOUMÉA` }));
    const file = path.join(await tempDir(), 'changes.json');
    const result = await writeChangesFile(file, { from: 'A', to: 'B' }, ledgerOf(added), ['1234567001']);
    const expected =
      JSON.stringify({ format: 'annonces-nc/changes@1', from: 'A', to: 'B', added, removed: ['gone-1'], updated: ['changed-1'], companiesChanged: ['1234567001'] }) + '\n';
    const body = await readFile(file);
    expect(body.toString('utf8')).toBe(expected);
    expect(body.length).toBeGreaterThan(3 * 65_536);
    expect(result).toEqual({ file, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
  });

  it('rejects with the diff\'s error when the added items fail half-way, the file closed', async () => {
    const file = path.join(await tempDir(), 'changes.json');
    const added = Array.from({ length: 10 }, (_, i) => ({ id: `a-${i}` }));
    await expect(writeChangesFile(file, { from: null, to: 'B' }, ledgerOf(added, 5), [])).rejects.toThrow('ledger chunk unreadable');
    expect(openDescriptorsOf(file)).toEqual([]);
  });
});

describe('the spill file of candidate additions', () => {
  it('raises an unwritable spill file from push or replay, instead of ending the process', async () => {
    const sink = new FileAddedSink(path.join(await tempDir(), 'no-such-folder'));
    // The open has failed before anyone waits on the stream (unobserved, it would be an uncaught exception).
    await fileSystemSettled();
    const spill = async () => {
      await sink.push({ id: 'x' } as never);
      for await (const line of sink.replay(new Set())) void line;
    };
    await expect(spill()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
