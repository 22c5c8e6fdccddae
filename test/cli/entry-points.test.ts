import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runKeysCli } from '../../cli/keys.js';
import { runPipelineCli } from '../../cli/pipeline.js';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.js';
import { freePort } from '../helpers/free-port.js';
import { runScript } from './cli-process.js';

// Issue 22, item 5: one rule for every command. `--help` prints the help and exits 0 without
// starting anything; an unknown option exits 2 with a French message; nothing starts either way.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-entry-points-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Words of commander's English or of an English help text; a French help has none of them.
const ENGLISH = /\b(Usage|Options:|Commands:|display|print|the|default:|choices:|required)\b|(?<!\.)\bexpected\b/;

async function env(): Promise<Record<string, string>> {
  // A free port, so that a command which wrongly starts cannot meet another test's server.
  const port = await freePort();
  return { DATA_DIR: dataDir, PORT: String(port), SAMPLE_SITES_PORT: '0', DEMO_WEBHOOK_PORT: '', LOG_LEVEL: 'silent', REDIS_URL: '', KEYS_FILE: '', PLANS_FILE: '' };
}

// Every entry point as npm runs it, in a process of its own; a subcommand of each CLI too, so
// the path from the shell to a subcommand's parser is covered end to end.
const PROCESSES: Array<[script: string, command: string[]]> = [
  ['start', []],
  ['serve', []],
  ['sample-sites', []],
  ['pipeline', []],
  ['pipeline', ['run']],
  ['snapshots', []],
  ['snapshots', ['export']],
  ['keys', []],
  ['keys', ['create']],
];

describe.concurrent('every entry point, in its own process', () => {
  it.each(PROCESSES)('npm run %s -- %j --help: its French help, exit 0', async (script, command) => {
    const result = await runScript(script, [...command, '--help'], { env: await env() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Utilisation : /);
    expect(result.stdout).not.toMatch(ENGLISH);
  }, 120_000);

  it.each(PROCESSES)('npm run %s -- %j --bogus: refused in French, exit 2', async (script, command) => {
    const result = await runScript(script, [...command, '--bogus'], { env: await env() });
    expect(result.code).toBe(2);
    // commander names a missing mandatory option (export --format, create --plan) first.
    expect(result.stderr).toMatch(/^erreur : (option inconnue "--bogus"|l’option "--\w+ <\w+>" est requise)/);
    expect(result.stdout).toBe('');
  }, 120_000);
});

type InProcess = (argv: string[]) => Promise<{ code: number; out: string; err: string }>;
const buffered =
  (run: (argv: string[], out: (t: string) => void, err: (t: string) => void) => Promise<number>): InProcess =>
  async (argv) => {
    let out = '';
    let err = '';
    const code = await run(argv, (t) => (out += t), (t) => (err += t));
    return { code, out, err };
  };
const CLIS: Record<string, InProcess> = {
  pipeline: buffered((argv, out, err) => runPipelineCli(argv, { env: { DATA_DIR: dataDir }, out, err })),
  snapshots: buffered((argv, out, err) => runSnapshotCli(argv, { env: { DATA_DIR: dataDir }, out, err, outBytes: () => {} })),
  keys: buffered((argv, stdout, stderr) => runKeysCli(argv, { env: { DATA_DIR: dataDir }, stdout, stderr })),
};
const SUBCOMMANDS: Array<[cli: string, command: string]> = [
  ...['run', 'parse', 'eval', 'reparse', 'schedule', 'quarantine', 'settings'].map((c): [string, string] => ['pipeline', c]),
  ...['list', 'show', 'verify', 'diff', 'rollback', 'export', 'gc', 'raw'].map((c): [string, string] => ['snapshots', c]),
  ...['create', 'list', 'revoke'].map((c): [string, string] => ['keys', c]),
];

describe('every subcommand', () => {
  it.each(SUBCOMMANDS)('%s %s --help: its French help, exit 0', async (cli, command) => {
    const result = await CLIS[cli]!([command, '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(new RegExp(`^Utilisation : ${cli} ${command} `));
    expect(result.out).not.toMatch(ENGLISH);
  });

  it.each(SUBCOMMANDS)('%s %s --bogus: refused in French, exit 2', async (cli, command) => {
    const result = await CLIS[cli]!([command, '--bogus']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^erreur : /);
  });

  it.each([
    ['snapshots', 'export', '--format <format>', '--format <parquet|ndjson>'],
    ['keys', 'create', '--plan <plan>', '--plan <plan>'],
  ])('%s %s --help marks %s as required, in the usage line and the list', async (cli, command, option, usage) => {
    const { out } = await CLIS[cli]!([command, '--help']);
    expect(out.split('\n')[0]).toContain(usage);
    const described = out.slice(out.indexOf(`  ${option}`));
    expect(described.slice(0, described.indexOf('\n  -'))).toContain('obligatoire');
  });
});
