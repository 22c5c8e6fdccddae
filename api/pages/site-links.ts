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

/**
 * The readers' report form (served by the signalements module when the process mounts it,
 * docs/signalements.md), for the company or one of its announcements.
 */
export function reportFormHref(ridet: string, annonceId?: string): string {
  return `entreprises/${encodeURIComponent(ridet)}/signaler${annonceId === undefined ? '' : `?annonce=${encodeURIComponent(annonceId)}`}`;
}

/** Only http(s) addresses become links: a source URL is scraped data, never trusted as a scheme. */
export function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(url);
}

/** What an announcement links to besides its company page: the official page and our copy. */
export interface DocumentLinks {
  source_url?: string | null;
  /** `<public base>/v1/documents/<sha256>`: the archived bytes of the document (GET /v1/documents/{sha256}). */
  document_url?: string | null;
}

/**
 * The two documents behind an announcement, in the order a reader wants them: the official
 * page ("source officielle", which may move or be paywalled) and our archived copy ("copie
 * archivée", which lasts). Only http(s) addresses count.
 */
export function documentLinks(item: DocumentLinks): Array<{ href: string; label: 'source officielle' | 'copie archivée'; archived: boolean }> {
  const links: Array<{ href: string; label: 'source officielle' | 'copie archivée'; archived: boolean }> = [];
  if (isWebAddress(item.source_url)) links.push({ href: item.source_url, label: 'source officielle', archived: false });
  if (isWebAddress(item.document_url)) links.push({ href: item.document_url, label: 'copie archivée', archived: true });
  return links;
}
