/**
 * The public addresses an announcement links to, from the snapshot's site URL (the API and the
 * pages are served by the same process, docs/api.md). Pure string rules, so the record
 * declaration (announcement-record.ts) and the publish step share them.
 */

/** The company page every `fiche_url` points to. */
export function ficheUrl(siteUrl: string, ridet: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/entreprise.html?ridet=${ridet}`;
}

/**
 * The archived copy of the document an announcement was read from, served byte for byte by the
 * API (`GET /v1/documents/{sha256}`), addressed by its content hash so it never changes.
 */
export function documentUrl(siteUrl: string, rawSha256: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/v1/documents/${rawSha256}`;
}

/** Every announcement of a company, paginated as the feed (`GET /v1/annonces?ridet=`), which its record links to. */
export function annoncesEntrepriseUrl(siteUrl: string, ridet: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/v1/annonces?ridet=${ridet}`;
}
