import { describe, expect, it } from 'vitest';
import { FeedPager, type ClosedPage, type PageOptions } from '../../../publish/artefacts/feed-pager.ts';
import { compareKeys, type FeedFilter, type FeedIndex, type FeedKey } from '../../../publish/artefacts/feed-layout.ts';
import { spliceFeed } from '../../../publish/artefacts/feed-splice.ts';
import type { AnnonceItem } from '../../../publish/snapshot/snapshot-types.ts';

const FILTER: FeedFilter = { type: null, source: null };
const PAGES: PageOptions = { minItems: 4, maxItems: 12, modulus: 4 };

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function item(id: string, day: number): AnnonceItem {
  const date = `2024-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
  return { id, ridet: '1234567001', denomination: 'X', type: 'nomination', titre: id, resume: id, date, source: 'JONC', fiche_url: 'https://x.test' };
}

/** What a full build writes for these items: every page and the index. */
function cutAll(items: AnnonceItem[]): { pages: Map<string, string>; index: FeedIndex } {
  const pager = new FeedPager(FILTER, PAGES);
  const pages = new Map<string, string>();
  const keep = (closed: ClosedPage | null) => closed && pages.set(closed.entry.path, JSON.stringify(closed.items));
  for (const i of [...items].sort(compareKeys)) keep(pager.push(i));
  keep(pager.flush());
  return { pages, index: pager.index() };
}

describe('spliceFeed', () => {
  it('gives, after any mix of appends, backfills, moves and removals, the pages of a full cut', async () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const rand = random(seed);
      let items = Array.from({ length: Math.floor(rand() * 120) }, (_, n) => item(`a${seed}-${n}`, Math.floor(rand() * 200)));
      const before = cutAll(items);
      const changed: FeedKey[] = [];
      const edits = 1 + Math.floor(rand() * 6);
      for (let e = 0; e < edits; e += 1) {
        const kind = rand();
        if (kind < 0.4 || items.length === 0) {
          // Appends at the newest end, or backfills anywhere.
          const added = item(`b${seed}-${e}`, rand() < 0.5 ? 200 + e : Math.floor(rand() * 200));
          items.push(added);
          changed.push(added);
        } else {
          const victim = items[Math.floor(rand() * items.length)]!;
          changed.push(victim);
          items = items.filter((i) => i !== victim);
          if (kind < 0.7) {
            const moved = item(victim.id, Math.floor(rand() * 230));
            items.push(moved);
            changed.push(moved);
          }
        }
      }
      const after = cutAll(items);
      const sorted = [...items].sort(compareKeys);
      const spliced = await spliceFeed({
        filter: FILTER,
        parent: before.index.pages.length > 0 ? before.index : null,
        changes: changed,
        total: items.length,
        pages: PAGES,
        read: async function* (from, upTo) {
          for (const i of sorted) if ((from === null || compareKeys(i, from) > 0) && (upTo === null || compareKeys(i, upTo) <= 0)) yield i;
        },
      });
      const context = `seed ${seed}`;
      expect(spliced.index, context).toEqual(after.index);
      // Pages it writes are the full cut's; the others it keeps from the parent, unchanged.
      for (const page of spliced.pages) expect(JSON.stringify(page.items), context).toBe(after.pages.get(page.entry.path));
      const written = new Set(spliced.pages.map((p) => p.entry.path));
      for (const [path, body] of after.pages) if (!written.has(path)) expect(before.pages.get(path), `${context} ${path}`).toBe(body);
      expect(spliced.removed.sort(), context).toEqual([...before.pages.keys()].filter((p) => !after.pages.has(p)).sort());
    }
  });

  it('re-cuts only the newest page and new ones when announcements are appended', async () => {
    const items = Array.from({ length: 200 }, (_, n) => item(`old-${n}`, Math.floor(n / 2)));
    const before = cutAll(items);
    const added = Array.from({ length: 5 }, (_, n) => item(`new-${n}`, 150));
    let read = 0;
    const spliced = await spliceFeed({
      filter: FILTER,
      parent: before.index,
      changes: added,
      total: 205,
      pages: PAGES,
      read: async function* (from, upTo) {
        for (const i of [...items, ...added].sort(compareKeys)) {
          if ((from !== null && compareKeys(i, from) <= 0) || (upTo !== null && compareKeys(i, upTo) > 0)) continue;
          read += 1;
          yield i;
        }
      },
    });
    expect(spliced.pages.length).toBeLessThanOrEqual(2);
    expect(read).toBeLessThanOrEqual(PAGES.maxItems + added.length);
    expect(spliced.index).toEqual(cutAll([...items, ...added]).index);
  });
});
