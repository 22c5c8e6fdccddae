import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { finishLoad } from '../../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadOutcome } from '../../../pipeline/load/load-outcome.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.ts';
import { createTempWarehouse } from '../../api/helpers/fixture-warehouse.ts';
import { collectArtefacts } from '../../api/helpers/memory-snapshot.ts';
import { withOcrFacts } from '../../../sources/documents/ocr-facts.ts';
import { announcementId } from '../../../kernel/model/ids.ts';

/**
 * The company record as a pipeline run publishes it: notices loaded as the loader loads a
 * parse, the load's closing steps (corrections, reconciliation, derivation), then the artefacts.
 * The notices are written here from the rules (docs/pipeline.md), not taken from the simulator.
 */

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const RIDET = '1234567001';

function notice(over: Partial<ParsedNotice> & Pick<ParsedNotice, 'reference' | 'type' | 'date' | 'texte'>): ParsedNotice {
  return {
    ridet: RIDET,
    ridet_luhn_valide: true,
    denomination: 'KAORI EXCURSIONS',
    titre: over.type.toUpperCase(),
    resume: over.texte.slice(0, 200),
    forme_juridique: 'SA',
    capital: null,
    siege: null,
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [],
    ...over,
  };
}

async function publishedRecord(notices: ParsedNotice[], ridet = RIDET): Promise<EntrepriseRecord> {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  const counts = emptyLoadCounts();
  const doc = { source: 'JONC', url: 'http://jonc.test/1', sha256: 'a'.repeat(64), fetchedAt: '2025-12-01T00:00:00.000Z' };
  await loadOutcome(temp.warehouse, doc, { notices, quarantined: [] }, 'run-1', counts);
  await finishLoad(temp.warehouse, counts.ridets);
  const files = await collectArtefacts(await buildArtefacts(temp.warehouse, { siteUrl: 'https://annonces.test' }));
  return JSON.parse(files.get(`entreprises/${ridet}.json`)!.toString('utf8')) as EntrepriseRecord;
}

const appoint = (nom: string, prenoms: string, fonction: string) => ({ nom, prenoms, fonction, action: 'nomination' as const });

