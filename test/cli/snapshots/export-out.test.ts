import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../../cli/snapshots/snapshot-commands.ts';
import { EXPORT_MARKER } from '../../../publish/snapshot/export-folder.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { inputOf, makeCorpus } from '../../publish/snapshot/snapshot-fixture.ts';

/**
 * `snapshots export --out` once replaced whatever folder it was given: `--out .` deleted the
 * current folder (a checkout's .git, node_modules and data/). These tests give it the folders
 * a newcomer or a typo would, and check that nothing it did not write is ever deleted.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SENTINEL = 'sentinelle.txt';
let base: string;
let dataDir: string;
let home: string;
let work: string;
let snapshotId: string;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'export-out-'));
  dataDir = path.join(base, 'data');
  // The user's home holds the folder they work in, as on a real machine.
  home = path.join(base, 'home');
  work = path.join(home, 'work');
  await mkdir(work, { recursive: true });
  const store = openStore(`file://${path.join(dataDir, 'store')}`);
  ({ snapshotId } = await publishSnapshot(store, inputOf(makeCorpus(6), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') }));
});
// Put back before each test, so that one test's loss (the bug deleted them) fails only that test.
beforeEach(async () => {
  await mkdir(work, { recursive: true });
  await writeFile(path.join(work, SENTINEL), 'à garder');
  await writeFile(path.join(home, SENTINEL), 'à garder');
});
afterAll(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSnapshotCli(argv, {
    env: { DATA_DIR: dataDir, HOME: home },
    out: (t) => (out += t),
    err: (t) => (err += t),
    outBytes: () => {},
  });
  return { code, out, err };
}

/**
 * The command through its function as if run from `cwd`, with the environment `spawnCli` gives
 * the real entry point: what a user's shell would see.
 */
async function cliFrom(cwd: string, ...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runSnapshotCli(argv, {
    env: { ...process.env, DATA_DIR: dataDir, STORE_URL: '', HOME: home },
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    outBytes: () => {},
    cwd,
  });
  return { code, stdout, stderr };
}

