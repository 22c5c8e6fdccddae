import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deriveCompanies } from '../../../pipeline/load/derive-companies.ts';
import type { Dirigeant } from '../../../kernel/model/announcement.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { ANNOUNCEMENT_COLUMNS } from '../../../pipeline/warehouse/schema.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';

/** A real DuckDB warehouse file in a temp dir, filled through SQL as the pipeline's loader would. */
export async function createTempWarehouse(): Promise<{ warehouse: Warehouse; dir: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-artefacts-'));
  const file = path.join(dir, 'warehouse.duckdb');
  await migratedWarehouse(file);
  const warehouse = await openWarehouse(file);
  return {
    warehouse,
    dir,
    cleanup() {
      warehouse.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface FixtureAnnouncement {
  id: string;
  source: string;
  ridet: string;
  denomination: string;
  type: string;
  date: string;
  titre?: string;
  resume?: string;
  forme_juridique?: string | null;
  capital?: string | null;
  siege?: string | null;
  ancienne_denomination?: string | null;
  nouvelle_denomination?: string | null;
  dirigeants?: Dirigeant[];
}

export async function insertAnnouncement(warehouse: Warehouse, a: FixtureAnnouncement): Promise<void> {
  await warehouse.run(
    `INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9::DATE, $10, $11, $12, $13, $14, $15::JSON, $16,
       $17, TIMESTAMP '2026-01-01 00:00:00', $18, 'run-test', 'run-test')`,
    [
      a.id, a.source, `ref-${a.id}`, a.ridet, a.denomination, a.type, a.titre ?? `AVIS ${a.type.toUpperCase()} ${a.denomination}`,
      a.resume ?? `Annonce ${a.type} concernant ${a.denomination}.`, a.date, a.forme_juridique ?? null, a.capital ?? null,
      a.siege ?? null, a.ancienne_denomination ?? null, a.nouvelle_denomination ?? null, JSON.stringify(a.dirigeants ?? []),
      `Texte intégral ${a.id}`, `https://example.test/${a.source}/${a.id}`, 'f'.repeat(64),
    ],
  );
}

const TYPES_SQL = `['creation','capital','siege','statuts','nomination','cession','procedure','dissolution']`;

/**
 * `count` synthetic announcements over `companies` companies (RIDETs 2000000001, 2000001001, ...),
 * three per day from 2023-01-01, types and sources rotating. Ids are md5-derived, so the order of
 * same-day items is not the insertion order.
 */
export async function insertBulk(warehouse: Warehouse, count: number, companies = 50, tag = 'bulk'): Promise<void> {
  await warehouse.run(
    `INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS})
     SELECT substr(md5('${tag}' || i), 1, 20), (['JONC','LNC','ProvinceSud'])[1 + i % 3], '${tag}-' || i,
            CAST(2000000 + i % ${companies} AS VARCHAR) || '001', true, 'ENTREPRISE NUMERO ' || (i % ${companies}),
            ${TYPES_SQL}[1 + (i // 3) % 8], 'AVIS ' || i, 'Résumé de l''annonce ' || i,
            DATE '2023-01-01' + CAST(i // 3 AS INTEGER), NULL, NULL, NULL, NULL, NULL, '[]'::JSON, 'texte ' || i,
            'https://example.test/' || i, TIMESTAMP '2026-01-01 00:00:00', repeat('e', 64), 'run-test', 'run-test'
     FROM range(${count}) t(i)`,
  );
}

export async function derive(warehouse: Warehouse): Promise<void> {
  await deriveCompanies(warehouse, null);
}

/** The hand-written companies the API tests talk about, plus `bulk` synthetic announcements. */
export async function fillApiFixture(warehouse: Warehouse, bulk = 260): Promise<void> {
  await insertAnnouncement(warehouse, {
    id: 'scn-creation', source: 'JONC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'creation', date: '2024-01-10',
    forme_juridique: 'SAS', capital: '1 000 000 F CFP', siege: '12 rue de Sébastopol, 98800 Nouméa',
    dirigeants: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', action: 'nomination' }],
  });
  await insertAnnouncement(warehouse, {
    id: 'scn-nomination', source: 'LNC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'nomination', date: '2024-06-01',
    dirigeants: [
      { nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', action: 'cessation' },
      { nom: 'WAMYTAN', prenoms: 'Marie', fonction: 'présidente', action: 'nomination' },
    ],
  });
  await insertAnnouncement(warehouse, {
    id: 'scn-statuts', source: 'JONC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'statuts', date: '2025-01-05',
    ancienne_denomination: 'SCN MINERAIS', nouvelle_denomination: 'Société Calédonienne de Nickel',
  });
  await insertAnnouncement(warehouse, {
    id: 'port-creation', source: 'LNC', ridet: '7654321002', denomination: 'Boulangerie du Port', type: 'creation', date: '2024-03-15',
  });
  await insertAnnouncement(warehouse, {
    id: 'nt-creation', source: 'ProvinceSud', ridet: '1234568003', denomination: 'Nickel Transports', type: 'creation', date: '2024-02-01',
  });
  await insertAnnouncement(warehouse, {
    id: 'nickel-exact', source: 'ProvinceNord', ridet: '5555555001', denomination: 'Nickel', type: 'creation', date: '2022-05-05',
  });
  if (bulk > 0) await insertBulk(warehouse, bulk);
  await derive(warehouse);
}
