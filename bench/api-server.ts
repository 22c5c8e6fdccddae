import cluster from 'node:cluster';
import { createServiceLogger } from '../platform/logger.js';
import { apiSettings } from '../api/settings.js';
import { startApiServer } from '../api/start-api.js';
import { loadConfig } from '../platform/config.js';
import { openStore } from '../publish/store/open-store.js';

/**
 * The API as the benchmark runs it: `node --import tsx bench/api-server.ts <workers>` with the
 * usual settings in the environment. One worker: startApiServer in this process, as
 * `npm run serve` does. More: a node:cluster primary forking that many workers, which share
 * the port (the kernel hands connections round-robin), each with its own snapshot, body cache
 * and search engine. Webhooks are off (an idle delivery worker and emitter, nothing a read
 * benchmark would see; several processes on one SQLite file is not a supported deployment).
 */
const workers = Number(process.argv[2] ?? '1');
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`usage: api-server.ts <workers >= 1>, got ${process.argv[2]}`);
  process.exit(2);
}

async function serve(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createServiceLogger({ level: config.logLevel });
  const api = await startApiServer({ config, settings: apiSettings(config.settings), store: openStore(config.storeUrl, config.env), logger });
  process.on('SIGTERM', () => {
    void api.close().then(() => process.exit(0));
  });
}

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  await serve();
}
