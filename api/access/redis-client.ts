import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { redactSecrets } from '../../platform/redact-secrets.ts';

export interface RedisClientOptions {
  url: string;
  timeoutMs: number;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** How long start-up waits for a first connection before counting in memory. */
  connectWaitMs?: number;
}

/**
 * An ioredis client tuned for counters: no offline queue and a command timeout, so a Redis
 * outage makes commands fail at once (and the insurance limiters take over) instead of
 * holding requests. Outages are logged once when they start and once when they end.
 */
export async function connectRedis(options: RedisClientOptions): Promise<Redis> {
  // Loaded only when REDIS_URL is set. ioredis declares `class VerbatimString extends String`,
  // and V8 then holds String.prototype as a dictionary: every method called on a string (in
  // node:http's code and in ours) is looked up by V8's generic property load instead of inline
  // code, about a tenth of the API's instructions a request (docs/api-performance.md).
  const { Redis } = await import('ioredis');
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    commandTimeout: options.timeoutMs,
    maxRetriesPerRequest: 0,
    connectTimeout: Math.max(options.timeoutMs, 1_000),
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: true,
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.logger.warn({ err: error, redis: redactSecrets(options.url) }, 'redis unreachable: rate-limit counters fall back to per-instance memory');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    options.logger.info({ redis: redactSecrets(options.url) }, 'redis reachable again: rate-limit counters shared');
  });
  const waitMs = options.connectWaitMs ?? 5_000;
  // Redis down at start is the same situation as Redis down later: serve, warn, keep retrying.
  await Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  return client;
}
