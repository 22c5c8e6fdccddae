import type { Warehouse } from '../../pipeline/warehouse/warehouse.js';

/**
 * Ordered keyset batches over the warehouse, so a build holds one batch at a time whatever the
 * corpus size. All reads of one build go through one serialising queue: the artefact stream and
 * the ledger stream may be consumed concurrently but share a single DuckDB connection.
 */
export class SerialReader {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly warehouse: Warehouse) {}

  all<T>(sql: string, params: (string | number | null)[] = []): Promise<T[]> {
    const next = this.tail.then(() => this.warehouse.all<T>(sql, params));
    this.tail = next.catch(() => undefined);
    return next;
  }
}

export const ANNONCE_COLUMNS = `id, ridet, denomination, type, titre, resume, strftime(date, '%Y-%m-%d') AS date, source`;

export interface AnnonceRow {
  id: string;
  ridet: string;
  denomination: string;
  type: string;
  titre: string;
  resume: string;
  date: string;
  source: string;
}

/** Every announcement in ascending (date, id) order. */
export async function* announcementsAscending(reader: SerialReader, batchSize: number): AsyncGenerator<AnnonceRow> {
  let last: { date: string; id: string } | null = null;
  for (;;) {
    const rows: AnnonceRow[] = last === null
      ? await reader.all<AnnonceRow>(`SELECT ${ANNONCE_COLUMNS} FROM announcements ORDER BY date, id LIMIT ${batchSize}`)
      : await reader.all<AnnonceRow>(
          `SELECT ${ANNONCE_COLUMNS} FROM announcements
           WHERE date > $1::DATE OR (date = $1::DATE AND id > $2)
           ORDER BY date, id LIMIT ${batchSize}`,
          [last.date, last.id],
        );
    yield* rows;
    const tail = rows[rows.length - 1];
    if (rows.length < batchSize || !tail) return;
    last = { date: tail.date, id: tail.id };
  }
}

/** Where an announcement came from: kept in the ledger so snapshots and exports carry it. */
export interface ProvenanceRow extends AnnonceRow {
  source_url: string;
  fetched_at: string;
  raw_sha256: string;
}

const LEDGER_COLUMNS = `${ANNONCE_COLUMNS}, source_url, strftime(fetched_at, '%Y-%m-%dT%H:%M:%S.%gZ') AS fetched_at, raw_sha256`;

/** Every announcement with its provenance, in ascending id order (the ledger's order). */
export async function* announcementsById(reader: SerialReader, batchSize: number): AsyncGenerator<ProvenanceRow> {
  let last: string | null = null;
  for (;;) {
    const rows: ProvenanceRow[] = await reader.all<ProvenanceRow>(
      `SELECT ${LEDGER_COLUMNS} FROM announcements ${last === null ? '' : 'WHERE id > $1'} ORDER BY id LIMIT ${batchSize}`,
      last === null ? [] : [last],
    );
    yield* rows;
    const tail = rows[rows.length - 1];
    if (rows.length < batchSize || !tail) return;
    last = tail.id;
  }
}

export interface CompanyRow {
  ridet: string;
  denomination: string;
  forme_juridique: string | null;
  capital: string | null;
  siege: string | null;
  anciennes: string;
  nombre_annonces: number;
}

export interface DirigeantRow {
  ridet: string;
  nom: string;
  prenoms: string | null;
  fonction: string;
  depuis: string | null;
}

export interface CompanyBatch {
  companies: CompanyRow[];
  /** Up to `historyLimit` announcements per ridet, newest first, with the source document's URL. */
  annonces: Map<string, (AnnonceRow & { source_url: string })[]>;
  /** Current officers (no end date) per ridet. */
  dirigeants: Map<string, DirigeantRow[]>;
}

/**
 * Companies in ridet order, a batch at a time, each batch with its history and officers. A batch
 * holds batchSize / historyLimit companies, so its announcements stay within `batchSize` rows.
 */
export async function* companyBatches(reader: SerialReader, rowBudget: number, historyLimit: number): AsyncGenerator<CompanyBatch> {
  const batchSize = Math.max(1, Math.floor(rowBudget / historyLimit));
  let last = '';
  for (;;) {
    const companies = await reader.all<CompanyRow>(
      `SELECT ridet, denomination, forme_juridique, capital, siege, anciennes_denominations::VARCHAR AS anciennes,
              nombre_annonces
       FROM companies WHERE ridet > $1 ORDER BY ridet LIMIT ${batchSize}`,
      [last],
    );
    const first = companies[0];
    const tail = companies[companies.length - 1];
    if (!first || !tail) return;
    const range = [first.ridet, tail.ridet];
    const annonces = groupBy(
      await reader.all<AnnonceRow & { source_url: string }>(
        `SELECT ${ANNONCE_COLUMNS}, source_url FROM announcements WHERE ridet >= $1 AND ridet <= $2
         QUALIFY row_number() OVER (PARTITION BY ridet ORDER BY announcements.date DESC, id DESC) <= ${historyLimit}
         ORDER BY ridet, announcements.date DESC, id DESC`,
        range,
      ),
    );
    const dirigeants = groupBy(
      await reader.all<DirigeantRow>(
        `SELECT ridet, nom, prenoms, fonction, strftime(depuis, '%Y-%m-%d') AS depuis FROM dirigeants
         WHERE ridet >= $1 AND ridet <= $2 AND jusqu_au IS NULL
         ORDER BY ridet, dirigeants.depuis NULLS FIRST, nom, fonction`,
        range,
      ),
    );
    yield { companies, annonces, dirigeants };
    if (companies.length < batchSize) return;
    last = tail.ridet;
  }
}

function groupBy<T extends { ridet: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.ridet);
    if (group) group.push(row);
    else groups.set(row.ridet, [row]);
  }
  return groups;
}
