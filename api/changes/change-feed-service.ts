import type { ApiSettings } from '../settings.ts';
import type { SnapshotArchive } from '../snapshot-archive.ts';
import { ChangeLog } from './change-log.ts';
import { ChangePages } from './change-pages.ts';
import { LongPolls, type SnapshotSource } from './long-polls.ts';

/** What GET /v1/changes serves from: its pages in memory and the requests waiting for the next snapshot. */
export interface ChangeFeed {
  /** The events and histories of the snapshots served (also read by GET /v1/entreprises?modifiees_depuis=). */
  readonly log: ChangeLog;
  readonly pages: ChangePages;
  readonly polls: LongPolls;
}

/** Figures of the change feed (tests and monitoring read them). */
export interface ChangeFeedFigures {
  /** Long polls waiting now. */
  readonly waiting: number;
  /** Pages computed since start: a page served from memory is not computed again. */
  readonly pagesComputed: number;
}

/** The change feed of one app: its change log within the CHANGES_* bounds, pages within CHANGES_CACHE_MB, LONG_POLLS_PER_CLIENT. */
export function createChangeFeed(
  source: SnapshotSource,
  archive: SnapshotArchive,
  settings: Pick<ApiSettings, 'longPollsPerClient' | 'changesCacheMegabytes' | 'changeLog'>,
): ChangeFeed {
  const log = new ChangeLog(archive, settings.changeLog);
  return {
    log,
    pages: new ChangePages(log, settings.changesCacheMegabytes * 1024 * 1024),
    polls: new LongPolls(source, { perClient: settings.longPollsPerClient }),
  };
}

/** @internal The long-poll tests read a feed's figures through the core app of test/api/helpers/core-app.ts. */
export function changeFeedFigures(feed: ChangeFeed): ChangeFeedFigures {
  return {
    get waiting() {
      return feed.polls.waiting;
    },
    get pagesComputed() {
      return feed.pages.computed;
    },
  };
}
