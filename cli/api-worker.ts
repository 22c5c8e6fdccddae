import { AppError } from '../kernel/errors/app-error.ts';
import { createServiceLogger } from '../platform/logger.ts';
import { openStore } from '../publish/store/open-store.ts';
import { apiSettings } from '../api/settings.ts';
import type { IpcChannel } from '../api/cluster/ipc-channel.ts';
import { isMessage } from '../api/cluster/ipc-channel.ts';
import { startApiServer, type StartedApi } from '../api/start-api.ts';
import { loadCliConfig } from './cli-config.ts';
import { servedModules } from './served-api-modules.ts';
import { frenchErrorMessage } from './french-errors.ts';
import { WORKER_ENV, type WorkerListening, type WorkerStartFailed, type WorkerStop } from './api-worker-messages.ts';

/**
 * One API worker, forked by cli/api-cluster.ts (API_WORKERS > 1); not a command. The API as
 * `npm run serve` starts it, with its counters and /metrics going through the primary, on the
 * socket the primary shares. Stops on the primary's `annonces:stop`, on SIGTERM/SIGINT (a
 * terminal's Ctrl-C reaches every process of its group) and when the primary is gone: drains
 * in-flight requests, closes, exits 0.
 */
async function runWorker(): Promise<void> {
  const channel = process as unknown as IpcChannel;
  const send = (message: WorkerListening | WorkerStartFailed) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
  const fd = process.env[WORKER_ENV.socketFd];
  let api: StartedApi;
  const config = loadCliConfig(process.env);
  const logger = createServiceLogger({ level: config.logLevel }).child({ worker: Number(process.env[WORKER_ENV.index] ?? 0) });
  try {
    api = await startApiServer({
      config,
      settings: apiSettings(config.settings),
      store: openStore(config.storeUrl, config.env),
      logger,
      modules: servedModules(),
      worker: { channel },
      ...(fd ? { socket: { fd: Number(fd) } } : {}),
    });
  } catch (error) {
    const { code, message } = frenchErrorMessage(error);
    const failure = error as NodeJS.ErrnoException | null;
    await send({
      type: 'annonces:start-failed',
      code: AppError.is(error) ? code : null,
      message,
      errno: typeof failure?.code === 'string' && !AppError.is(error) ? failure.code : null,
      syscall: failure?.syscall ?? null,
    });
    process.exit(2);
  }
  await send({ type: 'annonces:listening', url: api.url });

  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ why }, 'API worker shutting down: draining in-flight requests');
    await api.close();
    process.exit(0);
  };
  channel.on('message', (message) => {
    if (isMessage<WorkerStop>(message, 'annonces:stop')) void stop('primary');
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // The primary died without a word (SIGKILL): nobody restarts or stops this worker any more.
  process.on('disconnect', () => void stop('primary gone'));
}

await runWorker();
