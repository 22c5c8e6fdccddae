import { setTimeout as sleep } from 'node:timers/promises';
import type { OfflineSite } from '../../sample-sites/offline-site.ts';
import { NEWSPAPER_CATEGORIES, sendMoved, sendPage, sendServerError } from '../newspaper/index.ts';
import { actuncCatalogue, ACTUNC_PAGE_SIZE, type ActuncInsertion } from './catalogue.ts';
import { ACTUNC_ROOT, renderAd, renderHome, renderListing } from './pages.ts';

const SLOW_MS = 1_500;
const CHARSET = 'windows-1252';

/**
 * Offline copy of the legal ads of the weekly Actu.nc: one listing for all categories (filter
 * in the query string), ads by id in the query string, Windows-1252 pages. See README.md.
 */
export const actuncSite: OfflineSite = {
  samplePath: ACTUNC_ROOT,
  create({ world, asOf }) {
    const catalogue = actuncCatalogue(world);
    const visible = catalogue.insertions
      .filter((insertion) => insertion.date <= asOf)
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
    const hits = new Map<string, number>();

    return async (req, res, path, url) => {
      if (path === '/' || path === '') {
        sendPage(req, res, { html: renderHome(CHARSET), encoding: CHARSET });
        return true;
      }
      if (path === '/annonces-legales') {
        const rubrique = url.searchParams.get('rubrique') || null;
        if (rubrique && !NEWSPAPER_CATEGORIES.some((c) => c.slug === rubrique)) return false;
        const page = Number(url.searchParams.get('page') ?? '1');
        const insertions: ActuncInsertion[] = rubrique ? visible.filter((i) => i.ad.categorySlug === rubrique) : visible;
        const pages = Math.max(1, Math.ceil(insertions.length / ACTUNC_PAGE_SIZE));
        if (!Number.isInteger(page) || page < 1 || page > pages) return false;
        const key = `${rubrique ?? ''}:${page}`;
        const count = (hits.get(key) ?? 0) + 1;
        hits.set(key, count);
        if (!rubrique && page === catalogue.flakyPage && count === 1) {
          sendServerError(res);
          return true;
        }
        const slice = insertions.slice((page - 1) * ACTUNC_PAGE_SIZE, page * ACTUNC_PAGE_SIZE);
        sendPage(req, res, { html: renderListing({ insertions: slice, page, pages, rubrique, charset: CHARSET }), encoding: CHARSET });
        return true;
      }
      const moved = catalogue.movedPaths.get(path);
      if (moved && moved.publicationDate <= asOf) {
        sendMoved(res, `${ACTUNC_ROOT}/annonce.php?id=${moved.id}`);
        return true;
      }
      if (path !== '/annonce.php') return false;
      const ad = catalogue.byId.get(url.searchParams.get('id') ?? '');
      if (!ad || ad.publicationDate > asOf) return false;
      if (ad.variant === 'slow') await sleep(SLOW_MS);
      const html = renderAd(ad, ad.variant === 'mislabelled' ? 'utf-8' : CHARSET);
      sendPage(req, res, {
        html,
        encoding: CHARSET,
        declaredCharset: ad.variant === 'mislabelled' ? 'utf-8' : CHARSET,
        lastModified: ad.publicationDate,
        truncateAt: ad.variant === 'truncated' ? Buffer.byteLength(html.slice(0, html.indexOf('<table class="annonce"'))) : undefined,
      });
      return true;
    };
  },
};
