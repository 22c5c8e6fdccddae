import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiServer, type StartedApi } from '../../../api/start-api.ts';
import { servedModules, type ServedModulesOptions } from '../../../cli/served-api-modules.ts';
import type { WebhookRuntime } from '../../../webhooks/start-webhooks.ts';
import { loadConfig } from '../../../platform/config.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import type { PublishResult } from '../../../publish/snapshot/snapshot-types.ts';
import { FsStore } from '../../../publish/store/fs-store.ts';
import type { Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { SITE_URL } from './api-harness.ts';
import { request, type RawResponse } from './http-request.ts';
import { expectOpenApiValid } from './openapi-validator.ts';
import { memoryLogger } from './memory-logger.ts';

/** A real local object store in a temp folder, with the folder it lives in. */
export function tempStore(): { dir: string; storeDir: string; store: FsStore; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-served-'));
  const storeDir = path.join(dir, 'store');
  return { dir, storeDir, store: new FsStore(storeDir), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Publishes what the warehouse holds now, as the nightly publish does. */
export async function publishWarehouse(store: FsStore, warehouse: Warehouse, at: string): Promise<PublishResult> {
  const built = await buildArtefacts(warehouse, { siteUrl: SITE_URL });
  return publishSnapshot(store, { ...built, runIds: [`run-${at}`], codeVersion: 'test' }, { now: new Date(at) });
}

export interface ServedStore {
  baseUrl: string;
  api: StartedApi;
  /** The webhook runtime (tests drive its emitter and worker), null when turned off. */
  webhooks: WebhookRuntime | null;
  /** Every JSON line the server logged so far. */
  logs(): Array<Record<string, unknown>>;
  /** A request through the real server; every response is checked against the OpenAPI document. */
  call(target: string, options?: { method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * The real composition (startApiServer: snapshot holder, archive, access control, metrics,
 * webhooks unless turned off) listening on 127.0.0.1, over a local store, logging into memory.
 */
export async function serveStore(options: {
  dir: string;
  storeDir: string;
  env?: Record<string, string>;
  webhooks?: ServedModulesOptions['webhooks'];
}): Promise<ServedStore> {
  const { logger, lines } = memoryLogger();
  // PORT=0: any free port, the one it got is in api.url.
  let webhooks: WebhookRuntime | null = null;
  const api = await startApiServer({
    config: loadConfig({
      DATA_DIR: options.dir,
      STORE_URL: `file://${options.storeDir}`,
      HOST: '127.0.0.1',
      PORT: '0',
      KEYS_FILE: path.join(options.dir, 'keys.json'),
      SNAPSHOT_POLL_SECONDS: '1',
      REDIS_URL: '',
      ...options.env,
    }),
    store: new FsStore(options.storeDir),
    logger,
    modules: servedModules({ webhooks: options.webhooks ?? false, webhooksStarted: (runtime) => (webhooks = runtime) }),
  });
  return {
    baseUrl: api.url,
    api,
    webhooks,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async call(target, callOptions = {}) {
      const response = await request(api.url, target, callOptions);
      expectOpenApiValid(callOptions.method ?? 'GET', target, response);
      return response;
    },
    close: () => api.close(),
  };
}
