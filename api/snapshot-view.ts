import type { CompanyListIndex, CompanyListPage } from '../publish/artefacts/company-list-layout.ts';
import { entreprisePath, feedIndexPath, SEARCH_INDEX_PATH, type FeedIndex, type FeedPage } from '../publish/artefacts/feed-layout.ts';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import { AppError } from '../kernel/errors/app-error.ts';
import { AnnouncementIds } from './announcement-ids.ts';
import { CorruptBodyError, sha256Hex, type BodyCache, type CachedBody } from './body-cache.ts';
import { MemoKeys, type MemoRoute } from './memo-keys.ts';
import { ResponseMemo } from './response-memo.ts';
import { CompanySearch } from './search/company-search.ts';

/** Parsed feed pages each snapshot keeps; the newest pages are the hot ones. */
const PAGE_CACHE_SIZE = 256;
/**
 * Share of BODY_CACHE_MB the request memo may hold at most (api/response-memo.ts): 16 MiB of the
 * default 128, 30 000 to 50 000 requests; what it holds is taken from the bodies' room.
 */
export const RESPONSE_MEMO_SHARE = 1 / 8;
/**
 * Search engines of earlier snapshots kept at once, by content hash (about 65 MB each at 10^5
 * companies), besides the served snapshot's own.
 */
const SEARCH_ENGINES = 2;
/** After a failed build (a damaged index), how long searches meet the failure before one tries again. */
const SEARCH_RETRY_MS = 10_000;

export const JSON_TYPE = 'application/json; charset=utf-8';

/** An artefact that cannot be read as what it claims to be (not JSON, listed but absent). */
export class SnapshotContentError extends AppError<'snapshot_corrupt'> {
  readonly snapshotId: string;
  readonly path: string;
  constructor(
    snapshotId: string,
    path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('snapshot_corrupt', message, options);
    this.snapshotId = snapshotId;
    this.path = path;
  }
}

/**
 * What the process keeps per snapshot, and shares between snapshots by content hash. Holds no
 * global state: an app owns one, so that tests with several apps do not share budgets.
 */
export class SnapshotViews {
  readonly #views = new WeakMap<SnapshotReader, SnapshotView>();
  readonly #engines = new Map<string, Promise<CompanySearch>>();
  /** Which body answered which request, for every snapshot (keys name theirs). */
  readonly memo: ResponseMemo;

  readonly bodies: BodyCache;
  constructor(bodies: BodyCache) {
    this.bodies = bodies;
    this.memo = new ResponseMemo(Math.floor(bodies.maxBytes * RESPONSE_MEMO_SHARE), (bytes) => bodies.account(bytes));
  }

  of(snapshot: SnapshotReader): SnapshotView {
    let view = this.#views.get(snapshot);
    if (!view) {
      view = new SnapshotView(snapshot, this);
      this.#views.set(snapshot, view);
    }
    return view;
  }

