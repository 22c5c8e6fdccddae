import { fileURLToPath } from 'node:url';
import { DeferredStore } from './deferred-store.ts';
import { FsStore } from './fs-store.ts';
import { MemoryStore } from './memory-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3ClientConfig } from './s3-client-config.ts';
import { StoreError } from './store-error.ts';

import type { Env } from '../../platform/settings/index.ts';

/**
 * The driver for a store URL: `file://<dir>` (absolute `file:///abs` or relative `file://rel`),
 * `s3://<bucket>/<prefix>` (client settings from `env`, see s3ClientConfig), or `memory://`.
 *
 * @example
 * const store = openStore('s3://annonces/prod', config.env);
 */
export function openStore(url: string, env: Env = {}): ObjectStore {
  if (url.startsWith('file://')) {
    const dir = url.startsWith('file:///') ? fileURLToPath(url) : decodeURIComponent(url.slice('file://'.length));
    if (dir === '') throw new StoreError('store_invalid_url', `[store] [fs] expected file://<dir>, got ${JSON.stringify(url)}`);
    return new FsStore(dir);
  }
  if (url.startsWith('s3://')) {
    const rest = url.slice('s3://'.length);
    const slash = rest.indexOf('/');
    const bucket = slash === -1 ? rest : rest.slice(0, slash);
    const prefix = slash === -1 ? '' : rest.slice(slash + 1).replace(/^\/+|\/+$/g, '');
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      throw new StoreError('store_invalid_url', `[store] [s3] expected s3://<bucket>/<prefix> with a valid bucket name, got ${JSON.stringify(url)}`);
    }
    // The settings are checked now; the SDK loads when the store is first used (deferred-store.ts).
    const config = s3ClientConfig(env);
    // The URL S3Store reports (prefix with its slash), known before the driver exists.
    return new DeferredStore(`s3://${bucket}/${prefix === '' ? '' : `${prefix}/`}`, async () => {
      const [{ S3Client }, { S3Store }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3-store.ts')]);
      return new S3Store({ bucket, prefix, client: new S3Client(config) });
    });
  }
  if (url.startsWith('memory://')) return new MemoryStore(url);
  throw new StoreError('store_invalid_url', `[store] expected file://<dir>, s3://<bucket>/<prefix> or memory://, got ${JSON.stringify(url)}`);
}
