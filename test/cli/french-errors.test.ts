import fs from 'node:fs';
import os, { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeysError } from '../../api/access/errors.ts';
import { frenchErrorMessage, frenchRunReport } from '../../cli/french-errors.ts';
import { runKeysCli } from '../../cli/keys.ts';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';
import { formatPublishOutcome, type RunReport } from '../../pipeline/run/run-report.ts';
import { ConfigError } from '../../platform/config.ts';
import { SnapshotError } from '../../publish/snapshot/snapshot-error.ts';
import { LEASES_PREFIX } from '../../publish/snapshot/snapshot-layout.ts';
import { StoreError } from '../../publish/store/store-error.ts';

// What a command prints is French, its code stable. The errors are the real
// ones, thrown by the code below cli/ with their English messages for the logs.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-french-'));
  dirs.push(dir);
  return dir;
}

type Env = Record<string, string>;
async function snapshots(argv: string[], env: Env): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runSnapshotCli(argv, { env, out: () => {}, err: (t) => (err += t), outBytes: () => {} });
  return { code, err };
}
async function keys(argv: string[], env: Env): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runKeysCli(argv, { env, stdout: () => {}, stderr: (t) => (err += t) });
  return { code, err };
}
async function pipeline(argv: string[], env: Env): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runPipelineCli(argv, { env, out: () => {}, err: (t) => (err += t) });
  return { code, err };
}

describe('the commands print our errors in French, with their codes', () => {
  it('snapshots: an id that is none, a snapshot that is not there, nothing published yet', async () => {
    const env = { DATA_DIR: tempDir() };
    const store = `file://${path.join(env.DATA_DIR, 'store')}`;
    expect(await snapshots(['show', 'nope'], env)).toEqual({
      code: 2,
      err: 'Erreur [snapshot_not_found] : "nope" n’est pas un identifiant d’instantané (attendu par exemple 20261121T020000Z, ou current)\n',
    });
    expect((await snapshots(['verify', '20991231T000000Z'], env)).err).toBe(
      `Erreur [snapshot_not_found] : aucun instantané 20991231T000000Z dans ${store} (voir npm run snapshots -- list)\n`,
    );
    expect((await snapshots(['show', 'current'], env)).err).toBe(
      `Erreur [snapshot_no_current] : rien n’est encore publié dans ${store} (npm start, ou npm run pipeline -- run)\n`,
    );
  });

  it('keys: an unknown plan, an unknown key, a keys file that is not JSON', async () => {
    const dir = tempDir();
    const keysFile = path.join(dir, 'keys.json');
    const env = { DATA_DIR: dir, KEYS_FILE: keysFile };
    expect(await keys(['create', '--plan', 'foo'], env)).toEqual({
      code: 2,
      err: 'Erreur [unknown_plan] : offre inconnue "foo" ; offres possibles : sandbox, veille, pro, equipe, enterprise\n',
    });
    expect((await keys(['revoke', 'key_nope'], env)).err).toBe(
      `Erreur [key_not_found] : aucune clé d’identifiant "key_nope" dans ${keysFile} (voir npm run keys -- list)\n`,
    );
    fs.writeFileSync(keysFile, '{ pas du json');
    expect((await keys(['list'], env)).err).toMatch(new RegExp(`^Erreur \\[keys_file_invalid\\] : le fichier de clés ${keysFile} n’est pas du JSON valide \\(.+\\)\\n$`));
  });

  it('settings: one bad value, several, and a source no one knows', async () => {
    const env = { DATA_DIR: tempDir() };
    expect(await pipeline(['quarantine'], { ...env, PORT: 'abc' })).toEqual({
      code: 2,
      err: 'Erreur [config_invalid] : PORT : attendu un numéro de port 1..65535, reçu "abc"\n',
    });
    expect((await pipeline(['quarantine'], { ...env, LOG_LEVEL: 'bavard', S3_FORCE_PATH_STYLE: 'oui', SOURCE_NOPE_URL: 'http://x' })).err).toBe(
      [
        'Erreur [config_invalid] : 3 réglages invalides :',
        '  LOG_LEVEL : attendu une valeur parmi fatal, error, warn, info, debug, trace, silent, reçu "bavard"',
        '  S3_FORCE_PATH_STYLE : attendu true ou false, reçu "oui"',
        '  SOURCE_NOPE_URL : ne désigne aucune source connue (sources : JONC, LNC, ActuNC, ProvinceSud, ProvinceNord, ProvinceIles)',
        '',
      ].join('\n'),
    );
  });

  it('PLANS_FILE: a file that is not JSON, a plan without a quota, a document that is no object', async () => {
    const dir = tempDir();
    const plansFile = path.join(dir, 'plans.json');
    const env = { DATA_DIR: dir, PLANS_FILE: plansFile };
    fs.writeFileSync(plansFile, '{ pas du json');
    expect((await keys(['create', '--plan', 'mini'], env)).err).toMatch(new RegExp(`^Erreur \\[config_invalid\\] : PLANS_FILE : ${plansFile} n’est pas du JSON valide \\(.+\\)\\n$`));
    fs.writeFileSync(plansFile, JSON.stringify({ plans: { mini: { requestsPerDay: 0, webhooks: 0, signedWebhooks: false, routes: ['*'] } } }));
    expect((await keys(['create', '--plan', 'mini'], env)).err).toBe('Erreur [config_invalid] : PLANS_FILE plans.mini.requestsPerDay : attendu un entier >= 1, reçu 0\n');
    fs.writeFileSync(plansFile, '[]');
    expect((await keys(['create', '--plan', 'mini'], env)).err).toBe('Erreur [config_invalid] : PLANS_FILE : attendu un objet {anonymous?, plans}, reçu []\n');
  });

  it('the warehouse: a read of a warehouse that does not exist', async () => {
    const dir = tempDir();
    const result = await pipeline(['quarantine'], { DATA_DIR: dir });
    expect(result.code).toBe(2);
    expect(result.err).toBe(`Erreur [warehouse_unavailable] : impossible d’ouvrir l’entrepôt DuckDB ${path.join(dir, 'warehouse.duckdb')} (la base DuckDB n’existe pas)\n`);
  });

  it('snapshots gc: a sweep put off by a publish in progress', async () => {
    const dataDir = tempDir();
    const leases = path.join(dataDir, 'store', LEASES_PREFIX);
    fs.mkdirSync(leases, { recursive: true });
    const startedAt = new Date().toISOString();
    fs.writeFileSync(path.join(leases, 'x.json'), JSON.stringify({ id: 'x', startedAt, host: hostname(), pid: process.pid }));
    let out = '';
    expect(await runSnapshotCli(['gc'], { env: { DATA_DIR: dataDir }, out: (t) => (out += t), err: () => {}, outBytes: () => {} })).toBe(0);
    expect(out).toContain(`balayage des objets non fait : publication en cours (${hostname()} pid ${process.pid} depuis ${startedAt}) ; relancez gc quand elle aura fini\n`);
  });

  it('commander: a value outside the allowed choices', async () => {
    const result = await snapshots(['export', 'current', '--format', 'csv'], { DATA_DIR: tempDir() });
    expect(result.code).toBe(2);
    expect(result.err).toBe('erreur : valeur "csv" invalide pour "--format <format>" : valeurs acceptées : parquet, ndjson\n(--help pour l’aide)\n');
  });
});

