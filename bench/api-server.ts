import { createServiceLogger } from '../platform/logger.ts';
import { coreModule } from '../api/core-module.ts';
import { apiSettings } from '../api/settings.ts';
import { startApiServer } from '../api/start-api.ts';
import { loadConfig } from '../platform/config.ts';
import { openStore } from '../publish/store/open-store.ts';

/**
 * The API as the benchmark runs it beside nginx and node:http: `node
 * bench/api-server.ts 1` with the usual settings in the environment, startApiServer in this
 * process as `npm run serve` does with API_WORKERS=1, the core alone (the webhooks' idle delivery
 * worker and emitter, and the reports, are nothing a read benchmark would see). Several workers are measured through
 * `npm run serve` itself (cli/serve.ts, API_WORKERS), in bench/api-bench.ts.
 */
if (process.argv[2] !== undefined && process.argv[2] !== '1') {
  console.error(`usage: api-server.ts [1]: one process (workers: cli/serve.ts with API_WORKERS), got ${process.argv[2]}`);
  process.exit(2);
}

const config = loadConfig(process.env);
const logger = createServiceLogger({ level: config.logLevel });
const api = await startApiServer({ config, settings: apiSettings(config.settings), store: openStore(config.storeUrl, config.env), logger, modules: [coreModule] });
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
