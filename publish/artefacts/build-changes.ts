import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import type { SnapshotReader } from '../snapshot/snapshot-types.ts';
import type { Artefact, LedgerMonthInput, SnapshotCounts } from '../snapshot/snapshot-types.ts';
import { monthOf } from '../snapshot/ledger-months.ts';
import { companyHistoryArtefact, companyRecord, recordArtefact, feedKey, feedsOf, indexArtefact, pageArtefact, searchIndexArtefact, toItem, toLedgerItem } from './artefact-bodies.ts';
import type { BuildContext } from './build-artefacts.ts';
import type { ChangeSet } from './change-set.ts';
import { DetailReplay } from './announcement-detail.ts';
import { companyListing, type CompanyListing } from './company-list-layout.ts';
import { spliceCompanyLists, type ListChange } from './company-lists.ts';
import { takedownArtefact } from './document-takedowns.ts';
import { spliceFeed } from './feed-splice.ts';
import { ENTREPRISE_HISTORY_LIMIT, annonceDetailPath, type EntrepriseRecord, entrepriseAnnoncesPath, entreprisePath, feedIndexPath, type FeedFilter, type FeedIndex, type FeedKey } from './feed-layout.ts';
import { SerialReader, announcementsBetween, announcementsOfListedRidets, announcementsOfMonth, companiesIn, searchRows } from './warehouse-batches.ts';

/** RIDETs whose records are read and built together. */
const COMPANY_CHUNK = 5_000;

export interface BuiltChanges {
  artefacts: AsyncIterable<Artefact>;
  /** Filled while `artefacts` is iterated; complete once it is done. */
  removedPaths: string[];
  ledgerMonths: AsyncIterable<LedgerMonthInput>;
  /** What was rebuilt, for the publish report. */
  stats: { companies: number; feeds: number; pages: number; months: number; search: boolean; lists: number };
}

/**
 * The artefacts and ledger months that differ from `parent` (the snapshot last published from
 * this warehouse) given what changed since (a ChangeSet): the records of the RIDETs touched,
 * each affected feed re-cut around its changes (feed-splice.ts) with its index, the search index
 * when a name changed, and every month holding a changed announcement, whole. Everything else is
 * the parent's. Same bodies as a full build (both use artefact-bodies.ts).
 */
