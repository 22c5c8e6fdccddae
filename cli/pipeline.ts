import { parseArgs } from 'node:util';
import { runCommand } from './pipeline/run-command.js';
import { parseCommand } from './pipeline/parse-command.js';
import { reparseCommand } from './pipeline/reparse-command.js';
import { scheduleCommand } from './pipeline/schedule-command.js';
import { renderConfigurationDoc } from './settings-doc.js';

const USAGE = `Usage: npm run pipeline -- <command> [options]

Commands:
  run [--sources jonc,lnc,...] [--as-of YYYY-MM-DD] [--no-publish] [--force]
      Fetch, parse and load every selected source, then publish a snapshot.
      Exit code 0 when every source succeeded, 1 when any failed (see the run report).
  parse <file|-> [--source ID]
      Print the normalised announcement(s) of a text, HTML or PDF document as JSON.
  reparse [--sources ...] [--no-publish]
      Parse the raw archive again without fetching (after a parser fix), recovering quarantine.
  schedule [--sources ...] [--once]
      Run each source on its cron expression, one run at a time, publishing after each run.
  settings
      Print every setting with its default and meaning (the text of docs/configuration.md).`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      sources: { type: 'string' },
      'as-of': { type: 'string' },
      'no-publish': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      source: { type: 'string' },
      once: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const sources = values.sources ? values.sources.split(',').filter(Boolean) : [];
  switch (values.help ? 'help' : command) {
    case 'run':
      return runCommand({ sources, asOf: values['as-of'], publish: !values['no-publish'], force: values.force });
    case 'parse':
      return parseCommand({ input: positionals[0], source: values.source });
    case 'reparse':
      return reparseCommand({ sources, publish: !values['no-publish'], force: values.force });
    case 'schedule':
      return scheduleCommand({ sources, once: values.once });
    case 'settings':
      process.stdout.write(renderConfigurationDoc());
      return 0;
    case 'help':
    case undefined:
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`Commande inconnue : ${command}\n\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error & { code?: string }) => {
    process.stderr.write(`Erreur${error.code ? ` [${error.code}]` : ''} : ${error.message}\n`);
    process.exitCode = 2;
  },
);
