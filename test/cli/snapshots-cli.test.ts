import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';
import { EXPORT_MARKER } from '../../publish/snapshot/export-folder.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { objectKey, sha256Hex } from '../../publish/snapshot/snapshot-layout.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { startS3rver, type S3rverHandle } from '../publish/store/s3rver-process.ts';
import { inputOf, makeCorpus, nightTwo, ridetOf } from '../publish/snapshot/snapshot-fixture.ts';
import { runInProcess } from './in-process.ts';

const dirs: string[] = [];
let server: S3rverHandle;
beforeAll(async () => {
  server = await startS3rver();
});
afterAll(async () => {
  await server?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-cli-'));
  dirs.push(dir);
  return dir;
}

async function cli(env: Record<string, string>, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSnapshotCli(argv, {
    env,
    out: (t) => (out += t),
    err: (t) => (err += t),
    outBytes: (b) => (out += b.toString('utf8')),
  });
  return { code, out, err };
}

async function seed(store: ObjectStore): Promise<[string, string]> {
  const corpus = makeCorpus(12);
  const a = await publishSnapshot(store, inputOf(corpus, 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
  const b = await publishSnapshot(store, inputOf(nightTwo(corpus), 'run-2'), { now: new Date('2026-11-21T02:00:00Z') });
  return [a.snapshotId, b.snapshotId];
}

const drivers: Array<[string, () => Promise<{ env: Record<string, string>; store: ObjectStore }>]> = [
  ['fs', async () => {
    const dir = await tempDir();
    const env = { DATA_DIR: dir };
    return { env, store: openStore(`file://${path.join(dir, 'store')}`) };
  }],
  ['s3', async () => {
    const bucket = `cli-${Math.random().toString(36).slice(2, 10)}`;
    await server.createBucket(bucket);
    const env = { ...server.env, DATA_DIR: await tempDir(), STORE_URL: `s3://${bucket}/nightly` };
    return { env, store: openStore(env.STORE_URL, env) };
  }],
];

for (const [name, make] of drivers) {
  describe(`snapshots CLI on ${name}`, () => {
    it('lists, shows, diffs (text and JSON), verifies and rolls back', async () => {
      const { env, store } = await make();
      const [a, b] = await seed(store);
      const list = await cli(env, 'list');
      expect(list.code).toBe(0);
      expect(list.out).toMatch(new RegExp(`^  ${a} .*\\n\\* ${b} `, 'm'));
      const listed = await cli(env, 'list', '--json');
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.out)).toMatchObject([{ id: a, current: false }, { id: b, parentId: a, current: true, runIds: ['run-2'] }]);
      const show = await cli(env, 'show', 'current');
      expect(JSON.parse(show.out)).toMatchObject({ id: b, parentId: a, runIds: ['run-2'], current: true });

      const text = await cli(env, 'diff', a, b);
      expect(text.out).toContain('annonces ajoutées : 1\n  + new-1  2026-03-13');
      expect(text.out).toContain('annonces retirées : 1\n  - a2-0');
      expect(text.out).toContain(`entreprises changées : 3\n  ~ ${ridetOf(1)}\n  ~ ${ridetOf(2)}\n  ~ ${ridetOf(3)}`);
      const json = JSON.parse((await cli(env, 'diff', a, b, '--json')).out);
      expect(json).toMatchObject({ from: a, to: b, removed: ['a2-0'], companiesChanged: [ridetOf(1), ridetOf(2), ridetOf(3)] });

      expect(await cli(env, 'verify', b)).toMatchObject({ code: 0, out: expect.stringContaining(`${b} : OK`) });
      const rolled = await cli(env, 'rollback', a, '--reason', 'test');
      expect(rolled).toMatchObject({ code: 0, out: `servi : ${b} -> ${a} (inscrit au journal d’audit)\n` });
      expect((await openSnapshot(store, 'current')).id).toBe(a);

      // The pointer's audit log says who moved it, when, from what to what, and why.
      const journal = await cli(env, 'journal');
      expect(journal.code).toBe(0);
      const lines = journal.out.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(new RegExp(`^\\S+  publication\\s+\\(aucun\\) -> ${a}  par publish$`));
      expect(lines[1]).toMatch(new RegExp(`^\\S+  publication\\s+${a} -> ${b}  par publish$`));
      expect(lines[2]).toMatch(new RegExp(`^\\S+  retour arrière\\s+${b} -> ${a}  par \\S+ ; motif : « test »$`));
      const events = JSON.parse((await cli(env, 'journal', '--json')).out) as Array<{ action: string; from: string | null; to: string; reason?: string }>;
      expect(events.map((e) => [e.action, e.from, e.to])).toEqual([['publish', null, a], ['publish', a, b], ['rollback', b, a]]);
      expect(events[2]?.reason).toBe('test');
    });

    it('verify exits non-zero and names the bad path of a tampered object', async () => {
      const { env, store } = await make();
      const [, b] = await seed(store);
      const hash = (await (await openSnapshot(store, b)).hash('search/index.json'))!;
      await store.put(objectKey(hash), '{"tampered":true}');
      const result = await cli(env, 'verify', b);
      expect(result.code).toBe(1);
      expect(result.out).toContain(`${b} : ÉCHEC, 1 chemin(s) altéré(s)`);
      expect(result.out).toContain(`  search/index.json : attendu ${hash}, trouvé ${sha256Hex('{"tampered":true}')}`);
    });

    it('exports Parquet and NDJSON', async () => {
      const { env, store } = await make();
      const [, b] = await seed(store);
      const out = await tempDir();
      const parquet = await cli(env, 'export', b, '--format', 'parquet', '--out', out);
      expect(parquet.code).toBe(0);
      expect(parquet.out).toContain(`${b} : 24 annonces -> ${path.join(out, 'annonces.parquet')}`);
      expect((await readdir(out)).sort()).toEqual([EXPORT_MARKER, 'annonces.parquet', 'entreprises.parquet']);
      const nd = await cli(env, 'export', 'current', '--format', 'ndjson', '--out', path.join(out, 'nd'));
      expect(nd.out).toContain('12 entreprises');
      expect((await readFile(path.join(out, 'nd', 'annonces.ndjson'), 'utf8')).trim().split('\n')).toHaveLength(24);
      expect(await cli(env, 'export', b, '--format', 'csv')).toMatchObject({ code: 2 });
    });

    it('exports by default under DATA_DIR (never into the checkout), and leaves nothing partial when it fails', async () => {
      const { env, store } = await make();
      const [, b] = await seed(store);
      const result = await cli(env, 'export', b, '--format', 'ndjson');
      expect(result.code).toBe(0);
      const exported = path.join(env.DATA_DIR!, 'exports', b);
      expect((await readdir(exported)).sort()).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson']);
      expect(result.out).toContain(path.join(exported, 'annonces.ndjson'));

      // An export that fails half-way (a snapshot whose ledger is gone) leaves the previous export as it was.
      const manifest = (await openSnapshot(store, b)).manifest;
      await store.delete(objectKey(manifest.ledger.root));
      const failed = await cli(env, 'export', b, '--format', 'ndjson');
      expect(failed.code).toBe(1);
      expect((await readdir(exported)).sort()).toEqual([EXPORT_MARKER, 'annonces.ndjson', 'entreprises.ndjson']);
      expect((await readdir(path.dirname(exported))).filter((n) => n.includes('.partial-'))).toEqual([]);
    });

    it('fetches an archived raw document by hash, and refuses an altered one', async () => {
      const { env, store } = await make();
      const doc = Buffer.from('%PDF-1.4 bulletin');
      const hash = sha256Hex(doc);
      await store.put(`raw/${hash}`, doc);
      expect(await cli(env, 'raw', hash)).toMatchObject({ code: 0, out: '%PDF-1.4 bulletin' });
      const file = path.join(await tempDir(), 'doc.pdf');
      expect((await cli(env, 'raw', hash, '--out', file)).code).toBe(0);
      expect(await readFile(file)).toEqual(doc);
      await store.put(`raw/${hash}`, 'altered');
      expect(await cli(env, 'raw', hash)).toMatchObject({ code: 1, err: expect.stringContaining(`Erreur [snapshot_corrupt] : le document archivé ${hash} est altéré : son contenu a pour empreinte `) });
      expect(await cli(env, 'raw', 'f'.repeat(64))).toMatchObject({ code: 2, err: expect.stringContaining('aucun document archivé') });
    });

    it('collects garbage with --keep', async () => {
      const { env, store } = await make();
      const [a, b] = await seed(store);
      const result = await cli({ ...env, SNAPSHOT_GC_GRACE_SECONDS: '0' }, 'gc', '--keep', '1');
      expect(result).toMatchObject({ code: 0, out: expect.stringContaining(`supprimés : 1 instantané(s) : ${a}`) });
      // No export was built for these snapshots: the exports' line says nothing went.
      expect(result.out).toContain('fichiers d’export supprimés : 0 index d’instantané, 0 fichier(s), 0 octets ; épargnés : 0 récent(s)\n');
      expect((await cli(env, 'verify', b)).code).toBe(0);
      // Collected: its id names nothing any more, the command line's mistake (2).
      expect((await cli(env, 'show', a)).code).toBe(2);
    });
  });
}

describe('snapshots CLI entry point', () => {
  // Through the function cli/snapshots.ts calls with the process's arguments and streams (its
  // real process: test/cli/entry-points.test.ts).
  it('prints usage errors and bad input (an unknown snapshot) with exit 2, failures with exit 1', async () => {
    const dir = await tempDir();
    const run = async (...args: string[]) => {
      const { code, stderr } = await runInProcess('snapshots', args, { ...process.env, DATA_DIR: dir, STORE_URL: '' });
      return { code, stderr };
    };
    expect(await run('frobnicate')).toMatchObject({ code: 2, stderr: expect.stringContaining('commande inconnue "frobnicate"') });
    expect(await run('verify', '20261120T020000Z')).toMatchObject({ code: 2, stderr: expect.stringContaining('[snapshot_not_found]') });
    expect(await run('show', 'xyz')).toMatchObject({ code: 2, stderr: expect.stringContaining('[snapshot_not_found]') });
    // Nothing published: no current snapshot is the store's state, not a mistake of the command line.
    expect(await run('show', 'current')).toMatchObject({ code: 1, stderr: expect.stringContaining('[snapshot_no_current]') });
  });
});
