import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { ConfigError, type Config } from '../platform/config.ts';
import { checkAsOf, checkAsOfOrder } from '../pipeline/run/as-of.ts';
import { RunInputError } from '../pipeline/run/run-input-error.ts';
import { startDemoReceiver, type DemoReceiver } from './demo-webhook-receiver.ts';
import { loadCliConfig } from './cli-config.ts';
import { createProgram, EXIT, ExitCode, isEntryPoint, processIo, runProgram, type CliProcessIo } from './command-line.ts';
import { frenchErrorMessage, frenchRunReport } from './french-errors.ts';
import { demoKey, type DemoKey } from './demo-key.ts';
import { DEMO_READY, startInBackground, type DemoReadyMessage } from './demo-background.ts';
import { checkPortsFree, demoPorts, portError, PortUnavailableError } from './ports.ts';
import { todayInNoumea } from '../pipeline/run/run-id.ts';
import { createLogger, createServiceLogger, type Logger } from '../platform/logger.ts';
import { demoPipelineLog } from './demo-console.ts';
import { acquireRunLock, RunLockedError } from '../pipeline/run/run-lock.ts';
import type { SampleSites } from '../simulator/sample-sites/server.ts';
import type { Warehouse } from '../pipeline/warehouse/warehouse.ts';
import { openStore } from '../publish/store/open-store.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import { accessConfig, keysFilePath } from '../api/access/settings.ts';
import { SERVED_PLAN_FIELDS } from './served-plan-fields.ts';

/**
 * `npm start [-- --as-of YYYY-MM-DD] [--force] [--background]`: the embedded default end to end. Offline
 * sample sources on 127.0.0.1 -> pipeline run of every source -> snapshot in the local store ->
 * API on PORT, with webhooks configured for local use (http:// receivers on 127.0.0.1 allowed,
 * unlike the production default), a demo receiver that prints what it gets, and an API key for
 * the user. A second start reuses data/: every document is already archived, so the run adds
 * nothing. `--as-of` sees the sources at an earlier date, so that a later
 * `npm run pipeline -- run --as-of <date>` plays "the next night" (README, webhooks).
 *
 * Ports and settings are checked before any work; exit 2 when the demo cannot start (bad option
 * or setting, a port in use, a run in progress), 1 when it fails on the way.
 */
interface DemoOptions {
  asOf?: string;
  background?: boolean;
  force?: boolean;
}

/** What the demo started, closed on a failure or a signal. */
interface Running {
  /** The API: one process's, or the primary's handle on its workers (API_WORKERS). */
  api?: { close(): Promise<void> };
  receiver?: DemoReceiver;
  sites?: SampleSites;
  pidFile?: string;
}

