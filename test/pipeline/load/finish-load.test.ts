import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { announcementId } from '../../../kernel/model/ids.ts';
import { emptyLoadCounts, loadOutcome, type LoadCounts } from '../../../pipeline/load/load-outcome.ts';
import { finishLoad } from '../../../pipeline/load/finish-load.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { AnnonceItem } from '../../../publish/snapshot/snapshot-types.ts';

// What happens after loading: RID-only notices find their establishment, republications of one
// legal event in several sources are linked, and the artefacts say both.

const DISSOLUTION_LNC = `AVIS DE DISSOLUTION ANTICIPÉE
LAGON BLEU PLONGÉE, SARL au capital de 500 000 F CFP, siège social : 14 rue Jules Ferry, 98800 Nouméa,
RIDET 1 234 567.002. Aux termes d'une assemblée générale extraordinaire du 12 avril 2024, les associés ont
décidé la dissolution anticipée de la société à compter du même jour et sa mise en liquidation amiable.
Mme Hélène TAUTU, demeurant à Dumbéa, a été nommée liquidatrice. Le siège de la liquidation est fixé au siège social.
Pour avis, la liquidatrice.`;
const DISSOLUTION_JONC = `JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 7 mai 2024
PUBLICATIONS LÉGALES
${DISSOLUTION_LNC}`;
const NOMINATION = `LAGON BLEU PLONGÉE, SARL, RIDET 1 234 567.002. Aux termes d'une décision du 2 mai 2024,
M. Paul WAMYTAN a été nommé gérant en remplacement de M. Marc ROUX, démissionnaire.`;

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref',
    ridet: '1234567002',
    ridet_luhn_valide: true,
    denomination: 'LAGON BLEU PLONGÉE',
    type: 'dissolution',
    titre: 'AVIS DE DISSOLUTION ANTICIPÉE',
    resume: 'Dissolution anticipée.',
    date: '2024-04-26',
    forme_juridique: 'SARL',
    capital: '500 000 F CFP',
    siege: '14 rue Jules Ferry, 98800 Nouméa',
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [],
    texte: DISSOLUTION_LNC,
    ...over,
  };
}

async function load(warehouse: Warehouse, source: string, notices: ParsedNotice[], runId: string): Promise<LoadCounts> {
  const counts = emptyLoadCounts();
  const doc = { source, url: `http://sources.test/${source}/${runId}`, sha256: `${source}${runId}`.padEnd(64, '0'), fetchedAt: '2024-05-08T00:00:00.000Z' };
  await loadOutcome(warehouse, doc, { notices, quarantined: [] }, runId, counts);
  await finishLoad(warehouse, counts.ridets);
  return counts;
}

async function items(warehouse: Warehouse): Promise<Map<string, AnnonceItem>> {
  const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
  const all = new Map<string, AnnonceItem>();
  for await (const item of built.ledger) all.set(item.id, item);
  return all;
}

describe('RID-only notices (etablissement_inconnu)', () => {
  const ridOnly = notice({ reference: 'rcs-1', ridet: '1234567001', etablissement_inconnu: true, type: 'nomination', texte: NOMINATION, date: '2024-05-03' });

  it('stay on RID + 001 while no establishment of that RID is known, and say so in the artefacts', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(warehouse, 'LNC', [ridOnly], 'run-1');
    const item = (await items(warehouse)).get(announcementId('LNC', 'rcs-1'));
    expect(item?.ridet).toBe('1234567001');
    expect(item?.etablissement_inconnu).toBe(true);
    warehouse.close();
  });

  it('attach to the only establishment of their RID that other notices name, in a later run too', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(warehouse, 'LNC', [ridOnly], 'run-1');
    await load(warehouse, 'JONC', [notice({ reference: 'j-1', type: 'creation', date: '2023-02-01', texte: 'AVIS DE CONSTITUTION LAGON BLEU PLONGÉE' })], 'run-2');
    const all = await items(warehouse);
    expect(all.get(announcementId('LNC', 'rcs-1'))).toMatchObject({ ridet: '1234567002', etablissement_inconnu: true });
    expect(all.get(announcementId('JONC', 'j-1'))).not.toHaveProperty('etablissement_inconnu');
    const companies = await warehouse.all<{ ridet: string; n: number }>(`SELECT ridet, nombre_annonces AS n FROM companies ORDER BY ridet`);
    expect(companies).toEqual([{ ridet: '1234567002', n: 2 }]);
    warehouse.close();
  });

  it('go back to RID + 001 when a second establishment makes the choice a guess', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(warehouse, 'JONC', [notice({ reference: 'j-1', type: 'creation', date: '2023-02-01', texte: 'constitution' })], 'run-1');
    await load(warehouse, 'LNC', [ridOnly], 'run-2');
    expect((await items(warehouse)).get(announcementId('LNC', 'rcs-1'))?.ridet).toBe('1234567002');
    await load(warehouse, 'JONC', [notice({ reference: 'j-2', ridet: '1234567003', type: 'siege', date: '2024-06-01', texte: 'transfert' })], 'run-3');
    expect((await items(warehouse)).get(announcementId('LNC', 'rcs-1'))?.ridet).toBe('1234567001');
    const companies = await warehouse.all<{ ridet: string }>(`SELECT ridet FROM companies ORDER BY ridet`);
    expect(companies.map((c) => c.ridet)).toEqual(['1234567001', '1234567002', '1234567003']);
    warehouse.close();
  });
});

