import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimCacheFolder, type CacheFolder } from '../../api/cache-folder.ts';

/**
 * The API process's own cache folder under DATA_DIR (api/cache-folder.ts): emptied when claimed,
 * with what processes that are gone left in theirs, a live process's slot never touched.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function root(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-folder-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'cache', 'api');
}

async function claim(at: string): Promise<CacheFolder> {
  const folder = await claimCacheFolder(at);
  cleanups.push(() => folder.release());
  return folder;
}

function leave(file: string, body = 'left by a killed process'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

describe('the API cache folder', () => {
  it('is emptied when claimed, with the slots no live process holds: what a killed process left goes', async () => {
    const at = root();
    // Two processes killed while they served and built: their slots' locks died with them.
    leave(path.join(at, 'slot-0', 'exports', 'a'.repeat(64)));
    leave(path.join(at, 'slot-0', 'builds', 'annonces-nc-exports-x1', 'annonces.ndjson'));
    leave(path.join(at, 'slot-3', 'documents', 'b'.repeat(64)));
    leave(path.join(at, 'slot-3', 'documents', `${'c'.repeat(64)}.partial-0a1b`));
    const folder = await claim(at);
    expect(folder.dir).toBe(path.join(at, 'slot-0'));
    expect(fs.readdirSync(folder.dir)).toEqual([]);
    expect(fs.existsSync(path.join(at, 'slot-3'))).toBe(false);
  });

  it('gives a second process on the same DATA_DIR a slot of its own, and leaves the first one’s alone', async () => {
    const at = root();
    const first = await claim(at);
    leave(path.join(first.dir, 'exports', 'd'.repeat(64)), 'a copy being served');
    const second = await claim(at);
    expect(second.dir).not.toBe(first.dir);
    expect(fs.readFileSync(path.join(first.dir, 'exports', 'd'.repeat(64)), 'utf8')).toBe('a copy being served');

    // Released at shutdown: the folder goes, and the slot is free for the next start.
    await first.release();
    expect(fs.existsSync(first.dir)).toBe(false);
    const third = await claim(at);
    expect(third.dir).toBe(first.dir);
  });
});
