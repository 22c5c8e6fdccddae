import type { SettingName } from './declarations.ts';

/**
 * The API's in-process caches and tables that grow with traffic or with the snapshots served,
 * each with what bounds it: its settings, or a fixed bound and why it is fixed. Rendered into
 * docs/configuration.md ("In-process caches"); a test checks every setting named exists and
 * every file is there, and finds the files of api/, webhooks/ and signalements/ that keep a Map
 * or Set for their life: each is listed here or says in the test why it cannot grow. A new cache
 * comes with its line here.
 */
export interface MemoryBound {
  /** What is held, in a few words. */
  cache: string;
  /** The file that holds it. */
  file: string;
  /** The settings that bound it (empty: a fixed bound, `fixed` says what and why). */
  settings: readonly SettingName[];
  fixed?: string;
  /** What goes when the bound is reached. */
  eviction: string;
}

export const MEMORY_BOUNDS: readonly MemoryBound[] = [
  {
    cache: 'Response bodies (company records, computed pages) with their br and gzip forms',
    file: 'api/body-cache.ts',
    settings: ['BODY_CACHE_MB'],
    eviction: 'least recently used body first, by bytes',
  },
  {
    cache: 'Response memo: which body answered which request',
    file: 'api/response-memo.ts',
    settings: ['BODY_CACHE_MB', 'CHANGES_CACHE_MB'],
    eviction: 'least recently used first, within an eighth of the budget of the body cache it indexes, charged to it',
  },
  {
    cache: 'Remembered reads: a request target with its route, memo entry and body, found in one look-up',
    file: 'api/request/remembered-reads.ts',
    settings: [],
    fixed: '4,096 targets of at most 128 characters; an entry only points at a memo entry and a body that their own budgets bound, so the table adds a few hundred bytes a target',
    eviction: 'the whole table emptied when full, and at every snapshot swap',
  },
  {
    cache: 'Change feed pages (`GET /v1/changes`)',
    file: 'api/changes/change-pages.ts',
    settings: ['CHANGES_CACHE_MB'],
    eviction: 'least recently used page first, by bytes',
  },
  {
    cache: 'Change log: the events of each snapshot served',
    file: 'api/changes/change-log.ts',
    settings: ['CHANGES_EVENTS_KEPT'],
    eviction: 'the events of the least recently used snapshot first (never the one just computed); read again from the store when asked',
  },
  {
    cache: 'Change log: the history (parent chain) of each snapshot served',
    file: 'api/changes/change-log.ts',
    settings: ['CHANGES_HISTORIES_KEPT', 'CHANGES_HISTORY_SECONDS'],
    eviction: 'least recently used history first; each one listed again after its age',
  },
  {
    cache: 'Long polls waiting for the next snapshot',
    file: 'api/changes/long-polls.ts',
    settings: ['LONG_POLLS_PER_CLIENT', 'MAX_CONNECTIONS'],
    eviction: 'none: one more is refused (429 `long_poll_limit`, or the connection closed past MAX_CONNECTIONS)',
  },
  {
    cache: 'Searches waiting for their turn, counted per client',
    file: 'api/search/search-queue.ts',
    settings: ['SEARCHES_PER_CLIENT', 'MAX_CONNECTIONS'],
    eviction: 'none: one more of a client is refused (429 `search_limit`); a client leaves the count when none of its searches waits',
  },
  {
    cache: 'Checked local copies of archived documents (disk; their index in memory)',
    file: 'api/verified-copies.ts',
    settings: ['DOCUMENTS_CACHE_MB', 'DOCUMENTS_IN_FLIGHT_MB'],
    eviction: 'least recently used copy removed first, by bytes; bytes being sent wait their turn past the in-flight budget',
  },
  {
    cache: 'Checked local copies of the bulk files (disk; their index in memory)',
    file: 'api/bulk-export-service.ts',
    settings: ['EXPORTS_CACHE_MB'],
    eviction: 'least recently used copy removed first, by bytes (the file just fetched stays)',
  },
  {
    cache: 'Quota counters in memory (per key, per address; in the cluster primary for the workers)',
    file: 'api/access/counters.ts',
    settings: ['QUOTA_COUNTER_KEYS'],
    eviction: 'the oldest count of the window forgotten first; with REDIS_URL the counts are in Redis',
  },
  {
    cache: 'Per-client limit of readers\' reports an hour',
    file: 'signalements/rate-limit.ts',
    settings: ['REPORTS_RATE_LIMIT_CLIENTS'],
    eviction: 'the least recently seen client forgotten first (the network\'s daily share, in the database, still holds)',
  },
  {
    cache: 'Historical snapshots open (pinned with `?snapshot=`, or read by the change feed)',
    file: 'api/snapshot-archive.ts',
    settings: [],
    fixed: 'HISTORICAL_SNAPSHOTS_OPEN (3) besides the current one: an open snapshot holds its reader only, and clients pin the few retention keeps',
    eviction: 'least recently used snapshot closed first',
  },
  {
    cache: 'Bulk export indexes and snapshot manifests, one per snapshot read',
    file: 'api/snapshot-archive.ts',
    settings: [],
    fixed: 'none by count: one entry of a few KB per snapshot published while the process runs (one a night); an id the store does not hold is not kept, so clients cannot grow it',
    eviction: 'kept for the life of the process',
  },
  {
    cache: 'Accept-Encoding values already negotiated',
    file: 'api/request/encoding-step.ts',
    settings: [],
    fixed: '256 values of at most 128 characters: real clients send a handful of values, a made-up one costs one negotiation',
    eviction: 'all forgotten when full; longer values are never remembered',
  },
  {
    cache: 'Access log: client errors logged per client in the current minute',
    file: 'api/access-log.ts',
    settings: [],
    fixed: '1,000 clients a minute, the rest counted together: it only decides which lines are logged',
    eviction: 'emptied at every summary (each minute)',
  },
  {
    cache: 'Routes found for each path asked',
    file: 'api/route-table.ts',
    settings: [],
    fixed: 'PATHS_REMEMBERED (4,096) paths of at most 128 characters: paths come from clients, and a path forgotten costs one match of the route table',
    eviction: 'all forgotten when full; longer paths are never remembered',
  },
  {
    cache: 'Memo keys of the paths asked, per snapshot served',
    file: 'api/memo-keys.ts',
    settings: [],
    fixed: 'MEMO_KEYS_HELD (4,096) paths of at most 128 characters a snapshot (under 1.5 MB): a key forgotten is made again from its path',
    eviction: 'all dropped when full, kept again as asked; longer paths get their key made each time',
  },
  {
    cache: 'Parsed feed pages and company list pages, per snapshot served',
    file: 'api/snapshot-view.ts',
    settings: [],
    fixed: 'PAGE_CACHE_SIZE (256) pages of each kind a snapshot: the newest pages are the hot ones, and the bodies they answer with are in the body cache',
    eviction: 'least recently used page first',
  },
  {
    cache: 'Content hashes of the paths read, per snapshot served',
    file: 'api/snapshot-view.ts',
    settings: [],
    fixed: 'only paths the snapshot holds are kept, so no client grows it past the snapshot\'s own listing (a company record\'s path and hash each)',
    eviction: 'dropped with the snapshot\'s view, once the snapshot is no longer served nor pinned',
  },
  {
    cache: 'Search engines, by their index\'s content hash',
    file: 'api/snapshot-view.ts',
    settings: [],
    fixed: 'SEARCH_ENGINES (2), about 65 MB each at 10^5 companies, the served snapshot\'s view keeping its own: snapshots publishing the same index share one, and a swap builds the next one while the served one answers',
    eviction: 'least recently used engine first',
  },
  {
    cache: 'Media types of the archived documents served',
    file: 'api/document-archive.ts',
    settings: [],
    fixed: 'MEDIA_TYPES_REMEMBERED (10,000), a few dozen bytes each: a type forgotten is read from the store again',
    eviction: 'the oldest first',
  },
  {
    cache: 'Hashes of the API keys that matched a key',
    file: 'api/access/access-control.ts',
    settings: [],
    fixed: 'KEY_HASHES_REMEMBERED (10,000): only keys the keys file knows are kept, so made-up keys cannot fill it; a key forgotten costs one hash again (about 2 µs)',
    eviction: 'the oldest first',
  },
  {
    cache: 'Last Redis count of each client, to seed the counts kept in memory while Redis is down',
    file: 'api/access/counters.ts',
    settings: [],
    fixed: 'REMEMBERED_KEYS (100,000) a counter, one number each: a client forgotten starts its outage count from zero',
    eviction: 'the least recently counted client first',
  },
  {
    cache: 'Lower-case forms of response header names',
    file: 'api/request/write-response.ts',
    settings: [],
    fixed: '256 names: they come from our code (access control, routes), never from clients',
    eviction: 'none: past the bound a name is lowered each time it is written',
  },
  {
    cache: 'Webhook delivery queues, one per receiving host',
    file: 'webhooks/delivery-worker.ts',
    settings: ['WEBHOOKS_MAX_IN_FLIGHT'],
    eviction: 'a host\'s queue forgotten as soon as it is idle: only hosts with deliveries claimed and not finished have one, and a claim takes no more than the free slots',
  },
];
