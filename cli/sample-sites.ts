import { InvalidArgumentError } from 'commander';
import { checkAsOf } from '../pipeline/run/as-of.ts';
import { todayInNoumea } from '../pipeline/run/run-id.ts';
import { startSampleSites } from '../simulator/sample-sites/server.ts';
import { OFFLINE_SITES } from '../simulator/sites/registry.ts';
import { loadCliConfig } from './cli-config.ts';
import { createProgram, EXIT, ExitCode, frenchError, isEntryPoint, processIo, runProgram, type CliProcessIo } from './command-line.ts';
import { browsingSampleSitesPort, checkPortsFree, portError, type PlannedPort } from './ports.ts';

/**
 * `npm run sample-sites -- [--as-of YYYY-MM-DD] [--port N]`: browse the offline copies. Listens
 * where the demo's sample sites do (SAMPLE_SITES_PORT, PORT+2 when empty), so the `source_url`
 * links of a demo snapshot answer while the demo is stopped. Exit 2 when it cannot start.
 */
export async function runSampleSitesCli(argv: readonly string[], io: CliProcessIo): Promise<number> {
  const output = { out: io.out, err: io.err };
  const exit = new ExitCode();
  const program = createProgram('sample-sites', 'Sert les copies hors ligne des sources sur 127.0.0.1, pour les parcourir.', output)
    .helpCommand(false)
    .option('--as-of <date>', 'date AAAA-MM-JJ à laquelle les copies sont vues (par défaut : aujourd’hui à Nouméa)', (value) => {
      const checked = checkAsOf(value);
      if (!checked.ok) throw new InvalidArgumentError(checked.message);
      return checked.asOf;
    })
    .option('--port <port>', 'port d’écoute (0 : un port libre ; par défaut SAMPLE_SITES_PORT, ou PORT+2 comme la démo, 8082)', (value) => {
      if (!/^\d+$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError(`attendu un port 0..65535, reçu ${JSON.stringify(value)}`);
      return Number(value);
    })
    .action(async (options: { asOf?: string; port?: number }) => {
      const asOf = options.asOf ?? todayInNoumea();
      const config = loadCliConfig(io.env);
      const planned: PlannedPort =
        options.port === undefined ? browsingSampleSitesPort(config) : { setting: '--port', port: options.port, host: '127.0.0.1', derivedFrom: null };
      await checkPortsFree([planned]);
      const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: planned.port, scanCacheDir: config.scanCacheDir }).catch(async (error: unknown) => {
        throw await portError(planned, error);
      });
      output.out(`Sources hors ligne (au ${asOf}) : ${sites.url}/\n`);
      for (const site of OFFLINE_SITES) output.out(`  ${sites.url}${site.samplePath}/\n`);
      const stop = () => void sites.close().then(() => io.process.exit(0));
      io.process.once('SIGINT', stop);
      io.process.once('SIGTERM', stop);
    });

  return runProgram(program, argv, exit, { output, failureExitCode: EXIT.usage, formatError: frenchError });
}

if (isEntryPoint(import.meta.url)) process.exitCode = await runSampleSitesCli(process.argv.slice(2), processIo());
