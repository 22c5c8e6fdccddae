import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { REGEXP_AT_FIRST_USE_FLAG } from '../../kernel/normalise/regexp-tier-flag.ts';
import { OFFLINE_SITES } from '../../simulator/sites/registry.ts';
import { acquireRunLock } from '../../pipeline/run/run-lock.ts';
import { tempFolder } from '../helpers/temp-folder.ts';
import type { SampleSites } from '../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../helpers/sample-sites.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run pipeline -- <args>` through the CLI's own function, in this process: the environment
 * a child would inherit, `input` as its standard input, the exit code it would exit with.
 */
async function pipeline(args: string[], env: Record<string, string>, input?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runPipelineCli(args, {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    stdin: Readable.from(input === undefined ? [] : [input]),
  });
  return { code, stdout, stderr };
}

/** Runs `npm run pipeline -- <args>` as a user would (node runs the TypeScript), never throwing on exit codes. */
async function pipelineProcess(args: string[], env: Record<string, string>) {
  const child = run(process.execPath, [REGEXP_AT_FIRST_USE_FLAG, path.join(root, 'cli/pipeline.ts'), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    maxBuffer: 32 * 1024 * 1024,
  });
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A port nothing listens on: the "site down" case. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('pipeline CLI', () => {
  let sites: SampleSites;
  beforeAll(async () => {
    sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: '2021-03-31' });
  });
  afterAll(() => sites.close());

  it('parse prints the normalised announcement of a text read from stdin', async () => {
    const text = `AVIS DE CONSTITUTION
Aux termes d'un acte sous seing privé en date à Nouméa du 4 mars 2024, il a été constitué une société présentant les caractéristiques suivantes :
Dénomination : LAGON BLEU SERVICES
Forme : SARL
Capital : 100 000 F CFP
Siège social : 12 rue de Sébastopol, 98800 Nouméa
RIDET n° 1 236 165.001
Gérance : M. Paul DURAND
Pour avis, la gérance.`;
    const result = await pipeline(['parse', '-'], {}, text);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.annonces[0]).toMatchObject({
      ridet: '1236165001',
      denomination: 'LAGON BLEU SERVICES',
      type: 'creation',
      date: '2024-03-04',
      capital: '100 000 F CFP',
    });
  });

  it('parse prints one announcement per company of a greffe list, `<name>#n`', async () => {
    const text = `EXTRAITS DE JUGEMENTS
Tribunal mixte de commerce de Nouméa, audience du 6 mai 2024
– Liquidation judiciaire – MENUISERIE DU COL BLANC, SARL, RIDET 1 302 116.001. Liquidateur : Me Paul ORIVAL.
– Redressement judiciaire – GLACIER DES ÎLOTS, SAS, RIDET 1 455 906.001. Mandataire judiciaire : Me Rose TAVI.`;
    const result = await pipeline(['parse', '-'], {}, text);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.annonces.map((a: { reference: string; ridet: string; type: string }) => [a.reference, a.ridet, a.type])).toEqual([
      ['stdin#1', '1302116001', 'procedure'],
      ['stdin#2', '1455906001', 'procedure'],
    ]);
  });

  it('parse reports a text without RIDET as quarantined, with exit code 1', async () => {
    const result = await pipeline(['parse', '-'], {}, 'AVIS DE DISSOLUTION\nLa société ALPHA a été dissoute le 2 mars 2024.');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).quarantaine[0].reason).toBe('ridet_absent');
  });

  it('a source that is down fails alone: the others load, the summary says why, the exit code says so', async () => {
    const dataDir = tempFolder('cli-down-');
    const result = await pipeline(['run', '--sources', 'provinceiles,provincenord', '--as-of', '2021-03-31'], {
      DATA_DIR: dataDir,
      SOURCE_PROVINCEILES_URL: `http://127.0.0.1:${await closedPort()}/province-iles`,
      SOURCE_PROVINCEILES_RETRIES: '0',
      SOURCE_PROVINCENORD_URL: `${sites.url}/province-nord`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ProvinceIles\s+failed/);
    expect(result.stdout).toMatch(/ProvinceNord\s+ok/);
    const report = JSON.parse(fs.readFileSync(path.join(dataDir, 'reports/latest.json'), 'utf8'));
    const iles = report.sources.find((s: { source: string }) => s.source === 'ProvinceIles');
    expect(iles.error).toMatch(/aucun document/);
    expect(iles.failures[0].code).toBe('source_fetch_failed');
    expect(report.publish.snapshotId).toMatch(/^\d{8}T\d{6}Z/);
  });

  it('schedule --once runs each selected source and publishes; a second pass adds nothing', async () => {
    const dataDir = tempFolder('cli-schedule-');
    const env = { DATA_DIR: dataDir, SOURCE_PROVINCENORD_URL: `${sites.url}/province-nord` };
    const first = await pipeline(['schedule', '--once', '--sources', 'provincenord'], env);
    expect(first.code).toBe(0);
    const firstReport = JSON.parse(fs.readFileSync(path.join(dataDir, 'reports/latest.json'), 'utf8'));
    expect(firstReport.sources[0].new).toBeGreaterThan(0);
    const second = await pipeline(['schedule', '--once', '--sources', 'provincenord'], env);
    expect(second.code).toBe(0);
    const secondReport = JSON.parse(fs.readFileSync(path.join(dataDir, 'reports/latest.json'), 'utf8'));
    expect(secondReport.sources[0]).toMatchObject({ new: 0, fetched: 0 });
    expect(secondReport.publish).toMatchObject({ snapshotId: firstReport.publish.snapshotId, unchanged: true });
  });

  it('refuses to start while another run holds the lock', async () => {
    const dataDir = tempFolder('cli-lock-');
    // This test process holds the run lock, as a run in progress would.
    const lock = await acquireRunLock(dataDir);
    try {
      const result = await pipeline(['run', '--sources', 'provincenord'], { DATA_DIR: dataDir, SOURCE_PROVINCENORD_URL: `${sites.url}/province-nord` });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('[run_locked]');
    } finally {
      lock.release();
    }
  });

  it('says which sources exist when given an unknown one, and rejects a malformed date', async () => {
    const dataDir = tempFolder('cli-bad-');
    const unknown = await pipeline(['run', '--sources', 'bodacc'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('[source_unknown]');
    expect(unknown.stderr).toContain('JONC');
    const badDate = await pipeline(['run', '--sources', 'jonc', '--as-of', '31/12/2024'], { DATA_DIR: dataDir });
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('[run_input_invalid]');
  });

  // The command's real process, kept as the pipeline's smoke test: exiting, not hanging, is
  // what a process shows and a function call cannot.
  it('stops its offline copies and exits when the warehouse cannot be opened, instead of hanging', async () => {
    const dataDir = tempFolder('pipeline-cli-');
    fs.mkdirSync(dataDir, { recursive: true });
    // Another process holds the warehouse, as a reparse does.
    const holder = spawn(process.execPath, [path.join(root, 'test/cli/fixtures/hold-warehouse.ts'), path.join(dataDir, 'warehouse.duckdb')], { cwd: root });
    try {
      await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
      // No SOURCE_<ID>_URL: the command starts the offline copies itself.
      const result = await pipelineProcess(['run', '--sources', 'jonc', '--as-of', '2021-03-31'], { DATA_DIR: dataDir });
      // What the run said, should it not be refused (seen once under load: exit 0).
      expect(result.code, `holder alive: ${holder.exitCode === null}\n${result.stdout}\n${result.stderr}`).toBe(2);
      expect(result.stderr).toContain('[warehouse_unavailable]');
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

describe('pipeline eval', () => {
  const corpus = path.join(root, 'test/kernel/normalise/corpus');

  /** A corpus directory of its own, as a data engineer would label their texts. */
  function labelled(files: Record<string, string>): string {
    const dir = tempFolder('eval-');
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    return dir;
  }

  const NOTICE = `TRANSFERT DE SIÈGE SOCIAL
ARBRE À PAIN
SARL au capital de 500 000 F CFP
RIDET 1 302 116.001
Aux termes d'une assemblée générale extraordinaire du 4 mars 2024, le siège social a été transféré au 2 rue Higginson, 98800 Nouméa.
Pour avis, la gérance.`;
  const EXPECTED = { type: 'siege', ridet: '1302116001', rid: '1302116', date: '2024-03-04', denomination: 'ARBRE À PAIN', forme_juridique: 'SARL', dirigeants: [] };

  it('prints the accuracy table of a copied corpus and exits 0', async () => {
    const dir = tempFolder('eval-corpus-');
    fs.cpSync(corpus, dir, { recursive: true });
    const result = await pipeline(['eval', dir], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Corpus : 80 textes, 91 annonces attendues');
    expect(result.stdout).toMatch(/^type\s+91\/91\s+100\.0 %\s+0\s+0$/m);
    expect(result.stdout).toContain('Attributions erronées (publiées sous un autre identifiant, ou publiées au lieu d’être mises en quarantaine) : 0');
    expect(result.stdout).toMatch(/^dénomination\s+\d+\/84/m);
    expect(result.stdout).toContain('Confusion des types (lignes : attendu, colonnes : obtenu)');
  });

  it('shows a wrong expectation as a miss in the table, still exiting 0; --json gives the raw report', async () => {
    const dir = labelled({
      'a-juste.txt': NOTICE,
      'a-juste.expected.json': JSON.stringify(EXPECTED),
      'b-faux.txt': NOTICE,
      // A labelling slip: the date of the act is 4 March, not 5.
      'b-faux.expected.json': JSON.stringify({ ...EXPECTED, date: '2024-03-05' }),
    });
    const table = await pipeline(['eval', dir], {});
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Corpus : 2 textes, 2 annonces attendues');
    // A wrong date, published: counted as a wrong value, not as a quarantine nor a wrong attribution.
    expect(table.stdout).toMatch(/^date\s+1\/2\s+50\.0 %\s+1\s+0$/m);
    expect(table.stdout).toMatch(/^Attributions erronées .*: 0$/m);
    expect(table.stdout).toContain('Erreurs (1) :');
    expect(table.stdout).toContain('- b-faux date : attendu 2024-03-05 | obtenu 2024-03-04');
    const json = await pipeline(['eval', dir, '--json'], {});
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.misses).toEqual([{ name: 'b-faux', entry: 1, field: 'date', expected: '2024-03-05', got: '2024-03-04' }]);
    expect(report.fields.find((f: { field: string }) => f.field === 'type')).toMatchObject({ correct: 2, total: 2 });
  });

  it('exits 2 with a French message naming what is wrong with the directory', async () => {
    const missing = path.join(os.tmpdir(), 'eval-nulle-part');
    const [absent, empty, unlabelled, badType, noDir] = await Promise.all([
      pipeline(['eval', missing], {}),
      pipeline(['eval', labelled({ 'lisez-moi.md': 'rien' })], {}),
      pipeline(['eval', labelled({ 'seul.txt': NOTICE })], {}),
      pipeline(['eval', labelled({ 'x.txt': NOTICE, 'x.expected.json': JSON.stringify({ ...EXPECTED, type: 'faillite' }) })], {}),
      pipeline(['eval'], {}),
    ]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain('[corpus_introuvable]');
    expect(absent.stderr).toContain(`Dossier du corpus introuvable : ${missing}`);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/\[corpus_vide\] : Aucun fichier \.txt dans /);
    expect(unlabelled.code).toBe(2);
    expect(unlabelled.stderr).toContain('[attendu_manquant]');
    expect(unlabelled.stderr).toContain('seul.txt n’a pas de seul.expected.json');
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain('[attendu_invalide] : x.expected.json : attendu « type » parmi creation');
    expect(badType.stderr).toContain('reçu "faillite"');
    expect(noDir.code).toBe(2);
    expect(noDir.stderr).toContain('[corpus_non_indique]');
  });

  it('--cv scores each writer group of the corpora given, and the mean over groups; --json gives the folds', async () => {
    const first = labelled({ '01-juste.txt': NOTICE, '01-juste.expected.json': JSON.stringify(EXPECTED) });
    const second = labelled({
      'a01-juste.txt': NOTICE,
      'a01-juste.expected.json': JSON.stringify(EXPECTED),
      'b01-faux.txt': NOTICE,
      'b01-faux.expected.json': JSON.stringify({ ...EXPECTED, date: '2024-03-05' }),
    });
    const table = await pipeline(['eval', '--cv', '--corpora', first, second], {});
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Validation croisée par groupe de rédacteurs (3 groupes');
    expect(table.stdout).toMatch(/^a\s+1\s+100\.0\s+100\.0\s+100\.0\s+100\.0/m);
    expect(table.stdout).toMatch(/^b\s+1\s+100\.0\s+100\.0\s+100\.0\s+0\.0/m);
    expect(table.stdout).toMatch(/^moyenne\s+100\.0\s+100\.0\s+100\.0\s+66\.7/m);
    const json = await pipeline(['eval', '--cv', '--json', '--corpora', first, second], {});
    expect(JSON.parse(json.stdout).folds.map((f: { group: string }) => f.group)).toEqual([path.basename(first), 'a', 'b']);
    const one = await pipeline(['eval', '--cv', '--corpora', first], {});
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('[groupes_insuffisants]');
  });
});
