import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import type { AccessCheckResult, AccessControl } from '../access-seam.ts';
import type { BodyCache, BodyHold, CachedBody } from '../body-cache.ts';
import type { SnapshotSource } from '../changes/long-polls.ts';
import type { MemoEntry, ResponseMemo } from '../response-memo.ts';
import type { EncodingOf } from './encoding-step.ts';
import type { AppRequest, AppResponse, RequestContext } from './request-context.ts';
import { flatAnswer } from './write-response.ts';

type Encoding = ReturnType<EncodingOf>['encoding'];

/** Request targets whose read is remembered; past it they are forgotten and remembered again as asked. */
const READS_REMEMBERED = 4_096;
/** Longer targets always take the pipeline (a company record's is 26 characters). */
const READ_TARGET_CHARS = 128;

/**
 * What the pipeline found for a target on the served snapshot, kept together so that the next
 * request of that target finds it with one look-up: the route (and whether it is the one the
 * pipeline picks for GET and for HEAD), access control's input, the memo's entry and its body.
 * Nothing here depends on the key or the client: the verdict is asked at every request.
 */
interface RememberedRead {
  readonly routeId: string;
  readonly surface: 'api' | 'page';
  /** Whether access control is asked (a /v1 path, or a page): the access step's own test. */
  readonly checked: boolean;
  readonly get: boolean;
  readonly head: boolean;
  readonly memo: MemoEntry;
  readonly hold: BodyHold;
}

export interface RememberedReadsOptions {
  snapshots: SnapshotSource;
  access: AccessControl;
  memo: ResponseMemo;
  bodies: BodyCache;
  encodingOf: EncodingOf;
  /** The first headers of a current data answer (write-response.ts, currentDataBase). */
  base: readonly string[];
  /**
   * The pipeline from the access step on, with the verdict already asked (`undefined`: a path
   * access control is not asked for), on the snapshot taken when the request arrived: whatever
   * the remembered read does not answer itself.
   */
  resume: (request: AppRequest, decision: AccessCheckResult | undefined, snapshot: SnapshotReader) => AppResponse | Promise<AppResponse>;
  /** The pipeline's answer to an error of access control (a problem, as its step would give). */
  failed: (request: AppRequest, error: unknown, snapshot: SnapshotReader) => AppResponse | Promise<AppResponse>;
}

/**
 * A remembered read, answered with one look-up: a GET or HEAD of a target the pipeline already
 * answered from the request memo on the served snapshot, without a body, a query, or
 * If-None-Match. Per request it asks access control (the verdict, the quota count, the
 * RateLimit values), makes the header list and counts the memo's and the body cache's use as
 * their `get` would; everything else the pipeline would do answers nothing on such a request.
 *
 * A remembered read is taken only while it is still what the pipeline would find: the same
 * snapshot object served (the table is emptied at a swap), the memo's entry still live (not
 * replaced, deleted or evicted), its body still held by the cache (its BodyHold not cut). A
 * verdict that comes later (Redis, counts over IPC) is waited for, and these asked again then.
 * Any other request, and any of these that the read cannot finish itself (a refusal, a
 * compression not done yet, a header name colliding with ours, the entry or body let go while
 * the verdict came), takes the pipeline: from its start when nothing was asked yet, from the
 * access step with the verdict when access control was asked, so that a request is never
 * counted twice.
 */
export class RememberedReads {
  #byTarget = new Map<string, RememberedRead>();
  #snapshot: SnapshotReader | null = null;
  readonly #options: RememberedReadsOptions;

