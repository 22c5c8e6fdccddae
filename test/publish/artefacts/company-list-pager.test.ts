import { describe, expect, it } from 'vitest';
import { CompanyListPager, spliceCompanyList, type ClosedListPage } from '../../../publish/artefacts/company-list-pager.ts';
import type { CompanyListIndex, CompanyListItem } from '../../../publish/artefacts/company-list-layout.ts';
import type { PageOptions } from '../../../publish/artefacts/feed-pager.ts';

const PAGES: PageOptions = { minItems: 4, maxItems: 12, modulus: 4 };
const FILTER = { name: 'commune', value: 'noumea' } as const;

/** mulberry32: a failing seed replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function item(n: number, version = 0): CompanyListItem {
  const ridet = String(1_000_000 + n).padStart(7, '0') + '001';
  return { ridet, denomination: `Société ${n} v${version}`, forme_juridique: 'SARL', etat: 'en_activite', commune: 'Nouméa', date_creation: `20${10 + (n % 15)}-01-0${1 + (n % 9)}`, url: `https://x.test/v1/entreprises/${ridet}` };
}

function cutAll(items: CompanyListItem[]): { pages: Map<string, string>; index: CompanyListIndex } {
  const pager = new CompanyListPager(FILTER, PAGES);
  const pages = new Map<string, string>();
  const keep = (closed: ClosedListPage | null) => closed && pages.set(closed.entry.path, JSON.stringify(closed.items));
  for (const i of [...items].sort((a, b) => (a.ridet < b.ridet ? -1 : 1))) keep(pager.push(i));
  keep(pager.flush());
  return { pages, index: pager.index() };
}

describe('CompanyListPager', () => {
  it('cuts by RIDET order with the span of creation dates per page', () => {
    const { index } = cutAll(Array.from({ length: 40 }, (_, n) => item(n)));
    expect(index.total).toBe(40);
    expect(index.pages.every((p, k) => k === index.pages.length - 1 || (p.count >= 4 && p.count <= 12))).toBe(true);
    for (let k = 1; k < index.pages.length; k++) expect(index.pages[k]!.first > index.pages[k - 1]!.last).toBe(true);
    expect(index.pages[0]!.creee_min! <= index.pages[0]!.creee_max!).toBe(true);
  });
});

describe('spliceCompanyList', () => {
  it('gives, after companies added, removed and changed, the pages and index of a full cut, reading only what it must', async () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const rand = random(seed);
      const present = new Map<number, CompanyListItem>();
      for (let n = 0; n < 150; n++) if (rand() < 0.6) present.set(n, item(n));
      const before = cutAll([...present.values()]);
      const changes = new Map<string, CompanyListItem | null>();
      const count = Math.floor(rand() * 6);
      for (let k = 0; k < count; k++) {
        const n = Math.floor(rand() * 160);
        if (present.has(n) && rand() < 0.5) {
          present.delete(n);
          changes.set(item(n).ridet, null);
        } else {
          const next = item(n, seed);
          present.set(n, next);
          changes.set(next.ridet, next);
        }
      }
      const after = cutAll([...present.values()]);
      const read: string[] = [];
      const spliced = await spliceCompanyList({
        filter: FILTER, parent: before.pages.size === 0 ? null : before.index, changes, pages: PAGES,
        readPage: async (path) => {
          read.push(path);
          return JSON.parse(before.pages.get(path)!) as CompanyListItem[];
        },
      });
      expect(spliced.index, `seed ${seed}`).toEqual(after.index);
      const written = new Map([...before.pages].filter(([path]) => !spliced.removed.includes(path)));
      for (const page of spliced.pages) written.set(page.entry.path, JSON.stringify(page.items));
      expect(written, `seed ${seed}`).toEqual(after.pages);
      if (changes.size === 0) expect(read).toEqual([]);
      // A page or two around each change, not the list.
      if (before.index.pages.length > 8 && changes.size === 1) expect(read.length, `seed ${seed}`).toBeLessThanOrEqual(4);
    }
  });
});
