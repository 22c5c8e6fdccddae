import { InvalidArgumentError } from 'commander';
import { checkAsOf } from '../pipeline/run/as-of.js';
import { todayInNoumea } from '../pipeline/run/run-id.js';
import { startSampleSites } from '../simulator/sample-sites/server.js';
import { OFFLINE_SITES } from '../simulator/sites/registry.js';
import { createProgram, EXIT, ExitCode, frenchError, runProgram } from './command-line.js';

/** `npm run sample-sites -- [--as-of YYYY-MM-DD] [--port N]`: browse the offline copies. */
const output = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text) };
const exit = new ExitCode();
let started = false;
const program = createProgram('sample-sites', 'Sert les copies hors ligne des sources sur 127.0.0.1, pour les parcourir.', output)
  .option('--as-of <date>', 'date AAAA-MM-JJ à laquelle les copies sont vues (par défaut : aujourd’hui à Nouméa)', (value) => {
    const checked = checkAsOf(value);
    if (!checked.ok) throw new InvalidArgumentError(checked.message);
    return checked.asOf;
  })
  .option('--port <port>', 'port d’écoute (0 : un port libre ; par défaut 8090)', (value) => {
    if (!/^\d+$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError(`attendu un port 0..65535, reçu ${JSON.stringify(value)}`);
    return Number(value);
  })
  .action(async (options: { asOf?: string; port?: number }) => {
    const asOf = options.asOf ?? todayInNoumea();
    const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: options.port ?? 8090 });
    started = true;
    output.out(`Sources hors ligne (au ${asOf}) : ${sites.url}/\n`);
    for (const site of OFFLINE_SITES) output.out(`  ${sites.url}${site.samplePath}/\n`);
    const stop = () => void sites.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

process.exitCode = await runProgram(program, process.argv.slice(2), exit, { output, failureExitCode: EXIT.usage, formatError: frenchError });
if (!started && process.exitCode === EXIT.ok) process.exitCode = EXIT.failed;
