import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectRevue } from '../../cli/pipeline/revue-command.ts';
import type { ParsedNotice } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadOutcome } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { openSqliteSignalementStore } from '../../signalements/state/sqlite-signalement-store.ts';
import { withOcrFacts } from '../../sources/documents/ocr-facts.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// Scanned notices whose pages read well on average, with a few words below the threshold: the
// words come as the OCR reading gives them (word-confidence rows), through the parse's own step
// (withOcrFacts), the load and its closing steps, to what `pipeline revue` lists.

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

function notice(over: Partial<ParsedNotice> & Pick<ParsedNotice, 'reference' | 'ridet' | 'denomination' | 'texte'>): ParsedNotice {
  return {
    ridet_luhn_valide: true, type: 'procedure', titre: 'JUGEMENT', resume: over.texte.slice(0, 100), date: '2021-03-04', forme_juridique: 'SARL',
    capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], ...over,
  };
}

const scanned = (n: ParsedNotice, words: Array<[string, number]>) =>
  withOcrFacts(n, { ocr: true, ocr_confiance: 0.93, doubtfulWords: words.map(([mot, confiance]) => ({ mot, confiance })) });

describe('pipeline revue and doubtful OCR words', () => {
  it('lists a scanned notice whose field holds a word below the threshold though its page reads at 0.93, unless the company’s other notices settle its name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revue-ocr-'));
    dirs.push(dir);
    const notices = [
      // Known from its text-layer notices, the company's name settles the split name of the scan.
      notice({ reference: 'zozo-1', ridet: '4021358001', denomination: 'ZOZO TRANSPORTS', type: 'creation', date: '2019-05-02', texte: 'Constitution de ZOZO TRANSPORTS, SARL.' }),
      scanned(notice({ reference: 'zozo-scan', ridet: '4021358001', denomination: 'ZOZO TRA NSPORTS', texte: 'Redressement judiciaire de ZOZO TRA NSPORTS, SARL, RIDET 4 021 358.001.' }), [['TRA', 0.52], ['NSPORTS', 0.41]]),
      // Its siège has no second reading: a person checks it.
      scanned(
        notice({ reference: 'kagou-scan', ridet: '5012344001', denomination: 'KAGOU BÂTIMENT', siege: '4 rue de Koné, 98860 Koné', texte: 'KAGOU BÂTIMENT, SARL, siège 4 rue de Koné, 98860 Koné.' }),
        [['Koné,', 0.57]],
      ),
      // Known from this scan alone: its name cannot be checked against another notice.
      scanned(notice({ reference: 'alone-scan', ridet: '6123455001', denomination: 'MWA KAVALE', texte: 'Liquidation judiciaire de MWA KAVALE, SARL.' }), [['KAVALE', 0.33]]),
      // Words below the threshold elsewhere on the page, none in this notice: nothing to check.
      scanned(notice({ reference: 'clean-scan', ridet: '7234566001', denomination: 'NOUMEA FROID', texte: 'Sauvegarde de NOUMEA FROID, SARL.' }), [['KAVALE', 0.33]]),
    ];
    await migratedWarehouse(path.join(dir, 'warehouse.duckdb'));
    const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
    const store = openSqliteSignalementStore(path.join(dir, 'webhooks.sqlite'));
    try {
      const counts = emptyLoadCounts();
      await loadOutcome(warehouse, { source: 'JONC', url: 'http://jonc.test/10195.pdf', sha256: 'c'.repeat(64), fetchedAt: '2021-03-05T00:00:00.000Z' }, { notices, quarantined: [] }, 'run-1', counts);
      await finishLoad(warehouse, counts.ridets);
      const revue = await collectRevue({ reports: store, warehouse });
      expect(revue.faible_confiance.map((a) => [a.annonce_id, a.ocr_confiance, a.doutes])).toEqual([
        [announcementId('JONC', 'alone-scan'), 0.93, [{ champ: 'denomination', mots: ['KAVALE'], confiance: 0.33 }]],
        [announcementId('JONC', 'kagou-scan'), 0.93, [{ champ: 'siege', mots: ['Koné,'], confiance: 0.57 }]],
      ]);
      // The settled name: the record carries the name the notices print, the scan's spelling a variant of it.
      const [company] = await warehouse.all<{ denomination: string }>(`SELECT denomination FROM companies WHERE ridet = '4021358001'`);
      expect(company?.denomination).toBe('ZOZO TRANSPORTS');
    } finally {
      await store.close();
      warehouse.close();
    }
  });
});
