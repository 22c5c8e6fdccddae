import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { AccessControl } from '../../../api/access-seam.ts';
import type { ModuleContract } from '../../../api/api-module.ts';
import type { Route } from '../../../api/route.ts';
import type { BulkExports } from '../../../api/bulk-export-service.ts';
import { createHttpServer, type ApiHttpServer } from '../../../api/http-server.ts';
import type { ApiSettings } from '../../../api/settings.ts';
import type { SnapshotArchive } from '../../../api/snapshot-archive.ts';
import { SnapshotHolder, type SnapshotLoader } from '../../../api/snapshot-holder.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';
import { coreApp, type CoreApp } from './core-app.ts';
import { expectOpenApiValid } from './openapi-validator.ts';
import { createTempWarehouse, fillApiFixture } from './fixture-warehouse.ts';
import { request, type RawResponse } from './http-request.ts';
import { memorySnapshot } from './memory-snapshot.ts';

export const SITE_URL = 'https://annonces.test';

export interface RunningApi {
  baseUrl: string;
  app: CoreApp;
  holder: SnapshotHolder;
  http: ApiHttpServer;
  /** GET (or another method) through the real server; every response is checked against the OpenAPI document. */
  call(target: string, options?: { method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawResponse>;
  close(): Promise<void>;
}

/** Starts the real app on 127.0.0.1:0 over the given snapshot loader. */
export async function startApi(options: {
  load?: SnapshotLoader;
  snapshot?: SnapshotReader;
  access?: AccessControl;
  settings?: Partial<ApiSettings>;
  pollSeconds?: number;
  /** The bulk files service (GET /v1/exports); without it those routes answer 503 exports_unavailable. */
  exports?: BulkExports;
  /** The snapshots the server can serve besides the current one (the change feed's history); default: the current one only. */
  archive?: SnapshotArchive;
  /** Where the server logs (access log included, every success sampled out unless `accessLogSample` says otherwise). */
  logger?: Logger;
  accessLogSample?: number;
  /** Routes and contracts of modules (SERVED_MODULES_OFF: what `npm run serve` mounts); default: the core alone. */
  modules?: { routes: readonly Route[]; contracts: readonly ModuleContract[] };
}): Promise<RunningApi> {
  const holder = new SnapshotHolder({ load: options.load ?? (async () => options.snapshot ?? null), pollSeconds: options.pollSeconds ?? 0 });
  await holder.start();
  const app = coreApp({
    snapshots: holder,
    ...(options.access ? { access: options.access } : {}),
    ...(options.exports ? { exports: options.exports } : {}),
    ...(options.archive ? { archive: options.archive } : {}),
    settings: options.settings ?? {},
    ...(options.modules ? { routes: options.modules.routes, contracts: options.modules.contracts } : {}),
  });
  const http = createHttpServer(app, options.logger ? { logger: options.logger, accessLogSample: options.accessLogSample ?? 0 } : {});
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    app,
    holder,
    http,
    async call(target, callOptions = {}) {
      const response = await request(baseUrl, target, callOptions);
      expectOpenApiValid(callOptions.method ?? 'GET', target, response);
      return response;
    },
    async close() {
      holder.stop();
      await http.shutdown(1000);
    },
  };
}

/** The fixture warehouse built into an in-memory snapshot. */
export async function fixtureSnapshot(id = '20261121T020000Z', bulk = 260): Promise<SnapshotReader & { files: Map<string, Buffer> }> {
  const temp = await createTempWarehouse();
  try {
    await fillApiFixture(temp.warehouse, bulk);
    return await memorySnapshot(id, await buildArtefacts(temp.warehouse, { siteUrl: SITE_URL }));
  } finally {
    temp.cleanup();
  }
}
