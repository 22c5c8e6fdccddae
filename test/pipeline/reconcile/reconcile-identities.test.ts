import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { announcementId } from '../../../kernel/model/ids.ts';
import { luhnValidRid } from '../../../kernel/normalise/ridet.ts';
import { finishLoad } from '../../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../../pipeline/load/load-outcome.ts';
import { listQuarantine } from '../../../pipeline/quarantine/list-quarantine.ts';
import { whyNotice } from '../../../pipeline/reconcile/why-notice.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.ts';
import type { AnnonceItem } from '../../../publish/snapshot/snapshot-types.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';

// A bakery's notices, one of which prints its RID with a digit swapped, through the real load
// (a DuckDB file), the reconciliation step and the artefacts.

const RID = '4021358';
const MISPRINT = '4201358';
const RIDET = `${RID}001`;

const CREATION = `AVIS DE CONSTITUTION
Aux termes d'un acte sous seing privé du 3 février 2021, il a été constitué la société BOULANGERIE DU PORT,
SARL au capital de 1 000 000 F CFP, siège : 12 rue de la Somme, Nouméa. RIDET ${RID}.001. Gérant : M. Jean KAPOÉRI.`;
const NOMINATION = `BOULANGERIE DU PORT, SARL, RIDET ${RID}.001. Par décision du 4 mars 2023, Mme Lina WAIA a été nommée gérante.`;
const REDRESSEMENT = `Par jugement du 2 mai 2025, le tribunal mixte de commerce de Nouméa a ouvert une procédure de redressement
judiciaire à l'égard de la société BOULANEGRIE DU PORT, SARL, RIDET ${MISPRINT}.001.`;
const PHARMACIE = `Par jugement du 9 juin 2025, liquidation judiciaire de la société PHARMACIE DES ÉCOLES, RIDET ${MISPRINT}.001.`;

function notice(reference: string, over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference, ridet: RIDET, ridet_luhn_valide: true, denomination: 'BOULANGERIE DU PORT', type: 'nomination', titre: 'NOMINATION',
    resume: 'Nomination.', date: '2023-03-10', forme_juridique: 'SARL', capital: null, siege: null, ancienne_denomination: null,
    nouvelle_denomination: null, dirigeants: [], texte: NOMINATION, ...over,
  };
}
const creation = notice('c-1', { type: 'creation', titre: 'AVIS DE CONSTITUTION', date: '2021-02-10', texte: CREATION });
const nomination = notice('n-1', {});
const redressement = notice('p-1', {
  ridet: `${MISPRINT}001`, ridet_luhn_valide: false, denomination: 'BOULANEGRIE DU PORT', type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE',
  date: '2025-05-09', texte: REDRESSEMENT,
});