describe('frenchErrorMessage', () => {
  it('renders the other English messages a command may meet', () => {
    const cases: Array<[Error, string]> = [
      [new KeysError('keys_locked', '[keys] /d/keys.json.lock is held by another keys command; retry when it has finished'), '/d/keys.json.lock est tenu par une autre commande keys ; réessayez quand elle aura fini'],
      [
        new SnapshotError(
          'snapshot_shrink_refused',
          "[snapshot] refusing to publish: announcements would drop from 100 to 50 (-50.0%) and companies would drop from 10 to 5 (-50.0%) versus parent 20261121T020000Z, more than the allowed 20%; check the run's report, or publish with force if the drop is real",
        ),
        'les annonces passeraient de 100 à 50 (-50.0%) et les entreprises passeraient de 10 à 5 (-50.0%) par rapport à 20261121T020000Z, plus que les 20 % permis (SNAPSHOT_MAX_SHRINK) ; lisez le rapport de l’exécution, ou publiez avec --force si la baisse est réelle',
      ],
      [new StoreError('store_read_failed', '[store] [s3] cannot get a/b.json in bucket my-bucket'), 'stockage s3 : impossible de lire a/b.json dans my-bucket'],
      [new SnapshotError('snapshot_gc_running', '[snapshot] a garbage collection started at 2026-11-22T01:00:00Z on box (pid 42) is running; publish again when it ends (or delete _gc.lock if it crashed)'), 'un nettoyage (gc) commencé à 2026-11-22T01:00:00Z sur box (pid 42) est en cours ; publiez de nouveau quand il aura fini (ou supprimez _gc.lock s’il s’est arrêté en route)'],
    ];
    for (const [error, french] of cases) expect(frenchErrorMessage(error).message).toBe(french);
  });

  it('keeps the code and a French sentence for a wording it does not know, the original as detail', () => {
    expect(frenchErrorMessage(new SnapshotError('snapshot_corrupt', '[snapshot] something new happened'))).toEqual({
      code: 'snapshot_corrupt',
      message: 'instantané altéré ou incomplet (détail : something new happened)',
    });
  });

  it('leaves French messages and foreign errors as they are', () => {
    expect(frenchErrorMessage(new ConfigError('PORT : attendu un numéro de port 1..65535, reçu "x"'))).toEqual({ code: 'config_invalid', message: 'PORT : attendu un numéro de port 1..65535, reçu "x"' });
    expect(frenchErrorMessage(new Error('EACCES: permission denied'))).toEqual({ code: null, message: 'EACCES: permission denied' });
  });
});

describe('frenchRunReport', () => {
  it('prints a refused publish in French and leaves the report as written', () => {
    const report: RunReport = {
      runId: 'run-1',
      kind: 'run',
      startedAt: '2026-11-22T02:00:00Z',
      finishedAt: '2026-11-22T02:01:00Z',
      asOf: '2026-11-22',
      status: 'partial',
      sources: [],
      companiesDerived: 0,
      publish: {
        code: 'snapshot_shrink_refused',
        error: "[snapshot] refusing to publish: companies would drop from 10 to 5 (-50.0%) versus parent 20261121T020000Z, more than the allowed 20%; check the run's report, or publish with force if the drop is real",
      },
    };
    expect(formatPublishOutcome(frenchRunReport(report))).toBe(
      'Publication refusée [snapshot_shrink_refused] : les entreprises passeraient de 10 à 5 (-50.0%) par rapport à 20261121T020000Z, plus que les 20 % permis (SNAPSHOT_MAX_SHRINK) ; lisez le rapport de l’exécution, ou publiez avec --force si la baisse est réelle',
    );
    expect(report.publish!['error']).toMatch(/^\[snapshot\] refusing/);
  });
});
