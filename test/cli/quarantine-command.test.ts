import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { runInProcess } from './in-process.ts';
import { tempFolder } from '../helpers/temp-folder.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);
let dataDir: string;

async function cli(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runPipelineCli(argv, { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

beforeAll(async () => {
  dataDir = tempFolder('quarantine-cli-');
  await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
  const warehouse = await openWarehouse(path.join(dataDir, 'warehouse.duckdb'));
  try {
    await warehouse.run(`INSERT INTO runs VALUES ('run-1', TIMESTAMP '2026-03-01 02:00:00', TIMESTAMP '2026-03-01 02:10:00', DATE '2026-03-01', 'ok', NULL)`);
    await warehouse.run(`INSERT INTO runs VALUES ('run-2', TIMESTAMP '2026-03-08 02:00:00', TIMESTAMP '2026-03-08 02:10:00', DATE '2026-03-08', 'ok', NULL)`);
    const entry = `INSERT INTO quarantine VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`;
    await warehouse.run(entry, ['q1', 'JONC', '10412#3', SHA_A, 'https://jonc.test/10412.pdf', 'ridet_absent', 'Le texte ne cite aucun RIDET.', 'AVIS DE CONSTITUTION ...', 'run-1', null]);
    await warehouse.run(entry, ['q2', 'LNC', 'AL-778', SHA_B, 'https://lnc.test/annonce/778.html', 'hors_champ', 'Une subvention n’est pas un événement de la vie de la société.', null, 'run-2', null]);
    await warehouse.run(entry, ['q3', 'JONC', '10415#1', SHA_A, 'https://jonc.test/10415.pdf', 'type_inconnu', 'Type introuvable.', null, 'run-1', 'run-2']);
  } finally {
    warehouse.close();
  }
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run pipeline -- quarantine', () => {
  it('lists what is still in quarantine, why, where from, and how to get it out', async () => {
    const { code, out } = await cli(['quarantine']);
    expect(code).toBe(0);
    expect(out).toContain('2 entrée(s) en quarantaine');
    expect(out).toContain('https://jonc.test/10412.pdf');
    expect(out).toContain('Le texte ne cite aucun RIDET.');
    expect(out).toContain(`npm run snapshots -- raw ${SHA_A}`);
    expect(out).toContain('npm run pipeline -- reparse --sources LNC,JONC');
    expect(out).not.toContain('10415');
  });

  it('filters by source, reason and date, includes resolved entries on request, and prints JSON', async () => {
    const bySource = JSON.parse((await cli(['quarantine', '--source', 'jonc', '--json'])).out) as Array<{ id: string }>;
    expect(bySource.map((i) => i.id)).toEqual(['q1']);
    const byReason = JSON.parse((await cli(['quarantine', '--reason', 'hors_champ', '--json'])).out) as Array<Record<string, unknown>>;
    expect(byReason).toMatchObject([{ id: 'q2', motif: 'hors_champ', document_sha256: SHA_B }]);
    // One language for the keys, the revue's and the API's: French snake_case.
    expect(Object.keys(byReason[0]!).sort()).toEqual(
      ['derniere_execution', 'detail', 'document_sha256', 'extrait', 'id', 'motif', 'premiere_execution', 'premiere_vue', 'reference', 'resolue_par_execution', 'source', 'url'],
    );
    const since = JSON.parse((await cli(['quarantine', '--since', '2026-03-05', '--json'])).out) as Array<{ id: string }>;
    expect(since.map((i) => i.id)).toEqual(['q2']);
    const all = JSON.parse((await cli(['quarantine', '--all', '--json'])).out) as Array<{ id: string; resolue_par_execution: string | null }>;
    expect(all.map((i) => i.id).sort()).toEqual(['q1', 'q2', 'q3']);
    expect(all.find((i) => i.id === 'q3')?.resolue_par_execution).toBe('run-2');
  });

  it('refuses an unknown reason, source or date with a French message and exit 2', async () => {
    const reason = await cli(['quarantine', '--reason', 'broken']);
    expect(reason.code).toBe(2);
    expect(reason.err).toContain('motif inconnu');
    expect((await cli(['quarantine', '--source', 'nope'])).code).toBe(2);
    expect((await cli(['quarantine', '--since', '2026-02-30'])).code).toBe(2);
  });

  // With the environment a real process inherits (its real process: pipeline's smoke tests in
  // test/cli/entry-points.test.ts and pipeline-cli.test.ts).
  it('runs as a command', async () => {
    const { stdout } = await runInProcess('pipeline', ['quarantine', '--reason', 'ridet_absent'], { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(stdout).toContain('1 entrée(s) en quarantaine');
  });
});
