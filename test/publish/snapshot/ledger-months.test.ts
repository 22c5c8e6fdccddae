import { describe, expect, it } from 'vitest';
import { itemJson, sealMonth } from '../../../publish/snapshot/ledger-months.ts';
import { canonicalJson } from '../../../publish/snapshot/manifest.ts';
import type { LedgerItem } from '../../../publish/snapshot/snapshot-types.ts';
import { item } from './snapshot-fixture.ts';

describe('ledger months', () => {
  it('serialises items exactly as canonicalJson does, whatever their shape', () => {
    const full = item('1234567001', 'Société "Ô" \u2028 \\ fin', 'a1');
    const { source_url: _a, fetched_at: _b, raw_sha256: _c, ...bare } = full;
    const odd = { ...full, extra: [1, { b: 2, a: null }] } as unknown as LedgerItem;
    for (const value of [full, bare as LedgerItem, odd]) expect(itemJson(value)).toBe(canonicalJson(value));
  });

  it('cuts a month into chunks that depend on its items only, and seals them canonically', () => {
    const items = Array.from({ length: 500 }, (_, n) => item('1234567001', 'X', `id-${String(n).padStart(4, '0')}`, `2026-03-${String(1 + (n % 28)).padStart(2, '0')}`))
      .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
    const sealed = sealMonth('2026-03', items);
    expect(sealed.chunks.length).toBeGreaterThan(2);
    expect(sealed.chunks.flatMap((c) => c.items)).toEqual(items);
    for (const chunk of sealed.chunks) {
      expect(chunk.body.toString('utf8')).toBe(canonicalJson({ format: 'annonces-nc/ledger-chunk@1', items: chunk.items }));
      expect(chunk.items.length).toBeLessThanOrEqual(128);
    }
    // An item added at the end leaves every chunk but the last as it was.
    const later = sealMonth('2026-03', [...items, item('1234567001', 'X', 'zz-late', '2026-03-28')]);
    expect(later.chunks.slice(0, -1).map((c) => c.hash)).toEqual(sealed.chunks.slice(0, -1).map((c) => c.hash));
  });
});
