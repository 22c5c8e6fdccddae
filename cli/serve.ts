import os from 'node:os';
import { ConfigError } from '../platform/settings/config-error.ts';
import { createProgram, EXIT, ExitCode, isEntryPoint, processIo, runProgram, type CliProcessIo } from './command-line.ts';
import { frenchErrorMessage } from './french-errors.ts';
import type { PlannedPort } from './ports.ts';

/**
 * `npm run serve`: the API alone, from the snapshot `current` points at. Checks every setting
 * and that PORT is free first, then listens until SIGTERM/SIGINT, which drain in-flight
 * requests before exiting. Listens on the socket it was handed instead when there is one
 * (LISTEN_FDS/LISTEN_PID, systemd socket activation: cli/inherited-socket.ts, docs/api.md).
 * With API_WORKERS > 1 (by default, one per core) this process is the primary of that many
 * workers sharing the socket (cli/api-cluster.ts); SIGTERM drains every one of them.
 * Exit codes: 0 stopped by a signal (or --help), 2 could not start (bad option or setting,
 * port in use, unusable handed socket, unreachable store).
 */
export async function runServeCli(argv: readonly string[], io: CliProcessIo): Promise<number> {
  const output = { out: io.out, err: io.err };
  const exit = new ExitCode();
  const program = createProgram('serve', 'Sert l’API seule, depuis l’instantané courant, sur HOST:PORT (réglages : docs/configuration.md).', output)
    .helpCommand(false)
    .action(async () => {
      // The API, its modules and their clients load once the server is asked for, not for --help.
      const [{ loadCliConfig }, { apiSettings }, { accessConfig }, { SERVED_PLAN_FIELDS }, { inheritedSocket, inheritedSocketError }, { checkPortsFree, portError }, { createServiceLogger }] = await Promise.all([
        import('./cli-config.ts'),
        import('../api/settings.ts'),
        import('../api/access/settings.ts'),
        import('./served-plan-fields.ts'),
        import('./inherited-socket.ts'),
        import('./ports.ts'),
        import('../platform/logger.ts'),
      ]);
      const config = loadCliConfig(io.env);
      const settings = apiSettings(config.settings);
      // Read now so that a broken PLANS_FILE stops the start, not the first request.
      accessConfig(config, SERVED_PLAN_FIELDS);
      const socket = inheritedSocket(io.env);
      const planned: PlannedPort = { setting: 'PORT', port: config.port, host: config.host, derivedFrom: null };
      // A handed socket is already bound: HOST and PORT are not used, nothing to probe.
      if (!socket) await checkPortsFree([planned]);
      const logger = createServiceLogger({ level: config.logLevel });
      const workers = config.settings.API_WORKERS ?? os.availableParallelism();
      // The probe above and this listen may still lose a race to another program: same message.
      const listenError = async (error: unknown): Promise<never> => {
        throw socket ? inheritedSocketError(socket, error) : await portError(planned, error);
      };
      const api =
        workers > 1
          ? await (await import('./api-cluster.ts')).startApiCluster({ workers, env: io.env, logger, shutdownGraceSeconds: settings.shutdownGraceSeconds, counterKeys: config.settings.QUOTA_COUNTER_KEYS, ...(socket ? { socket } : {}) }).catch(listenError)
          : await startInProcess().then(({ startApiServer, openStore, servedModules }) =>
              startApiServer({
                config,
                settings,
                store: openStore(config.storeUrl, config.env),
                logger,
                modules: servedModules(),
                ...(socket ? { socket } : {}),
              }).catch(listenError),
            );

      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        logger.info({ signal }, 'shutting down: draining in-flight requests');
        await api.close();
        logger.info('stopped');
        io.process.exit(EXIT.ok);
      };
      io.process.on('SIGTERM', () => void stop('SIGTERM'));
      io.process.on('SIGINT', () => void stop('SIGINT'));
    });

  // Everything before listening is the start (docs/architecture.md, "Command lines"): a bad
  // setting, a port in use or an unreachable store means the command could not start (2).
  return runProgram(program, argv, exit, {
    output,
    failureExitCode: EXIT.usage,
    formatError: (error) => {
      const { code, message } = frenchErrorMessage(error);
      return `${ConfigError.is(error) ? 'Configuration invalide' : 'Échec du démarrage de l’API'}${code === null ? '' : ` [${code}]`} : ${message}`;
    },
  });
}

/** What one process serving the API alone loads (with API_WORKERS > 1, each worker: cli/api-worker.ts). */
async function startInProcess() {
  const [{ startApiServer }, { openStore }, { servedModules }] = await Promise.all([
    import('../api/start-api.ts'),
    import('../publish/store/open-store.ts'),
    import('./served-api-modules.ts'),
  ]);
  return { startApiServer, openStore, servedModules };
}

if (isEntryPoint(import.meta.url)) process.exitCode = await runServeCli(process.argv.slice(2), processIo());
