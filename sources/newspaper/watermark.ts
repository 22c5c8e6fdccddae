import type { SourceState } from '../source-adapter.js';
import type { ListingItem } from './newspaper-config.js';

/** An ad whose page could not be fetched: asked again on the next run whatever the watermark. */
export interface PendingAd {
  url: string;
  adId: string;
  category: string | null;
  publicationDate: string | null;
}

/** What a newspaper source remembers between runs. */
export interface NewspaperState {
  version: 1;
  /** Per listing key, the newest publication date seen (YYYY-MM-DD). */
  newest: Record<string, string>;
  pending: PendingAd[];
}

export function readNewspaperState(state: SourceState | null): NewspaperState {
  const empty: NewspaperState = { version: 1, newest: {}, pending: [] };
  if (!state || state['version'] !== 1) return empty;
  const newest: Record<string, string> = {};
  const raw = state['newest'];
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) newest[key] = value;
  }
  const pending = Array.isArray(state['pending']) ? (state['pending'] as PendingAd[]).filter((p) => typeof p?.url === 'string' && typeof p.adId === 'string') : [];
  return { version: 1, newest, pending };
}

/** The oldest publication date still worth reading in a listing; null reads it all. */
export function listingFloor(newest: string | undefined, marginDays: number): string | null {
  if (!newest) return null;
  const day = Date.parse(`${newest}T00:00:00Z`) - marginDays * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * Which items of a listing page to fetch, and whether the next page is worth reading. An item
 * without a readable date is always fetched (conditional requests make that cheap). Paging
 * stops on a page that holds only ads older than the floor: listings are newest first, and
 * reading one page past the floor tolerates a slightly out-of-order listing.
 */
export function triageListingPage(items: ListingItem[], floor: string | null): { fresh: ListingItem[]; goOn: boolean } {
  if (floor === null) return { fresh: items, goOn: true };
  const fresh = items.filter((item) => item.publicationDate === null || item.publicationDate >= floor);
  return { fresh, goOn: fresh.length > 0 };
}

export function laterDate(a: string | undefined, b: string | null): string | undefined {
  if (!b) return a;
  return !a || b > a ? b : a;
}
