import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { apiKeyRequired, invalidApiKey, pagesRateLimited, planForbidden, quotaExceeded, quotaUnavailable, rateLimited } from './access-problems.ts';
import { API_KEY_LENGTH, hashApiKey, looksLikeApiKey } from './api-key.ts';
import { anonymousClientId, clientIp } from './client-ip.ts';
import { CountersUnavailableError, memoryCounters, redisCounters, type Counter, type CounterFactory } from './counters.ts';
import { createKeyRegistry } from './key-registry.ts';
import type { KeyRecord } from './keys-file.ts';
import type { PlanDefinition } from './plans.ts';
import { hourWindow, noumeaDayWindow, secondsUntil, type QuotaWindow } from './quota-windows.ts';
import { whenKnown, type MaybePromise } from '../../kernel/async/when-known.ts';
import { RecentKeyHashes } from './recent-key-hashes.ts';
import { connectRedis } from './redis-client.ts';
import { extractCredentials } from './request-credentials.ts';
import { routeAllowed } from './route-patterns.ts';
import type { KeyStanding } from '../access-seam.ts';
import type { AccessConfig } from './settings.ts';
import type { AccessCheckInput, AccessCheckResult, AccessControl, AccessPrincipal, AccessProblem } from './types.ts';

export interface AccessControlOptions extends AccessConfig {
  logger?: Pick<Logger, 'warn' | 'info' | 'error'>;
  /** Epoch milliseconds; injected by tests to cross window boundaries. */
  now?: () => number;
  /** Known keys whose hash is remembered (default 10 000); tests lower it. */
  keyHashesRemembered?: number;
  /**
   * Where requests are counted without REDIS_URL: this process's memory by default; the
   * primary's, over IPC, in an API worker (api/access/ipc-counters.ts). REDIS_URL wins.
   */
  counters?: CounterFactory;
}

interface Usage {
  limit: number;
  count: number;
  window: QuotaWindow;
  now: number;
}

function rateLimitHeaders({ limit, count, window, now }: Usage): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, limit - count)),
    'X-RateLimit-Reset': String(secondsUntil(window.resetAt, now)),
  };
}

/**
 * Access control for /v1: resolves the caller (API key or anonymous client IP), checks the
 * route against its plan, counts the request in a fixed window and says how to answer.
 *
 * Rules: a valid key is charged to its plan's Noumea day; anything else to the client IP's
 * clock hour, including attempts with a bad key (which are still answered 401, not 429). A refusal
 * for lack of a key or of a plan is not charged; OPTIONS (CORS preflight) never is.
 *
 * @example
 * const access = await createAccessControl({ ...accessConfig(loadConfig(process.env), planFields), logger });
 * const verdict = await access.check({ method: 'GET', path: '/v1/annonces', routeId: 'annonces.list', headers: req.headers, ip: req.socket.remoteAddress });
 */
