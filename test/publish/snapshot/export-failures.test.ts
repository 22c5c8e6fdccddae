import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDirectories } from '../../../publish/snapshot/export-folder.ts';
import { exportSnapshot } from '../../../publish/snapshot/export-snapshot.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { objectKey } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { fileSystemSettled } from '../../helpers/settled-io.ts';
import { inputOf, makeCorpus } from './snapshot-fixture.ts';

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', record);
});

describe('an export that fails half-way', () => {
  it('rejects once, with every file it opened settled before it returns', async () => {
    process.on('unhandledRejection', record);
    const store = new MemoryStore();
    const { snapshotId } = await publishSnapshot(store, inputOf(makeCorpus(5), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
    await store.delete(objectKey((await openSnapshot(store, snapshotId)).manifest.ledger.root));
    const out = await mkdtemp(path.join(tmpdir(), 'export-fail-'));
    // The ledger fails and so does the file: the file's error must not surface later, unowned.
    await mkdir(path.join(out, 'annonces.ndjson'));
    try {
      await expect(exportSnapshot(store, snapshotId, 'ndjson', out)).rejects.toThrow();
      await fileSystemSettled();
      expect(unhandled).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('an export into a folder that cannot be made', () => {
  // Node's recursive mkdir retried for ever there (ENOENT under /proc, which exists): the
  // export hung at 90 % CPU. The test's own timeout is what fails it if that comes back.
  it.runIf(existsSync('/proc/self'))('rejects at once under /proc, where mkdir answers ENOENT below a folder that exists', async () => {
    const store = new MemoryStore();
    const { snapshotId } = await publishSnapshot(store, inputOf(makeCorpus(2), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
    await expect(exportSnapshot(store, snapshotId, 'ndjson', '/proc/nope/deeper')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(makeDirectories('/proc/nope')).rejects.toMatchObject({ code: 'ENOENT' });
  }, 10_000);

  it('rejects a path through a file with ENOTDIR, and accepts folders that exist', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'export-mkdir-'));
    try {
      await writeFile(path.join(dir, 'file'), 'x');
      await expect(makeDirectories(path.join(dir, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
      await expect(makeDirectories(path.join(dir, 'file', 'a', 'b'))).rejects.toMatchObject({ code: 'ENOTDIR' });
      await makeDirectories(path.join(dir, 'a', 'b', 'c'));
      await makeDirectories(path.join(dir, 'a', 'b'));
      expect(existsSync(path.join(dir, 'a', 'b', 'c'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
