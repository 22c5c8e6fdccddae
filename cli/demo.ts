import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { ConfigError } from '../platform/config.js';
import { checkAsOf } from '../pipeline/run/as-of.js';
import { startDemoReceiver } from './demo-webhook-receiver.js';
import { loadCliConfig } from './cli-config.js';
import { runPipeline } from '../pipeline/run/run-pipeline.js';
import { formatRunSummary } from '../pipeline/run/run-report.js';
import { todayInNoumea } from '../pipeline/run/run-id.js';
import { createLogger } from '../platform/logger.js';
import { acquireRunLock } from '../pipeline/run/run-lock.js';
import { openWarehouse } from '../pipeline/warehouse/warehouse.js';
import { OFFLINE_SITES } from '../simulator/sites/registry.js';
import { startSampleSites } from '../simulator/sample-sites/server.js';
import { openStore } from '../publish/store/open-store.js';
import { publishWarehouse } from '../publish/publish-warehouse.js';
import { currentSiteUrl } from '../publish/site-url.js';
import { startApiServer } from '../api/start-api.js';

/**
 * `npm start [-- --as-of YYYY-MM-DD]`: the embedded default end to end. Offline sample sources
 * on 127.0.0.1 -> pipeline run of every source -> snapshot in the local store -> API on PORT,
 * with webhooks configured for local use (http:// receivers on 127.0.0.1 allowed, unlike the
 * production default) and a demo receiver that prints what it gets. A second start reuses
 * data/: every document is already archived, so the run adds nothing. `--as-of` sees the
 * sources at an earlier date, so that a later `npm run pipeline -- run --as-of <date>` plays
 * "the next night" (README, webhooks in five commands).
 */
async function main(): Promise<void> {
  const config = loadCliConfig({ WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', ...process.env });
  const asOf = demoAsOf(process.argv.slice(2));
  const store = openStore(config.storeUrl, config.env);
  const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: config.sampleSitesPort });
  process.stdout.write(`Sources hors ligne (au ${asOf}) : ${sites.url}/\n`);

  const lock = await acquireRunLock(config.dataDir);
  let report;
  try {
    ({ report } = await runPipeline({
      config,
      store,
      offlineBaseUrl: sites.url,
      asOf,
      logger: createLogger({ level: config.logLevel, name: 'pipeline' }),
      publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId] }),
    }));
  } finally {
    lock.release();
  }
  process.stdout.write(`\n${formatRunSummary(report)}\n`);

  const examples = await exampleQueries(config.warehousePath);
  const logger = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const api = await startApiServer({ config, store, logger });
  const base = `http://localhost:${config.port}`;
  const siteUrl = await currentSiteUrl(store);
  const receiver = await startDemoReceiver({ dataDir: config.dataDir, preferredPort: config.port + 1, print: (line) => process.stdout.write(line) });
  const subscriptionFile = path.join(config.dataDir, 'demo', 'webhook.json');
  fs.writeFileSync(subscriptionFile, `${JSON.stringify({ url: receiver.url, ridets: examples.watchedRidets, description: 'démo' })}\n`);
  process.stdout.write(
    [
      '',
      `API : ${base}/v1`,
      `  ${base}/v1/annonces?limit=5`,
      `  ${base}/v1/annonces?type=procedure&since=2026-01-01`,
      ...(examples.ridet ? [`  ${base}/v1/entreprises/${examples.ridet}`] : []),
      ...(examples.q ? [`  ${base}/v1/search?q=${encodeURIComponent(examples.q)}`] : []),
      `  ${base}/v1/openapi.json`,
      `  ${base}/healthz`,
      ...(examples.ridet
        ? [
            'Pages (widget, fiche entreprise) et flux Atom :',
            `  ${base}/widget.html?ridets=${examples.widgetRidets.join(',')}&limit=5`,
            `  ${base}/entreprise.html?ridet=${examples.ridet}`,
            `  ${base}/v1/annonces.atom?type=procedure`,
            `  ${base}/v1/entreprises/${examples.ridet}.atom`,
          ]
        : []),
      ...(siteUrl && siteUrl !== base
        ? [`Les fiche_url pointent vers ${siteUrl} (adresse enregistrée dans l'instantané ; SITE_URL=... pour la changer).`]
        : []),
      `Webhooks : récepteur de démonstration ${receiver.url} ; abonnement prêt à l’emploi (${examples.watchedRidets.length} RIDET) dans ${subscriptionFile}`,
      `  curl -X POST ${base}/v1/webhooks -H "X-API-Key: $KEY" -H 'Content-Type: application/json' --data @${subscriptionFile}`,
      `Entrepôt DuckDB : ${config.warehousePath}`,
      `Instantanés : ${config.storeUrl} (npm run snapshots -- list)`,
      `Rapport d'exécution : ${config.dataDir}/reports/latest.json`,
      'Ctrl-C pour arrêter.',
      '',
    ].join('\n'),
  );
  const stop = async () => {
    await api.close();
    await receiver.close();
    await sites.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** `--as-of YYYY-MM-DD` (default: today in Nouméa); anything else stops the demo with a message. */
function demoAsOf(argv: string[]): string {
  if (argv.length === 0) return todayInNoumea();
  const checked = argv.length === 2 && argv[0] === '--as-of' ? checkAsOf(argv[1]!) : { ok: false as const, message: `usage : npm start [-- --as-of AAAA-MM-JJ] (reçu ${argv.join(' ')})` };
  if (!checked.ok) throw new ConfigError(checked.message);
  return checked.asOf;
}

/** A real RIDET and a word of a real name from the warehouse, so the printed URLs answer; the RIDETs a demo subscription watches. */
async function exampleQueries(warehousePath: string): Promise<{ ridet: string | null; q: string | null; widgetRidets: string[]; watchedRidets: string[] }> {
  const warehouse = await openWarehouse(warehousePath, { readOnly: true });
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

main().catch((error: Error & { code?: string }) => {
  const prefix = error instanceof ConfigError ? 'Configuration invalide' : 'Échec de la démo';
  process.stderr.write(`${prefix}${error.code ? ` [${error.code}]` : ''} : ${error.message}\n`);
  process.exit(1);
});
