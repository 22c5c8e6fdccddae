import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { apiSettings } from '../../api/settings.ts';
import { loadConfig } from '../../platform/config.ts';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import { FsStore } from '../../publish/store/fs-store.ts';
import type { SignalementLimits } from '../../signalements/signalement-service.ts';
import type { SignalementStore } from '../../signalements/state/signalement-store.ts';
import { openSqliteSignalementStore } from '../../signalements/state/sqlite-signalement-store.ts';
import { startApiServer } from '../../api/start-api.ts';
import { servedModules } from '../../cli/served-api-modules.ts';
import { createTempWarehouse, fillApiFixture } from '../api/helpers/fixture-warehouse.ts';
import { request } from '../api/helpers/http-request.ts';

/**
 * The API as `npm run serve` composes it, reports mounted, on 127.0.0.1:0, serving a snapshot
 * published from the API tests' fixture warehouse (so a report can name a company and an
 * announcement that exist), with the reports' clock injected.
 */
export interface SignalementServer {
  url: string;
  /** host:port, as a browser on this server's pages sends it in Origin. */
  host: string;
  dir: string;
  /** A second connection to the same report database, as `pipeline revue` opens it. */
  store: SignalementStore;
  /** Companies and announcements of the served snapshot. */
  known: { ridet: string; annonceId: string; otherRidet: string };
  close(): Promise<void>;
}

/** RIDETs of the fixture (test/api/helpers/fixture-warehouse.ts) that the snapshot holds. */
export const FIXTURE_RIDETS = ['1234567001', '7654321002'] as const;

export async function startSignalementServer(options: { now: () => number; limits?: Partial<SignalementLimits>; env?: Record<string, string> }): Promise<SignalementServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-signalements-'));
  const objects = new FsStore(path.join(dir, 'store'));
  const temp = await createTempWarehouse();
  try {
    await fillApiFixture(temp.warehouse, 30);
    await publishFromWarehouse({ warehouse: temp.warehouse, store: objects, siteUrl: 'https://annonces.test', runIds: ['run-test'], testing: { codeVersion: 'test' } });
  } finally {
    temp.cleanup();
  }
  const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: '', ...options.env });
  const api = await startApiServer({
    config,
    settings: apiSettings(config.settings),
    store: objects,
    logger: pino({ level: 'silent' }),
    modules: servedModules({ webhooks: false, signalements: { now: options.now, ...(options.limits ? { limits: options.limits } : {}) } }),
  });
  const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
  // The fixture's own announcements have readable ids; its bulk ones have ids of the real shape.
  const feed = await request(api.url, '/v1/annonces?limit=100');
  const first = (feed.json.data as Array<{ id: string }>).find((a) => /^[0-9a-f]{20}$/.test(a.id));
  return {
    url: api.url,
    host: new URL(api.url).host,
    dir,
    store,
    known: { ridet: FIXTURE_RIDETS[0], otherRidet: FIXTURE_RIDETS[1], annonceId: first!.id },
    async close() {
      await store.close();
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
