import { randomBytes } from 'node:crypto';
import { DAY_MS, noumeaDayStart } from '../kernel/time/noumea-day.ts';
import { networkOf } from './network-prefix.ts';
import { RateLimit } from './rate-limit.ts';
import type { Origine, Signalement, SignalementInput } from './signalement.ts';
import type { SignalementStore } from './state/signalement-store.ts';

export interface SignalementLimits {
  /** Reports accepted per client and per hour (API and form together). */
  perClientPerHour: number;
  /** Open reports kept at most: past it every new report is refused (503 signalements_full). */
  maxOpen: number;
  /**
   * Share of `maxOpen` one network (/24, /56) may send in a Nouméa day, all instances together
   * (REPORTS_NETWORK_DAILY_SHARE); at least one report a day.
   */
  networkDailyShare: number;
  /** Largest request body accepted, in bytes (413 beyond). */
  bodyBytes: number;
  /** Clients the per-client limit remembers at once (REPORTS_RATE_LIMIT_CLIENTS): its memory's bound. */
  rateLimitClients: number;
}

export const DEFAULT_LIMITS: SignalementLimits = { perClientPerHour: 10, maxOpen: 10_000, networkDailyShare: 0.01, bodyBytes: 4096, rateLimitClients: 100_000 };

/** Reports one network may send in a day under `limits`. */
export function networkDailyMax(limits: SignalementLimits): number {
  return Math.max(1, Math.floor(limits.networkDailyShare * limits.maxOpen));
}

/** Who sent a report: the per-client limit's key (the API key, else the address), the address, and the key if any. */
export interface ReportClient {
  limitKey: string;
  address: string | null;
  apiKey: string | null;
}

export type SubmitOutcome =
  | { ok: true; signalement: Signalement }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'network_share'; network: string; max: number; retryAfterSeconds: number }
  | { ok: false; reason: 'full' };

/** What the module counted since the process started (GET /metrics). */
export interface SubmitCounters {
  received: number;
  refused: { rate_limited: number; network_share: number; full: number };
}

export interface SignalementServiceOptions {
  limits: SignalementLimits;
  /** Epoch milliseconds (rate windows, days, form tokens). */
  now: () => number;
  /**
   * The form tokens' key, read from the store once when the module starts: the same for every
   * instance and it never changes, so no view of the form touches the database (reading it
   * there took a write transaction, which waits on any other writer).
   */
  formSecret: Buffer;
  /** The public site (SITE_URL), whose pages post the form; null when the process has none. */
  siteUrl: string | null;
}

/**
 * Reports as the routes take them in: the client's hourly limit first (in memory), then the
 * store, which checks in the transaction that stores the report its network's share of the day
 * and the cap of open reports (docs/signalements.md, "Limits").
 */
export class SignalementService {
  readonly counters: SubmitCounters = { received: 0, refused: { rate_limited: 0, network_share: 0, full: 0 } };
  readonly limits: SignalementLimits;
  readonly now: () => number;
  readonly formSecret: Buffer;
  readonly siteUrl: string | null;
  private readonly rate: RateLimit;

  readonly store: SignalementStore;
  constructor(
    store: SignalementStore,
    options: SignalementServiceOptions,
  ) {
    this.store = store;
    this.limits = options.limits;
    this.now = options.now;
    this.formSecret = options.formSecret;
    this.siteUrl = options.siteUrl;
    this.rate = new RateLimit({ limit: options.limits.perClientPerHour, windowMs: 3_600_000, now: options.now, maxClients: options.limits.rateLimitClients });
  }

  async submit(input: SignalementInput, origine: Origine, client: ReportClient): Promise<SubmitOutcome> {
    const allowed = this.rate.take(client.limitKey);
    if (!allowed.ok) {
      this.counters.refused.rate_limited += 1;
      return { ok: false, reason: 'rate_limited', retryAfterSeconds: allowed.retryAfterSeconds };
    }
    const now = this.now();
    const dayStart = noumeaDayStart(now);
    const network = networkOf(client.address);
    const max = networkDailyMax(this.limits);
    const created = await this.store.create(input, {
      id: `sig_${randomBytes(8).toString('hex')}`,
      origine,
      now,
      maxOpen: this.limits.maxOpen,
      client: { network, key: client.apiKey },
      networkShare: { since: dayStart, max },
    });
    if (!created.ok && created.reason === 'network_share') {
      this.counters.refused.network_share += 1;
      return { ok: false, reason: 'network_share', network, max, retryAfterSeconds: Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000)) };
    }
    if (!created.ok) {
      this.counters.refused.full += 1;
      return { ok: false, reason: 'full' };
    }
    this.counters.received += 1;
    return created;
  }

  /**
   * A honeypot was filled: counted against the client's limit like a real submission (a bot
   * retrying is still bounded), never stored.
   */
  discard(client: ReportClient): { ok: true } | { ok: false; retryAfterSeconds: number } {
    return this.rate.take(client.limitKey);
  }
}
