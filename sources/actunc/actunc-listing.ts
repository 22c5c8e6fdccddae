import { parseFrenchDate } from '../../kernel/normalise/index.ts';
import type { ListingItem, ReadListing } from '../newspaper/index.ts';

const AD_ID = /[?&]id=(\d+)|\/al\/(\d+)\.htm$/;

/**
 * Actu.nc prints the publication date once per day, as a heading over that day's ads, so an
 * item's date is the last heading read before it: the one thing selectors cannot express.
 */
export const readActuncListing: ReadListing = ($, pageUrl) => {
  const items: ListingItem[] = [];
  let day: string | null = null;
  $('#annonces').children('h3.al-jour, article.al-item').each((_, element) => {
    const node = $(element);
    if (node.is('h3')) {
      day = parseFrenchDate(node.text());
      return;
    }
    const href = node.find('h4 a').first().attr('href');
    if (!href) return;
    const url = new URL(href, pageUrl).href;
    const match = AD_ID.exec(url);
    const adId = match?.[1] ?? match?.[2];
    if (!adId) return;
    items.push({ url, adId: `AL-${adId}`, publicationDate: day, category: node.find('.al-rubrique').first().text().trim() || null });
  });
  const next = $('.navigation a.suivante').first().attr('href');
  return { items, next: next ? new URL(next, pageUrl).href : null };
};