describe('a published company record', () => {
  it('shows only its liquidator in office once dissolved, the later board appointees among former officers, and each mandate’s publication apart from its effect', async () => {
    const record = await publishedRecord([
      notice({
        reference: 'c', type: 'creation', date: '2016-02-10',
        texte: 'AVIS DE CONSTITUTION. KAORI EXCURSIONS, SA. Président : M. Éric KAOUA. Administrateur : Mme Léa POADJA.',
        dirigeants: [appoint('KAOUA', 'Éric', 'président'), appoint('POADJA', 'Léa', 'administrateur')],
      }),
      notice({
        reference: 'd', type: 'dissolution', date: '2025-05-06', titre: 'DISSOLUTION ANTICIPÉE',
        texte: 'KAORI EXCURSIONS, SA. L’assemblée du 14 avril 2025 a décidé la dissolution anticipée de la société à compter du 20 avril 2025 et sa mise en liquidation amiable. M. Éric KAOUA est nommé liquidateur.',
        dirigeants: [appoint('KAOUA', 'Éric', 'liquidateur')],
      }),
      notice({
        reference: 'p', type: 'nomination', date: '2025-07-01', titre: 'ARRÊTÉ',
        texte: 'KAORI EXCURSIONS, SA. M. Jules WEA et Mme Anne BOEWA sont désignés en qualité d’administrateurs représentant la province.',
        dirigeants: [appoint('WEA', 'Jules', 'administrateur'), appoint('BOEWA', 'Anne', 'administrateur')],
      }),
    ]);
    expect(record.dirigeants).toEqual([
      expect.objectContaining({ nom: 'KAOUA', fonction: 'liquidateur', depuis: '2025-04-20', publie_le: '2025-05-06' }),
    ]);
    const former = record.dirigeants_anciens!.map((d) => [d.nom, d.fonction, d.depuis, d.publie_le, d.jusqu_au, d.fin_publiee_le]);
    expect(former).toEqual(expect.arrayContaining([
      ['KAOUA', 'président', '2016-02-10', '2016-02-10', '2025-04-20', '2025-05-06'],
      ['POADJA', 'administrateur', '2016-02-10', '2016-02-10', '2025-04-20', '2025-05-06'],
      ['WEA', 'administrateur', '2025-07-01', '2025-07-01', '2025-07-01', '2025-05-06'],
      ['BOEWA', 'administrateur', '2025-07-01', '2025-07-01', '2025-07-01', '2025-05-06'],
    ]));
    expect(former).toHaveLength(4);
  });

  it('carries the name the notices print when a scan read it split, with the scan’s spelling as a variant', async () => {
    const scan = withOcrFacts(
      notice({
        reference: 's', type: 'procedure', date: '2021-03-04', denomination: 'ZOZO TRA NSPORTS', titre: 'REDRESSEMENT JUDICIAIRE',
        texte: 'Ouverture d’une procédure de redressement judiciaire de ZOZO TRA NSPORTS, SARL.',
      }),
      { ocr: true, ocr_confiance: 0.92, doubtfulWords: [{ mot: 'TRA', confiance: 0.46 }, { mot: 'NSPORTS', confiance: 0.51 }] },
    );
    const record = await publishedRecord([
      notice({ reference: 'c', type: 'creation', date: '2019-05-02', denomination: 'ZOZO TRANSPORTS', texte: 'Constitution de ZOZO TRANSPORTS, SARL.' }),
      scan,
    ]);
    expect(record.denomination).toBe('ZOZO TRANSPORTS');
    expect(record.anciennes_denominations).toEqual([]);
    expect(record.rapprochements).toEqual([
      expect.objectContaining({ regle: 'variante_denomination', valeur_imprimee: 'ZOZO TRA NSPORTS', valeur_retenue: 'ZOZO TRANSPORTS' }),
    ]);
  });

  it('publishes the company facts: the objet the notices print, the creation and radiation dates with their notices, the establishments seen', async () => {
    const record = await publishedRecord([
      notice({
        reference: 'c', type: 'creation', date: '2016-02-10', titre: 'AVIS DE CONSTITUTION',
        texte: 'AVIS DE CONSTITUTION. KAORI EXCURSIONS, SA. Objet : l’organisation d’excursions en mer. Durée : 99 ans.',
      }),
      notice({
        reference: 's', type: 'statuts', date: '2020-08-14', titre: 'MODIFICATION DE L’OBJET SOCIAL',
        texte: 'KAORI EXCURSIONS, SA. L’assemblée a décidé d’étendre l’objet social à : la location de kayaks et de matériel nautique. Les statuts ont été modifiés.',
      }),
      notice({ reference: 'e', ridet: '1234567002', type: 'siege', date: '2021-03-01', titre: 'OUVERTURE D’UN ÉTABLISSEMENT', texte: 'KAORI EXCURSIONS, SA, établissement de Hienghène.' }),
      notice({ reference: 'd', type: 'dissolution', date: '2025-05-06', titre: 'DISSOLUTION ANTICIPÉE', texte: 'KAORI EXCURSIONS, SA. Dissolution anticipée ; liquidation amiable.' }),
      notice({ reference: 'f', type: 'dissolution', date: '2025-11-18', titre: 'CLÔTURE DE LIQUIDATION', texte: 'KAORI EXCURSIONS, SA. Clôture des opérations de liquidation.' }),
    ]);
    const id = (reference: string) => announcementId('JONC', reference);
    expect(record).toMatchObject({
      objet: 'la location de kayaks et de matériel nautique',
      objet_annonce_id: id('s'),
      date_creation: '2016-02-10',
      date_creation_origine: 'avis_de_constitution',
      date_creation_annonce_id: id('c'),
      date_radiation: '2025-11-18',
      date_radiation_annonce_id: id('f'),
      etablissements: [
        { ridet: '1234567001', rang: '001', premiere_annonce: '2016-02-10', derniere_annonce: '2025-11-18', nombre_annonces: 4 },
        { ridet: '1234567002', rang: '002', premiere_annonce: '2021-03-01', derniere_annonce: '2021-03-01', nombre_annonces: 1 },
      ],
    });
  });
});