describe('republications of one legal event', () => {
  it('link the same notice in a newspaper and in the JONC under the earliest publication', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(warehouse, 'LNC', [notice({ reference: 'ad-1' })], 'run-1');
    const lnc = announcementId('LNC', 'ad-1');
    expect((await items(warehouse)).get(lnc)).not.toHaveProperty('evenement_id');
    await load(warehouse, 'JONC', [notice({ reference: '2024-0099', date: '2024-05-07', texte: DISSOLUTION_JONC })], 'run-2');
    const all = await items(warehouse);
    expect(all.get(lnc)?.evenement_id).toBe(lnc);
    expect(all.get(announcementId('JONC', '2024-0099'))?.evenement_id).toBe(lnc);
    warehouse.close();
  });

  it('keep the id of a publication already published alone, even when a republication dated earlier arrives', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(warehouse, 'JONC', [notice({ reference: '2024-0099', date: '2024-05-07', texte: DISSOLUTION_JONC })], 'run-1');
    const jonc = announcementId('JONC', '2024-0099');
    // What the publish step records: this announcement is in the served snapshot (a webhook may have delivered it).
    await warehouse.run(`INSERT INTO published_announcements VALUES ($1, 0, '1234567002', DATE '2024-05-07', 'dissolution', 'JONC')`, [jonc]);
    await load(warehouse, 'LNC', [notice({ reference: 'ad-1' })], 'run-2');
    const all = await items(warehouse);
    expect(all.get(announcementId('LNC', 'ad-1'))?.evenement_id).toBe(jonc);
    expect(all.get(jonc)?.evenement_id).toBe(jonc);
    warehouse.close();
  });

  it('do not link different events of one company, the same source twice, or notices months apart', async () => {
    const warehouse = await openWarehouse(':memory:');
    await load(
      warehouse,
      'LNC',
      [notice({ reference: 'ad-1' }), notice({ reference: 'ad-2', date: '2024-05-07', texte: DISSOLUTION_JONC })],
      'run-1',
    );
    await load(
      warehouse,
      'JONC',
      [
        notice({ reference: 'n-1', type: 'nomination', date: '2024-05-03', texte: NOMINATION }),
        notice({ reference: 'late', date: '2024-09-30', texte: DISSOLUTION_JONC }),
      ],
      'run-2',
    );
    const linked = [...(await items(warehouse)).values()].filter((i) => i.evenement_id !== undefined);
    expect(linked).toEqual([]);
    warehouse.close();
  });
});

describe('procedure bodies (organes_procedure)', () => {
  it('are stored and served with the announcement, apart from the officers', async () => {
    const warehouse = await openWarehouse(':memory:');
    const organes = [{ nom: 'KOHLER', prenoms: 'Anne', fonction: 'mandataire liquidateur', action: 'nomination' as const }];
    await load(warehouse, 'JONC', [notice({ reference: 'tj-1', type: 'procedure', organes_procedure: organes })], 'run-1');
    const item = (await items(warehouse)).get(announcementId('JONC', 'tj-1'));
    expect(item?.organes_procedure).toEqual([{ nom: 'KOHLER', prenoms: 'Anne', fonction: 'mandataire liquidateur' }]);
    expect(await warehouse.all(`SELECT count(*)::INTEGER AS n FROM dirigeants`)).toEqual([{ n: 0 }]);
    warehouse.close();
  });
});
