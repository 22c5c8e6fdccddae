import PQueue from 'p-queue';
import { LIST, VARCHAR, listValue, type DuckDBValue } from '@duckdb/node-api';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import type { StateEvent } from './company-state.ts';
import type { EntrepriseRecord } from './feed-layout.ts';
import { officerNames, type SearchRow } from './search-options.ts';
import { DETAIL_READ_FIELDS, READ_FIELDS, type RecordField, type RecordRow, type RecordSqlType } from '../../kernel/model/announcement-record.ts';
import { COMPANY_COLUMN_FIELDS, type CompanyColumnFieldName, type CompanySqlType } from '../../kernel/model/company-record.ts';
import { OFFICER_COLUMNS, type OfficerColumn, type OfficerRow } from '../../kernel/model/officer-record.ts';

/**
 * Ordered keyset batches over the warehouse, so a build holds one batch at a time whatever the
 * corpus size. All reads of one build go through one serialising queue: the artefact stream and
 * the ledger stream may be consumed concurrently but share a single DuckDB connection.
 *
 * Rows come back as one JSON array per row (`to_json([...])`), parsed in JS: reading a DuckDB
 * string costs a native call each, so one string per row instead of one per column makes
 * reading about twice as fast.
 */
export class SerialReader {
  readonly #queue = new PQueue({ concurrency: 1 });

  readonly warehouse: Warehouse;
  constructor(warehouse: Warehouse) {
    this.warehouse = warehouse;
  }

  all<T>(sql: string, params: DuckDBValue[] = []): Promise<T[]> {
    return this.#serial(() => this.warehouse.all<T>(sql, params));
  }

  /** Rows of a query whose single column is `to_json([...])`, each parsed to an array. */
  tuples<T extends unknown[]>(sql: string, params: DuckDBValue[] = []): Promise<T[]> {
    return this.#serial(async () => {
      const reader = await this.warehouse.connection.runAndReadAll(sql, params);
      const column = reader.getColumns()[0] ?? [];
      return column.map((json) => JSON.parse(json as string) as T);
    });
  }

  run(sql: string, params: DuckDBValue[] = []): Promise<void> {
    return this.#serial(() => this.warehouse.run(sql, params));
  }

  /** Fills a one-column VARCHAR table (a temporary list of keys to join on). */
  fill(table: string, values: readonly string[]): Promise<void> {
    return this.#serial(async () => {
      await this.warehouse.run(`CREATE OR REPLACE TEMP TABLE ${table} (value VARCHAR)`);
      for (let i = 0; i < values.length; i += 10_000) {
        await this.warehouse.connection.run(`INSERT INTO ${table} (value) SELECT unnest($1)`, [listValue(values.slice(i, i + 10_000))], [LIST(VARCHAR)]);
      }
    });
  }

  // A failed read fails its caller only: the next one still runs.
  #serial<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue.add(task);
  }
}

/**
 * An announcement as feeds and company records show it, plus its provenance for the ledger: the
 * record's published and provenance columns (kernel/model/announcement-record.ts, READ_FIELDS),
 * by name, converted from their text form. The ones every build step uses are typed.
 */
export type AnnonceRow = RecordRow & {
  id: string;
  ridet: string;
  type: string;
  date: string;
  source: string;
  source_url: string;
  fetched_at: string;
  raw_sha256: string;
};

type AnnonceTuple = (string | null)[];

/**
 * A column as text inside `to_json([...])` (a DuckDB list has one type), and back. Dates and
 * times get the published format; booleans, numbers and JSON are parsed back in JS.
 */
