import { pino } from 'pino';
import { ConfigError, type Config } from '../platform/config.js';
import { loadCliConfig } from './cli-config.js';
import { EXIT } from './command-line.js';
import { openStore } from '../publish/store/open-store.js';
import { accessConfig } from '../api/access/settings.js';
import { apiSettings, type ApiSettings } from '../api/settings.js';
import { startApiServer } from '../api/start-api.js';

/**
 * `npm run serve`: the API alone, from the snapshot `current` points at. Checks every setting
 * first, then listens until SIGTERM/SIGINT, which drain in-flight requests before exiting.
 * Exit codes: 0 stopped by a signal, 2 could not start (bad setting, port in use).
 */
async function main(): Promise<void> {
  let config: Config;
  let settings: ApiSettings;
  try {
    config = loadCliConfig(process.env);
    settings = apiSettings(config.settings);
    // Read now so that a broken PLANS_FILE stops the start, not the first request.
    accessConfig(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration invalide : ${error.message}\n`);
      process.exit(EXIT.usage);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const api = await startApiServer({ config, settings, store: openStore(config.storeUrl, config.env), logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    await api.close();
    logger.info('stopped');
    process.exit(EXIT.ok);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Everything before listening is the start (docs/architecture.md, "Command lines"): a port
  // in use or an unreachable store means the command could not start, not a failed run.
  process.stderr.write(`Échec du démarrage de l’API : ${(error as Error).message}\n`);
  process.exit(EXIT.usage);
});
