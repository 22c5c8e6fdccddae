import { setTimeout as sleep } from 'node:timers/promises';
import type { OfflineSite } from '../../sample-sites/offline-site.ts';
import { NEWSPAPER_CATEGORIES, newestFirst, sendMoved, sendPage, sendServerError } from '../newspaper/index.ts';
import { lncCatalogue, LNC_PAGE_SIZE, type LncAd } from './catalogue.ts';
import { LNC_ROOT, renderAd, renderHome, renderListing, renderSectionIndex } from './pages.ts';

const SLOW_MS = 1_500;
const LISTING = /^\/annonces-legales\/([a-z-]+)\/(?:page\/(\d+)\/)?$/;

/**
 * Offline copy of the legal-ads section of Les Nouvelles Calédoniennes (lnc.nc), as relaunched
 * online in October 2023. See sources/lnc/README.md for its layout and tricky cases.
 */
export const lncSite: OfflineSite = {
  samplePath: LNC_ROOT,
  create({ world, asOf }) {
    const catalogue = lncCatalogue(world);
    const visible = catalogue.ads.filter((ad) => ad.publicationDate <= asOf);
    const visibleIds = new Set(visible.map((ad) => ad.id));
    const byCategory = new Map<string, LncAd[]>();
    for (const { slug } of NEWSPAPER_CATEGORIES) {
      byCategory.set(slug, newestFirst(visible.filter((ad) => ad.categorySlug === slug || ad.alsoListedIn.includes(slug))));
    }
    const newest = newestFirst(visible);
    // Per site instance (one per as-of date), like a cache warming up after a deploy.
    const hits = new Map<string, number>();

    return async (req, res, path, url) => {
      if (path === '/' || path === '') {
        sendPage(req, res, { html: renderHome() });
        return true;
      }
      if (path === '/annonces-legales/') {
        sendPage(req, res, { html: renderSectionIndex() });
        return true;
      }
      const listing = LISTING.exec(path);
      if (listing) {
        const slug = listing[1] as string;
        const ads = byCategory.get(slug);
        const category = NEWSPAPER_CATEGORIES.find((c) => c.slug === slug);
        if (!ads || !category) return false;
        const page = Number(listing[2] ?? '1');
        const pages = Math.max(1, Math.ceil(ads.length / LNC_PAGE_SIZE));
        if (page < 1 || page > pages || (listing[2] !== undefined && page === 1)) return false;
        const count = (hits.get(path) ?? 0) + 1;
        hits.set(path, count);
        if (path === catalogue.flakyListingPath && count === 1) {
          sendServerError(res);
          return true;
        }
        const slice = ads.slice((page - 1) * LNC_PAGE_SIZE, page * LNC_PAGE_SIZE);
        sendPage(req, res, { html: renderListing({ slug, label: category.label, page, pages, ads: slice, mostRead: newest.slice(3, 8) }) });
        return true;
      }
      const moved = catalogue.movedPaths.get(`${path}${url.search}`);
      if (moved && visibleIds.has(moved.id)) {
        sendMoved(res, `${LNC_ROOT}${moved.path}`);
        return true;
      }
      const ad = catalogue.byPath.get(path);
      if (!ad || !visibleIds.has(ad.id)) return false;
      if (ad.variant === 'slow') await sleep(SLOW_MS);
      const cp1252 = ad.variant === 'windows-1252' || ad.variant === 'mislabelled';
      const html = renderAd({ ad, related: relatedStable(catalogue.ads, ad), charset: ad.variant === 'windows-1252' ? 'windows-1252' : 'utf-8' });
      sendPage(req, res, {
        html,
        encoding: cp1252 ? 'windows-1252' : 'utf-8',
        declaredCharset: ad.variant === 'mislabelled' ? 'UTF-8' : undefined,
        lastModified: ad.publicationDate,
        truncateAt: ad.variant === 'truncated' ? Buffer.byteLength(html.slice(0, html.indexOf('<div class="annonce-texte"'))) : undefined,
      });
      return true;
    };
  },
};

/**
 * "À lire aussi" shows the ads published just before this one: an ad page must not change when
 * newer ads appear, or its ETag would change and every night would re-fetch the whole archive.
 */
function relatedStable(all: readonly LncAd[], ad: LncAd): LncAd[] {
  const index = all.indexOf(ad);
  return all.slice(Math.max(0, index - 3), index).reverse();
}