function readColumn(column: string, sql: RecordSqlType | CompanySqlType): { sql: string; parse: (text: string | null) => unknown } {
  switch (sql) {
    case 'VARCHAR':
      return { sql: column, parse: (t) => t };
    case 'DATE':
      return { sql: `strftime(${column}, '%Y-%m-%d')`, parse: (t) => t };
    case 'TIMESTAMP':
      return { sql: `strftime(${column}, '%Y-%m-%dT%H:%M:%S.%gZ')`, parse: (t) => t };
    case 'BOOLEAN':
      return { sql: `${column}::VARCHAR`, parse: (t) => t === 'true' };
    case 'DOUBLE':
    case 'INTEGER':
      return { sql: `${column}::VARCHAR`, parse: (t) => (t === null ? null : Number(t)) };
    case 'JSON':
      return { sql: `${column}::VARCHAR`, parse: (t): unknown => (t === null ? null : JSON.parse(t)) };
  }
}

/** The columns one read of announcements selects, as one JSON array per row, and how to read them back. */
export interface RowColumns {
  json: string;
  row(tuple: AnnonceTuple): AnnonceRow;
}

function rowColumns(fields: readonly (RecordField & { column: NonNullable<RecordField['column']> })[]): RowColumns {
  const columns = fields.map((field) => ({ name: field.name, ...readColumn(`a.${field.name}`, field.column.sql) }));
  return {
    json: `to_json([${columns.map((c) => c.sql).join(', ')}])`,
    row(t) {
      const row: Record<string, unknown> = {};
      columns.forEach((c, i) => {
        row[c.name] = c.parse(t[i] ?? null);
      });
      return row as AnnonceRow;
    },
  };
}

/** What items, records and the ledger read: the record's read columns in declaration order. */
export const ITEM_COLUMNS = rowColumns(READ_FIELDS);
/** The same plus the detail's own columns (text, what the notice changes): the full build's one pass over the announcements. */
export const DETAIL_COLUMNS = rowColumns(DETAIL_READ_FIELDS);

/** `to_json` of an announcement row: the record's read columns in declaration order. */
export const ANNONCE_JSON = ITEM_COLUMNS.json;

export function annonceRow(t: AnnonceTuple): AnnonceRow {
  return ITEM_COLUMNS.row(t);
}

/** A feed or the whole table: `type`/`source` null means any. */
export interface RowFilter {
  type: string | null;
  source: string | null;
}

/**
 * Every announcement in ascending (date, id) order, `batchSize` rows per query. Each query is
 * bounded on both sides by (date, id) (the bounds come from one narrow query over (date, id)
 * first), so it reads only the row groups of its range (DuckDB's min/max zone maps; rows arrive
 * roughly in date order) and converts only its own rows: with a `LIMIT` alone, DuckDB would sort
 * and convert everything after the position for every batch (45 s a pass at 10^6 rows).
 */
export async function* announcementsAscending(reader: SerialReader, batchSize: number, columns: RowColumns = ITEM_COLUMNS): AsyncGenerator<AnnonceRow> {
  const ends = await reader.all<{ d: string; id: string }>(
    `SELECT strftime(date, '%Y-%m-%d') AS d, id FROM (SELECT date, id, row_number() OVER (ORDER BY date, id) AS rn FROM announcements)
     WHERE rn % ${batchSize} = 0 ORDER BY rn`,
  );
  let last: { date: string; id: string } | null = null;
  for (const end of [...ends.map((e) => ({ date: e.d, id: e.id })), null]) {
    yield* await announcementsBetween(reader, { type: null, source: null }, last, end, columns);
    last = end;
  }
}

/**
 * The announcements of a feed strictly after one position and up to another, inclusive (null:
 * from the start, to the end), ascending: one query bounded on both sides by (date, id).
 */
