import { describe, expect, it } from 'vitest';
import { BodyCache, CorruptBodyError, etagOfHash, sha256Hex } from '../../api/body-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

function body(text: string): { hash: string; bytes: Buffer } {
  const bytes = Buffer.from(text);
  return { hash: sha256Hex(bytes), bytes };
}

describe('BodyCache', () => {
  it('holds a body read once, under its content hash, with a tag derived from that hash', async () => {
    const cache = new BodyCache(1 << 20);
    const record = body('{"ridet":"1234567001"}');
    let reads = 0;
    const read = async () => {
      reads += 1;
      return record.bytes;
    };
    const [a, b] = await Promise.all([cache.load(record.hash, JSON_TYPE, read), cache.load(record.hash, JSON_TYPE, read)]);
    expect(reads).toBe(1);
    expect(a).toBe(b);
    expect(a!.etag).toBe(etagOfHash(record.hash));
    expect(a!.raw.equals(record.bytes)).toBe(true);
    expect(await cache.load(record.hash, JSON_TYPE, read)).toBe(a);
    expect(reads).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 1 });
  });

  it('refuses bytes that do not hash to their name, keeps nothing, and reads again next time', async () => {
    const cache = new BodyCache(1 << 20);
    const record = body('{"denomination":"Boulangerie du Port"}');
    const damaged = Buffer.from(record.bytes.toString().replace('B', 'C'));
    await expect(cache.load(record.hash, JSON_TYPE, async () => damaged)).rejects.toBeInstanceOf(CorruptBodyError);
    expect(cache.get(record.hash)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, corrupt: 1 });
    const repaired = await cache.load(record.hash, JSON_TYPE, async () => record.bytes);
    expect(repaired!.raw.equals(record.bytes)).toBe(true);
  });

  it('compresses a body once, counts its compressed forms in the budget, and leaves small bodies alone', async () => {
    const cache = new BodyCache(1 << 20);
    const large = body(JSON.stringify({ annonces: Array.from({ length: 50 }, (_, i) => ({ id: `a${i}`, titre: 'AUGMENTATION DE CAPITAL' })) }));
    const entry = cache.admit(large.hash, large.bytes, JSON_TYPE);
    const before = cache.stats().bytes;
    const br = await entry.encoded('br');
    expect(br).not.toBeNull();
    expect(br!.length).toBeLessThan(large.bytes.length);
    expect(entry.encoded('br')).toBe(br); // known now: no promise, no second compression
    expect(cache.stats().bytes).toBe(before + br!.length);
    const small = body('{}');
    expect(cache.admit(small.hash, small.bytes, JSON_TYPE).encoded('gzip')).toBeNull();
  });

  it('stays within its budget, dropping the least recently used bodies first', () => {
    const sizes = Array.from({ length: 10 }, (_, i) => body(`${i}`.padEnd(2_000, 'x')));
    // Room for about five bodies of 2 000 bytes (each also costs a fixed overhead).
    const cache = new BodyCache(5 * 2_400);
    for (const b of sizes.slice(0, 5)) cache.admit(b.hash, b.bytes, JSON_TYPE);
    // The oldest is used again: it must outlive the four admitted after it.
    expect(cache.get(sizes[0]!.hash)).toBeDefined();
    for (const b of sizes.slice(5, 8)) cache.admit(b.hash, b.bytes, JSON_TYPE);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.evictions).toBe(3);
    expect(cache.get(sizes[0]!.hash)).toBeDefined();
    expect(cache.get(sizes[1]!.hash)).toBeUndefined();
    expect(cache.get(sizes[7]!.hash)).toBeDefined();
  });

  it('counts memory accounted from outside (the request memo) in its budget, dropping bodies to make room', () => {
    const bodies = Array.from({ length: 5 }, (_, i) => body(`${i}`.padEnd(2_000, 'x')));
    const cache = new BodyCache(5 * 2_400);
    for (const b of bodies) cache.admit(b.hash, b.bytes, JSON_TYPE);
    expect(cache.stats().evictions).toBe(0);
    cache.account(4_000);
    expect(cache.stats()).toMatchObject({ accounted: 4_000, evictions: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.maxBytes);
    cache.account(-4_000);
    expect(cache.stats().accounted).toBe(0);
    expect(cache.stats().bytes).toBe(3 * cache.get(bodies[4]!.hash)!.bytes);
  });

  it('serves a body larger than the whole budget without holding it', () => {
    const cache = new BodyCache(1_000);
    const huge = body('x'.repeat(5_000));
    const entry = cache.admit(huge.hash, huge.bytes, JSON_TYPE);
    expect(entry.raw.length).toBe(5_000);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('counts a use by touch as get does (hits, and which bodies stay), and cuts a let-go body\'s hold', () => {
    const bodies = Array.from({ length: 8 }, (_, i) => body(`{"n":${i},"fill":"${'x'.repeat(200)}"}`));
    const room = (bodies[0]!.bytes.length + 320) * 6;
    const byGet = new BodyCache(room);
    const byTouch = new BodyCache(room);
    const uses = [0, 1, 0, 2, 0, 1, 3];
    const touched = bodies.slice(0, 6).map((b) => byTouch.admit(b.hash, b.bytes, JSON_TYPE));
    for (const b of bodies.slice(0, 6)) byGet.admit(b.hash, b.bytes, JSON_TYPE);
    for (const i of uses) {
      byGet.get(bodies[i]!.hash);
      byTouch.touch(touched[i]!);
    }
    const holds = touched.map((b) => b.hold!);
    for (const cache of [byGet, byTouch]) for (const b of bodies.slice(6)) cache.admit(b.hash, b.bytes, JSON_TYPE);

    expect(byTouch.stats()).toMatchObject({ hits: 7, evictions: 2 });
    expect(byGet.stats()).toMatchObject({ hits: 7, evictions: 2 });
    const kept = (cache: BodyCache) => bodies.map((b) => cache.get(b.hash) !== undefined);
    expect(kept(byTouch)).toEqual(kept(byGet));
    // Worked by hand: a use moves a body when it is in the older half (0, 1, 2, 3, the first time
    // each), which leaves 4 and 5 oldest. The two let go have their holds cut, the others not.
    expect(holds.map((hold, i) => hold.body === touched[i])).toEqual(kept(byGet).slice(0, 6));
    expect(kept(byGet).slice(0, 6)).toEqual([true, true, true, true, false, false]);
  });
});