  constructor(options: RememberedReadsOptions) {
    this.#options = options;
    // Emptied at the swap, not at the next request: the table must not keep the old snapshot alive.
    options.snapshots.subscribe?.(() => this.#forget(null));
  }

  /** The answer, or null when the pipeline must answer (nothing asked yet, nothing counted). */
  answer(request: AppRequest): AppResponse | Promise<AppResponse> | null {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return null;
    const options = this.#options;
    const snapshot = options.snapshots.current;
    if (snapshot !== this.#snapshot) {
      this.#forget(snapshot);
      return null;
    }
    if (snapshot === null) return null;
    const target = request.url;
    const read = this.#byTarget.get(target);
    if (read === undefined || !(method === 'GET' ? read.get : read.head)) return null;
    const headers = request.headers;
    if (headers['if-none-match'] !== undefined || headers['content-length'] !== undefined || request.bodyBytes) return null;
    const memo = read.memo;
    const body = read.hold.body;
    if (!memo.live || body === null) {
      this.#byTarget.delete(target);
      return null;
    }
    const { encoding, identity } = options.encodingOf(headers['accept-encoding']);
    // 406 is the pipeline's to answer.
    if (encoding === null && !identity) return null;
    let decision: AccessCheckResult | undefined;
    let access: Record<string, string> | null = null;
    if (read.checked) {
      let asked: AccessCheckResult | Promise<AccessCheckResult>;
      try {
        asked = options.access.check({ method, path: target, routeId: read.routeId, headers, ip: request.ip, surface: read.surface });
      } catch (error) {
        return options.failed(request, error, snapshot);
      }
      // Counts kept elsewhere (Redis, the primary over IPC): finished once known, as the pipeline would.
      if (asked instanceof Promise) return this.#later(request, read, asked, snapshot, encoding, identity);
      if (!asked.ok) return options.resume(request, asked, snapshot);
      decision = asked;
      access = asked.headers;
    }
    // The common case written out here rather than through #finish: one call fewer on every remembered read.
    const response = this.#written(body, memo, encoding, identity, access, snapshot.id, method, read.routeId);
    if (response === null) return options.resume(request, decision, snapshot);
    options.memo.touch(memo);
    options.bodies.touch(body);
    return response;
  }

  /**
   * The answer once a verdict that came later is known. The memo's entry and the body are asked
   * again: they may have gone meanwhile, and then the pipeline goes on as it would have, on the
   * snapshot the request arrived on.
   */
  #finish(request: AppRequest, read: RememberedRead, decision: AccessCheckResult, snapshot: SnapshotReader, encoding: Encoding, identity: boolean): AppResponse | Promise<AppResponse> {
    const options = this.#options;
    const memo = read.memo;
    const body = read.hold.body;
    if (!decision.ok || !memo.live || body === null) return options.resume(request, decision, snapshot);
    const response = this.#written(body, memo, encoding, identity, decision.headers, snapshot.id, request.method, read.routeId);
    if (response === null) return options.resume(request, decision, snapshot);
    options.memo.touch(memo);
    options.bodies.touch(body);
    return response;
  }

  /** Apart from `answer`: a callback there capturing its variables would allocate a context object at every request. */
  #later(request: AppRequest, read: RememberedRead, decision: Promise<AccessCheckResult>, snapshot: SnapshotReader, encoding: Encoding, identity: boolean): Promise<AppResponse> {
    return decision.then(
      (known) => this.#finish(request, read, known, snapshot, encoding, identity),
      (error: unknown) => this.#options.failed(request, error, snapshot),
    );
  }

  /**
   * After the pipeline answered a request from the memo (its remembered-answer step): keeps what
   * it found for the target, when the next request of it can be answered here.
   */
  remember(context: RequestContext, body: CachedBody, get: boolean, head: boolean): void {
    const { request, route, snapshot, cacheKey, view } = context;
    if (route === null || snapshot === null || cacheKey === null || view === null || context.pinned) return;
    const target = request.url;
    // The target as received is the path: no query, no fragment, no absolute form.
    if (target !== context.path || target.length > READ_TARGET_CHARS) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const memo = this.#options.memo.held(cacheKey);
    const hold = body.hold;
    if (memo === undefined || memo.hash !== body.hash || hold === null || hold.body !== body) return;
    if (this.#options.snapshots.current !== snapshot) return;
    if (snapshot !== this.#snapshot) this.#forget(snapshot);
    if (this.#byTarget.size >= READS_REMEMBERED) this.#byTarget = new Map();
    const surface = route.surface ?? 'api';
    this.#byTarget.set(target, { routeId: route.id, surface, checked: context.isV1 || surface === 'page', get, head, memo, hold });
  }

  #forget(snapshot: SnapshotReader | null): void {
    this.#snapshot = snapshot;
    if (this.#byTarget.size > 0) this.#byTarget = new Map();
  }

  #written(body: CachedBody, memo: MemoEntry, encoding: Encoding, identity: boolean, access: Record<string, string> | null, snapshotId: string, method: string, routeId: string): AppResponse | null {
    // Asked after the verdict, as the pipeline asks it: a refused request starts no compression.
    const known = encoding === null ? null : body.encoded(encoding);
    if (known instanceof Promise || (known === null && encoding !== null && !identity)) return null;
    return flatAnswer(this.#options.base, access, memo.headers ?? undefined, snapshotId, body, encoding, known, method, { routeId, snapshotId, code: null, error: null });
  }
}
