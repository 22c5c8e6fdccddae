import { pathToFileURL } from 'node:url';
import type { Env } from '../platform/config.js';
import { renderConfigurationDoc } from '../platform/settings/index.js';
import { SOURCES } from '../sources/registry.js';
import { loadCliConfig } from './cli-config.js';
import { createProgram, EXIT, ExitCode, frenchError, runProgram, sourceList, type CommandOutput } from './command-line.js';
import { evalCommand } from './pipeline/eval-command.js';
import { parseCommand } from './pipeline/parse-command.js';
import { reparseCommand } from './pipeline/reparse-command.js';
import { runCommand } from './pipeline/run-command.js';
import { scheduleCommand } from './pipeline/schedule-command.js';

export interface PipelineCliIo extends CommandOutput {
  env: Env;
}

/**
 * `npm run pipeline -- <command>`: the data engineers' commands. Exit codes: 0 done, 1 a source
 * or the publish failed (see the run report), 2 the command could not start (bad argument or
 * setting, run already in progress).
 */
export async function runPipelineCli(argv: readonly string[], io: PipelineCliIo): Promise<number> {
  const exit = new ExitCode();
  const program = createProgram('pipeline', 'Ingestion des sources, chargement DuckDB et publication des instantanés.', io);
  const config = () => loadCliConfig(io.env);

  program
    .command('run')
    .description('Fetch, parse and load every selected source, then publish a snapshot. Exit 1 when a source or the publish failed.')
    .option('--sources <ids>', 'comma-separated source ids (default: every source)', sourceList)
    .option('--as-of <date>', 'YYYY-MM-DD the offline copies are seen at (default: today in Nouméa)')
    .option('--no-publish', 'load only, publish nothing')
    .option('--force', 'publish even when the shrink gate would refuse')
    .action(async (options: { sources?: string[]; asOf?: string; publish: boolean; force?: boolean }) => {
      exit.code = await runCommand(config(), {
        sources: options.sources ?? [],
        asOf: options.asOf,
        publish: options.publish,
        force: options.force ?? false,
      });
    });

  program
    .command('parse')
    .description('Print the normalised announcement(s) of a text, HTML or PDF document as JSON (exit 1 when nothing parsed).')
    .argument('<file>', 'a file, or - for standard input')
    .option('--source <id>', "parse with this source's own parser")
    .action(async (file: string, options: { source?: string }) => {
      exit.code = await parseCommand({ input: file, source: options.source });
    });

  program
    .command('eval')
    .description('Measure the normaliser on labelled texts (X.txt + X.expected.json): accuracy per field, type confusion, every miss. Exit 2 when the directory cannot be read as a corpus.')
    .argument('<dir>', 'a directory of X.txt texts, each with its X.expected.json')
    .option('--json', 'print the raw report as JSON instead of the table')
    .action(async (dir: string, options: { json?: boolean }) => {
      exit.code = await evalCommand({ dir, json: options.json ?? false, output: io });
    });

  program
    .command('reparse')
    .description('Parse the raw archive again without fetching (after a parser fix), recovering quarantine.')
    .option('--sources <ids>', 'comma-separated source ids (default: every source)', sourceList)
    .option('--no-publish', 'load only, publish nothing')
    .option('--force', 'publish even when the shrink gate would refuse')
    .action(async (options: { sources?: string[]; publish: boolean; force?: boolean }) => {
      exit.code = await reparseCommand(config(), { sources: options.sources ?? [], publish: options.publish, force: options.force ?? false });
    });

  program
    .command('schedule')
    .description('Run each source on its cron expression, one run at a time, publishing after each run.')
    .option('--sources <ids>', 'comma-separated source ids (default: every source)', sourceList)
    .option('--once', 'run each selected source once now, then exit')
    .action(async (options: { sources?: string[]; once?: boolean }) => {
      exit.code = await scheduleCommand(config(), { sources: options.sources ?? [], once: options.once ?? false });
    });

  program
    .command('settings')
    .description('Print every setting with its default and meaning (the text of docs/configuration.md).')
    .action(() => {
      io.out(renderConfigurationDoc(SOURCES.map((s) => s.id)));
    });

  return runProgram(program, argv, exit, { output: io, failureExitCode: EXIT.usage, formatError: frenchError });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runPipelineCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
