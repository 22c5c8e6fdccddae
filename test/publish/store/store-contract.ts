import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listAll, type ObjectStore } from '../../../publish/store/object-store.ts';

/**
 * The behaviour every ObjectStore driver promises. Each driver's test file calls this with a
 * factory returning a fresh, empty store, so tests stay independent.
 */
export interface ContractOptions {
  /**
   * s3rver lists directory by directory, so `p/a-1` comes after `p/a/1`; real S3 (byte order)
   * does not. The fake server is told apart here rather than weakening the check for all drivers.
   */
  directoryOrderedListing?: boolean;
}

export function storeContract(name: string, fresh: () => Promise<ObjectStore>, options: ContractOptions = {}): void {
  describe(`ObjectStore contract: ${name}`, () => {
    it('returns null for a missing object on get and head', async () => {
      const store = await fresh();
      expect(await store.get('missing/key.json')).toBeNull();
      expect(await store.head('missing/key.json')).toBeNull();
    });

    it('stores bytes exactly and reports their size', async () => {
      const store = await fresh();
      const body = Buffer.from([0, 1, 2, 255, 10, 13]);
      await store.put('bin/blob', body, { contentType: 'application/octet-stream' });
      expect(await store.get('bin/blob')).toEqual(body);
      const info = await store.head('bin/blob');
      expect(info).toMatchObject({ key: 'bin/blob', size: 6 });
    });

    it('streams a body as it is read: null when missing, the exact bytes otherwise, a large one in several chunks', async () => {
      const store = await fresh();
      expect(await store.getStream('missing/key.bin')).toBeNull();
      const large = randomBytes(3 * 1024 * 1024 + 7);
      await store.put('s/large.bin', large);
      await store.put('s/empty.bin', Buffer.alloc(0));
      const stream = (await store.getStream('s/large.bin'))!;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(large)).toBe(true);
      // Handed over piece by piece as it is read, none of them the whole body.
      expect(chunks.length).toBeGreaterThan(1);
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(large.length);
      const empty: Buffer[] = [];
      for await (const chunk of (await store.getStream('s/empty.bin'))!) empty.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(empty).length).toBe(0);
    });

    it('accepts strings and Uint8Array bodies', async () => {
      const store = await fresh();
      await store.put('a.json', '{"é":1}', { contentType: 'application/json', cacheControl: 'no-cache' });
      await store.put('b.bin', new Uint8Array([7, 8, 9]).subarray(1));
      expect((await store.get('a.json'))!.toString('utf8')).toBe('{"é":1}');
      expect(await store.get('b.bin')).toEqual(Buffer.from([8, 9]));
    });

    it('stores a local file under a key, large ones included, without changing its bytes', async () => {
      const store = await fresh();
      const dir = await mkdtemp(path.join(tmpdir(), 'store-putfile-'));
      try {
        // Past the S3 driver's multipart threshold (8 MiB by default): the file goes up in parts.
        const large = randomBytes(9 * 1024 * 1024);
        await writeFile(path.join(dir, 'large.bin'), large);
        await writeFile(path.join(dir, 'small.json'), '{"a":1}');
        await store.putFile('f/large.bin', path.join(dir, 'large.bin'), { contentType: 'application/octet-stream' });
        await store.putFile('f/small.json', path.join(dir, 'small.json'), { contentType: 'application/json' });
        expect((await store.get('f/large.bin'))!.equals(large)).toBe(true);
        expect((await store.head('f/large.bin'))!.size).toBe(large.length);
        expect((await store.get('f/small.json'))!.toString()).toBe('{"a":1}');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('refuses to put a file that cannot be read, and stores nothing under the key', async () => {
      const store = await fresh();
      await expect(store.putFile('f/none', path.join(tmpdir(), 'annonces-nc-no-such-file-xyz'))).rejects.toMatchObject({ code: 'store_write_failed' });
      expect(await store.head('f/none')).toBeNull();
    });

    it('overwrites an existing key', async () => {
      const store = await fresh();
      await store.put('k', 'one');
      await store.put('k', 'second');
      expect((await store.get('k'))!.toString()).toBe('second');
      expect((await store.head('k'))!.size).toBe(6);
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      const store = await fresh();
      await store.put('d/x', 'x');
      await store.delete('d/x');
      await store.delete('d/never');
      expect(await store.get('d/x')).toBeNull();
      expect((await store.list('d/')).objects).toEqual([]);
    });

    it('lists by prefix in lexicographic key order', async () => {
      const store = await fresh();
      for (const key of ['p/b', 'p/a/2', 'p/a-1', 'p/a/1', 'q/z', 'p/c.json', 'pp']) await store.put(key, key);
      const page = await store.list('p/');
      const expected = options.directoryOrderedListing
        ? ['p/a/1', 'p/a/2', 'p/a-1', 'p/b', 'p/c.json']
        : ['p/a-1', 'p/a/1', 'p/a/2', 'p/b', 'p/c.json'];
      expect(page.objects.map((o) => o.key)).toEqual(expected);
      expect(page.cursor).toBeNull();
      expect(page.objects.find((o) => o.key === 'p/a-1')!.size).toBe(5);
      expect((await store.list('p')).objects.map((o) => o.key)).toContain('pp');
      expect((await store.list('p/a/')).objects.map((o) => o.key)).toEqual(['p/a/1', 'p/a/2']);
      expect((await store.list('nothing/')).objects).toEqual([]);
    });

    it('paginates a listing with a cursor without gaps or repeats', async () => {
      const store = await fresh();
      const keys = Array.from({ length: 23 }, (_, i) => `page/${String(i).padStart(2, '0')}/item`);
      for (const key of [...keys].reverse()) await store.put(key, 'x');
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await store.list('page/', cursor === undefined ? { limit: 5 } : { limit: 5, cursor });
        expect(page.objects.length).toBeLessThanOrEqual(5);
        seen.push(...page.objects.map((o) => o.key));
        cursor = page.cursor ?? undefined;
        pages += 1;
      } while (cursor !== undefined);
      expect(seen).toEqual(keys);
      expect(pages).toBe(5);
      const all: string[] = [];
      for await (const info of listAll(store, 'page/')) all.push(info.key);
      expect(all).toEqual(keys);
    });

    it('reports a last-modified time in listings', async () => {
      const store = await fresh();
      await store.put('t/one', '1');
      const [info] = (await store.list('t/')).objects;
      expect(info!.lastModified).toBeInstanceOf(Date);
    });

    it('rejects keys that could escape the store', async () => {
      const store = await fresh();
      for (const key of ['', '/abs', 'a/../b', 'a//b', 'trailing/']) {
        await expect(store.put(key, 'x')).rejects.toMatchObject({ code: 'store_invalid_key' });
      }
    });
  });
}
