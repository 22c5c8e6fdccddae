import MiniSearch from 'minisearch';
import { isAnnonceType } from '../../kernel/model/announcement.js';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.js';
import type { AnnonceItem, Artefact, LedgerItem, PublishInput, SnapshotCounts } from '../snapshot/snapshot-types.js';
import { DEFAULT_PAGE_OPTIONS, FeedPager, isBoundaryItem, type PageOptions } from './feed-pager.js';
import { companyState } from './company-state.js';
import { stateEventsOf } from './company-state-rows.js';
import {
  ENTREPRISE_HISTORY_LIMIT,
  SEARCH_INDEX_PATH,
  SITE_PATH,
  entreprisePath,
  feedIndexPath,
  ficheUrl,
  type EntrepriseRecord,
  type FeedFilter,
  type FeedPage,
  type SiteArtefact,
} from './feed-layout.js';
import { SEARCH_INDEX_OPTIONS, searchDocument, type SearchDocument } from './search-options.js';
import {
  SerialReader,
  announcementsAscending,
  announcementsById,
  companyBatches,
  type AnnonceRow,
} from './warehouse-batches.js';
import { AppError } from '../../kernel/errors/app-error.js';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface BuildArtefactsOptions {
  /** Public site base URL, for `fiche_url` (`<siteUrl>/entreprise.html?ridet=<ridet>`). */
  siteUrl: string;
  /** Rows per warehouse query (default 20 000); bounds the builder's memory (a few MB per batch). */
  batchSize?: number;
  /** Page cutting parameters; tests shrink them, production keeps the defaults. */
  pages?: PageOptions;
}

export type BuiltArtefacts = Omit<PublishInput, 'runIds' | 'codeVersion' | 'force'> & {
  artefacts: AsyncIterable<Artefact>;
  ledger: AsyncIterable<LedgerItem>;
};

export class ArtefactBuildError extends AppError<'artefact_build_failed'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('artefact_build_failed', message, options);
  }
}

/**
 * Turns the warehouse into the artefacts of a snapshot (company records, feed pages and indexes,
 * search index) and its ledger. Both are lazy streams read in ordered batches: nothing is held
 * in memory but one batch, one open page per feed, the feed indexes and the search index.
 *
 * @example
 * const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.nc' });
 * await publishSnapshot(store, { ...built, runIds, codeVersion });
 */
export async function buildArtefacts(warehouse: Warehouse, options: BuildArtefactsOptions): Promise<BuiltArtefacts> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(siteUrl)) {
    throw new ArtefactBuildError(`Expected siteUrl to be an http(s) URL, got ${JSON.stringify(options.siteUrl)}`);
  }
  const batchSize = options.batchSize ?? 20_000;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new ArtefactBuildError(`Expected batchSize to be an integer >= 1, got ${batchSize}`);
  }
  const pageOptions = options.pages ?? DEFAULT_PAGE_OPTIONS;
  const reader = new SerialReader(warehouse);
  const counts = await readCounts(reader);
  const item = (row: AnnonceRow): AnnonceItem => toItem(row, siteUrl);
  return {
    counts,
    artefacts: generateArtefacts(reader, { siteUrl, batchSize, pageOptions, item }),
    ledger: (async function* ledger() {
      for await (const row of announcementsById(reader, batchSize)) {
        yield { ...item(row), source_url: row.source_url, fetched_at: row.fetched_at, raw_sha256: row.raw_sha256 };
      }
    })(),
  };
}

async function readCounts(reader: SerialReader): Promise<SnapshotCounts> {
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

function toItem(row: AnnonceRow, siteUrl: string): AnnonceItem {
  if (!isAnnonceType(row.type)) {
    throw new ArtefactBuildError(`[artefacts] announcement ${row.id} has an unknown type ${JSON.stringify(row.type)}`);
  }
  return {
    id: row.id,
    ridet: row.ridet,
    denomination: row.denomination,
    type: row.type,
    titre: row.titre,
    resume: row.resume,
    date: row.date,
    source: row.source,
    fiche_url: ficheUrl(siteUrl, row.ridet),
  };
}

interface GenerateContext {
  siteUrl: string;
  batchSize: number;
  pageOptions: PageOptions;
  item: (row: AnnonceRow) => AnnonceItem;
}

async function* generateArtefacts(reader: SerialReader, context: GenerateContext): AsyncGenerator<Artefact> {
  const search = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  for await (const batch of companyBatches(reader, context.batchSize, ENTREPRISE_HISTORY_LIMIT)) {
    const states = await stateEventsOf(reader, batch.companies[0]!.ridet, batch.companies.at(-1)!.ridet);
    for (const company of batch.companies) {
      const anciennes = JSON.parse(company.anciennes) as string[];
      const fiche = ficheUrl(context.siteUrl, company.ridet);
      const record: EntrepriseRecord = {
        ridet: company.ridet,
        denomination: company.denomination,
        forme_juridique: company.forme_juridique,
        capital: company.capital,
        siege: company.siege,
        anciennes_denominations: anciennes,
        dirigeants: (batch.dirigeants.get(company.ridet) ?? []).map((d) => ({
          nom: d.nom,
          prenoms: d.prenoms,
          fonction: d.fonction,
          depuis: d.depuis,
        })),
        etat: companyState(states.get(company.ridet) ?? []),
        annonces: (batch.annonces.get(company.ridet) ?? []).map((row) => ({ ...context.item(row), source_url: row.source_url })),
        nombre_annonces: Number(company.nombre_annonces),
        fiche_url: fiche,
      };
      yield jsonArtefact(entreprisePath(company.ridet), record);
      search.add(
        searchDocument({ ridet: company.ridet, denomination: company.denomination, anciennes_denominations: anciennes, fiche_url: fiche }),
      );
    }
  }

  const pagers = new Map<string, FeedPager>();
  const pagerFor = (filter: FeedFilter): FeedPager => {
    const key = JSON.stringify([filter.type, filter.source]);
    let pager = pagers.get(key);
    if (!pager) {
      pager = new FeedPager(filter, context.pageOptions);
      pagers.set(key, pager);
    }
    return pager;
  };
  for await (const row of announcementsAscending(reader, context.batchSize)) {
    const item = context.item(row);
    const feeds: FeedFilter[] = [
      { type: null, source: null },
      { type: item.type, source: null },
      { type: null, source: item.source },
      { type: item.type, source: item.source },
    ];
    const boundary = isBoundaryItem(item.id, context.pageOptions.modulus);
    for (const filter of feeds) {
      const closed = pagerFor(filter).push(item, boundary);
      if (closed) yield jsonArtefact(closed.entry.path, { items: closed.items } satisfies FeedPage);
    }
  }
  for (const pager of pagers.values()) {
    const closed = pager.flush();
    if (closed) yield jsonArtefact(closed.entry.path, { items: closed.items } satisfies FeedPage);
    yield jsonArtefact(feedIndexPath(pager.filter), pager.index());
  }

  yield { path: SEARCH_INDEX_PATH, body: Buffer.from(JSON.stringify(search.toJSON())), contentType: JSON_CONTENT_TYPE };
  yield jsonArtefact(SITE_PATH, { site_url: context.siteUrl } satisfies SiteArtefact);
}

function jsonArtefact(path: string, value: unknown): Artefact {
  return { path, body: Buffer.from(JSON.stringify(value)), contentType: JSON_CONTENT_TYPE };
}
