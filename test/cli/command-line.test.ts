import { describe, expect, it } from 'vitest';
import { acquireRunLock } from '../../pipeline/run/run-lock.ts';
import { runKeysCli } from '../../cli/keys.ts';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';
import { tempFolder } from '../helpers/temp-folder.ts';

type Cli = (argv: string[]) => Promise<{ code: number; out: string; err: string }>;

const pipeline: Cli = async (argv) => {
  let out = '';
  let err = '';
  const code = await runPipelineCli(argv, { env: { DATA_DIR: '/nonexistent-never-used' }, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
};
const snapshots: Cli = async (argv) => {
  let out = '';
  let err = '';
  const code = await runSnapshotCli(argv, { env: {}, out: (t) => (out += t), err: (t) => (err += t), outBytes: () => {} });
  return { code, out, err };
};
const keys: Cli = async (argv) => {
  let out = '';
  let err = '';
  const code = await runKeysCli(argv, { env: {}, stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
};

describe('the command lines', () => {
  it.each([
    ['pipeline', pipeline, ['run', 'parse', 'reparse', 'schedule', 'settings']],
    ['snapshots', snapshots, ['list', 'show', 'verify', 'diff', 'rollback', 'export', 'gc', 'raw']],
    ['keys', keys, ['create', 'list', 'revoke']],
  ] as const)('%s: --help on every subcommand prints its usage and exits 0', async (_name, cli, commands) => {
    for (const command of commands) {
      const result = await cli([command, '--help']);
      expect(result.code, command).toBe(0);
      expect(result.out, command).toContain(`Utilisation : `);
      expect(result.out, command).toContain(` ${command} `);
    }
  });

  it('refuses an option the subcommand does not have (run --once), exit 2, naming it', async () => {
    const result = await pipeline(['run', '--once']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('option inconnue "--once"');
  });

  it('refuses an empty --sources rather than running every source', async () => {
    for (const value of ['--sources=', '--sources=,', '--sources= , ']) {
      const result = await pipeline(['run', value]);
      expect(result.code, value).toBe(2);
      expect(result.err, value).toContain('liste de sources');
    }
  });

  it('refuses extra arguments and missing ones', async () => {
    expect((await pipeline(['run', 'jonc'])).code).toBe(2);
    expect((await pipeline(['parse'])).code).toBe(2);
    expect((await snapshots(['diff', 'only-one'])).code).toBe(2);
    expect((await keys(['revoke'])).code).toBe(2);
  });

  it('prints the usage and exits 2 without a command', async () => {
    const result = await pipeline([]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('Utilisation : pipeline');
  });
});

describe('pipeline reparse', () => {
  it('refuses to start while a run holds the lock (exit 2, run_locked)', async () => {
    const dataDir = tempFolder('reparse-lock-');
    const lock = await acquireRunLock(dataDir);
    try {
      let err = '';
      const code = await runPipelineCli(['reparse', '--no-publish'], { env: { DATA_DIR: dataDir }, out: () => {}, err: (t) => (err += t) });
      expect(code).toBe(2);
      expect(err).toContain('[run_locked]');
    } finally {
      lock.release();
    }
  });
});
