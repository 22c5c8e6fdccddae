import { isBoundaryItem, type PageOptions } from './feed-pager.ts';
import {
  companyListPagePath,
  type CompanyListFilter,
  type CompanyListIndex,
  type CompanyListItem,
  type CompanyListPageEntry,
} from './company-list-layout.ts';

export interface ClosedListPage {
  entry: CompanyListPageEntry;
  items: CompanyListItem[];
}

/**
 * Cuts one company list into pages, items pushed in ascending RIDET order, with the feeds' rule
 * (feed-pager.ts): a page ends after an item whose RIDET hash is 0 mod `modulus` once it holds
 * `minItems`, or at `maxItems`. Content-defined, so a change re-cuts only the pages around it.
 */
export class CompanyListPager {
  private buffer: CompanyListItem[] = [];
  private readonly entries: CompanyListPageEntry[] = [];

  readonly filter: CompanyListFilter;
  private readonly options: PageOptions;
  constructor(filter: CompanyListFilter, options: PageOptions) {
    this.filter = filter;
    this.options = options;
    if (options.minItems < 1 || options.maxItems < options.minItems || options.modulus < 1) {
      throw new RangeError(`Expected 1 <= minItems <= maxItems and modulus >= 1, got ${JSON.stringify(options)}`);
    }
  }

  push(item: CompanyListItem): ClosedListPage | null {
    this.buffer.push(item);
    const size = this.buffer.length;
    const cut = size >= this.options.maxItems || (size >= this.options.minItems && isBoundaryItem(item.ridet, this.options.modulus));
    return cut ? this.close() : null;
  }

  flush(): ClosedListPage | null {
    return this.buffer.length > 0 ? this.close() : null;
  }

  index(): CompanyListIndex {
    return { filter: this.filter, total: this.entries.reduce((n, e) => n + e.count, 0), pages: [...this.entries] };
  }

  private close(): ClosedListPage {
    const items = this.buffer;
    this.buffer = [];
    const dates = items.map((i) => i.date_creation).filter((d): d is string => d !== null).sort();
    const entry: CompanyListPageEntry = {
      path: companyListPagePath(this.filter, items[0]!.ridet),
      count: items.length,
      first: items[0]!.ridet,
      last: items[items.length - 1]!.ridet,
      creee_min: dates[0] ?? null,
      creee_max: dates[dates.length - 1] ?? null,
    };
    this.entries.push(entry);
    return { entry, items };
  }
}

export interface SplicedList {
  /** Pages to write: new, or at a path whose items changed. */
  pages: ClosedListPage[];
  /** The whole index, as a full build would write it (no pages: the list is now empty). */
  index: CompanyListIndex;
  /** Paths of the parent's pages no longer part of the list. */
  removed: string[];
}

/**
 * One list after some companies changed in it (`changes`: RIDET to its new item, or null when it
 * left the list), re-cutting only around them, as feed-splice.ts does for feeds: the parent's
 * pages wholly before the first change stay; cutting resumes after them over the parent's items
 * with the changes merged in, and stops at the first cut the parent also had once no change is
 * left before it, the parent's pages being the list's again from there. The items come from the
 * parent's pages (`readPage`), which hold exactly what the list held: no warehouse query, and
 * nothing past the resync is read.
 */
export async function spliceCompanyList(options: {
  filter: CompanyListFilter;
  parent: CompanyListIndex | null;
  changes: ReadonlyMap<string, CompanyListItem | null>;
  pages: PageOptions;
  readPage: (path: string) => Promise<CompanyListItem[]>;
}): Promise<SplicedList> {
  const old = options.parent?.pages ?? [];
  const changed = [...options.changes.keys()].sort();
  const kept: CompanyListPageEntry[] = [];
  const pages: ClosedListPage[] = [];
  let i = 0;
  let c = 0;

  // The list from parent page `from` on, with the changes from `fromChange` on merged in.
  async function* merged(from: number, fromChange: number): AsyncGenerator<CompanyListItem> {
    let k = fromChange;
    for (let j = from; j < old.length; j++) {
      for (const item of await options.readPage(old[j]!.path)) {
        while (k < changed.length && changed[k]! < item.ridet) {
          const added = options.changes.get(changed[k++]!);
          if (added) yield added;
        }
        if (k < changed.length && changed[k] === item.ridet) {
          const replaced = options.changes.get(changed[k++]!);
          if (replaced) yield replaced;
        } else {
          yield item;
        }
      }
    }
    for (; k < changed.length; k++) {
      const added = options.changes.get(changed[k]!);
      if (added) yield added;
    }
  }

  while (c < changed.length) {
    // The newest parent page was closed by the end of the list, not the rule: anything after it reopens it.
    while (i < old.length - 1 && old[i]!.last < changed[c]!) kept.push(old[i++]!);
    const pager = new CompanyListPager(options.filter, options.pages);
    let resynced = false;
    for await (const item of merged(i, c)) {
      const closed = pager.push(item);
      if (!closed) continue;
      pages.push(closed);
      kept.push(closed.entry);
      const cut = closed.entry.last;
      while (c < changed.length && changed[c]! <= cut) c += 1;
      let sameCut = false;
      while (i < old.length && old[i]!.last <= cut) {
        sameCut = old[i]!.last === cut && i < old.length - 1;
        i += 1;
      }
      if (sameCut && (c === changed.length || changed[c]! > cut)) {
        resynced = true;
        break;
      }
    }
    if (!resynced) {
      const closed = pager.flush();
      if (closed) {
        pages.push(closed);
        kept.push(closed.entry);
      }
      i = old.length;
      c = changed.length;
    }
  }
  while (i < old.length) kept.push(old[i++]!);

  const paths = new Set(kept.map((p) => p.path));
  return {
    pages,
    index: { filter: options.filter, total: kept.reduce((n, p) => n + p.count, 0), pages: kept },
    removed: old.map((p) => p.path).filter((p) => !paths.has(p)),
  };
}
