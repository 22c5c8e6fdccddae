import { AppError } from '../../kernel/errors/app-error.ts';
/** Stable codes callers can branch on; the message says where it came from (`[store] [fs] ...`). */
export type StoreErrorCode =
  | 'store_invalid_url'
  | 'store_invalid_key'
  | 'store_read_failed'
  | 'store_write_failed'
  | 'store_list_failed'
  | 'store_delete_failed';

/**
 * A store failure. The message ends with its cause, so a run report or a log line says what
 * actually happened (`ECONNREFUSED`, `ENOSPC: no space left on device`, an S3 error name)
 * without anyone having to dig into `cause`.
 */
export class StoreError extends AppError<StoreErrorCode> {
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, options?.cause === undefined ? message : `${message}: ${describeCause(options.cause)}`, options);
  }
}

/** One line naming a low-level failure: its system code when it has one, and its message(s). */
export function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as NodeJS.ErrnoException).code;
  // Node's network errors are often an AggregateError with an empty message (one per address).
  const inner = cause instanceof AggregateError ? cause.errors.map((e) => describeCause(e)).join('; ') : '';
  const message = cause.message || inner || cause.name;
  const head = typeof code === 'string' && !message.includes(code) ? `${code} ` : '';
  const nested = cause.cause !== undefined && cause.cause !== cause ? ` (${describeCause(cause.cause)})` : '';
  return `${head}${message}${inner && cause.message ? ` [${inner}]` : ''}${nested}`;
}

/**
 * Keys are relative `/`-separated paths. Rejecting `..`, empty segments and leading slashes here
 * keeps every driver from escaping its root (fs) or creating keys other drivers cannot mirror.
 */
export function checkKey(driver: string, key: string): void {
  if (
    key === '' ||
    key.startsWith('/') ||
    key.endsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new StoreError('store_invalid_key', `[store] [${driver}] invalid key ${JSON.stringify(key)}: expected a relative path without empty, "." or ".." segments`);
  }
}

export function checkLimit(driver: string, limit: number | undefined): number {
  if (limit === undefined) return 1000;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new StoreError('store_invalid_key', `[store] [${driver}] list limit: expected an integer 1..1000, got ${String(limit)}`);
  }
  return limit;
}

export function toBuffer(body: Buffer | Uint8Array | string): Buffer {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  return Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}