let dir: string;
let warehouse: Warehouse;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconcile-'));
  await migratedWarehouse(path.join(dir, 'warehouse.duckdb'));
  warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
});
afterEach(() => {
  warehouse.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function load(source: string, notices: ParsedNotice[], runId: string): Promise<void> {
  const counts = emptyLoadCounts();
  const doc = { source, url: `http://sources.test/${source}/${runId}`, sha256: `${source}${runId}`.padEnd(64, '0'), fetchedAt: '2025-06-10T00:00:00.000Z' };
  const record = { ...doc, contentType: 'text/plain', body: Buffer.from(notices.map((n) => n.texte).join('\n')), meta: {} };
  await loadDocuments(warehouse, [{ doc, outcome: { notices, quarantined: [] }, counts, record }], runId);
  await finishLoad(warehouse, counts.ridets);
}

async function published() {
  const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
  const companies = new Map<string, EntrepriseRecord>();
  for await (const artefact of built.artefacts) {
    if (artefact.path.startsWith('entreprises/')) {
      const record = JSON.parse(artefact.body.toString()) as EntrepriseRecord;
      companies.set(record.ridet, record);
    }
  }
  const items = new Map<string, AnnonceItem>();
  for await (const item of built.ledger) items.set(item.id, item);
  return { companies, items };
}

describe('a notice whose RID is a slip of a known company’s', () => {
  it('sits on that company, with the printed number and the rule, and makes no company of its own', async () => {
    expect(luhnValidRid(RID)).toBe(true);
    expect(luhnValidRid(MISPRINT)).toBe(false);
    await load('JONC', [creation, nomination, redressement], 'run-1');
    const { companies, items } = await published();
    expect([...companies.keys()]).toEqual([RIDET]);
    expect(companies.get(RIDET)?.nombre_annonces).toBe(3);
    const item = items.get(announcementId('JONC', 'p-1'));
    expect(item).toMatchObject({ ridet: RIDET, ridet_luhn_valide: false, ridet_imprime: `${MISPRINT}001` });
    expect(items.get(announcementId('JONC', 'c-1'))).not.toHaveProperty('ridet_luhn_valide');
    expect(items.get(announcementId('JONC', 'c-1'))).not.toHaveProperty('ridet_imprime');
    expect(companies.get(RIDET)?.rapprochements).toEqual([
      expect.objectContaining({ annonce_id: announcementId('JONC', 'p-1'), sujet: 'identite', regle: 'ridet_luhn_voisin_meme_nom', valeur_imprimee: `${MISPRINT}001`, valeur_retenue: RIDET }),
      // Its misspelt name is a spelling of the company's, not a former name.
      expect.objectContaining({ annonce_id: announcementId('JONC', 'p-1'), sujet: 'denomination', regle: 'variante_denomination', valeur_retenue: 'BOULANGERIE DU PORT' }),
    ]);
    expect(companies.get(RIDET)).toMatchObject({ denomination: 'BOULANGERIE DU PORT', anciennes_denominations: [] });
    const why = await whyNotice(warehouse, announcementId('JONC', 'p-1'));
    expect(why).toMatchObject({ statut: 'publiee', ridet: RIDET, ridet_imprime: `${MISPRINT}001` });
    expect(why.raisons.map((r) => r.regle)).toEqual(['ridet_luhn_voisin_meme_nom', 'variante_denomination']);
    expect(why.raisons[0]!.motif).toMatch(/chiffres inversés/);
  });

  it('joins the company when its notices come in a later run, and stays joined when the notice is loaded again', async () => {
    await load('LNC', [redressement], 'run-1');
    expect([...(await published()).companies.keys()]).toEqual([`${MISPRINT}001`]);
    await load('JONC', [creation, nomination], 'run-2');
    expect([...(await published()).companies.keys()]).toEqual([RIDET]);
    // A reparse writes the row back from the parse, on the printed number.
    await load('LNC', [redressement], 'run-3');
    const { companies, items } = await published();
    expect([...companies.keys()]).toEqual([RIDET]);
    expect(items.get(announcementId('LNC', 'p-1'))).toMatchObject({ ridet: RIDET, ridet_imprime: `${MISPRINT}001` });
  });

  it('finds its company when that company is known from one notice only, itself no constitution', async () => {
    const printedRight = notice('p-0', { type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE', date: '2024-01-15', texte: NOMINATION });
    const closure = notice('p-2', { ...redressement, reference: 'p-2', denomination: 'BOULANGERIE DU PORT', titre: 'CLÔTURE', date: '2026-01-20' });
    await load('JONC', [redressement], 'run-1');
    await load('LNC', [printedRight], 'run-2');
    await load('JONC', [closure], 'run-3');
    const { companies } = await published();
    expect([...companies.keys()]).toEqual([RIDET]);
    expect(companies.get(RIDET)?.nombre_annonces).toBe(3);
  });

  it('goes to a person with the candidate when the name it prints is another, and makes no company', async () => {
    const pharmacie = notice('l-1', { ridet: `${MISPRINT}001`, ridet_luhn_valide: false, denomination: 'PHARMACIE DES ÉCOLES', type: 'procedure', titre: 'LIQUIDATION JUDICIAIRE', date: '2025-06-12', texte: PHARMACIE });
    await load('JONC', [creation, nomination, pharmacie], 'run-1');
    const { companies, items } = await published();
    expect([...companies.keys()]).toEqual([RIDET]);
    expect(items.has(announcementId('JONC', 'l-1'))).toBe(false);
    const [entry] = await listQuarantine(warehouse, { reason: 'ridet_douteux' });
    expect(entry).toMatchObject({ source: 'JONC', reference: 'l-1', motif: 'ridet_douteux' });
    expect(entry?.detail).toContain(RIDET);
    expect(entry?.detail).toContain('PHARMACIE DES ÉCOLES');
    const why = await whyNotice(warehouse, announcementId('JONC', 'l-1'));
    expect(why).toMatchObject({ statut: 'en_revue', ridet: null, raisons: [expect.objectContaining({ regle: 'ridet_luhn_voisin_autre_nom' })] });
  });
});
