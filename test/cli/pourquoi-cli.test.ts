import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pipelineIn } from './in-process.ts';
import type { ParsedNotice } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { warehouseForFile } from '../helpers/migrated-warehouse.ts';

// `pipeline pourquoi` through the CLI's function, on a real DuckDB file: a notice printing a
// transport company's RID with one digit wrong, and one printing it right.

const RIGHT = '3056124001';
const WRONG = '3056126001';

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ok', ridet: RIGHT, ridet_luhn_valide: true, denomination: 'TRANSPORTS DE LA CHAÎNE', type: 'creation', titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution.', date: '2022-01-12', forme_juridique: 'SAS', capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null,
    dirigeants: [], texte: `Constitution de la SAS TRANSPORTS DE LA CHAÎNE, RIDET 3 056 124.001.`, ...over,
  };
}

let dir: string;
/** run-1's warehouse, every test's start: loaded once for the file, copied by each test. */
const afterFirstRun = warehouseForFile(async (file) => {
  const warehouse = await openWarehouse(file);
  try {
    const counts = emptyLoadCounts();
    const doc = { source: 'LNC', url: 'http://sources.test/lnc/1', sha256: 'c'.repeat(64), fetchedAt: '2024-05-08T00:00:00.000Z' };
    const misprinted = notice({ reference: 'slip', ridet: WRONG, ridet_luhn_valide: false, type: 'siege', titre: 'TRANSFERT DE SIÈGE', date: '2024-05-02', texte: 'Transfert du siège de TRANSPORTS DE LA CHAINE, RIDET 3 056 126.001.' });
    await loadDocuments(warehouse, [{ doc, outcome: { notices: [notice({}), misprinted], quarantined: [] }, counts, record: { ...doc, contentType: 'text/plain', body: Buffer.from('x'), meta: {} } }], 'run-1');
    await finishLoad(warehouse, counts.ridets);
  } finally {
    warehouse.close();
  }
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pourquoi-'));
  afterFirstRun(path.join(dir, 'warehouse.duckdb'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function pipeline(args: string[]) {
  return pipelineIn(dir, args);
}

describe('pipeline pourquoi', () => {
  it('says in French why a notice sits on its record: the printed number, the rule and the company', async () => {
    const slip = await pipeline(['pourquoi', announcementId('LNC', 'slip')]);
    expect(slip).toMatchObject({ code: 0, stderr: '' });
    expect(slip.stdout).toContain(`sur la fiche ${RIGHT} (TRANSPORTS DE LA CHAÎNE)`);
    expect(slip.stdout).toContain(`Imprimé : RIDET ${WRONG}`);
    expect(slip.stdout).toContain('clé de contrôle fausse');
    expect(slip.stdout).toContain('[ridet_luhn_voisin_meme_nom]');
    const plain = await pipeline(['pourquoi', announcementId('LNC', 'ok')]);
    expect(plain.stdout).toContain(`L’annonce imprime le RIDET ${RIGHT}, dont la clé de contrôle est valide`);
  });

  it('answers in JSON with the recorded decision and the candidates weighed', async () => {
    const { code, stdout } = await pipeline(['pourquoi', announcementId('LNC', 'slip'), '--json']);
    expect(code).toBe(0);
    const why = JSON.parse(stdout) as { statut: string; ridet: string; ridet_imprime: string; decisions: { regle: string; candidats: { ridet: string; ecarts: number }[] }[] };
    expect(why).toMatchObject({ statut: 'publiee', ridet: RIGHT, ridet_imprime: WRONG });
    expect(why.decisions).toEqual([expect.objectContaining({ regle: 'ridet_luhn_voisin_meme_nom', candidats: [expect.objectContaining({ ridet: RIGHT, ecarts: 1 })] })]);
  });

  it('refuses an unknown id with exit 2 and a French message', async () => {
    const { code, stdout, stderr } = await pipeline(['pourquoi', 'inconnue']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Erreur \[annonce_inconnue\] : annonce inconnue "inconnue"/);
  });
});
