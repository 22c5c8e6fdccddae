/**
 * Links from the pages to each other and to the API, relative to the page: the pages and the
 * API are served by one process at the site address, so relative links keep working behind a
 * proxy that serves it under a path prefix, and on whatever address a test or the demo listens.
 * (`fiche_url` in the JSON stays absolute: it is data, read away from the site.)
 */

export function companyPageHref(ridet: string): string {
  return `entreprise.html?ridet=${encodeURIComponent(ridet)}`;
}

export function companyFeedHref(ridet: string): string {
  return `v1/entreprises/${encodeURIComponent(ridet)}.atom`;
}

export function companyJsonHref(ridet: string): string {
  return `v1/entreprises/${encodeURIComponent(ridet)}`;
}

export function widgetHref(ridets: readonly string[], limit?: number): string {
  return `widget.html?ridets=${ridets.map(encodeURIComponent).join(',')}${limit === undefined ? '' : `&limit=${limit}`}`;
}

/** Only http(s) addresses become links: a source URL is scraped data, never trusted as a scheme. */
export function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(url);
}
