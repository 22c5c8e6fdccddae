import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  summary?: string;
  links: { rel: string; href: string; type?: string }[];
  categories: { term: string; label?: string }[];
}

export interface CheckedAtom {
  id: string;
  title: string;
  updated: string;
  links: { rel: string; href: string; type?: string }[];
  entries: AtomEntry[];
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:\S+$/i;

function fail(message: string): never {
  throw new Error(`invalid Atom: ${message}`);
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function text(node: unknown, where: string): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return String((node as Record<string, unknown>)['#text']);
  if (node && typeof node === 'object') return '';
  return fail(`${where} has no text`);
}

function one(parent: Record<string, unknown>, name: string, where: string): unknown {
  const values = asArray(parent[name]);
  if (values.length !== 1) fail(`${where} must have exactly one <${name}>, has ${values.length}`);
  return values[0];
}

function links(parent: Record<string, unknown>, where: string) {
  return asArray(parent.link as Record<string, string> | Record<string, string>[]).map((l) => {
    if (!l['@_href']) fail(`${where}: <link> without href`);
    return { rel: l['@_rel'] ?? 'alternate', href: l['@_href'], ...(l['@_type'] ? { type: l['@_type'] } : {}) };
  });
}

/**
 * Checks an Atom document against what RFC 4287 requires of a feed and its entries (well-formed
 * XML, the Atom namespace, one id/title/updated each, absolute ids, RFC 3339 dates, an author,
 * an alternate link for entries without content, unique entry ids) and returns its parts.
 */
export function checkAtom(xml: string): CheckedAtom {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) fail(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')) fail('no XML declaration');
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false, processEntities: true }).parse(xml) as Record<string, unknown>;
  const feed = doc.feed as Record<string, unknown> | undefined;
  if (!feed) fail('root element is not <feed>');
  if (feed['@_xmlns'] !== 'http://www.w3.org/2005/Atom') fail('<feed> is not in the Atom namespace');
  const id = text(one(feed, 'id', 'feed'), 'feed id');
  if (!ABSOLUTE_IRI.test(id)) fail(`feed id ${id} is not an absolute IRI`);
  const title = text(one(feed, 'title', 'feed'), 'feed title');
  const updated = text(one(feed, 'updated', 'feed'), 'feed updated');
  if (!RFC3339.test(updated)) fail(`feed updated ${updated} is not RFC 3339`);
  const feedAuthor = asArray(feed.author).length > 0;
  const entries: AtomEntry[] = asArray(feed.entry as Record<string, unknown> | Record<string, unknown>[]).map((e, i) => {
    const where = `entry ${i}`;
    const entryId = text(one(e, 'id', where), `${where} id`);
    if (!ABSOLUTE_IRI.test(entryId)) fail(`${where} id ${entryId} is not an absolute IRI`);
    const entryUpdated = text(one(e, 'updated', where), `${where} updated`);
    if (!RFC3339.test(entryUpdated)) fail(`${where} updated ${entryUpdated} is not RFC 3339`);
    const published = e.published === undefined ? undefined : text(one(e, 'published', where), `${where} published`);
    if (published !== undefined && !RFC3339.test(published)) fail(`${where} published is not RFC 3339`);
    const entryLinks = links(e, where);
    if (e.content === undefined && !entryLinks.some((l) => l.rel === 'alternate')) fail(`${where} has neither content nor an alternate link`);
    if (!feedAuthor && asArray(e.author).length === 0) fail(`${where} has no author and the feed has none`);
    return {
      id: entryId,
      title: text(one(e, 'title', where), `${where} title`),
      updated: entryUpdated,
      ...(published ? { published } : {}),
      ...(e.summary !== undefined ? { summary: text(e.summary, `${where} summary`) } : {}),
      links: entryLinks,
      categories: asArray(e.category as Record<string, string> | Record<string, string>[]).map((c) => ({
        term: c['@_term']!,
        ...(c['@_label'] ? { label: c['@_label'] } : {}),
      })),
    };
  });
  if (new Set(entries.map((e) => e.id)).size !== entries.length) fail('two entries share an id');
  return { id, title, updated, links: links(feed, 'feed'), entries };
}