  /** The search engine of an index, built once per content hash; least recently used dropped. */
  searchEngine(hash: string, read: () => Promise<Buffer>): Promise<CompanySearch> {
    let engine = this.#engines.get(hash);
    if (engine) {
      this.#engines.delete(hash);
      this.#engines.set(hash, engine);
      return engine;
    }
    // Built a few thousand index entries per event-loop turn: requests keep being answered.
    engine = read().then((bytes) => CompanySearch.load(bytes));
    engine.catch(() => {
      setTimeout(() => {
        if (this.#engines.get(hash) === engine) this.#engines.delete(hash);
      }, SEARCH_RETRY_MS).unref();
    });
    this.#engines.set(hash, engine);
    while (this.#engines.size > SEARCH_ENGINES) this.#engines.delete(this.#engines.keys().next().value!);
    return engine;
  }
}

/**
 * One snapshot as the API serves it. Every byte read from the store is checked against the
 * content hash the snapshot names it by before anything uses it: a flipped byte is a
 * SnapshotContentError (answered 503 snapshot_corrupt), never a changed record, and is never
 * kept, so the next request reads the store again. Paths resolve to hashes once (a map);
 * served bodies live in the shared BodyCache; computed responses are remembered by request.
 */
export class SnapshotView {
  readonly #hashes = new Map<string, string>();
  readonly #indexes = new Map<string, Promise<FeedIndex | null>>();
  readonly #pages = new Map<string, FeedPage>();
  readonly #listIndexes = new Map<string, Promise<CompanyListIndex | null>>();
  readonly #listPages = new Map<string, CompanyListPage>();
  #engine: Promise<CompanySearch | null> | null = null;
  #announcements: Promise<AnnouncementIds> | null = null;
  #memoKeys: MemoKeys | null = null;

  readonly snapshot: SnapshotReader;
  private readonly views: SnapshotViews;
  constructor(
    snapshot: SnapshotReader,
    views: SnapshotViews,
  ) {
    this.snapshot = snapshot;
    this.views = views;
  }

  get id(): string {
    return this.snapshot.id;
  }

  /** Content hash of a path, or null; memoised (only paths that exist, so bounded by the snapshot). */
  async hash(path: string): Promise<string | null> {
    const known = this.#hashes.get(path);
    if (known !== undefined) return known;
    const hash = await this.snapshot.hash(path);
    if (hash !== null) this.#hashes.set(path, hash);
    return hash;
  }

  /** A served artefact (company record), verified once and then held by hash in the BodyCache. */
  async artefact(path: string, contentType = JSON_TYPE): Promise<CachedBody | null> {
    const hash = await this.hash(path);
    if (hash === null) return null;
    const held = this.views.bodies.get(hash);
    if (held) return held;
    try {
      return await this.views.bodies.load(hash, contentType, () => this.snapshot.read(path));
    } catch (error) {
      throw this.#corrupt(error, path);
    }
  }

  /** The verified bytes of a path, not kept (feed indexes and pages are kept parsed instead). */
  async verified(path: string): Promise<Buffer | null> {
    const hash = await this.hash(path);
    if (hash === null) return null;
    const body = await this.snapshot.read(path);
    if (body === null) return null;
    const actual = sha256Hex(body);
    if (actual !== hash) throw this.#corrupt(new CorruptBodyError(hash, actual, body.length), path);
    return body;
  }

  feedIndex(path: string): Promise<FeedIndex | null> {
    let index = this.#indexes.get(path);
    if (!index) {
      const read = this.#json<FeedIndex>(path);
      // A failed read must not stick: forget it so the next request retries. Nor an absent
      // feed: its path comes from the request (`source` is open-ended), so keeping the misses
      // would grow with every source a client makes up; only feeds that exist are held.
      const forget = () => {
        if (this.#indexes.get(path) === read) this.#indexes.delete(path);
      };
      read.then((found) => found ?? forget(), forget);
      this.#indexes.set(path, read);
      index = read;
    }
    return index;
  }

  /**
   * A company list's index (GET /v1/entreprises), held parsed like the feeds'. Its path comes
   * from validated filter values only (enums, the 33 communes), so the held ones stay few.
   */
  companyListIndex(path: string): Promise<CompanyListIndex | null> {
    let index = this.#listIndexes.get(path);
    if (!index) {
      const read = this.#json<CompanyListIndex>(path);
      const forget = () => {
        if (this.#listIndexes.get(path) === read) this.#listIndexes.delete(path);
      };
      read.then((found) => found ?? forget(), forget);
      this.#listIndexes.set(path, read);
      index = read;
    }
    return index;
  }

  /** A page of a company list, held in a small LRU as feed pages are. */
  async companyListPage(path: string): Promise<CompanyListPage> {
    const cached = this.#listPages.get(path);
    if (cached) {
      this.#listPages.delete(path);
      this.#listPages.set(path, cached);
      return cached;
    }
    const page = await this.#json<CompanyListPage>(path);
    if (!page) throw new SnapshotContentError(this.id, path, `[api] snapshot ${this.id} lists ${path} but has no such file`);
    this.#listPages.set(path, page);
    if (this.#listPages.size > PAGE_CACHE_SIZE) this.#listPages.delete(this.#listPages.keys().next().value!);
    return page;
  }

  /** Whether this snapshot has the company record of `ridet` (10 digits, checked by the caller). */
  async hasCompany(ridet: string): Promise<boolean> {
    return (await this.hash(entreprisePath(ridet))) !== null;
  }

  /**
   * Whether this snapshot publishes the announcement `id`: its ids are read from the main feed at
   * the first call (api/announcement-ids.ts) and kept with the view; a failed read is not kept.
   */
  async hasAnnouncement(id: string): Promise<boolean> {
    if (this.#announcements === null) {
      const reading = this.feedIndex(feedIndexPath({ type: null, source: null })).then((index) => AnnouncementIds.read(index, (path) => this.#json<FeedPage>(path)));
      reading.catch(() => {
        if (this.#announcements === reading) this.#announcements = null;
      });
      this.#announcements = reading;
    }
    return (await this.#announcements).has(id);
  }

  /** Feed indexes held (tests: they follow the snapshot's feeds, not the requests). */
  get feedIndexesHeld(): number {
    return this.#indexes.size;
  }

  async feedPage(path: string): Promise<FeedPage> {
    const cached = this.#pages.get(path);
    if (cached) {
      this.#pages.delete(path);
      this.#pages.set(path, cached);
      return cached;
    }
    const page = await this.#json<FeedPage>(path);
    if (!page) throw new SnapshotContentError(this.id, path, `[api] snapshot ${this.id} lists ${path} but has no such file`);
    this.#pages.set(path, page);
    if (this.#pages.size > PAGE_CACHE_SIZE) this.#pages.delete(this.#pages.keys().next().value!);
    return page;
  }

  /**
   * The company search of this snapshot (shared with any snapshot whose index is byte-identical).
   * Engines of earlier snapshots (`snapshot=<id>`) live in the shared list, the two most recently
   * used; the served snapshot's is held by its view (see holdSearch), so pinned searches never
   * push it out and make it be built again.
   */
  search(): Promise<CompanySearch | null> {
    return this.#engine ?? this.#buildSearch();
  }

  /** Builds the search now and keeps it as long as this view lives (the snapshot being served). */
  holdSearch(): Promise<CompanySearch | null> {
    if (this.#engine === null) {
      const engine = this.#buildSearch();
      // A failed build must not stick, nor be tried again on every search (each try reads and
      // hashes the whole index): searches meet the failure for a while, then one tries again.
      engine.catch(() => {
        setTimeout(() => {
          if (this.#engine === engine) this.#engine = null;
        }, SEARCH_RETRY_MS).unref();
      });
      this.#engine = engine;
    }
    return this.#engine;
  }

  async #buildSearch(): Promise<CompanySearch | null> {
    const hash = await this.hash(SEARCH_INDEX_PATH);
    if (hash === null) return null;
    return this.views.searchEngine(hash, async () => {
      const body = await this.verified(SEARCH_INDEX_PATH);
      if (body === null) throw new SnapshotContentError(this.id, SEARCH_INDEX_PATH, `[api] snapshot ${this.id} lost ${SEARCH_INDEX_PATH}`);
      return body;
    });
  }

  /** The memo's key of a request on this snapshot (api/memo-keys.ts), for `response` and `remember`. */
  memoKey(route: MemoRoute, pinned: boolean, path: string, query: string): string {
    return (this.#memoKeys ??= new MemoKeys(this.id)).of(route, pinned, path, query);
  }

  /**
   * The answer computed earlier for the same request on this snapshot, if its body is still
   * held: made here as the route's answer, so that a remembered read makes one object, not two.
   */
  response(memoKey: string): RememberedAnswer | null {
    const remembered = this.views.memo.get(memoKey);
    if (!remembered) return null;
    const body = this.views.bodies.get(remembered.hash);
    if (!body) {
      this.views.memo.delete(memoKey);
      return null;
    }
    return remembered.headers ? { status: 200, body, cache: 'data', headers: remembered.headers } : { status: 200, body, cache: 'data' };
  }

  /** Remembers a computed response (within the memo's bytes); its body goes to the shared BodyCache. */
  remember(memoKey: string, body: CachedBody, headers: Record<string, string> | null): void {
    this.views.memo.set(memoKey, body.hash, headers);
  }

  /** A computed body, hashed once, held by the BodyCache. */
  admit(raw: Buffer, contentType: string): CachedBody {
    return this.views.bodies.admit(sha256Hex(raw), raw, contentType);
  }

  async #json<T>(path: string): Promise<T | null> {
    const body = await this.verified(path);
    if (!body) return null;
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch (cause) {
      throw new SnapshotContentError(this.id, path, `[api] snapshot ${this.id}: ${path} is not valid JSON`, { cause });
    }
  }

  #corrupt(error: unknown, path: string): unknown {
    if (error instanceof CorruptBodyError) {
      return new SnapshotContentError(this.id, path, `[api] snapshot ${this.id}: ${path} is corrupt in the store: ${error.message}`, { cause: error });
    }
    return error;
  }
}

/** A remembered read as the route would answer it (a RouteResponse, api/route.ts). */
interface RememberedAnswer {
  status: 200;
  body: CachedBody;
  cache: 'data';
  headers?: Record<string, string>;
}
