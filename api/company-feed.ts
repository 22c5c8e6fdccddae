import { ENTREPRISE_HISTORY_LIMIT, compareKeys, entrepriseAnnoncesPath, entreprisePath, type EntrepriseRecord, type FeedKey } from '../publish/artefacts/feed-layout.ts';
import type { AnnonceItem } from '../publish/snapshot/snapshot-types.ts';
import type { FeedResult } from './feed-query.ts';
import type { SnapshotView } from './snapshot-view.ts';

export interface CompanyFeedQuery {
  ridet: string;
  type: string | null;
  source: string | null;
  /** Exclusive keyset position: only items strictly older than this (date, id). */
  after: FeedKey | null;
  /** Inclusive lower bound on `date`. */
  since: string | null;
  limit: number;
}

/**
 * One page of a company's announcements (GET /v1/annonces?ridet=), the same items in the same
 * order as the feeds. They come prebuilt: the company's record lists them all when it has at
 * most ENTREPRISE_HISTORY_LIMIT (its `annonces`, less their `source_url`), and
 * `entreprises/<ridet>/annonces.json` does for a company with more (publish/artefacts/). The
 * other filters walk that one company's list, which is bounded by what one company publishes.
 * Null when the snapshot has no such company.
 */
export async function queryCompanyFeed(view: SnapshotView, query: CompanyFeedQuery): Promise<FeedResult | null> {
  const items = await companyItems(view, query.ridet);
  if (items === null) return null;
  const page: AnnonceItem[] = [];
  for (const item of items) {
    if (query.after !== null && compareKeys(item, query.after) >= 0) continue;
    if (query.since !== null && item.date < query.since) break;
    if (query.type !== null && item.type !== query.type) continue;
    if (query.source !== null && item.source !== query.source) continue;
    if (page.length === query.limit) return { items: page, hasMore: true };
    page.push(item);
  }
  return { items: page, hasMore: false };
}

async function companyItems(view: SnapshotView, ridet: string): Promise<readonly AnnonceItem[] | null> {
  const body = await view.artefact(entreprisePath(ridet));
  if (body === null) return null;
  const record = JSON.parse(body.raw.toString('utf8')) as EntrepriseRecord;
  if (record.nombre_annonces > ENTREPRISE_HISTORY_LIMIT) {
    const path = entrepriseAnnoncesPath(ridet);
    // A snapshot published before these lists existed has none: its record's 50 are what it has.
    if ((await view.hash(path)) !== null) return (await view.feedPage(path)).items;
  }
  return record.annonces.map(({ source_url: _provenance, ...item }) => item);
}
