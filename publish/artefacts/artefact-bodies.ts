import MiniSearch from 'minisearch';
import { isAnnonceType } from '../../kernel/model/announcement.ts';
import { publishedItem } from '../../kernel/model/announcement-record.ts';
import { capitalAmount } from '../../kernel/model/capital-amount.ts';
import { COMPANY_RECORD_FIELDS, type CompanyColumnFieldName, type CompanyPublishFieldName } from '../../kernel/model/company-record.ts';
import { FORMER_OFFICER, OFFICER_IN_OFFICE, officerItem } from '../../kernel/model/officer-record.ts';
import { annoncesEntrepriseUrl } from '../../kernel/model/public-urls.ts';
import { AppError } from '../../kernel/errors/app-error.ts';
import type { AnnonceItem, Artefact, LedgerItem, SnapshotCounts } from '../snapshot/snapshot-types.ts';
import type { ClosedPage } from './feed-pager.ts';
import { companyState } from './company-state.ts';
import {
  SEARCH_INDEX_PATH,
  SITE_PATH,
  entrepriseAnnoncesPath,
  entreprisePath,
  feedIndexPath,
  ficheUrl,
  type DirigeantAncien,
  type EntrepriseRecord,
  type FeedFilter,
  type FeedIndex,
  type FeedPage,
  type SiteArtefact,
} from './feed-layout.ts';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument, type SearchRow } from './search-options.ts';
import type { AnnonceRow, CompanyBatch, CompanyRow, SerialReader } from './warehouse-batches.ts';
import { miniSearchJson } from './search-index-json.ts';
import { communeOf } from './communes.ts';


/**
 * The bytes of every artefact, from warehouse rows. The full build and the incremental one both
 * go through these functions, which is what makes their outputs byte-identical.
 */

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export class ArtefactBuildError extends AppError<'artefact_build_failed'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('artefact_build_failed', message, options);
  }
}

export function jsonArtefact(path: string, value: unknown): Artefact {
  return { path, body: Buffer.from(JSON.stringify(value)), contentType: JSON_CONTENT_TYPE };
}

/** The published item of an announcement: the record's published fields (kernel/model/announcement-record.ts). */
export function toItem(row: AnnonceRow, siteUrl: string): AnnonceItem {
  if (!isAnnonceType(row.type)) {
    throw new ArtefactBuildError(`[artefacts] announcement ${row.id} has an unknown type ${JSON.stringify(row.type)}`);
  }
  // The declaration's shape is AnnonceItem's (test/kernel/model/announcement-record.test.ts checks it).
  return publishedItem(row, { siteUrl }) as unknown as AnnonceItem;
}

export function toLedgerItem(row: AnnonceRow, siteUrl: string): LedgerItem {
  return { ...toItem(row, siteUrl), source_url: row.source_url, fetched_at: row.fetched_at, raw_sha256: row.raw_sha256 };
}

/** `entreprises/<ridet>.json`: a record of companyRecord's. */
export function recordArtefact(record: EntrepriseRecord): Artefact {
  return jsonArtefact(entreprisePath(record.ridet), record);
}

/**
 * The record of one company of a batch (its artefact's body; the company lists read it too): its
 * declared fields in order (kernel/model/company-record.ts), a column field as read back, any
 * other by its rule here. A rule's value undefined leaves the key out.
 */
