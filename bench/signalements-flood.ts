import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { apiSettings } from '../api/settings.ts';
import { deriveCompanies } from '../pipeline/load/derive-companies.ts';
import { ANNOUNCEMENT_COLUMNS } from '../pipeline/warehouse/schema.ts';
import { openWarehouse } from '../pipeline/warehouse/warehouse.ts';
import { loadConfig } from '../platform/config.ts';
import { publishFromWarehouse } from '../publish/publish-warehouse.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import { startApiServer } from '../api/start-api.ts';
import { servedModules } from '../cli/served-api-modules.ts';

/**
 * The issue's flood of readers' reports against a running API with the production defaults
 * (10 reports an hour per client, 10,000 open at most, the network share of the day):
 * `addresses` clients of one IPv4 /22 (four /24 networks, a rented range) each send 10 reports,
 * `width` at a time, through a trusted proxy (X-Forwarded-For gives each its address); then a
 * reader elsewhere sends one. Written with what both the code before the network share and the
 * code after it offer, so that the same file measures both:
 * `node bench/signalements-flood.ts <dir> [addresses]`.
 */
export interface FloodResult {
  requests: number;
  ms: number;
  stored: number;
  /** Answers by status and code. */
  answers: Record<string, number>;
  /** What the reader from elsewhere got afterwards. */
  bystander: string;
}

const RIDET = '1234567001';

export async function flood(dir: string, addresses: number, width = 50): Promise<FloodResult> {
  fs.mkdirSync(dir, { recursive: true });
  const objects = new FsStore(path.join(dir, 'store'));
  const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
  try {
    await warehouse.run(
      `INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES ('0123456789abcdef0123', 'JONC', 'flood', '${RIDET}', true, 'ENTREPRISE', 'creation', 'AVIS', 'Résumé', DATE '2025-01-01',
       NULL, NULL, NULL, NULL, NULL, '[]'::JSON, 'Texte', 'https://example.test/1', TIMESTAMP '2026-01-01 00:00:00', repeat('e', 64), 'bench', 'bench')`,
    );
    await deriveCompanies(warehouse, null);
    await publishFromWarehouse({ warehouse, store: objects, siteUrl: 'https://annonces.test', runIds: ['bench'] });
  } finally {
    warehouse.close();
  }
  const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: '', TRUST_PROXY: 'true' });
  const api = await startApiServer({ config, settings: apiSettings(config.settings), store: objects, logger: pino({ level: 'silent' }), modules: servedModules({ webhooks: false }) });
  const post = async (address: string): Promise<string> => {
    const res = await fetch(`${api.url}/v1/signalements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ ridet: RIDET, champ: 'autre', commentaire: `Signalement depuis ${address}, pour remplir la file.` }),
    });
    const body = (await res.json()) as { code?: string };
    return res.status === 201 ? '201' : `${res.status} ${body.code ?? ''}`;
  };
  try {
    const tasks = Array.from({ length: addresses * 10 }, (_, i) => {
      const n = i % addresses;
      return `10.1.${n >> 8}.${n & 255}`;
    });
    const answers: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < tasks.length) {
          const answer = await post(tasks[next++]!);
          answers[answer] = (answers[answer] ?? 0) + 1;
        }
      }),
    );
    const ms = performance.now() - started;
    return { requests: tasks.length, ms, stored: answers['201'] ?? 0, answers, bystander: await post('198.51.100.7') };
  } finally {
    await api.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, addresses] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node bench/signalements-flood.ts <dir> [addresses]');
  console.log(JSON.stringify(await flood(dir, Number(addresses ?? 1000))));
  process.exit(0);
}
