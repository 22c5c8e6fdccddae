import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifiedCopies } from '../../api/verified-copies.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';

/**
 * Local copies of store objects checked once (api/verified-copies.ts): the bytes hashed on
 * their way from the store, reused while the file is the one hashed, a changed or unknown file
 * hashed again before it is served, and the whole kept within its byte bound, least recently
 * used removed first.
 */

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** A memory store that counts whole-object streams. */
class CountingStore extends MemoryStore {
  streams = 0;
  override getStream(key: string): Promise<Readable | null> {
    this.streams += 1;
    return super.getStream(key);
  }
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function fixture(maxBytes: number, bodies: Buffer[]) {
  const store = new CountingStore();
  for (const body of bodies) await store.put(`raw/${sha(body)}`, body);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verified-copies-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const verified: string[] = [];
  const copies = new VerifiedCopies({ store, dir, maxBytes, onVerify: (key) => verified.push(key) });
  /** The copy's bytes, read through the opened handle (closed after). */
  const read = async (body: Buffer): Promise<Buffer | null> => {
    const file = await copies.open(`raw/${sha(body)}`, { sha256: sha(body), size: body.length });
    if (file === null) return null;
    try {
      return await file.handle.readFile();
    } finally {
      await file.handle.close();
    }
  };
  return { store, dir, copies, verified, read };
}

const body = (n: number, size = 1000) => Buffer.alloc(size, n);

describe('verified local copies', () => {
  it('read and hash an object once, then serve the copy while it is the file that was hashed', async () => {
    const a = body(1);
    const { store, verified, read } = await fixture(10_000, [a]);
    expect((await read(a))?.equals(a)).toBe(true);
    expect((await read(a))?.equals(a)).toBe(true);
    expect(store.streams).toBe(1);
    expect(verified).toEqual([`raw/${sha(a)}`]);
  });

  it('hash again a copy changed since it was checked, and a file in the folder this process never checked', async () => {
    const a = body(2);
    const b = body(3);
    const { dir, verified, read } = await fixture(10_000, [a, b]);
    await read(a);
    // Same size, other bytes, written after the check: not served, fetched and hashed again.
    fs.writeFileSync(path.join(dir, sha(a)), body(9));
    fs.utimesSync(path.join(dir, sha(a)), new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    expect((await read(a))?.equals(a)).toBe(true);
    expect(verified).toEqual([`raw/${sha(a)}`, `raw/${sha(a)}`]);
    // A file of the right size already there under b's hash, bytes wrong: hashed before use, replaced.
    fs.writeFileSync(path.join(dir, sha(b)), body(8));
    expect((await read(b))?.equals(b)).toBe(true);
    expect(verified.filter((k) => k === `raw/${sha(b)}`)).toHaveLength(2);
  });

  it('refuses an object whose bytes are not the expected ones, and keeps nothing of it', async () => {
    const a = body(4);
    const { store, dir, copies } = await fixture(10_000, []);
    await store.put(`raw/${sha(a)}`, body(5));
    await expect(copies.open(`raw/${sha(a)}`, { sha256: sha(a), size: a.length })).rejects.toMatchObject({ code: 'copy_corrupt' });
    expect(fs.readdirSync(dir)).toEqual([]);
    // Longer than expected: cut off as soon as it passes the size, its partial file removed.
    const long = body(7);
    await store.put(`raw/${sha(long)}`, Buffer.alloc(300_000, 7));
    await expect(copies.open(`raw/${sha(long)}`, { sha256: sha(long), size: long.length })).rejects.toMatchObject({ code: 'copy_corrupt' });
    await expect(copies.open(`raw/${sha(long)}`, { sha256: sha(long), maxBytes: 2_000 })).rejects.toMatchObject({ code: 'copy_too_large' });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await copies.open(`raw/${sha(body(6))}`, { sha256: sha(body(6)) })).toBeNull();
  });

  it('keep at most their byte bound on disk, the least recently used removed first', async () => {
    const [a, b, c, d] = [body(10), body(11), body(12), body(13)];
    const { dir, copies, read } = await fixture(3_000, [a, b, c, d]);
    await read(a);
    await read(b);
    await read(c);
    await read(a); // a used again: b is now the least recently used
    await read(d);
    expect(copies.bytes).toBe(3_000);
    expect(fs.readdirSync(dir).sort()).toEqual([sha(a), sha(c), sha(d)].sort());
    // One larger than the bound alone is still served, and is all that is kept.
    const large = body(14, 5_000);
    const { copies: small, dir: smallDir, read: readSmall } = await fixture(3_000, [a, large]);
    await readSmall(a);
    expect((await readSmall(large))?.equals(large)).toBe(true);
    expect(fs.readdirSync(smallDir)).toEqual([sha(large)]);
    expect(small.bytes).toBe(5_000);
  });
});
