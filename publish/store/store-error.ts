import { AppError } from '../../kernel/errors/app-error.js';
/** Stable codes callers can branch on; the message says where it came from (`[store] [fs] ...`). */
export type StoreErrorCode =
  | 'store_invalid_url'
  | 'store_invalid_key'
  | 'store_read_failed'
  | 'store_write_failed'
  | 'store_list_failed'
  | 'store_delete_failed';

export class StoreError extends AppError<StoreErrorCode> {}

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
