import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../../cli/snapshots/snapshot-commands.js';
import { readCurrent } from '../../../publish/snapshot/pointer.js';
import { openStore } from '../../../publish/store/open-store.js';
import { writeFormatOneSnapshot } from '../../helpers/format-one-snapshot.js';
import { artefactsOf, countsOf, makeCorpus } from '../../publish/snapshot/snapshot-fixture.js';

/** `npm run snapshots -- migrate` through the command's function, on a file store of format 1. */

const ID = '20261120T020000Z';
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'snapshots-migrate-'));
  const corpus = makeCorpus(6);
  await writeFormatOneSnapshot(openStore(`file://${path.join(dataDir, 'store')}`), { id: ID, artefacts: artefactsOf(corpus), items: corpus.items, counts: countsOf(corpus) });
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSnapshotCli(argv, { env: { DATA_DIR: dataDir }, out: (t) => (out += t), err: (t) => (err += t), outBytes: () => {} });
  return { code, out, err };
}

describe('snapshots migrate', () => {
  it('is asked for by the other commands, converts the store once, then says there is nothing to do', async () => {
    const refused = await cli('verify', 'current');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Erreur [snapshot_migration_needed]');
    expect(refused.err).toContain('« npm run snapshots -- migrate »');

    const oldSha = (await readCurrent(openStore(`file://${path.join(dataDir, 'store')}`)))!.manifestSha256;
    const first = await cli('migrate');
    expect(first.code).toBe(0);
    const newSha = (await readCurrent(openStore(`file://${path.join(dataDir, 'store')}`)))!.manifestSha256;
    expect(newSha).not.toBe(oldSha);
    expect(first.out).toBe(
      `${ID} : format 1 -> format 2, manifeste ${oldSha} -> ${newSha}\n` +
        'current : empreinte du manifeste servi mise à jour (même instantané)\n' +
        'migrés : 1 instantané(s) (inscrits au journal d’audit) ; déjà au format 2 : 0\n',
    );

    expect(await cli('verify', 'current')).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${ID} : OK, \\d+ objets vérifiés\\n$`)) });
    expect(await cli('migrate')).toEqual({ code: 0, out: 'rien à migrer : 1 instantané(s), tous au format 2\n', err: '' });
  });
});
