/**
 * A sliding-window limit per client, in this process's memory: `limit` accepted submissions in
 * any `windowMs`. Kept in memory on purpose (docs/signalements.md, "Limits"): it guards the
 * store, it does not need to survive a restart, and with several instances each enforces it
 * (a client gets at most limit x instances).
 *
 * The table holds at most `maxClients` clients (REPORTS_RATE_LIMIT_CLIENTS) and a take costs the same whatever it holds: the
 * clients are kept least recently seen first (a Map keeps insertion order, and a take moves its
 * client to the end), so the ones to forget are always at the front. Past the bound, the least
 * recently seen client is forgotten even inside its window: it gets a fresh budget, which costs
 * an attacker `maxClients` other addresses in the same hour to arrange; the per-network daily
 * share and the cap of open reports, kept in the database, still hold.
 */
export class RateLimit {
  private readonly hits = new Map<string, number[]>();
  private readonly maxClients: number;

  private readonly options: { limit: number; windowMs: number; now: () => number; maxClients?: number };
  constructor(options: { limit: number; windowMs: number; now: () => number; maxClients?: number }) {
    this.options = options;
    this.maxClients = options.maxClients ?? 100_000;
  }

  /** Clients remembered now (at most `maxClients`). */
  get clients(): number {
    return this.hits.size;
  }

  /** Takes one submission for `client`: allowed, or the seconds until one is (Retry-After). */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.options.now();
    const since = now - this.options.windowMs;
    // At most `limit` times per client: filtering them is constant work.
    const recent = (this.hits.get(client) ?? []).filter((t) => t > since);
    this.hits.delete(client);
    this.hits.set(client, recent);
    if (recent.length >= this.options.limit) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.forget(since);
    return { ok: true };
  }

  /** Drops, from the least recently seen, clients whose window is over and any beyond the bound. */
  private forget(since: number): void {
    for (;;) {
      const oldest = this.hits.keys().next();
      if (oldest.done) return;
      const times = this.hits.get(oldest.value)!;
      const over = times.length === 0 || times[times.length - 1]! <= since;
      if (!over && this.hits.size <= this.maxClients) return;
      this.hits.delete(oldest.value);
    }
  }
}
