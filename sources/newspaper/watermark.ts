import { z } from 'zod';
import { ISO_DAY } from '../../kernel/model/calendar-day.ts';
import type { ListingItem } from './newspaper-config.ts';

/** An ad whose page could not be fetched: asked again on the next run whatever the watermark. */
const pendingAdSchema = z.object({
  url: z.string(),
  adId: z.string(),
  category: z.string().nullable().catch(null),
  publicationDate: z.string().nullable().catch(null),
});
export type PendingAd = z.infer<typeof pendingAdSchema>;

/**
 * What a newspaper source remembers between runs, the adapters' `stateSchema`. A state of
 * another version does not match (the source starts fresh); inside version 1, an unreadable
 * listing date or pending ad is dropped on its own, the rest kept (as this state was always read).
 */
export const newspaperStateSchema = z.object({
  version: z.literal(1),
  /** Per listing key, the newest publication date seen (YYYY-MM-DD). */
  newest: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((raw) => Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && ISO_DAY.test(entry[1])))),
  pending: z
    .array(z.unknown())
    .catch([])
    .transform((raw) => raw.flatMap((item) => {
      const checked = pendingAdSchema.safeParse(item);
      return checked.success ? [checked.data] : [];
    })),
});
export type NewspaperState = z.infer<typeof newspaperStateSchema>;

/** A stored state as a newspaper state; an empty one when there is none or it does not match. */
export function readNewspaperState(state: unknown): NewspaperState {
  const checked = newspaperStateSchema.safeParse(state);
  return checked.success ? checked.data : { version: 1, newest: {}, pending: [] };
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
