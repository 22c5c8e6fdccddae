/**
 * The lasting address of a fetched page: the same path on the source's canonical public site.
 *
 * We fetch a source from wherever its `SOURCE_<ID>_URL` points (the real site, a mirror, or
 * the offline copy on 127.0.0.1, whose port changes every run and which is gone after it),
 * but an announcement's `source_url` must be the page a reader can open later, on the
 * source's own site. The offline copies serve the real sites' paths below their base (`/lnc`
 * + `/annonces-legales/...`), so the rule is one prefix swap: a URL under the crawl base
 * becomes the same path, query included, under the canonical base. A URL outside the crawl
 * base (a redirect to another host the site uses for its documents) is the site's own
 * address already and is kept. Fragments are dropped: they name a place in the page, not
 * the page.
 *
 * @example
 * canonicalUrl('http://127.0.0.1:38923/lnc/annonces-legales/annonce/30012-x.html',
 *   'http://127.0.0.1:38923/lnc', 'https://www.lnc.nc')
 * // 'https://www.lnc.nc/annonces-legales/annonce/30012-x.html'
 */
export function canonicalUrl(fetchedUrl: string, crawlBase: string, canonicalBase: string): string {
  const fetched = new URL(fetchedUrl);
  fetched.hash = '';
  const base = new URL(crawlBase);
  const basePath = base.pathname.replace(/\/+$/, '');
  const underBase =
    fetched.origin === base.origin && (fetched.pathname === basePath || fetched.pathname.startsWith(`${basePath}/`) || basePath === '');
  if (!underBase) return fetched.href;
  const canonical = new URL(canonicalBase);
  const canonicalPath = canonical.pathname.replace(/\/+$/, '');
  const rest = fetched.pathname.slice(basePath.length) || '/';
  return `${canonical.origin}${canonicalPath}${rest}${fetched.search}`;
}
