import type { Dirigeant } from '../../../kernel/model/announcement.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';
import type { Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { createTempWarehouse, derive, insertAnnouncement } from '../helpers/fixture-warehouse.ts';
import { memorySnapshot } from '../helpers/memory-snapshot.ts';

export const SITE = 'https://annonces.nc';
export const LAGON = '1234567001';
export const BOULANGERIE = '7654321002';
export const TRANSPORTS = '1111111003';
export const XSS = '2222222004';
/** A dénomination made of markup: it must show as text everywhere. */
export const XSS_NAME = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> & Fils';

const gerant = (nom: string, prenoms: string, fonction: string, action: Dirigeant['action'] = 'nomination'): Dirigeant => ({ nom, prenoms, fonction, action });

/** A few companies with realistic notices of every type and state, for the pages' tests and screenshots. */
export async function fillPagesFixture(w: Warehouse): Promise<void> {
  await insertAnnouncement(w, {
    id: 'lagon-creation', source: 'LNC', ridet: LAGON, denomination: 'LAGON BLEU SERVICES', type: 'creation', date: '2024-03-12',
    titre: 'AVIS DE CONSTITUTION', resume: 'Constitution de la SARL LAGON BLEU SERVICES, capital 100 000 F CFP, siège à Nouméa, objet : nettoyage de bateaux.',
    forme_juridique: 'SARL', capital: '100 000 F CFP', siege: '12 rue de Sébastopol, 98800 Nouméa',
    dirigeants: [gerant('DURAND', 'Paul', 'gérant')],
  });
  await insertAnnouncement(w, {
    id: 'lagon-capital', source: 'JONC', ridet: LAGON, denomination: 'LAGON BLEU SERVICES', type: 'capital', date: '2025-02-03',
    titre: 'AUGMENTATION DE CAPITAL', resume: 'Le capital social a été porté de 100 000 F CFP à 1 000 000 F CFP par apport en numéraire.', capital: '1 000 000 F CFP',
  });
  await insertAnnouncement(w, {
    id: 'lagon-siege', source: 'ProvinceSud', ridet: LAGON, denomination: 'LAGON BLEU SERVICES', type: 'siege', date: '2025-09-15',
    titre: 'TRANSFERT DE SIÈGE SOCIAL', resume: 'Le siège social est transféré au 4 route de l’Anse-Vata, 98800 Nouméa, à compter du 1er septembre 2025.',
    siege: '4 route de l’Anse-Vata, 98800 Nouméa',
  });
  await insertAnnouncement(w, {
    id: 'lagon-nomination', source: 'ActuNC', ridet: LAGON, denomination: 'LAGON BLEU SERVICES', type: 'nomination', date: '2026-03-12',
    titre: 'CHANGEMENT DE GÉRANT', resume: 'Mme Marie WAMYTAN est nommée gérante en remplacement de M. Paul DURAND, démissionnaire.',
    dirigeants: [gerant('DURAND', 'Paul', 'gérant', 'cessation'), gerant('WAMYTAN', 'Marie', 'gérante')],
  });
  await insertAnnouncement(w, {
    id: 'port-creation', source: 'LNC', ridet: BOULANGERIE, denomination: 'BOULANGERIE DU PORT', type: 'creation', date: '2023-06-01',
    titre: 'AVIS DE CONSTITUTION', resume: 'Constitution de l’EURL BOULANGERIE DU PORT, siège à Koné.', forme_juridique: 'EURL', siege: 'Koné',
  });
  await insertAnnouncement(w, {
    id: 'port-rj', source: 'JONC', ridet: BOULANGERIE, denomination: 'BOULANGERIE DU PORT', type: 'procedure', date: '2026-02-20',
    titre: 'REDRESSEMENT JUDICIAIRE', resume: 'Par jugement du 12 février 2026, le tribunal mixte de commerce de Nouméa a prononcé l’ouverture d’une procédure de redressement judiciaire.',
  });
  await insertAnnouncement(w, {
    id: 'port-cession', source: 'LNC', ridet: BOULANGERIE, denomination: 'BOULANGERIE DU PORT', type: 'cession', date: '2026-03-01',
    titre: 'VENTE DE FONDS DE COMMERCE', resume: 'Cession du fonds de commerce de boulangerie sis à Koné.',
  });
  await insertAnnouncement(w, {
    id: 'nord-creation', source: 'ProvinceNord', ridet: TRANSPORTS, denomination: 'TRANSPORTS DU NORD', type: 'creation', date: '2020-05-05',
    titre: 'AVIS DE CONSTITUTION', resume: 'Constitution de la SAS TRANSPORTS DU NORD.', forme_juridique: 'SAS',
  });
  await insertAnnouncement(w, {
    id: 'nord-statuts', source: 'ProvinceNord', ridet: TRANSPORTS, denomination: 'TRANSPORTS DU NORD', type: 'statuts', date: '2022-11-02',
    titre: 'PROROGATION DE LA DURÉE', resume: 'La durée de la société est prorogée de 50 ans.',
  });
  await insertAnnouncement(w, {
    id: 'nord-dissolution', source: 'JONC', ridet: TRANSPORTS, denomination: 'TRANSPORTS DU NORD', type: 'dissolution', date: '2026-01-15',
    titre: 'DISSOLUTION ANTICIPÉE', resume: 'L’assemblée a décidé la dissolution anticipée de la société et sa mise en liquidation amiable.',
  });
  await insertAnnouncement(w, {
    id: 'xss-creation', source: 'ProvinceIles', ridet: XSS, denomination: XSS_NAME, type: 'creation', date: '2026-03-10',
    titre: '<b>AVIS</b> DE CONSTITUTION <a href="javascript:alert(1)">ici</a>', resume: 'Résumé avec </p><script>window.__xss=3</script> dedans.',
    forme_juridique: '<i>SARL</i>',
  });
  // Scraped data is not trusted as a link either.
  await w.run(`UPDATE announcements SET source_url = 'javascript:window.__xss=4' WHERE id = 'xss-creation'`);
  await derive(w);
}

/** The fixture built into an in-memory snapshot. */
export async function pagesSnapshot(id = '20261121T020000Z'): Promise<SnapshotReader & { files: Map<string, Buffer> }> {
  const temp = await createTempWarehouse();
  try {
    await fillPagesFixture(temp.warehouse);
    return await memorySnapshot(id, await buildArtefacts(temp.warehouse, { siteUrl: SITE }));
  } finally {
    temp.cleanup();
  }
}