export async function announcementsBetween(
  reader: SerialReader,
  filter: RowFilter,
  after: { date: string; id: string } | null,
  upTo: { date: string; id: string } | null,
  columns: RowColumns = ITEM_COLUMNS,
): Promise<AnnonceRow[]> {
  const conditions: string[] = [];
  const params: DuckDBValue[] = [];
  const add = (sql: (n: number) => string, ...values: DuckDBValue[]) => {
    params.push(...values);
    conditions.push(sql(params.length));
  };
  if (filter.type !== null) add((n) => `a.type = $${n}`, filter.type);
  if (filter.source !== null) add((n) => `a.source = $${n}`, filter.source);
  if (after !== null) add((n) => `(a.date > $${n - 1}::DATE OR (a.date = $${n - 1}::DATE AND a.id > $${n}))`, after.date, after.id);
  if (upTo !== null) add((n) => `(a.date < $${n - 1}::DATE OR (a.date = $${n - 1}::DATE AND a.id <= $${n}))`, upTo.date, upTo.id);
  const rows = await reader.tuples<AnnonceTuple>(
    `SELECT ${columns.json} FROM announcements a ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY a.date, a.id`,
    params,
  );
  return rows.map((t) => columns.row(t));
}

/** Every announcement, with the detail's columns, of the ridets listed in a table filled by SerialReader.fill, ascending (date, id). */
export async function announcementsOfListedRidets(reader: SerialReader, table: string): Promise<AnnonceRow[]> {
  const rows = await reader.tuples<AnnonceTuple>(
    `SELECT ${DETAIL_COLUMNS.json} FROM announcements a WHERE a.ridet IN (SELECT value FROM ${table}) ORDER BY a.date, a.id`,
  );
  return rows.map((t) => DETAIL_COLUMNS.row(t));
}

/** Every announcement of one month (`YYYY-MM`), ascending (date, id). */
export async function announcementsOfMonth(reader: SerialReader, month: string): Promise<AnnonceRow[]> {
  const rows = await reader.tuples<AnnonceTuple>(
    `SELECT ${ANNONCE_JSON} FROM announcements a
     WHERE a.date >= $1::DATE AND a.date < ($1::DATE + INTERVAL 1 MONTH)::DATE ORDER BY a.date, a.id`,
    [`${month}-01`],
  );
  return rows.map(annonceRow);
}

/**
 * A company as the publish step reads it back: the record's fields whose source is a column of
 * `companies` (kernel/model/company-record.ts), by name, already in their published form.
 */
export type CompanyRow = Pick<EntrepriseRecord, CompanyColumnFieldName>;

/** A mandate as the publish step reads it back: its company's ridet, then the declared columns (kernel/model/officer-record.ts). */
export type DirigeantRow = { ridet: string } & OfficerRow;

export interface CompanyBatch {
  companies: CompanyRow[];
  /** Up to `historyLimit` announcements per ridet, newest first. */
  annonces: Map<string, AnnonceRow[]>;
  /** Every announcement, newest first, of the ridets with more than `historyLimit` (GET /v1/annonces?ridet=). */
  histories: Map<string, AnnonceRow[]>;
  /** Current officers (no end date) per ridet, by start date. */
  dirigeants: Map<string, DirigeantRow[]>;
  /** Former officers (an end date) per ridet, by end date. */
  anciens: Map<string, DirigeantRow[]>;
  /**
   * What `companyState` needs per ridet: every decisive notice (procedure, dissolution) and the
   * oldest notice. The rule depends on nothing else, so the record's 50-item window never hides
   * a procedure opened long ago.
   */
  states: Map<string, StateEvent[]>;
}

type CompanyTuple = (string | null)[];

/**
 * The read-back of companies: each column field of the record, in declaration order. A null the
 * declaration publishes as something else (`nullAs`) becomes it; a field absent when empty
 * (`absentWhenEmpty`) is left out of the row, and so of the record.
 */
const COMPANY_COLUMNS = COMPANY_COLUMN_FIELDS.map((field) => {
  const { sql, parse } = readColumn(`c.${field.name}`, field.source.sql);
  const { nullAs, absentWhenEmpty } = field.source;
  return {
    name: field.name,
    sql,
    value(text: string | null): unknown {
      const value = parse(text);
      if (value === null && nullAs !== undefined) return [...nullAs];
      if (absentWhenEmpty === true && (value === null || (Array.isArray(value) && value.length === 0))) return undefined;
      return value;
    },
  };
});