export async function createAccessControl(options: AccessControlOptions): Promise<AccessControl> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const clock = options.now ?? Date.now;
  const { plans, anonymous } = options.plans;

  let redis: Redis | null = null;
  let counters: CounterFactory = options.counters ?? memoryCounters(clock, options.counterKeys);
  if (options.redisUrl) {
    redis = await connectRedis({ url: options.redisUrl, timeoutMs: options.redisTimeoutMs, logger });
    counters = redisCounters(redis, options.redisKeyPrefix, { logger, now: clock });
  }
  const keys = createKeyRegistry({ keysFile: options.keysFile, reloadSeconds: options.keysReloadSeconds, logger });
  // sha256 of the keys the keys file knows, so a client's request costs a map lookup, not a
  // hash (about 2 µs). Only keys that matched a record are remembered: values sent by anyone
  // else would let them fill this map (10 000 made-up keys of 15 KB would hold 150 MB). An unknown
  // well-formed key is hashed each time; a value of another shape is refused before it is even
  // hashed. Past the bound the oldest entry goes: a key forgotten costs one hash again.
  const keyHashes = new Map<string, string>();
  const rememberedKeys = options.keyHashesRemembered ?? KEY_HASHES_REMEMBERED;
  // The keys sent last, found without asking the Map for the request's own string (api/access/recent-key-hashes.ts).
  const recentHashes = new RecentKeyHashes();
  /** The hash of a key that matched a record before (its shape was tested then), else undefined. */
  const rememberedHash = (key: string): string | undefined => {
    if (key.length !== API_KEY_LENGTH) return undefined;
    const recent = recentHashes.get(key);
    if (recent !== undefined) return recent;
    const hash = keyHashes.get(key);
    if (hash !== undefined) recentHashes.set(key, hash);
    return hash;
  };
  const recordOf = (key: string) => {
    const known = keyHashes.get(key);
    if (known !== undefined) return keys.lookup(known);
    const hash = hashApiKey(key);
    const record = keys.lookup(hash);
    if (record !== null) {
      keyHashes.set(key, hash);
      if (keyHashes.size > rememberedKeys) keyHashes.delete(keyHashes.keys().next().value!);
    }
    return record;
  };
  // The current windows, worked out again only when they end.
  let day: QuotaWindow = { id: '', resetAt: 0 };
  let hour: QuotaWindow = { id: '', resetAt: 0 };
  const dayAt = (now: number): QuotaWindow => (now < day.resetAt && now >= day.resetAt - DAY_MS ? day : (day = noumeaDayWindow(now)));
  // A key's counter key for its day, made once per key and day: made per request, it was a new
  // string, which V8 internalizes each time the counter's Map is asked for it. Kept
  // by the key's record, so a reload of the keys file lets the old ones go.
  // Its principal (the same object for every request of the key: the key's record and plan do
  // not change while the record lives) is kept beside it.
  const dayKeys = new WeakMap<KeyRecord, KeyDay>();
  const dayOf = (record: KeyRecord, window: QuotaWindow): KeyDay => {
    const kept = dayKeys.get(record);
    if (kept !== undefined && kept.window === window) return kept;
    const day: KeyDay = { window, key: `${record.id}:${window.id}`, principal: { kind: 'key', keyId: record.id, planName: record.plan, plan: plans[record.plan]! } };
    dayKeys.set(record, day);
    return day;
  };
  const hourAt = (now: number): QuotaWindow => (now < hour.resetAt && now >= hour.resetAt - HOUR_MS ? hour : (hour = hourWindow(now)));

  const anonymousCounter = counters.counter('anonymous', options.anonymousLimitPerHour, anonymous.outage);
  const pagesCounter = options.pagesLimitPerHour > 0 ? counters.counter('pages', options.pagesLimitPerHour) : null;
  // Per plan, made once: its counter, its limit as sent, and whether it may call each route
  // (its patterns matched once per route id, not on every request).
  const planEntries = new Map<string, PlanEntry>(
    Object.entries(plans).map(([name, plan]) => [
      name,
      { plan, counter: counters.counter(`plan:${name}`, plan.requestsPerDay, plan.outage), limit: String(plan.requestsPerDay), allowed: new Map() },
    ]),
  );
  const planAllows = (entry: PlanEntry, routeId: string): boolean => {
    let allowed = entry.allowed.get(routeId);
    if (allowed === undefined) {
      allowed = routeAllowed(entry.plan.routes, routeId);
      // Route ids are the code's own (a few dozen): the map stays small.
      entry.allowed.set(routeId, allowed);
    }
    return allowed;
  };

  /** The count, plain when the counter is in memory (no promise), else promised. */
  function count(counter: Counter, key: string, window: QuotaWindow, now: number, charge: boolean): MaybePromise<number> {
    let counted: MaybePromise<number>;
    try {
      counted = charge ? counter.hit(key, secondsUntil(window.resetAt, now), now) : counter.peek(key);
    } catch (error) {
      return countFailed(error);
    }
    return counted instanceof Promise ? counted.catch(countFailed) : counted;
  }
  function countFailed(error: unknown): number {
    // A plan that refuses to count locally during an outage: the caller answers 503.
    if (CountersUnavailableError.is(error)) throw error;
    // Unreachable with the outage fallback; should it happen, serving beats failing.
    logger.error({ err: error }, 'rate-limit counter failed; request served uncounted');
    return 0;
  }

  if (options.trustProxy > 0) {
    logger.warn(
      { trustProxy: options.trustProxy },
      'TRUST_PROXY is set: the client address (anonymous quota, logs) is read from X-Forwarded-For; the API must be reachable only through that proxy, or any client can choose its address and escape the anonymous limit',
    );
  }
  let warnedDirect = false;

  function anonymousUsage(input: AccessCheckInput, now: number, charge: boolean): MaybePromise<{ client: string; usage: Usage }> {
    if (options.trustProxy > 0 && !warnedDirect && input.headers['x-forwarded-for'] === undefined) {
      // A request with no X-Forwarded-For did not come through the proxy TRUST_PROXY describes.
      warnedDirect = true;
      logger.warn({ ip: input.ip }, 'a request reached the API without X-Forwarded-For although TRUST_PROXY is set: the API is reachable without its proxy');
    }
    const client = anonymousClientId(clientIp(input.ip, input.headers, options.trustProxy));
    const window = hourAt(now);
    return whenKnown(count(anonymousCounter, `${client}:${window.id}`, window, now, charge), (used) => ({
      client,
      usage: { limit: options.anonymousLimitPerHour, count: used, window, now },
    }));
  }

  /**
   * Pages are viewed by the public on third-party sites, often many readers behind one address:
   * they never touch the API quotas and need no key; a generous per-IP hourly limit of their
   * own only stops bulk copying. No rate-limit headers: these are pages, not an API.
   */
  function checkPage(input: AccessCheckInput, now: number): MaybePromise<AccessCheckResult> {
    const client = anonymousClientId(clientIp(input.ip, input.headers, options.trustProxy));
    const principal = { kind: 'anonymous', clientId: client } as const;
    if (pagesCounter === null) return { ok: true, headers: {}, principal };
    const window = hourAt(now);
    return whenKnown(count(pagesCounter, `${client}:${window.id}`, window, now, true), (used): AccessCheckResult => {
      if (used > options.pagesLimitPerHour) return refuse(pagesRateLimited(options.pagesLimitPerHour, secondsUntil(window.resetAt, now)));
      return { ok: true, headers: {}, principal };
    });
  }

  /**
   * An Atom feed asked without a key: charged to the pages' hourly budget of the address, not to
   * its anonymous API hour (docs/access.md, "What the anonymous hour counts"), with that budget's
   * rate-limit headers.
   */
  function anonymousFeed(input: AccessCheckInput, now: number): MaybePromise<AccessCheckResult> {
    const client = anonymousClientId(clientIp(input.ip, input.headers, options.trustProxy));
    const principal = { kind: 'anonymous', clientId: client } as const;
    if (pagesCounter === null) return { ok: true, headers: {}, principal };
    const window = hourAt(now);
    return whenKnown(count(pagesCounter, `${client}:${window.id}`, window, now, true), (used): AccessCheckResult => {
      const headers = rateLimitHeaders({ limit: options.pagesLimitPerHour, count: used, window, now });
      if (used > options.pagesLimitPerHour) return refuse(rateLimited(options.pagesLimitPerHour, secondsUntil(window.resetAt, now), headers));
      return { ok: true, headers, principal };
    });
  }

  /** A verdict, plain when the counters are in memory, else promised (the seam's contract). */
  function check(input: AccessCheckInput): MaybePromise<AccessCheckResult> {
    let verdict: MaybePromise<AccessCheckResult>;
    try {
      verdict = checkCounted(input);
    } catch (error) {
      return countersDown(error);
    }
    return verdict instanceof Promise ? verdict.catch(countersDown) : verdict;
  }
  function countersDown(error: unknown): AccessCheckResult {
    if (!CountersUnavailableError.is(error)) throw error;
    return refuse(quotaUnavailable(error.retryAfterSeconds));
  }

  function checkCounted(input: AccessCheckInput): MaybePromise<AccessCheckResult> {
    const now = clock();
    if (input.surface === 'page') return checkPage(input, now);
    const method = upperMethod(input.method);
    const routeId = input.routeId ?? null;
    const preflight = method === 'OPTIONS';
    // The common keyed request: an X-API-Key already known, as sent (a remembered key has no
    // space to trim). Its record without the credentials' object, trim and pattern.
    const sent = input.headers['x-api-key'];
    const sentHash = typeof sent === 'string' ? rememberedHash(sent) : undefined;
    if (sentHash !== undefined) {
      const record = keys.lookup(sentHash);
      if (record !== null && !record.revokedAt) return keyCounted(input, record, method, routeId, preflight, now);
    }
    const credentials = extractCredentials(input.headers);
    if (credentials.kind === 'none') return checkAnonymous(input, method, routeId, preflight, now);

    // A remembered key skips the shape's pattern: only keys of the right shape are remembered.
    const key = credentials.kind === 'key' ? credentials.key : null;
    const known = key === null ? undefined : rememberedHash(key);
    const shaped = known !== undefined || (key !== null && looksLikeApiKey(key));
    const record = known !== undefined ? keys.lookup(known) : key !== null && shaped ? recordOf(key) : null;
    if (!record || record.revokedAt) {
      // Charged to the address like an anonymous request (trying keys is not free), but the key
      // is judged first: past the anonymous quota the answer is still 401, which tells the
      // client what to fix, where a 429 would only tell it to wait. A 401 serves no data.
      let detail: string;
      if (credentials.kind === 'malformed') detail = credentials.reason;
      else if (record) detail = "Cette clé d'API a été révoquée.";
      else if (!shaped) detail = "Cette valeur n'a pas la forme d'une clé d'API annonces-nc (anc_live_…).";
      else detail = "Cette clé d'API est inconnue.";
      return whenKnown(anonymousUsage(input, now, !preflight), ({ usage }) => refuse(invalidApiKey(detail, rateLimitHeaders(usage))));
    }

    return keyCounted(input, record, method, routeId, preflight, now);
  }

  /**
   * A request without credentials. Apart from checkCounted, as every callback below is: a
   * callback there capturing its variables (the clock's reading) would allocate a context object
   * at every request, keyed ones included (docs/api-performance.md).
   */
  function checkAnonymous(input: AccessCheckInput, method: string, routeId: string | null, preflight: boolean, now: number): MaybePromise<AccessCheckResult> {
    if (routeId !== null && ANONYMOUS_FEEDS.has(routeId) && routeAllowed(anonymous.routes, routeId)) return anonymousFeed(input, now);
    const endpoint = `${method} ${input.path}`;
    const needsKey = routeId !== null && !routeAllowed(anonymous.routes, routeId);
    const free = routeId !== null && ANONYMOUS_FREE.has(routeId);
    return whenKnown(anonymousUsage(input, now, !needsKey && !preflight && !free), ({ client, usage }): AccessCheckResult => {
      const headers = rateLimitHeaders(usage);
      if (needsKey) return refuse(apiKeyRequired(endpoint, headers));
      if (!free && usage.count > usage.limit) return refuse(rateLimited(usage.limit, secondsUntil(usage.window.resetAt, now), headers));
      return { ok: true, headers, principal: { kind: 'anonymous', clientId: client } };
    });
  }

  /** A request with a valid key: its plan's route check and day count. */
  function keyCounted(input: AccessCheckInput, record: KeyRecord, method: string, routeId: string | null, preflight: boolean, now: number): MaybePromise<AccessCheckResult> {
    const entry = planEntries.get(record.plan);
    if (entry === undefined) return planMissing(input, record, method, now);
    const forbidden = routeId !== null && !planAllows(entry, routeId);
    const window = dayAt(now);
    const day = dayOf(record, window);
    const used = count(entry.counter, day.key, window, now, !forbidden && !preflight);
    // Counted in memory: the verdict at once, without a closure made for a promise's callback.
    if (!(used instanceof Promise)) return keyVerdict(input, record, entry, day, forbidden, method, window, now, used);
    return keyVerdictLater(input, record, entry, day, forbidden, method, window, now, used);
  }

  /**
   * The key's plan was removed from PLANS_FILE: the key still identifies its holder, but grants
   * nothing until it is reissued on a current plan. Apart from keyCounted, as the next one: a
   * callback there capturing its variables would allocate a context object at every keyed request.
   */
  function planMissing(input: AccessCheckInput, record: KeyRecord, method: string, now: number): MaybePromise<AccessCheckResult> {
    logger.warn({ keyId: record.id, plan: record.plan }, 'api key on a plan missing from the plans configuration');
    return whenKnown(anonymousUsage(input, now, false), ({ usage }) => refuse(planForbidden(record.plan, `${method} ${input.path}`, [], rateLimitHeaders(usage))));
  }

  /** The verdict once a count kept elsewhere (Redis, the primary) is known. */
  function keyVerdictLater(input: AccessCheckInput, record: KeyRecord, entry: PlanEntry, day: KeyDay, forbidden: boolean, method: string, window: QuotaWindow, now: number, used: Promise<number>): Promise<AccessCheckResult> {
    return used.then((known) => keyVerdict(input, record, entry, day, forbidden, method, window, now, known));
  }

  function keyVerdict(input: AccessCheckInput, record: KeyRecord, entry: PlanEntry, day: KeyDay, forbidden: boolean, method: string, window: QuotaWindow, now: number, used: number): AccessCheckResult {
    const { plan } = entry;
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': entry.limit,
      'X-RateLimit-Remaining': String(Math.max(0, plan.requestsPerDay - used)),
      'X-RateLimit-Reset': String(secondsUntil(window.resetAt, now)),
    };
    if (forbidden) return refuse(planForbidden(record.plan, `${method} ${input.path}`, plansAllowing(input.routeId!), headers));
    if (used > plan.requestsPerDay) return refuse(quotaExceeded(record.plan, plan.requestsPerDay, secondsUntil(window.resetAt, now), headers));
    return { ok: true, headers, principal: day.principal };
  }

  /** The plans that may call a route, for a refusal. Apart from keyVerdict: a callback there capturing its input would allocate a context object at every keyed request. */
  const plansAllowing = (routeId: string): string[] => Object.entries(plans).filter(([, p]) => routeAllowed(p.routes, routeId)).map(([name]) => name);

  const standing = (keyId: string): KeyStanding => {
    const record = keys.byId(keyId);
    if (record === null) return { kind: 'unknown' };
    if (record.revokedAt) return { kind: 'revoked', revokedAt: record.revokedAt };
    const plan = plans[record.plan];
    return plan ? { kind: 'active', planName: record.plan, plan } : { kind: 'plan_unknown', planName: record.plan };
  };

  return {
    check,
    keys: { standing, onChange: (listener) => keys.onChange(listener), refresh: () => keys.refresh() },
    rememberedKeys: () => keyHashes.size,
    async close() {
      keys.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}

/**
 * Routes a client without a key reads without spending its anonymous hour (docs/access.md):
 * the OpenAPI document and the index (GET /v1), the same bytes for everyone (the index's change
 * with the snapshot only), served from memory, which a client that has spent its hour needs
 * most (they say where everything is and how to get a key). Still answered with the hour's
 * headers.
 */
const ANONYMOUS_FREE = new Set(['openapi', 'index']);
/**
 * The Atom feeds, charged without a key to the pages' budget: they are the public site's
 * subscribe links, polled by feed readers for many readers behind one address, and carry what
 * the company page already shows under that budget. The archived documents too: the company
 * page and the feeds link each announcement's "copie archivée", which its readers open.
 */
const ANONYMOUS_FEEDS = new Set(['annonces.atom', 'entreprises.atom', 'documents.get']);

/** What access control keeps per plan (made once). */
interface PlanEntry {
  readonly plan: PlanDefinition;
  readonly counter: Counter;
  /** X-RateLimit-Limit's value. */
  readonly limit: string;
  /** Route id -> may this plan call it. */
  readonly allowed: Map<string, boolean>;
}

/** A key's counter key for a day, and the principal its requests are charged to. */
interface KeyDay {
  readonly window: QuotaWindow;
  readonly key: string;
  readonly principal: AccessPrincipal;
}

/** Methods as node:http gives them are upper case already: no new string for those. */
function upperMethod(method: string): string {
  return method === 'GET' || method === 'HEAD' ? method : method.toUpperCase();
}

const KEY_HASHES_REMEMBERED = 10_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function refuse(problem: AccessProblem): AccessCheckResult {
  return { ok: false, problem };
}