/** The real entry point, as `npm run snapshots` runs it, from `cwd`; killed if it does not end. */
function spawnCli(cwd: string, ...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'cli/snapshots.ts'), ...argv], {
      cwd,
      env: { ...process.env, DATA_DIR: dataDir, STORE_URL: '', HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
      // The unusable-path bug looped for ever: bound the wait so that the test fails instead.
      timeout: 30_000,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

describe('snapshots export --out, run from a folder of the user', () => {
  it.each([
    ['.', 'le dossier courant'],
    ['', 'vide'],
    ['..', 'contient le dossier courant'],
    [path.join('..', '..'), 'contient le dossier courant'],
  ])('refuses --out %j with exit 2 and deletes nothing', async (out, reason) => {
    const before = await listing(work);
    // `.` in a real process run from `work` (its current folder is the guard's); the others
    // through the function, given `work` as its current folder.
    const result = await (out === '.' ? spawnCli : cliFrom)(work, 'export', 'current', '--format', 'ndjson', '--out', out);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('[snapshot_export_refused]');
    expect(result.stderr).toContain(reason);
    expect(result.stdout).toBe('');
    expect(await listing(work)).toEqual(before);
    expect(await readFile(path.join(work, SENTINEL), 'utf8')).toBe('à garder');
    expect(await readFile(path.join(home, SENTINEL), 'utf8')).toBe('à garder');
  });

  it('refuses an unusable path at once with exit 2 and a French message (/proc/nope looped for ever)', async () => {
    if (!existsSync('/proc/self')) return expect.fail('/proc is needed: the loop was on a path under /proc');
    const result = await cliFrom(work, 'export', 'current', '--format', 'parquet', '--out', '/proc/nope');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('[snapshot_export_unusable]');
    expect(result.stderr).toContain('Impossible d’écrire l’export dans /proc/nope');
    expect(await listing(work)).toContain(SENTINEL);
  });
});

describe('snapshots export --out, folders it must not replace (exit 2, nothing deleted)', () => {
  it('refuses the filesystem root', async () => {
    const result = await cli('export', snapshotId, '--format', 'ndjson', '--out', path.parse(base).root);
    expect(result).toMatchObject({ code: 2, out: '' });
    expect(result.err).toContain('la racine');
  });

  it('refuses the home folder and a folder that contains it', async () => {
    for (const out of [home, `${home}${path.sep}`, path.dirname(home)]) {
      const result = await cli('export', snapshotId, '--format', 'ndjson', '--out', out);
      expect(result.code, out).toBe(2);
      expect(result.err, out).toContain('dossier personnel');
    }
    expect(await readFile(path.join(home, SENTINEL), 'utf8')).toBe('à garder');
    expect(await readFile(path.join(work, SENTINEL), 'utf8')).toBe('à garder');
  });

  it('refuses a non-empty folder that is not one of its exports, and an existing file', async () => {
    const foreign = path.join(base, 'photos');
    await mkdir(path.join(foreign, '2026'), { recursive: true });
    await writeFile(path.join(foreign, '2026', 'lagon.jpg'), 'jpeg');
    const result = await cli('export', snapshotId, '--format', 'ndjson', '--out', foreign);
    expect(result.code).toBe(2);
    expect(result.err).toContain(`n’est pas vide et n’est pas un export précédent (pas de fichier ${EXPORT_MARKER} valide)`);
    expect(await readFile(path.join(foreign, '2026', 'lagon.jpg'), 'utf8')).toBe('jpeg');

    const file = path.join(base, 'notes.txt');
    await writeFile(file, 'notes');
    const onFile = await cli('export', snapshotId, '--format', 'ndjson', '--out', file);
    expect(onFile.code).toBe(2);
    expect(onFile.err).toContain('n’est pas un dossier');
    expect(await readFile(file, 'utf8')).toBe('notes');
    expect((await readdir(base)).filter((n) => n.includes('.partial-') || n.includes('.previous-'))).toEqual([]);
  });

  it('refuses a previous export to which the user added files of their own', async () => {
    const out = path.join(base, 'export-with-notes');
    expect((await cli('export', snapshotId, '--format', 'ndjson', '--out', out)).code).toBe(0);
    await writeFile(path.join(out, 'mes-notes.txt'), 'notes');
    const result = await cli('export', snapshotId, '--format', 'parquet', '--out', out);
    expect(result.code).toBe(2);
    expect(result.err).toContain('mes-notes.txt');
    expect(await listing(out)).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson', 'mes-notes.txt']);
  });

  it('refuses a marker that names files outside its folder', async () => {
    const out = path.join(base, 'forged');
    await mkdir(out);
    await writeFile(path.join(base, 'precious.txt'), 'precious');
    await writeFile(path.join(out, EXPORT_MARKER), JSON.stringify({ marker: 'annonces-nc-export', version: 1, snapshot: snapshotId, format: 'ndjson', files: ['../precious.txt'] }));
    const result = await cli('export', snapshotId, '--format', 'ndjson', '--out', out);
    expect(result.code).toBe(2);
    expect(await readFile(path.join(base, 'precious.txt'), 'utf8')).toBe('precious');
  });
});

describe('snapshots export --out, folders it may write', () => {
  it('replaces a previous export of its own (marker present), in either format', async () => {
    const out = path.join(base, 'exports-a');
    const first = await cli('export', snapshotId, '--format', 'ndjson', '--out', out);
    expect(first.code, first.err).toBe(0);
    expect(await listing(out)).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson']);
    expect(JSON.parse(await readFile(path.join(out, EXPORT_MARKER), 'utf8'))).toMatchObject({ snapshot: snapshotId, format: 'ndjson', files: ['annonces.ndjson', 'entreprises.ndjson'] });

    const second = await cli('export', 'current', '--format', 'parquet', '--out', out);
    expect(second.code, second.err).toBe(0);
    expect(await listing(out)).toEqual([EXPORT_MARKER, 'annonces.parquet', 'entreprises.parquet']);
    expect((await readdir(base)).filter((n) => n.includes('.partial-') || n.includes('.previous-'))).toEqual([]);
  });

  it('writes into an empty folder and into a new path whose parents do not exist yet', async () => {
    const empty = path.join(base, 'empty');
    await mkdir(empty);
    expect((await cli('export', snapshotId, '--format', 'ndjson', '--out', empty)).code).toBe(0);
    expect(await listing(empty)).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson']);
    const deep = path.join(base, 'new', 'deeper', 'export');
    expect((await cli('export', snapshotId, '--format', 'ndjson', '--out', deep)).code).toBe(0);
    expect(await listing(deep)).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson']);
  });
});

describe('snapshots export --out, unusable paths (exit 2 at once, in French)', () => {
  it('a path under a file', async () => {
    const file = path.join(base, 'a-file');
    await writeFile(file, 'x');
    for (const out of [path.join(file, 'x'), path.join(file, 'x', 'y')]) {
      const result = await cli('export', snapshotId, '--format', 'ndjson', '--out', out);
      expect(result.code, out).toBe(2);
      expect(result.err, out).toContain(`Impossible d’écrire l’export dans ${out} : un élément du chemin n’est pas un dossier`);
      expect(result.err, out).not.toContain('lstat');
    }
    expect(await readFile(file, 'utf8')).toBe('x');
  });
});
