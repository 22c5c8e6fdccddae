import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { FsStore } from './fs-store.js';
import { MemoryStore } from './memory-store.js';
import type { ObjectStore } from './object-store.js';
import { s3ClientConfig, S3Store } from './s3-store.js';
import { StoreError } from './store-error.js';

import type { Env } from '../../platform/settings/index.js';

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
    return new S3Store({ bucket, prefix, client: new S3Client(s3ClientConfig(env)) });
  }
  if (url.startsWith('memory://')) return new MemoryStore(url);
  throw new StoreError('store_invalid_url', `[store] expected file://<dir>, s3://<bucket>/<prefix> or memory://, got ${JSON.stringify(url)}`);
}