const COMPANY_JSON = `to_json([${COMPANY_COLUMNS.map((c) => c.sql).join(', ')}])`;

function companyRow(t: CompanyTuple): CompanyRow {
  const row: Record<string, unknown> = {};
  COMPANY_COLUMNS.forEach((c, i) => {
    const value = c.value(t[i] ?? null);
    if (value !== undefined) row[c.name] = value;
  });
  return row as CompanyRow;
}

type OfficerTuple = [string, ...(string | null)[]];

/** The read-back of officers: the ridet, then every declared column in its published form, by name. */
const OFFICER_READ = (Object.keys(OFFICER_COLUMNS) as OfficerColumn[]).map((name) => ({ name, sql: readColumn(`d.${name}`, OFFICER_COLUMNS[name].sql).sql }));
const OFFICER_JSON = `to_json([d.ridet, ${OFFICER_READ.map((c) => c.sql).join(', ')}])`;

function officerRow([ridet, ...values]: OfficerTuple): DirigeantRow {
  const row: Record<string, string | null> = { ridet };
  OFFICER_READ.forEach((c, i) => {
    row[c.name] = values[i] ?? null;
  });
  return row as DirigeantRow;
}

/**
 * The history and officers of the companies whose ridets `scope` selects (a SQL condition on the
 * ridet column it is given, with its parameters).
 */
async function companyDetails(reader: SerialReader, scope: (column: string) => string, params: DuckDBValue[], historyLimit: number) {
  const annonces = groupBy(
    (await reader.tuples<AnnonceTuple>(
      `SELECT ${ANNONCE_JSON} FROM announcements a WHERE ${scope('a.ridet')}
       QUALIFY row_number() OVER (PARTITION BY a.ridet ORDER BY a.date DESC, a.id DESC) <= ${historyLimit}
       ORDER BY a.ridet, a.date DESC, a.id DESC`,
      params,
    )).map(annonceRow),
  );
  // Only the companies whose record cannot list them all: most have a handful of announcements.
  const histories = groupBy(
    (await reader.tuples<AnnonceTuple>(
      `SELECT ${ANNONCE_JSON} FROM announcements a WHERE ${scope('a.ridet')}
       QUALIFY count(*) OVER (PARTITION BY a.ridet) > ${historyLimit}
       ORDER BY a.ridet, a.date DESC, a.id DESC`,
      params,
    )).map(annonceRow),
  );
  // Current officers by start, then former ones by end; every column is an order key after
  // those, so equal rows come out in one order and full and incremental builds agree byte for byte.
  const officers = (await reader.tuples<OfficerTuple>(
    `SELECT ${OFFICER_JSON} FROM dirigeants d
     WHERE ${scope('d.ridet')}
     ORDER BY d.ridet, d.jusqu_au IS NOT NULL, d.jusqu_au, d.depuis NULLS FIRST, d.nom, d.fonction, d.prenoms NULLS FIRST,
       d.annonce_debut NULLS FIRST, d.annonce_fin NULLS FIRST`,
    params,
  )).map(officerRow);
  const dirigeants = groupBy(officers.filter((d) => d.jusqu_au === null));
  const anciens = groupBy(officers.filter((d) => d.jusqu_au !== null));
  const states = new Map<string, StateEvent[]>();
  const decisive = await reader.tuples<[string, string, string, string, string, string]>(
    `SELECT to_json([a.id, a.ridet, strftime(a.date, '%Y-%m-%d'), a.type, a.titre, a.resume]) FROM announcements a
     WHERE ${scope('a.ridet')} AND a.type IN ('procedure', 'dissolution')
     UNION ALL
     SELECT to_json([a.id, a.ridet, strftime(a.date, '%Y-%m-%d'), a.type, a.titre, a.resume]) FROM announcements a
     WHERE ${scope('a.ridet')}
     QUALIFY row_number() OVER (PARTITION BY a.ridet ORDER BY a.date, a.id) = 1`,
    params,
  );
  for (const [id, ridet, date, type, titre, resume] of decisive) {
    const events = states.get(ridet);
    const event: StateEvent = { id, date, type, titre, resume };
    if (!events) states.set(ridet, [event]);
    else if (!events.some((e) => e.id === id)) events.push(event);
  }
  return { annonces, histories, dirigeants, anciens, states };
}

