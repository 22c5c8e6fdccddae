import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import type { Artefact, LedgerItem, PublishInput } from '../snapshot/snapshot-types.ts';
import {
  ArtefactBuildError,
  companyRecord,
  companyHistoryArtefact,
  feedKey,
  feedsOf,
  indexArtefact,
  pageArtefact,
  readCounts,
  recordArtefact,
  searchIndexArtefact,
  siteArtefact,
  toItem,
  toLedgerItem,
} from './artefact-bodies.ts';
import { DetailReplay } from './announcement-detail.ts';
import { companyListing } from './company-list-layout.ts';
import { CompanyListsBuilder } from './company-lists.ts';
import { takedownArtefact } from './document-takedowns.ts';
import { DEFAULT_PAGE_OPTIONS, FeedPager, isBoundaryItem, type PageOptions } from './feed-pager.ts';
import { ENTREPRISE_HISTORY_LIMIT } from './feed-layout.ts';
import { DETAIL_COLUMNS, SerialReader, announcementsAscending, companyBatches } from './warehouse-batches.ts';
import { officerNames, type SearchRow } from './search-options.ts';


/** Companies per warehouse query when building every company record (each query scans the table). */
const COMPANY_BATCH = 5_000;

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

/** Options checked once, shared by the full and the incremental build. */
export interface BuildContext {
  siteUrl: string;
  batchSize: number;
  pages: PageOptions;
}

export function buildContext(options: BuildArtefactsOptions): BuildContext {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(siteUrl)) {
    throw new ArtefactBuildError(`Expected siteUrl to be an http(s) URL, got ${JSON.stringify(options.siteUrl)}`);
  }
  const batchSize = options.batchSize ?? 20_000;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new ArtefactBuildError(`Expected batchSize to be an integer >= 1, got ${batchSize}`);
  }
  return { siteUrl, batchSize, pages: options.pages ?? DEFAULT_PAGE_OPTIONS };
}

/**
 * Turns the whole warehouse into the artefacts of a snapshot (company records, feed pages and
 * indexes, search index) and its ledger. Both are lazy streams read in ordered batches: nothing
 * is held in memory but one batch, one open page per feed, the feed indexes and the search index.
 * A nightly publish rebuilds only what changed instead (build-changes.ts); this is the first
 * publish and the fallback.
 *
 * @example
 * const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.nc' });
 * await publishSnapshot(store, { ...built, runIds, codeVersion });
 */
export async function buildArtefacts(warehouse: Warehouse, options: BuildArtefactsOptions): Promise<BuiltArtefacts> {
  const context = buildContext(options);
  const reader = new SerialReader(warehouse);
  const counts = await readCounts(reader);
  return {
    counts,
    artefacts: generateArtefacts(reader, context),
    ledger: (async function* ledger() {
      for await (const row of announcementsAscending(reader, context.batchSize)) yield toLedgerItem(row, context.siteUrl);
    })(),
  };
}

async function* generateArtefacts(reader: SerialReader, context: BuildContext): AsyncGenerator<Artefact> {
  const searchRows: SearchRow[] = [];
  // Companies come in RIDET order, the lists' order.
  const lists = new CompanyListsBuilder(context.pages);
  for await (const batch of companyBatches(reader, COMPANY_BATCH, ENTREPRISE_HISTORY_LIMIT)) {
    for (const company of batch.companies) {
      const record = companyRecord(company, batch, context.siteUrl);
      yield recordArtefact(record);
      yield* lists.push(companyListing(record, context.siteUrl));
      const history = companyHistoryArtefact(company, batch, context.siteUrl);
      if (history) yield history;
      searchRows.push({
        ridet: company.ridet, denomination: company.denomination, anciennes: company.anciennes_denominations, siege: company.siege,
        dirigeants: officerNames(batch.dirigeants.get(company.ridet) ?? []), anciens_dirigeants: officerNames(batch.anciens.get(company.ridet) ?? []),
      });
    }
  }

  yield* lists.finish();

  const pagers = new Map<string, FeedPager>();
  // One pass gives the feeds and the details: ascending (date, id) is the order the details' replay needs.
  const details = new DetailReplay(context.siteUrl);
  for await (const row of announcementsAscending(reader, context.batchSize, DETAIL_COLUMNS)) {
    yield details.next(row);
    const item = toItem(row, context.siteUrl);
    const boundary = isBoundaryItem(item.id, context.pages.modulus);
    for (const filter of feedsOf(item)) {
      const key = feedKey(filter);
      let pager = pagers.get(key);
      if (!pager) pagers.set(key, (pager = new FeedPager(filter, context.pages)));
      const closed = pager.push(item, boundary);
      if (closed) yield pageArtefact(closed);
    }
  }
  for (const pager of pagers.values()) {
    const closed = pager.flush();
    if (closed) yield pageArtefact(closed);
    yield indexArtefact(pager.index());
  }

  yield searchIndexArtefact(searchRows.splice(0), context.siteUrl);
  yield siteArtefact(context.siteUrl);
  yield await takedownArtefact(reader);
}
