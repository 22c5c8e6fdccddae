import type { Artefact, SnapshotReader } from '../snapshot/snapshot-types.ts';
import { ArtefactBuildError, jsonArtefact } from './artefact-bodies.ts';
import { CompanyListPager, spliceCompanyList, type ClosedListPage } from './company-list-pager.ts';
import {
  companyListIndexPath,
  companyListKey,
  type CompanyListFilter,
  type CompanyListIndex,
  type CompanyListing,
  type CompanyListItem,
  type CompanyListPage,
} from './company-list-layout.ts';
import type { PageOptions } from './feed-pager.ts';

export function listPageArtefact(closed: ClosedListPage): Artefact {
  return jsonArtefact(closed.entry.path, { items: closed.items } satisfies CompanyListPage);
}

export function listIndexArtefact(index: CompanyListIndex): Artefact {
  return jsonArtefact(companyListIndexPath(index.filter), index);
}

/**
 * The company lists of a full build: companies pushed in RIDET order, one open page per list
 * (a few dozen lists: every company, each legal form, state, procedure kind and commune).
 */
export class CompanyListsBuilder {
  private readonly pagers = new Map<string, CompanyListPager>();

  private readonly options: PageOptions;
  constructor(options: PageOptions) {
    this.options = options;
  }

  /** The pages this company closed. */
  push(listing: CompanyListing): Artefact[] {
    const closed: Artefact[] = [];
    for (const filter of listing.lists) {
      const key = companyListKey(filter);
      let pager = this.pagers.get(key);
      if (!pager) this.pagers.set(key, (pager = new CompanyListPager(filter, this.options)));
      const page = pager.push(listing.item);
      if (page) closed.push(listPageArtefact(page));
    }
    return closed;
  }

  /** The last pages and every index, in list order so that two builds write the same sequence. */
  finish(): Artefact[] {
    const out: Artefact[] = [];
    for (const key of [...this.pagers.keys()].sort()) {
      const pager = this.pagers.get(key)!;
      const page = pager.flush();
      if (page) out.push(listPageArtefact(page));
      out.push(listIndexArtefact(pager.index()));
    }
    return out;
  }
}

export interface ListChange {
  ridet: string;
  /** Its listing in the parent snapshot, null when it was not there. */
  before: CompanyListing | null;
  /** Its listing now, null when it is gone. */
  after: CompanyListing | null;
}

/**
 * The lists an incremental publish must write again: only those a changed company entered, left,
 * or sits in with a different item (a company whose officers changed and nothing it lists does
 * touches no list). Each is spliced from the parent's pages; the other lists are the parent's.
 */
export async function* spliceCompanyLists(
  parent: SnapshotReader,
  changes: readonly ListChange[],
  options: PageOptions,
  removed: string[],
  stats: { lists: number },
): AsyncGenerator<Artefact> {
  const perList = new Map<string, { filter: CompanyListFilter; changes: Map<string, CompanyListItem | null> }>();
  const touch = (filter: CompanyListFilter, ridet: string, item: CompanyListItem | null) => {
    const key = companyListKey(filter);
    let list = perList.get(key);
    if (!list) perList.set(key, (list = { filter, changes: new Map() }));
    list.changes.set(ridet, item);
  };
  for (const change of changes) {
    const was = new Set((change.before?.lists ?? []).map(companyListKey));
    const sameItem = change.before !== null && change.after !== null && JSON.stringify(change.before.item) === JSON.stringify(change.after.item);
    const now = new Set<string>();
    for (const filter of change.after?.lists ?? []) {
      now.add(companyListKey(filter));
      if (!(sameItem && was.has(companyListKey(filter)))) touch(filter, change.ridet, change.after!.item);
    }
    for (const filter of change.before?.lists ?? []) if (!now.has(companyListKey(filter))) touch(filter, change.ridet, null);
  }

  const readJson = async <T>(path: string): Promise<T | null> => {
    const body = await parent.read(path);
    return body === null ? null : (JSON.parse(body.toString('utf8')) as T);
  };
  for (const key of [...perList.keys()].sort()) {
    const { filter, changes: listChanges } = perList.get(key)!;
    stats.lists += 1;
    const indexPath = companyListIndexPath(filter);
    const previous = await readJson<CompanyListIndex>(indexPath);
    const spliced = await spliceCompanyList({
      filter,
      parent: previous,
      changes: listChanges,
      pages: options,
      readPage: async (path) => {
        const page = await readJson<CompanyListPage>(path);
        if (page === null) throw new ArtefactBuildError(`[artefacts] the parent snapshot lists ${path} in ${indexPath} but has no such file`);
        return page.items;
      },
    });
    removed.push(...spliced.removed);
    if (spliced.index.pages.length === 0) {
      // A full build writes no empty list.
      if (previous) removed.push(indexPath);
      continue;
    }
    for (const page of spliced.pages) yield listPageArtefact(page);
    yield listIndexArtefact(spliced.index);
  }
}
