import type { CompanyListIndex, CompanyListItem, CompanyListPageEntry } from '../publish/artefacts/company-list-layout.ts';
import type { SnapshotView } from './snapshot-view.ts';

/**
 * Pages of a company list read per request at most. Without a date range a page of `limit` <= 100
 * needs two (every page but the last holds >= 100 companies); with one, pages the index shows
 * hold no company created in the range are skipped unread, and the walk stops after this many
 * reads whatever it found: the answer may then hold fewer than `limit` companies, with
 * `has_more` and a cursor that resumes after the last company examined.
 */
export const LIST_PAGES_PER_REQUEST = 4;

export interface CompanyListQuery {
  /** Exclusive keyset position: only companies with a greater RIDET. */
  after: string | null;
  /** Inclusive lower bound on date_creation. */
  depuis: string | null;
  /** Exclusive upper bound on date_creation. */
  avant: string | null;
  limit: number;
}

export interface CompanyListResult {
  items: CompanyListItem[];
  hasMore: boolean;
  /** Where the next page starts: the last company returned, or examined when the read budget ran out. */
  resumeAfter: string | null;
}

const inRange = (date: string | null, q: CompanyListQuery) =>
  q.depuis === null && q.avant === null ? true : date !== null && (q.depuis === null || date >= q.depuis) && (q.avant === null || date < q.avant);

const pageMayMatch = (entry: CompanyListPageEntry, q: CompanyListQuery) =>
  (q.depuis === null && q.avant === null) ||
  (entry.creee_max !== null && (q.depuis === null || entry.creee_max >= q.depuis) && (q.avant === null || entry.creee_min! < q.avant));

/** One page of a prebuilt company list (its index already read), by RIDET from the cursor on. */
export async function queryCompanyList(view: SnapshotView, index: CompanyListIndex | null, q: CompanyListQuery): Promise<CompanyListResult> {
  if (index === null) return { items: [], hasMore: false, resumeAfter: null };
  const pages = index.pages;
  let p = q.after === null ? 0 : firstPageAfter(pages, q.after);
  const items: CompanyListItem[] = [];
  let reads = 0;
  for (; p < pages.length; p++) {
    const entry = pages[p]!;
    if (!pageMayMatch(entry, q)) continue;
    if (items.length === q.limit) return { items, hasMore: true, resumeAfter: items[items.length - 1]!.ridet };
    if (reads === LIST_PAGES_PER_REQUEST) {
      // Out of budget: resume after the page before this one, read whole or skipped as holding no match.
      return { items, hasMore: true, resumeAfter: pages[p - 1]!.last };
    }
    reads += 1;
    const page = await view.companyListPage(entry.path);
    for (const item of page.items) {
      if (q.after !== null && item.ridet <= q.after) continue;
      if (!inRange(item.date_creation, q)) continue;
      if (items.length === q.limit) return { items, hasMore: true, resumeAfter: items[items.length - 1]!.ridet };
      items.push(item);
    }
  }
  return { items, hasMore: false, resumeAfter: null };
}

/** Index of the first page holding a RIDET greater than `ridet`. */
function firstPageAfter(pages: CompanyListPageEntry[], ridet: string): number {
  let lo = 0;
  let hi = pages.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pages[mid]!.last > ridet) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
