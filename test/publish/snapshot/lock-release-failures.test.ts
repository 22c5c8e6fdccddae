import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { gc } from '../../../publish/snapshot/gc.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { GC_LOCK_KEY, LEASES_PREFIX } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { inputOf, makeCorpus } from './snapshot-fixture.ts';

/** A store whose deletes under one prefix fail, as a store that went away mid-command would. */
class FailingDeletes extends MemoryStore {
  private readonly failing: string;
  constructor(failing: string) {
    super();
    this.failing = failing;
  }
  override async delete(key: string): Promise<void> {
    if (key.startsWith(this.failing)) throw new Error(`connect ECONNREFUSED 127.0.0.1:9000 (delete ${key})`);
    return super.delete(key);
  }
}

function capture() {
  const lines: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
  return { logger, lines };
}

describe('a lock that cannot be released', () => {
  it('a publish lease left behind is logged with its cause, and the publish still succeeds', async () => {
    const store = new FailingDeletes(LEASES_PREFIX);
    const { logger, lines } = capture();
    const result = await publishSnapshot(store, inputOf(makeCorpus(3), 'run-1'), { logger });
    expect(result.snapshotId).toBeTruthy();
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining('publish lease') })]);
    expect(lines[0]!.err!.message).toContain('ECONNREFUSED');
  });

  it('a GC lock left behind is logged as an error, since it blocks publishes', async () => {
    const store = new FailingDeletes(GC_LOCK_KEY);
    const { logger, lines } = capture();
    await gc(store, { keep: 1, logger });
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: expect.stringContaining('GC lock') })]);
    expect(lines[0]!.err!.message).toContain('ECONNREFUSED');
  });
});