export async function runDemoCli(argv: readonly string[], io: CliProcessIo): Promise<number> {
  const output = { out: io.out, err: io.err };
  const exit = new ExitCode();
  const running: Running = {};

  const program = createProgram('npm start --', 'La démonstration de bout en bout : sources hors ligne, exécution du pipeline, publication, API sur PORT, récepteur de webhooks et clé d’API de démonstration.', output)
    .helpCommand(false)
    .option('--as-of <date>', 'date AAAA-MM-JJ à laquelle les sources sont vues (par défaut : aujourd’hui à Nouméa)', (value) => {
      const checked = checkAsOf(value);
      if (!checked.ok) throw new InvalidArgumentError(checked.message);
      return checked.asOf;
    })
    .option('--force', 'passe outre les garde-fous de la démonstration comme pipeline run --force : --as-of antérieur à la dernière exécution réussie, diminution de l’instantané, publication par-dessus un retour arrière')
    .option('--background', 'lance la démo en arrière-plan et rend la main quand l’API répond (journal : <DATA_DIR>/demo/demo.log ; arrêt : kill $(cat <DATA_DIR>/demo/demo.pid))')
    .action(async (options: DemoOptions) => {
      // The demo's defaults, which the environment may still override.
      const env = { WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', ...io.env };
      const config = loadCliConfig(env);
      const asOf = options.asOf ?? todayInNoumea();
      const force = options.force ?? false;
      if (options.background) {
        // Refused here, the demo's own process (a second cold start) is not paid for nothing.
        const beforeStart = () => refuseEarlierAsOf(config, asOf, force);
        exit.code = await startInBackground({ config, argv: argv.filter((a) => a !== '--background'), output, beforeStart });
        return;
      }
      await startDemo(config, env, asOf, force, running, io);
    });

  const code = await runProgram(program, argv, exit, {
    output,
    failureExitCode: EXIT.failed,
    // Could not start (docs/architecture.md, "Command lines"): a setting, a port, a run in progress.
    failureExitCodeOf: (error) => (ConfigError.is(error) || PortUnavailableError.is(error) || RunLockedError.is(error) ? EXIT.usage : null),
    formatError: (error) => {
      const { code, message } = frenchErrorMessage(error);
      const what = ConfigError.is(error) ? 'Configuration invalide' : PortUnavailableError.is(error) || RunLockedError.is(error) ? 'Démarrage impossible' : 'Échec de la démo';
      return `${what}${code === null ? '' : ` [${code}]`} : ${message}`;
    },
  });
  // A failure leaves servers started on the way open: close them so the process can end.
  if (code !== EXIT.ok) await closeRunning(running);
  return code;
}

async function startDemo(config: Config, env: NodeJS.ProcessEnv, asOf: string, force: boolean, running: Running, io: CliProcessIo): Promise<void> {
  // Every check that can refuse the start comes before the 20-40 s of the pipeline run.
  const ports = demoPorts(config);
  await checkPortsFree([ports.api, ports.receiver, ports.sampleSites]);
  await refuseEarlierAsOf(config, asOf, force);
  const access = accessConfig(config, SERVED_PLAN_FIELDS);
  // Loaded once the checks passed: they weigh seconds (DuckDB, crawlee, the sample world), which
  // --help, a bad option and a busy port need not wait for.
  // The API's own modules are not among them: with API_WORKERS above 1 (the default on a machine
  // of several cores) the API runs in the workers, which load them, and this process never does.
  const [{ runPipeline }, { formatRunSummary }, { openWarehouse }, { OFFLINE_SITES, offlineCopyUrls }, { startSampleSites }, { publishWarehouse }, { currentSiteUrl }] = await Promise.all([
    import('../pipeline/run/run-pipeline.ts'),
    import('../pipeline/run/run-report.ts'),
    import('../pipeline/warehouse/warehouse.ts'),
    import('../simulator/sites/registry.ts'),
    import('../simulator/sample-sites/server.ts'),
    import('../publish/publish-warehouse.ts'),
    import('../publish/site-url.ts'),
  ]);
  const lock = await acquireRunLock(config.dataDir);
  const store = openStore(config.storeUrl, config.env);
  const pipelineLog = path.join(config.dataDir, 'demo', 'pipeline.log');
  let key: DemoKey;
  let report;
  try {
    key = await demoKey({ dataDir: config.dataDir, keysFile: keysFilePath(config), plans: access.plans });
    running.receiver = await startDemoReceiver({ dataDir: config.dataDir, port: ports.receiver.port, print: (line) => io.out(line) }).catch(async (error: unknown) => {
      throw await portError(ports.receiver, error);
    });
    running.sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: ports.sampleSites.port, scanCacheDir: config.scanCacheDir }).catch(async (error: unknown) => {
      throw await portError(ports.sampleSites, error);
    });
    io.out(`Sources hors ligne (au ${asOf}) : ${running.sites.url}/\n`);
    io.out(`Collecte en cours (journal détaillé, en JSON : ${pipelineLog})\n`);
    ({ report } = await runPipeline({
      config,
      store,
      sourceUrls: offlineCopyUrls(running.sites.url),
      asOf,
      force,
      logger: createLogger({ level: config.logLevel, name: 'pipeline', destination: demoPipelineLog({ file: pipelineLog, print: io.out }) }),
      publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force }),
    }));
  } finally {
    lock.release();
  }
  io.out(`\n${formatRunSummary(frenchRunReport(report))}\n`);

  const examples = await exampleQueries(await openWarehouse(config.warehousePath, { readOnly: true }));
  const apiLogLevel = config.logLevel === 'info' ? 'warn' : config.logLevel;
  const logger = createServiceLogger({ level: apiLogLevel });
  const workers = config.settings.API_WORKERS ?? os.availableParallelism();
  const listenError = async (error: unknown): Promise<never> => {
    throw await portError(ports.api, error);
  };
  running.api =
    workers > 1
      ? await (await import('./api-cluster.ts')).startApiCluster({ workers, env: { ...env, LOG_LEVEL: apiLogLevel }, logger, shutdownGraceSeconds: config.settings.SHUTDOWN_GRACE_SECONDS, counterKeys: config.settings.QUOTA_COUNTER_KEYS }).catch(listenError)
      : await startApiInProcess(config, store, logger).catch(listenError);
  const base = `http://localhost:${config.port}`;
  const siteUrl = await currentSiteUrl(store);
  const subscriptionFile = path.join(config.dataDir, 'demo', 'webhook.json');
  fs.writeFileSync(subscriptionFile, `${JSON.stringify({ url: running.receiver.url, ridets: examples.watchedRidets, description: 'démo' })}\n`);
  const keyHeader = `-H "X-API-Key: ${key.key}"`;
  const summary = [
    '',
    `API : ${base}/v1`,
    `  ${base}/v1/annonces?limit=5`,
    `  ${base}/v1/annonces?type=procedure&since=2026-01-01`,
    ...(examples.ridet ? [`  ${base}/v1/entreprises/${examples.ridet}`] : []),
    ...(examples.q ? [`  ${base}/v1/search?q=${encodeURIComponent(examples.q)}`] : []),
    `  ${base}/v1/openapi.json`,
    `  ${base}/healthz`,
    `Sans clé, ${access.anonymousLimitPerHour} requêtes par heure (la documentation /v1/openapi.json ne compte pas) ; avec la clé de démonstration (offre ${key.plan}, dans ${key.file}) :`,
    `  curl ${keyHeader} '${base}/v1/annonces?limit=5'`,
    ...(examples.ridet
      ? [
          'Pages (widget, fiche entreprise) et flux Atom, sans clé :',
          `  ${base}/widget.html?ridets=${examples.widgetRidets.join(',')}&limit=5`,
          `  ${base}/entreprise.html?ridet=${examples.ridet}`,
          `  ${base}/v1/annonces.atom?type=procedure`,
          `  ${base}/v1/entreprises/${examples.ridet}.atom`,
        ]
      : []),
    ...(siteUrl && siteUrl !== base
      ? [`Les fiche_url pointent vers ${siteUrl} (adresse enregistrée dans l'instantané ; SITE_URL=... pour la changer).`]
      : []),
    `Webhooks : récepteur de démonstration ${running.receiver.url} ; abonnement prêt à l’emploi (${examples.watchedRidets.length} RIDET) dans ${subscriptionFile}`,
    `  curl -X POST ${base}/v1/webhooks ${keyHeader} -H 'Content-Type: application/json' --data @${subscriptionFile}`,
    `Ports : API ${ports.api.port} (PORT), récepteur ${ports.receiver.port} (DEMO_WEBHOOK_PORT), sources hors ligne ${ports.sampleSites.port} (SAMPLE_SITES_PORT)`,
    `Entrepôt DuckDB : ${config.warehousePath}`,
    `Instantanés : ${config.storeUrl} (npm run snapshots -- list)`,
    `Rapport d'exécution : ${config.dataDir}/reports/latest.json ; journal du pipeline : ${pipelineLog}`,
    '',
  ].join('\n');
  io.out(`${summary}Ctrl-C pour arrêter.\n`);
  const stop = async () => {
    await closeRunning(running);
    io.process.exit(EXIT.ok);
  };
  io.process.once('SIGINT', () => void stop());
  io.process.once('SIGTERM', () => void stop());
  const parent = io.process;
  if (parent.send) {
    // Started by --background: the parent prints the summary and leaves; the pid file is how the
    // user stops this process (README).
    running.pidFile = path.join(config.dataDir, 'demo', 'demo.pid');
    fs.writeFileSync(running.pidFile, `${process.pid}\n`);
    const ready: DemoReadyMessage = { kind: DEMO_READY, summary };
    parent.send(ready, () => parent.disconnect?.());
  }
}