/**
 * Companies in ridet order, `batchSize` companies at a time, each batch with its history and
 * officers (two queries per batch, so batches are large: each query scans the table).
 */
export async function* companyBatches(reader: SerialReader, batchSize: number, historyLimit: number): AsyncGenerator<CompanyBatch> {
  let last = '';
  for (;;) {
    const companies = (await reader.tuples<CompanyTuple>(
      `SELECT ${COMPANY_JSON} FROM companies c WHERE c.ridet > $1 ORDER BY c.ridet LIMIT ${batchSize}`,
      [last],
    )).map(companyRow);
    const first = companies[0];
    const tail = companies[companies.length - 1];
    if (!first || !tail) return;
    yield { companies, ...(await companyDetails(reader, (r) => `${r} >= $1 AND ${r} <= $2`, [first.ridet, tail.ridet], historyLimit)) };
    if (companies.length < batchSize) return;
    last = tail.ridet;
  }
}

/** The companies listed in a table filled by SerialReader.fill, with history and officers. */
export async function companiesIn(reader: SerialReader, table: string, historyLimit: number): Promise<CompanyBatch> {
  const companies = (await reader.tuples<CompanyTuple>(
    `SELECT ${COMPANY_JSON} FROM companies c WHERE c.ridet IN (SELECT value FROM ${table}) ORDER BY c.ridet`,
  )).map(companyRow);
  return { companies, ...(await companyDetails(reader, (r) => `${r} IN (SELECT value FROM ${table})`, [], historyLimit)) };
}

/** Search index input: every company, ridet order. */
export async function searchRows(reader: SerialReader): Promise<SearchRow[]> {
  const rows = await reader.tuples<[string, string, string, string | null]>(
    `SELECT to_json([c.ridet, c.denomination, c.anciennes_denominations::VARCHAR, c.siege]) FROM companies c ORDER BY c.ridet`,
  );
  // The same order as the records' (companyDetails), so that full and incremental builds agree.
  // A JSON list holds one type: whether the mandate ended goes as text.
  const officers = await reader.tuples<[string, string, string | null, string]>(
    `SELECT to_json([d.ridet, d.nom, d.prenoms, (d.jusqu_au IS NOT NULL)::VARCHAR]) FROM dirigeants d
     ORDER BY d.ridet, d.jusqu_au IS NOT NULL, d.jusqu_au, d.depuis NULLS FIRST, d.nom, d.fonction, d.prenoms NULLS FIRST,
       d.annonce_debut NULLS FIRST, d.annonce_fin NULLS FIRST`,
  );
  const current = new Map<string, Array<{ nom: string; prenoms: string | null }>>();
  const former = new Map<string, Array<{ nom: string; prenoms: string | null }>>();
  for (const [ridet, nom, prenoms, ended] of officers) {
    const map = ended === 'true' ? former : current;
    const list = map.get(ridet);
    if (list) list.push({ nom, prenoms });
    else map.set(ridet, [{ nom, prenoms }]);
  }
  return rows.map((t) => ({
    ridet: t[0], denomination: t[1], anciennes: JSON.parse(t[2]) as string[], siege: t[3],
    dirigeants: officerNames(current.get(t[0]) ?? []), anciens_dirigeants: officerNames(former.get(t[0]) ?? []),
  }));
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
