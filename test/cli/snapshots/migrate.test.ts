import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../../cli/snapshots/snapshot-commands.ts';
import { readAudit, readCurrent } from '../../../publish/snapshot/pointer.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { writeFormatOneSnapshot } from '../../helpers/format-one-snapshot.ts';
import { artefactsOf, countsOf, makeCorpus } from '../../publish/snapshot/snapshot-fixture.ts';

/** `npm run snapshots -- migrate` on a file store of format 1: through the command's function, and killed for real once. */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ID = '20261120T020000Z';
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A data folder whose store holds one snapshot of format 1, served. */
async function formatOneData(): Promise<{ dataDir: string; store: ObjectStore }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'snapshots-migrate-'));
  dirs.push(dataDir);
  const store = openStore(`file://${path.join(dataDir, 'store')}`);
  const corpus = makeCorpus(6);
  await writeFormatOneSnapshot(store, { id: ID, artefacts: artefactsOf(corpus), items: corpus.items, counts: countsOf(corpus) });
  return { dataDir, store };
}

async function cli(dataDir: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSnapshotCli(argv, { env: { DATA_DIR: dataDir }, out: (t) => (out += t), err: (t) => (err += t), outBytes: () => {} });
  return { code, out, err };
}

describe('snapshots migrate', () => {
  it('is asked for by the other commands, converts the store once, then says there is nothing to do', async () => {
    const { dataDir, store } = await formatOneData();
    const refused = await cli(dataDir, 'verify', 'current');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Erreur [snapshot_migration_needed]');
    expect(refused.err).toContain('« npm run snapshots -- migrate »');

    const oldSha = (await readCurrent(store))!.manifestSha256;
    const first = await cli(dataDir, 'migrate');
    expect(first.code).toBe(0);
    const newSha = (await readCurrent(store))!.manifestSha256;
    expect(newSha).not.toBe(oldSha);
    expect(first.out).toBe(
      `${ID} : format 1 -> format 2, manifeste ${oldSha} -> ${newSha}\n` +
        'current : empreinte du manifeste servi mise à jour (même instantané)\n' +
        'migrés : 1 instantané(s) (inscrits au journal d’audit) ; déjà au format 2 : 0\n',
    );

    expect(await cli(dataDir, 'verify', 'current')).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${ID} : OK, \\d+ objets vérifiés\\n$`)) });
    expect(await cli(dataDir, 'migrate')).toEqual({ code: 0, out: 'rien à migrer : 1 instantané(s), tous au format 2\n', err: '' });
  });

  it('says so when the store holds no snapshot at all', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'snapshots-migrate-'));
    dirs.push(dataDir);
    expect(await cli(dataDir, 'migrate')).toEqual({ code: 0, out: `rien à migrer : aucun instantané dans file://${path.join(dataDir, 'store')}\n`, err: '' });
  });

  it('killed (SIGKILL) after its audit event, before the manifest, is completed by the next run', async () => {
    const { dataDir, store } = await formatOneData();
    const oldSha = (await readCurrent(store))!.manifestSha256;
    const killed = await new Promise<{ signal: NodeJS.Signals | null }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'cli/snapshots.ts'), 'migrate'], {
        cwd: dataDir,
        env: { ...process.env, DATA_DIR: dataDir, STORE_URL: '', SNAPSHOT_CRASH_AT: 'migrate-after-audit' },
        stdio: ['ignore', 'ignore', 'inherit'],
        timeout: 60_000,
        killSignal: 'SIGKILL',
      });
      child.once('error', reject);
      child.once('exit', (_code, signal) => resolve({ signal }));
    });
    expect(killed.signal).toBe('SIGKILL');
    // Killed with nothing cleaned up: its lease is still there, its event written, the manifest not.
    expect(await readdir(path.join(dataDir, 'store', 'leases'))).toHaveLength(1);
    expect((await readAudit(store)).map((e) => [e.action, e.replacesManifestSha256])).toEqual([['migrate', oldSha]]);
    expect((await cli(dataDir, 'show', ID)).err).toContain('Erreur [snapshot_migration_needed]');

    const rerun = await cli(dataDir, 'migrate');
    expect(rerun.code).toBe(0);
    const newSha = (await readCurrent(store))!.manifestSha256;
    expect(rerun.out).toContain(`${ID} : format 1 -> format 2, manifeste ${oldSha} -> ${newSha}\n`);
    expect((await readAudit(store)).map((e) => [e.action, e.manifestSha256])).toEqual([['migrate', newSha]]);
    expect((await cli(dataDir, 'verify', ID)).code).toBe(0);
  });
});