/**
 * Refuses an --as-of earlier than the last successful run's before anything starts, with the
 * error `pipeline run` gives (RunInputError, naming --force), so that a refused start does not
 * pay the demo's modules, its servers and, with --background, a second process first. Only a first
 * look: the run checks again under the run lock, and a warehouse this cannot open now (none
 * yet, or a run holding it) is left to that check.
 */
async function refuseEarlierAsOf(config: Config, asOf: string, force: boolean): Promise<void> {
  if (force || !fs.existsSync(config.warehousePath)) return;
  const { openWarehouse } = await import('../pipeline/warehouse/warehouse.ts');
  let warehouse: Warehouse;
  try {
    warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  } catch {
    return;
  }
  let order: Awaited<ReturnType<typeof checkAsOfOrder>>;
  try {
    order = await checkAsOfOrder(warehouse, asOf, force);
  } finally {
    warehouse.close();
  }
  if (!order.ok) {
    throw new RunInputError(order.message);
  }
}

/** The API in the demo's own process (API_WORKERS=1), its modules loaded only then. */
async function startApiInProcess(config: Config, store: ObjectStore, logger: Logger): Promise<{ close(): Promise<void> }> {
  const [{ startApiServer }, { servedModules }] = await Promise.all([import('../api/start-api.ts'), import('./served-api-modules.ts')]);
  return startApiServer({ config, store, logger, modules: servedModules() });
}

async function closeRunning(running: Running): Promise<void> {
  await running.api?.close();
  await running.receiver?.close();
  await running.sites?.close();
  if (running.pidFile) fs.rmSync(running.pidFile, { force: true });
}

/** A real RIDET and a word of a real name from the warehouse, so the printed URLs answer; the RIDETs a demo subscription watches. */
async function exampleQueries(warehouse: Warehouse): Promise<{ ridet: string | null; q: string | null; widgetRidets: string[]; watchedRidets: string[] }> {
  try {
    const rows = await warehouse.all<{ ridet: string; denomination: string }>(
      `SELECT ridet, denomination FROM companies ORDER BY nombre_annonces DESC, ridet LIMIT 3`,
    );
    const row = rows[0];
    const watched = await warehouse.all<{ ridet: string }>(`SELECT ridet FROM companies ORDER BY nombre_annonces DESC, ridet LIMIT 1000`);
    return { ridet: row?.ridet ?? null, q: row?.denomination.split(/\s+/)[0] ?? null, widgetRidets: rows.map((r) => r.ridet), watchedRidets: watched.map((w) => w.ridet) };
  } finally {
    warehouse.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  const code = await runDemoCli(process.argv.slice(2), processIo());
  process.exitCode = code;
  // A failure closed what it had started; end the process anyway soon after should something
  // else (a database handle) hold it.
  if (code !== EXIT.ok) setTimeout(() => process.exit(code), 1000).unref();
}