export function companyRecord(company: CompanyRow, batch: CompanyBatch, siteUrl: string): EntrepriseRecord {
  const rules: { [K in CompanyPublishFieldName]: () => EntrepriseRecord[K] } = {
    capital_montant: () => capitalAmount(company.capital),
    // The rows' columns as each declaration names them (kernel/model/officer-record.ts); a former
    // officer's row always has its end (the batch splits the rows on it).
    dirigeants: () => (batch.dirigeants.get(company.ridet) ?? []).map((d) => officerItem(d, OFFICER_IN_OFFICE)),
    dirigeants_anciens: () => (batch.anciens.get(company.ridet) ?? []).map((d) => officerItem(d, FORMER_OFFICER) as DirigeantAncien),
    etat: () => companyState(batch.states.get(company.ridet) ?? []),
    annonces: () => (batch.annonces.get(company.ridet) ?? []).map((row) => ({ ...toItem(row, siteUrl), source_url: row.source_url })),
    annonces_url: () => annoncesEntrepriseUrl(siteUrl, company.ridet),
    fiche_url: () => ficheUrl(siteUrl, company.ridet),
  };
  const record: Record<string, unknown> = {};
  for (const field of COMPANY_RECORD_FIELDS) {
    const value = field.source.from === 'column' ? company[field.name as CompanyColumnFieldName] : rules[field.name as CompanyPublishFieldName]();
    if (value !== undefined) record[field.name] = value;
  }
  // Its keys are the declaration's (tsc checks EntrepriseRecord against it), each value typed by its row column or its rule.
  return record as unknown as EntrepriseRecord;
}

/**
 * `entreprises/<ridet>/annonces.json` of a company whose record cannot list every announcement
 * (more than ENTREPRISE_HISTORY_LIMIT), null for any other: GET /v1/annonces?ridet= reads the
 * record's list then, so most companies cost no second artefact.
 */
export function companyHistoryArtefact(company: CompanyRow, batch: CompanyBatch, siteUrl: string): Artefact | null {
  const rows = batch.histories.get(company.ridet);
  if (!rows) return null;
  return jsonArtefact(entrepriseAnnoncesPath(company.ridet), { items: rows.map((row) => toItem(row, siteUrl)) } satisfies FeedPage);
}

/** The four feeds an announcement belongs to: all, its type, its source, both. */
export function feedsOf(item: { type: string; source: string }): FeedFilter[] {
  return [
    { type: null, source: null },
    { type: item.type, source: null },
    { type: null, source: item.source },
    { type: item.type, source: item.source },
  ];
}

export function feedKey(filter: FeedFilter): string {
  return JSON.stringify([filter.type, filter.source]);
}

export function pageArtefact(closed: ClosedPage): Artefact {
  return jsonArtefact(closed.entry.path, { items: closed.items } satisfies FeedPage);
}

export function indexArtefact(index: FeedIndex): Artefact {
  return jsonArtefact(feedIndexPath(index.filter), index);
}

/** `search/index.json`: every company, added in ridet order. */
export function searchIndexArtefact(companies: Iterable<SearchRow>, siteUrl: string): Artefact {
  const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  for (const c of companies) {
    search.add(searchDocument({
      ridet: c.ridet, denomination: c.denomination, anciennes_denominations: c.anciennes, fiche_url: ficheUrl(siteUrl, c.ridet),
      commune: communeOf(c.siege), dirigeants: c.dirigeants, anciens_dirigeants: c.anciens_dirigeants,
    }));
  }
  return { path: SEARCH_INDEX_PATH, body: miniSearchJson(search), contentType: JSON_CONTENT_TYPE };
}

/** `site.json`: the site address every `fiche_url` of the snapshot was written with (publish/site-url.ts). */
export function siteArtefact(siteUrl: string): Artefact {
  return jsonArtefact(SITE_PATH, { site_url: siteUrl } satisfies SiteArtefact);
}

/** Totals by SQL; `bySource`/`byType` also give every feed's size. */
export async function readCounts(reader: SerialReader): Promise<SnapshotCounts> {
  const [totals] = await reader.all<{ announcements: string | number; companies: string | number }>(
    `SELECT (SELECT count(*) FROM announcements) AS announcements, (SELECT count(*) FROM companies) AS companies`,
  );
  const bySource = await reader.all<{ key: string; n: string | number }>(
    `SELECT source AS key, count(*) AS n FROM announcements GROUP BY source ORDER BY source`,
  );
  const byType = await reader.all<{ key: string; n: string | number }>(
    `SELECT type AS key, count(*) AS n FROM announcements GROUP BY type ORDER BY type`,
  );
  const record = (rows: { key: string; n: string | number }[]) => Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  return {
    announcements: Number(totals?.announcements ?? 0),
    companies: Number(totals?.companies ?? 0),
    bySource: record(bySource),
    byType: record(byType),
  };
}
