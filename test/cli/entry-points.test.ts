import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runKeysCli } from '../../cli/keys.ts';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';
import { runScript } from './cli-process.ts';
import { runInProcess } from './in-process.ts';

// One rule for every command. `--help` prints the help and exits 0 without
// starting anything; an unknown option exits 2 with a French message; nothing starts either way.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-entry-points-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Words of commander's English or of an English help text; a French help has none of them.
const ENGLISH = /\b(Usage|Options:|Commands:|display|print|the|default:|choices:|required)\b|(?<!\.)\bexpected\b/;

/**
 * PORT=0: a command that wrongly started would listen on a free port (serve) or stop at its
 * settings (the demo refuses 0), never meet another test's server. (The sample sites take 0 as
 * "a free port": the in-process runs below see them start by the signals they watch.)
 */
const ENV = { DATA_DIR: dataDir, PORT: '0', SAMPLE_SITES_PORT: '0', DEMO_WEBHOOK_PORT: '', LOG_LEVEL: 'silent', REDIS_URL: '', KEYS_FILE: '', PLANS_FILE: '' };

// Every entry point with a subcommand of each CLI, so that the path from the command line to a
// subcommand's parser is covered.
const COMMANDS: Array<[script: string, command: string[]]> = [
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

describe('every entry point, through its function', () => {
  it.each(COMMANDS)('npm run %s -- %j --help: its French help, exit 0', async (script, command) => {
    const result = await runInProcess(script, [...command, '--help'], { ...process.env, ...ENV });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Utilisation : /);
    expect(result.stdout).not.toMatch(ENGLISH);
    expect(result.signalsWatched).toEqual([]);
  });

  it.each(COMMANDS)('npm run %s -- %j --bogus: refused in French, exit 2', async (script, command) => {
    const result = await runInProcess(script, [...command, '--bogus'], { ...process.env, ...ENV });
    expect(result.code).toBe(2);
    // commander names a missing mandatory option (export --format, create --plan) first.
    expect(result.stderr).toMatch(/^erreur : (option inconnue "--bogus"|l’option "--\w+ <\w+>" est requise)/);
    expect(result.stdout).toBe('');
    expect(result.signalsWatched).toEqual([]);
  });
});

// One real process per entry point, as npm runs it (the package.json script under sh): the
// smoke test that the file's top level hands the process's arguments, streams and exit code to
// its function. The subcommand, where there is one, so that the shell's arguments reach it.
const PROCESSES: Array<[script: string, command: string[], flag: string]> = [
  ['start', [], '--help'],
  ['serve', [], '--bogus'],
  ['sample-sites', [], '--help'],
  ['pipeline', ['run'], '--help'],
  ['snapshots', ['export'], '--bogus'],
  ['keys', ['create'], '--help'],
];

describe.concurrent('every entry point, in its own process', () => {
  it.each(PROCESSES)('npm run %s -- %j %s: its exit code and first line', async (script, command, flag) => {
    const result = await runScript(script, [...command, flag], { env: ENV });
    if (flag === '--help') {
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Utilisation : /);
      expect(result.stdout).not.toMatch(ENGLISH);
    } else {
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^erreur : (option inconnue "--bogus"|l’option "--\w+ <\w+>" est requise)/);
      expect(result.stdout).toBe('');
    }
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
  ...['run', 'parse', 'eval', 'reparse', 'schedule', 'quarantine', 'corriger', 'revue', 'pourquoi', 'signalement', 'settings'].map((c): [string, string] => ['pipeline', c]),
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
    ['pipeline', 'corriger', '--raison <texte>', '--raison <texte>'],
  ])('%s %s --help marks %s as required, in the usage line and the list', async (cli, command, option, usage) => {
    const { out } = await CLIS[cli]!([command, '--help']);
    expect(out.split('\n')[0]).toContain(usage);
    const described = out.slice(out.indexOf(`  ${option}`));
    expect(described.slice(0, described.indexOf('\n  -'))).toContain('obligatoire');
  });
});
