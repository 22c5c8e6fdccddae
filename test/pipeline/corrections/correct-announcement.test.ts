import { describe, expect, it } from 'vitest';
import type { QuarantineEntry } from '../../../kernel/model/announcement.ts';
import { announcementId } from '../../../kernel/model/ids.ts';
import { cancelCorrection, recordCorrection } from '../../../pipeline/corrections/correct-announcement.ts';
import { validateValues } from '../../../pipeline/corrections/correction.ts';
import { finishLoad } from '../../../pipeline/load/finish-load.ts';
import { listQuarantine } from '../../../pipeline/quarantine/list-quarantine.ts';
import { emptyLoadCounts, loadDocuments } from '../../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';

// `corriger --publier` on a real DuckDB warehouse: the announcement and the correction that
// explains it are written together or not at all.

const UNREAD: QuarantineEntry = {
  reference: 'unread',
  reason: 'ridet_absent',
  detail: 'aucun RIDET lisible',
  extrait: 'AVIS DE CONSTITUTION\nKAORI TRANSPORTS, SARL, RIDET deux millions deux cent vingt-deux mille deux cent vingt-deux, établissement 001.',
};

async function warehouseWithQuarantined(): Promise<{ warehouse: Warehouse; quarantineId: string }> {
  const warehouse = await openWarehouse(':memory:');
  const doc = { source: 'JONC', url: 'http://sources.test/jonc/1', sha256: 'a'.repeat(64), fetchedAt: '2024-05-08T00:00:00.000Z' };
  await loadDocuments(warehouse, [{ doc, outcome: { notices: [], quarantined: [UNREAD] }, counts: emptyLoadCounts(), record: { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} } }], 'run-1');
  const [entry] = await listQuarantine(warehouse);
  return { warehouse, quarantineId: entry!.id };
}

const publier = (annonceId: string) => ({
  annonceId,
  action: 'publier' as const,
  valeurs: { ridet: '2222222001', type: 'creation', denomination: 'KAORI TRANSPORTS' },
  raison: 'RIDET écrit en toutes lettres',
  par: 'operateur-test',
  now: new Date('2026-03-02T08:00:00.000Z'),
});

describe('recordCorrection --publier', () => {
  it('leaves no announcement behind when its correction cannot be written, so publishing it again works', async () => {
    const { warehouse, quarantineId } = await warehouseWithQuarantined();
    const id = announcementId('JONC', 'unread');
    const count = async (sql: string) => (await warehouse.all<{ n: number }>(sql, [id]))[0]!.n;
    try {
      // The corrections table out of reach: the correction's INSERT fails after the announcement's.
      await warehouse.run('ALTER TABLE corrections RENAME TO corrections_hidden');
      await expect(recordCorrection(warehouse, publier(quarantineId))).rejects.toThrow(/corrections/);
      await warehouse.run('ALTER TABLE corrections_hidden RENAME TO corrections');
      expect(await count('SELECT count(*)::INTEGER AS n FROM announcements WHERE id = $1')).toBe(0);

      // Nothing half-done stands in the way: the same command now publishes, with its correction.
      const { correction } = await recordCorrection(warehouse, publier(quarantineId));
      expect(correction).toMatchObject({ annonce_id: id, action: 'publier', avant: { quarantaine: quarantineId } });
      expect(await count('SELECT count(*)::INTEGER AS n FROM announcements WHERE id = $1')).toBe(1);
      expect(await count('SELECT count(*)::INTEGER AS n FROM corrections WHERE annonce_id = $1')).toBe(1);
    } finally {
      warehouse.close();
    }
  });
});

describe('recordCorrection --objet', () => {
  it('corrects the objet a notice prints, the company record carries it, and it lasts through a reparse until taken back', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://sources.test/jonc/2', sha256: 'c'.repeat(64), fetchedAt: '2024-05-08T00:00:00.000Z' };
    const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
    const constitution = {
      reference: 'kaori', ridet: '1234567001', ridet_luhn_valide: true, denomination: 'KAORI TRANSPORTS', type: 'creation' as const, titre: 'AVIS DE CONSTITUTION',
      resume: 'Constitution.', date: '2024-05-02', forme_juridique: 'SARL', capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null,
      dirigeants: [], texte: 'KAORI TRANSPORTS, SARL. Objet : transprot routier de marchandises. Durée : 99 ans.',
    };
    const load = async () => {
      const counts = emptyLoadCounts();
      await loadDocuments(warehouse, [{ doc, outcome: { notices: [constitution], quarantined: [] }, counts, record }], 'run-1');
      await finishLoad(warehouse, counts.ridets);
    };
    const companyObjet = async () => (await warehouse.all<{ objet: string | null }>(`SELECT objet FROM companies WHERE ridet = '1234567001'`))[0]?.objet;
    try {
      await load();
      expect(await companyObjet()).toBe('transprot routier de marchandises');
      const id = announcementId('JONC', 'kaori');
      const { correction } = await recordCorrection(warehouse, {
        annonceId: id, action: 'corriger', valeurs: validateValues({ objet: '  transport routier de marchandises ' }), raison: 'coquille', par: 'operateur-test',
        now: new Date('2026-03-02T08:00:00.000Z'),
      });
      expect(correction.avant).toEqual({ objet: 'transprot routier de marchandises' });
      expect(await companyObjet()).toBe('transport routier de marchandises');
      const [row] = await warehouse.all<{ corrections: string }>(`SELECT corrections::VARCHAR AS corrections FROM announcements WHERE id = $1`, [id]);
      expect(JSON.parse(row!.corrections)).toEqual([expect.objectContaining({ champ: 'objet', avant: 'transprot routier de marchandises', apres: 'transport routier de marchandises' })]);
      // The parse reads the misprint again; the correction is applied again.
      await load();
      expect(await companyObjet()).toBe('transport routier de marchandises');
      await cancelCorrection(warehouse, { annonceId: id, correctionId: correction.id, raison: 'erreur', par: 'operateur-test', now: new Date('2026-03-03T08:00:00.000Z') });
      expect(await companyObjet()).toBe('transprot routier de marchandises');
      expect(() => validateValues({ objet: '  ' })).toThrow(/objet vide/);
    } finally {
      warehouse.close();
    }
  });
});

describe('validateValues', () => {
  it('reads a correction’s date as a calendar day of the years a notice is printed in (1900 to 2099), its surrounding spaces aside', () => {
    expect(validateValues({ date: ' 2024-02-29 ' })).toEqual({ date: '2024-02-29' });
    expect(validateValues({ date: '1900-01-01' })).toEqual({ date: '1900-01-01' });
    expect(validateValues({ date: '2099-12-31' })).toEqual({ date: '2099-12-31' });
    for (const date of ['2026-02-29', '2026-13-01', '0050-06-15', '1899-12-31', '2100-01-01', '2026-03-12x', '12/03/2026']) {
      expect(() => validateValues({ date }), date).toThrow(/date invalide/);
    }
  });
});
