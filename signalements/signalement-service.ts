import { randomBytes } from 'node:crypto';
import { RateLimit } from './rate-limit.js';
import type { Origine, Signalement, SignalementInput } from './signalement.js';
import type { SignalementStore } from './state/signalement-store.js';

export interface SignalementLimits {
  /** Reports accepted per client and per hour (API and form together). */
  perClientPerHour: number;
  /** Open reports kept at most: past it every new report is refused (503 signalements_full). */
  maxOpen: number;
  /** Largest request body accepted, in bytes (413 beyond). */
  bodyBytes: number;
}

export const DEFAULT_LIMITS: SignalementLimits = { perClientPerHour: 10, maxOpen: 10_000, bodyBytes: 4096 };

export type SubmitOutcome =
  | { ok: true; signalement: Signalement }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'full' };

/** What the module counted since the process started (GET /metrics). */
export interface SubmitCounters {
  received: number;
  refused: { rate_limited: number; full: number };
}

export interface SignalementServiceOptions {
  limits: SignalementLimits;
  /** Epoch milliseconds (rate windows, form tokens). */
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

/** Reports as the routes take them in: the client's limit first, then the store (and its cap). */
export class SignalementService {
  readonly counters: SubmitCounters = { received: 0, refused: { rate_limited: 0, full: 0 } };
  readonly limits: SignalementLimits;
  readonly now: () => number;
  readonly formSecret: Buffer;
  readonly siteUrl: string | null;
  private readonly rate: RateLimit;

  constructor(
    readonly store: SignalementStore,
    options: SignalementServiceOptions,
  ) {
    this.limits = options.limits;
    this.now = options.now;
    this.formSecret = options.formSecret;
    this.siteUrl = options.siteUrl;
    this.rate = new RateLimit({ limit: options.limits.perClientPerHour, windowMs: 3_600_000, now: options.now });
  }

  async submit(input: SignalementInput, origine: Origine, client: string): Promise<SubmitOutcome> {
    const allowed = this.rate.take(client);
    if (!allowed.ok) {
      this.counters.refused.rate_limited += 1;
      return { ok: false, reason: 'rate_limited', retryAfterSeconds: allowed.retryAfterSeconds };
    }
    const created = await this.store.create(input, { id: `sig_${randomBytes(8).toString('hex')}`, origine, now: this.now(), maxOpen: this.limits.maxOpen });
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
  discard(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    return this.rate.take(client);
  }
}
