import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { frenchDate, printedRidet, sourceLabel, typeLabel } from './french-format.ts';
import { html, type SafeHtml } from './html-escape.ts';
import { documentLinks, type DocumentLinks } from './site-links.ts';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export interface AtomFeed {
  /** Permanent IRI of the feed (`urn:annonces-nc:flux:…`). */
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address, relative to the feed document (resolved against its URL). */
  selfHref: string;
  /** The HTML page the feed stands for, when there is one. */
  alternateHref?: string;
  /** `updated` of a feed without entries: the snapshot's creation time. */
  emptyUpdated: string;
  entries: (AnnonceItem & DocumentLinks)[];
}

/** Stable entry id: the announcement id never changes (DESIGN.md §3), so readers never see an entry twice. */
export function annonceUrn(id: string): string {
  return `urn:annonces-nc:annonce:${encodeURIComponent(id)}`;
}

/** Announcement dates are calendar days in Nouméa (UTC+11, no daylight saving). */
export function noumeaMidnight(date: string): string {
  return `${date}T00:00:00+11:00`;
}

/**
 * An Atom 1.0 document (RFC 4287). Entry `updated` (and `published`) is the announcement's date;
 * the feed's `updated` is its newest entry's, so the body, hence the ETag, changes only when
 * the entries do. Each entry links to its place in the company page, to the official source
 * document when known (`rel="via"`, "source officielle") and to our archived copy of it
 * (`rel="related"`, "copie archivée", GET /v1/documents/{sha256}).
 */
export function renderAtom(feed: AtomFeed): Buffer {
  const updated = feed.entries[0] ? noumeaMidnight(feed.entries[0].date) : feed.emptyUpdated;
  const document = html`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">
<id>${feed.id}</id>
<title>${feed.title}</title>
<subtitle>${feed.subtitle}</subtitle>
<updated>${updated}</updated>
<author><name>annonces-nc</name></author>
<generator>annonces-nc</generator>
<link rel="self" type="application/atom+xml" href="${feed.selfHref}"/>
${feed.alternateHref ? html`<link rel="alternate" type="text/html" href="${feed.alternateHref}"/>\n` : ''}${feed.entries.map(entry)}</feed>
`;
  return Buffer.from(document.value, 'utf8');
}

function entry(item: AnnonceItem & DocumentLinks): SafeHtml {
  const date = noumeaMidnight(item.date);
  return html`<entry>
<id>${annonceUrn(item.id)}</id>
<title>${typeLabel(item.type)} — ${item.denomination} : ${item.titre}</title>
<updated>${date}</updated>
<published>${date}</published>
<link rel="alternate" type="text/html" href="${item.fiche_url}#annonce-${encodeURIComponent(item.id)}"/>
${documentLinks(item).map((link) => (link.archived ? html`<link rel="related" href="${link.href}" title="${link.label}"/>\n` : html`<link rel="via" href="${link.href}" title="${link.label}"/>\n`))}<category term="${item.type}" label="${typeLabel(item.type)}"/>
<summary type="text">${item.denomination} (RIDET ${printedRidet(item.ridet)}), ${frenchDate(item.date)}, ${sourceLabel(item.source)}. ${item.resume}</summary>
</entry>
`;
}