export function buildChanges(warehouse: Warehouse, parent: SnapshotReader, changes: ChangeSet, counts: SnapshotCounts, context: BuildContext): BuiltChanges {
  const reader = new SerialReader(warehouse);
  const removedPaths: string[] = [];
  const stats = { companies: 0, feeds: 0, pages: 0, months: 0, search: false, lists: 0 };

  // Feeds: every feed an old or new position of a changed item belongs to, with those keys.
  const feeds = new Map<string, { filter: FeedFilter; keys: FeedKey[] }>();
  const months = new Set<string>();
  for (const change of changes.items) {
    for (const place of [change.before, change.after]) {
      if (place === null) continue;
      months.add(monthOf(place.date));
      for (const filter of feedsOf(place)) {
        const key = feedKey(filter);
        let feed = feeds.get(key);
        if (!feed) feeds.set(key, (feed = { filter, keys: [] }));
        feed.keys.push({ date: place.date, id: change.id });
      }
    }
  }

  // A company's place in the lists as the parent published it, read back from its record there.
  const parentListing = async (ridet: string): Promise<CompanyListing | null> => {
    const body = await parent.read(entreprisePath(ridet));
    return body === null ? null : companyListing(JSON.parse(body.toString('utf8')) as EntrepriseRecord, context.siteUrl);
  };
  const listChanges: ListChange[] = [];

  async function* artefacts(): AsyncGenerator<Artefact> {
    // A few thousand RIDETs at a time, so that memory holds one chunk's histories.
    for (let i = 0; i < changes.ridets.length; i += COMPANY_CHUNK) {
      const chunk = changes.ridets.slice(i, i + COMPANY_CHUNK);
      await reader.fill('publish_touched_ridets', chunk);
      const batch = await companiesIn(reader, 'publish_touched_ridets', ENTREPRISE_HISTORY_LIMIT);
      const present = new Set<string>();
      for (const company of batch.companies) {
        present.add(company.ridet);
        stats.companies += 1;
        const record = companyRecord(company, batch, context.siteUrl);
        yield recordArtefact(record);
        listChanges.push({ ridet: company.ridet, before: await parentListing(company.ridet), after: companyListing(record, context.siteUrl) });
        const history = companyHistoryArtefact(company, batch, context.siteUrl);
        // A company back under the record's limit loses its list (removing a path the parent lacks is a no-op).
        if (history) yield history;
        else removedPaths.push(entrepriseAnnoncesPath(company.ridet));
      }
      for (const ridet of chunk) {
        if (present.has(ridet)) continue;
        removedPaths.push(entreprisePath(ridet), entrepriseAnnoncesPath(ridet));
        listChanges.push({ ridet, before: await parentListing(ridet), after: null });
      }
      // Every detail of a touched company: an earlier notice changed or added moves the "before" of later ones.
      const details = new DetailReplay(context.siteUrl);
      for (const row of await announcementsOfListedRidets(reader, 'publish_touched_ridets')) yield details.next(row);
    }
    for (const change of changes.items) if (change.after === null) removedPaths.push(annonceDetailPath(change.id));
    yield* spliceCompanyLists(parent, listChanges, context.pages, removedPaths, stats);

    const sizes = new Map<string, number>();
    for (const row of await reader.all<{ type: string; source: string; n: number | string }>(
      `SELECT type, source, count(*) AS n FROM announcements GROUP BY type, source`,
    )) {
      sizes.set(feedKey({ type: row.type, source: row.source }), Number(row.n));
    }
    const total = (filter: FeedFilter): number => {
      if (filter.type !== null && filter.source !== null) return sizes.get(feedKey(filter)) ?? 0;
      if (filter.type !== null) return counts.byType[filter.type] ?? 0;
      if (filter.source !== null) return counts.bySource[filter.source] ?? 0;
      return counts.announcements;
    };
    for (const { filter, keys } of [...feeds.values()].sort((a, b) => (feedKey(a.filter) < feedKey(b.filter) ? -1 : 1))) {
      stats.feeds += 1;
      const indexPath = feedIndexPath(filter);
      const body = await parent.read(indexPath);
      const previous = body === null ? null : (JSON.parse(body.toString('utf8')) as FeedIndex);
      const size = total(filter);
      if (size === 0) {
        // A full build writes no feed without items.
        if (previous) removedPaths.push(indexPath, ...previous.pages.map((p) => p.path));
        continue;
      }
      const spliced = await spliceFeed({
        filter,
        parent: previous,
        changes: keys,
        total: size,
        pages: context.pages,
        read: async function* (after, upTo) {
          for (const row of await announcementsBetween(reader, filter, after, upTo)) yield toItem(row, context.siteUrl);
        },
      });
      for (const page of spliced.pages) {
        stats.pages += 1;
        yield pageArtefact(page);
      }
      yield indexArtefact(spliced.index);
      removedPaths.push(...spliced.removed);
    }

    if (changes.searchChanged) {
      stats.search = true;
      yield searchIndexArtefact(await searchRows(reader), context.siteUrl);
    }
    // Small, and the same bytes when unchanged (stored once): written at every publish, as a full build does.
    yield await takedownArtefact(reader);
  }

  async function* ledgerMonths(): AsyncGenerator<LedgerMonthInput> {
    for (const month of [...months].sort()) {
      stats.months += 1;
      const rows = await announcementsOfMonth(reader, month);
      yield { month, items: rows.map((row) => toLedgerItem(row, context.siteUrl)) };
    }
  }

  return { artefacts: artefacts(), removedPaths, ledgerMonths: ledgerMonths(), stats };
}
