import { parseFrenchDate } from '../../kernel/normalise/index.ts';
import { readField, type FieldSpec } from './field-reader.ts';
import type { ListingItem, ReadListing } from './newspaper-config.ts';

export interface ListingSelectors {
  /** One element per ad in the listing proper (not pinned or "most read" boxes). */
  item: string;
  /** Inside an item: the link to the ad's page (its href). */
  link: string;
  /** Inside an item: the publication date, in any French form ('12 mars 2024', '12/03/2024'). */
  date?: FieldSpec;
  /** Inside an item: the category label, for single listings that mix categories. */
  category?: FieldSpec;
  /** Inside an item: the ad id; default: `adIdFromUrl` applied to the link. */
  adId?: FieldSpec;
  /** The ad id from the ad URL: the first group that matched (alternatives may each have one). */
  adIdFromUrl: RegExp;
  /** The link to the next (older) page. */
  next: string;
}

/**
 * A listing reader made of selectors: enough for the usual WordPress-like legal-ads sections.
 *
 * @example
 * selectorListingReader({ item: 'li.annonce', link: 'a', date: { selector: '.date' }, adIdFromUrl: /\/(\d+)-/, next: 'a.next' })
 */
export function selectorListingReader(selectors: ListingSelectors): ReadListing {
  return ($, pageUrl) => {
    const items: ListingItem[] = [];
    $(selectors.item).each((_, element) => {
      const scope = $(element);
      const href = scope.find(selectors.link).first().attr('href');
      if (!href) return;
      const url = new URL(href, pageUrl).href;
      const adId = readField($, scope, selectors.adId) ?? firstGroup(selectors.adIdFromUrl.exec(url));
      if (!adId) return;
      const dateText = readField($, scope, selectors.date);
      items.push({
        url,
        adId,
        publicationDate: dateText ? parseFrenchDate(dateText) : null,
        category: readField($, scope, selectors.category),
      });
    });
    const nextHref = $(selectors.next).first().attr('href');
    return { items, next: nextHref ? new URL(nextHref, pageUrl).href : null };
  };
}

function firstGroup(match: RegExpExecArray | null): string | null {
  return match?.slice(1).find((group) => group !== undefined) ?? null;
}
