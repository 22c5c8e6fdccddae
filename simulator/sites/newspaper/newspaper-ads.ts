import type { SampleEvent, SampleWorld } from '../../world/index.ts';
import { categoryInfo } from './categories.ts';

/** One ad of an offline newspaper: a world event with the id and category the paper gives it. */
export interface NewspaperAd {
  /** Numeric id, stable for a given world whatever the as-of date. */
  id: number;
  event: SampleEvent;
  publicationDate: string;
  categorySlug: string;
  categoryLabel: string;
}

export interface NewspaperAdsOptions {
  channel: 'LNC' | 'ActuNC';
  /** First publication date kept online (YYYY-MM-DD); earlier ads are not on the site. */
  onlineFrom: string;
  /** Id of the first ad online; later ones count up in publication order. */
  firstId: number;
}

/**
 * Every ad the newspaper ever puts online for this world, oldest first. Ids are assigned over
 * the whole timeline, never per as-of date, so an ad keeps its id and URL from night to night.
 */
export function newspaperAds(world: SampleWorld, options: NewspaperAdsOptions): NewspaperAd[] {
  return world.events
    .filter((event) => event.channels.includes(options.channel) && event.publicationDate >= options.onlineFrom)
    .map((event, rank) => {
      const info = categoryInfo(event.category);
      return { id: options.firstId + rank, event, publicationDate: event.publicationDate, categorySlug: info.slug, categoryLabel: info.label };
    });
}

/** Newest first, as listings show them; ties by id, newest id first. */
export function newestFirst<T extends { publicationDate: string; id: number }>(ads: readonly T[]): T[] {
  return [...ads].sort((a, b) => (a.publicationDate === b.publicationDate ? b.id - a.id : a.publicationDate < b.publicationDate ? 1 : -1));
}

/** 'avis-de-constitution-mokolu-plomberie': ASCII, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
