import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../../publish/snapshot/export-snapshot.js';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.js';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.js';
import { objectKey } from '../../../publish/snapshot/snapshot-layout.js';
import { MemoryStore } from '../../../publish/store/memory-store.js';
import { inputOf, makeCorpus } from './snapshot-fixture.js';

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
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
