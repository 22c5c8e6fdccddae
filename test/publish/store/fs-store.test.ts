import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FsStore } from '../../../publish/store/fs-store.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { storeContract } from './store-contract.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fs-store-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) {
    await chmod(dir, 0o700).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});

storeContract('fs', async () => new FsStore(await tempDir()));

describe('FsStore specifics', () => {
  it('leaves no temp files behind and keeps them out of listings', async () => {
    const root = await tempDir();
    const store = new FsStore(root);
    await store.put('a/b.json', '{}');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    expect((await store.list('')).objects.map((o) => o.key)).toEqual(['a/b.json']);
  });

  it('throws instead of returning a partial listing when a directory is unreadable', async () => {
    const root = await tempDir();
    const store = new FsStore(root);
    await store.put('x/1', '1');
    await store.put('y/2', '2');
    await chmod(path.join(root, 'y'), 0o000);
    try {
      // root reads any directory whatever its mode; there, a root that is a file stands in for it.
      const target = process.getuid?.() === 0 ? new FsStore(path.join(root, 'x', '1')) : store;
      await expect(target.list('')).rejects.toMatchObject({ code: 'store_list_failed', message: expect.stringMatching(/^\[store\] \[fs\]/) });
    } finally {
      await chmod(path.join(root, 'y'), 0o700);
    }
  });

  it('writes into a folder removed since its last put, as into a new one', async () => {
    const root = await tempDir();
    const store = new FsStore(root);
    await store.put('a/b/1.json', '1');
    await rm(path.join(root, 'a'), { recursive: true });
    await store.put('a/b/2.json', '2');
    expect((await store.get('a/b/2.json'))?.toString()).toBe('2');
    expect(await store.get('a/b/1.json')).toBeNull();
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('is opened from file:// URLs', async () => {
    const root = await tempDir();
    const store = openStore(`file://${root}`);
    expect(store).toBeInstanceOf(FsStore);
    expect((store as FsStore).root).toBe(root);
    expect(() => openStore('ftp://x')).toThrow(/expected file:\/\/<dir>/);
  });
});
