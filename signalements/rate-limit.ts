/**
 * A sliding-window limit per client, in this process's memory: `limit` accepted submissions in
 * any `windowMs`. Kept in memory on purpose (docs/signalements.md, "Limits"): it guards the
 * store, it does not need to survive a restart, and with several instances each enforces it
 * (a client gets at most limit x instances). The map is bounded: clients whose window is over
 * are forgotten once it holds `maxClients`.
 */
export class RateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly options: { limit: number; windowMs: number; now: () => number; maxClients?: number },
  ) {}

  /** Takes one submission for `client`: allowed, or the seconds until one is (Retry-After). */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.options.now();
    const since = now - this.options.windowMs;
    const recent = (this.hits.get(client) ?? []).filter((t) => t > since);
    if (recent.length >= this.options.limit) {
      this.hits.set(client, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(client, recent);
    if (this.hits.size > (this.options.maxClients ?? 100_000)) this.forget(since);
    return { ok: true };
  }

  private forget(since: number): void {
    for (const [client, times] of this.hits) if (times.every((t) => t <= since)) this.hits.delete(client);
  }
}
