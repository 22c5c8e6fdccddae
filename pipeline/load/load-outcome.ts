import { VARCHAR, LIST, listValue, type DuckDBAppender, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { STORED_FIELDS, type LoadFieldName, type RecordField, type RecordOrigin, type StagedValue } from '../../kernel/model/announcement-record.ts';
import { announcementId, sha256Hex } from '../../kernel/model/ids.ts';
import { officialSourceUrl, type RawDocument } from '../../sources/source-adapter.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';

export interface LoadCounts {
  /** Notices that became announcements (new or already known). */
  parsed: number;
  /** Announcements the warehouse did not have before. */
  new: number;
  quarantined: number;
  /** Quarantine entries that this outcome recovered (the same reference now parses). */
  recovered: number;
  /** Ridets whose company record must be derived again. */
  ridets: Set<string>;
}

export function emptyLoadCounts(): LoadCounts {
  return { parsed: 0, new: 0, quarantined: 0, recovered: 0, ridets: new Set() };
}

/** The provenance of a loaded document that its announcements carry; `meta` may name its official page (SOURCE_URL_META). */
export type LoadedDocument = Pick<RawDocument, 'source' | 'url' | 'sha256' | 'fetchedAt'> & Partial<Pick<RawDocument, 'meta'>>;

/** One document to load: its parse outcome (none for a document already loaded), and what to record. */
export interface DocumentLoad {
  doc: LoadedDocument;
  /** Null: nothing to load, only the document and its fetch to record (an unchanged document). */
  outcome: ParseOutcome | null;
  /** Added to once the load is committed. */
  counts: LoadCounts;
  /** The `documents` and `fetches` rows to write with the load, in the same transaction. */
  record: RawDocument | null;
  /** Told when this document could not be loaded (DocumentBatcher). */
  onFailed?: (error: unknown) => void;
}

// Lists are bound with explicit types: node-api infers a list's type from its first item, and
// a first item that is null would make it a list of SQLNULL.
export const VARCHAR_LIST: DuckDBType = LIST(VARCHAR);

export function varcharList(items: readonly (string | null)[]): { value: DuckDBValue; type: DuckDBType } {
  return { value: listValue(items), type: VARCHAR_LIST };
}

type NoticeField = RecordField & { origin: Extract<RecordOrigin, { from: 'notice' }> };

/** The record's fields that come from the parse, staged one column each (kernel/model/announcement-record.ts). */
const NOTICE_FIELDS = STORED_FIELDS.filter((f): f is NoticeField & { column: NonNullable<RecordField['column']> } => f.origin.from === 'notice');

/**
 * How the loader fills the fields it writes itself: `insert` is the value of a new row (over
 * the staged notice `l`, its document `d`, the run id `$1`), `update` that of a known one (null:
 * left as it is). The record type makes a new `load` field a compile error here until it has its rule.
 */
const LOAD_RULES: Record<LoadFieldName, { insert: string; update: string | null }> = {
  id: { insert: 'l.id', update: null },
  source: { insert: 'd.source', update: null },
  // The official page the adapter cites (meta.sourceUrl, on the source's public site), else the URL fetched.
  source_url: { insert: 'd.source_url', update: 's.source_url' },
  fetched_at: { insert: 'd.fetched_at::TIMESTAMP', update: 's.fetched_at' },
  raw_sha256: { insert: 'd.sha256', update: 's.raw_sha256' },
  first_run_id: { insert: '$1', update: null },
  last_run_id: { insert: '$1', update: '$1' },
  // A row rewritten from the parse has no correction applied yet: finishLoad's correction step
  // (pipeline/corrections/apply-corrections.ts) applies them again, and tells which became redundant.
  corrections: { insert: 'NULL', update: 'NULL' },
  // What the parse reads is the printed RIDET: the reconciliation step after every load
  // (pipeline/reconcile/) attaches the row again, and sets this when it moves it.
  ridet_imprime: { insert: 'NULL', update: 'NULL' },
};

/**
 * Staging tables, one set per connection: the DuckDB appender fills them (about 10 µs a row),
 * then a few set-based statements move a whole batch of documents into the warehouse. Per-row
 * statements or per-document transactions cost milliseconds each; this is what makes a first
 * load of 10^6 notices take seconds rather than half an hour. `load_notices` has one column per
 * field of the parse, named as in the record.
 */
const STAGING = [
  `CREATE TEMP TABLE IF NOT EXISTS load_docs (seq INTEGER, source VARCHAR, url VARCHAR, fetched_at VARCHAR, sha256 VARCHAR, source_url VARCHAR)`,
  `CREATE TEMP TABLE IF NOT EXISTS load_notices (seq INTEGER, pos INTEGER, id VARCHAR,
    ${NOTICE_FIELDS.map((f) => `${f.name} ${f.origin.staged}`).join(', ')})`,
  `CREATE TEMP TABLE IF NOT EXISTS load_quarantine (seq INTEGER, pos INTEGER, id VARCHAR, reference VARCHAR, motif VARCHAR,
    detail VARCHAR, extrait VARCHAR, resolved BOOLEAN)`,
  `CREATE TEMP TABLE IF NOT EXISTS load_records (seq INTEGER, sha256 VARCHAR, source VARCHAR, url VARCHAR, content_type VARCHAR,
    size BIGINT, fetched_at VARCHAR, meta VARCHAR, requested_url VARCHAR, etag VARCHAR, last_modified VARCHAR)`,
];

/** The columns a load writes, with their value in a batch row (`$1` is the run id). */
const LOADED_COLUMNS: { name: string; select: string; update: string | null }[] = STORED_FIELDS.flatMap((f) => {
  if (f.origin.from === 'notice') {
    const cast = f.column.sql === f.origin.staged ? '' : `::${f.column.sql}`;
    return [{ name: f.name, select: `l.${f.name}${cast}`, update: `s.${f.name}` }];
  }
  if (f.origin.from === 'load') {
    const rule = LOAD_RULES[f.name as LoadFieldName];
    return [{ name: f.name, select: rule.insert, update: rule.update }];
  }
  return [];
});

/**
 * Per id of the batch: whether the warehouse lacks it, and which document had it first. The
 * known ids are found by a semi-join that hashes the batch's ids and streams the table's id
 * column past them; written as NOT EXISTS, DuckDB hashed the whole table instead, once per
 * batch, and a first load slowed down as the table grew.
 */
const STAGE_IDS = `
  CREATE OR REPLACE TEMP TABLE load_ids AS
  WITH known AS (SELECT DISTINCT a.id FROM announcements a WHERE a.id IN (SELECT id FROM load_notices))
  SELECT l.id, min(l.seq) AS first_seq, bool_and(k.id IS NULL) AS is_new
  FROM load_notices l LEFT JOIN known k ON k.id = l.id GROUP BY l.id`;

/**
 * One row per id. When an id appears twice in a batch, the last notice wins, as loading one by
 * one would leave it (the window costs a sort, so it is only added for such batches).
 */
function batchRows(repeated: boolean): string {
  return `
  SELECT ${LOADED_COLUMNS.map((c) => `${c.select} AS ${c.name}`).join(', ')}
  FROM load_notices l JOIN load_docs d ON d.seq = l.seq
  ${repeated ? 'QUALIFY row_number() OVER (PARTITION BY l.id ORDER BY l.seq DESC, l.pos DESC) = 1' : ''}`;
}

/**
 * New ids: a plain insert (the table has no key to maintain, see schema.ts). When the batch has
 * no known id (a first load, a night of new notices) every row goes in, unfiltered.
 */
const insertAnnouncements = (repeated: boolean, allNew: boolean) => `
  INSERT INTO announcements (${LOADED_COLUMNS.map((c) => c.name).join(', ')})
  SELECT ${LOADED_COLUMNS.map((c) => `b.${c.name}`).join(', ')}
  FROM (${batchRows(repeated)}) b
  ${allNew ? '' : 'WHERE b.id IN (SELECT id FROM load_ids WHERE is_new)'}`;

/** Known ids: refreshed in place; `id`, `source` and `first_run_id` are never updated. */
const updateAnnouncements = (repeated: boolean) => `
  UPDATE announcements a SET
    ${LOADED_COLUMNS.filter((c) => c.update !== null).map((c) => `${c.name} = ${c.update}`).join(', ')}
  FROM (${batchRows(repeated)}) s WHERE a.id = s.id AND s.id IN (SELECT id FROM load_ids WHERE NOT is_new)`;

/** A re-quarantined entry is unresolved again, unless a later document of the batch parsed it. */
const UPSERT_QUARANTINE = `
  INSERT INTO quarantine (id, source, reference, document_sha256, url, motif, detail, extrait,
    first_run_id, last_run_id, resolved_run_id)
  SELECT q.id, d.source, q.reference, d.sha256, d.url, q.motif, q.detail, q.extrait, $1, $1, CASE WHEN q.resolved THEN $1 END
  FROM load_quarantine q JOIN load_docs d ON d.seq = q.seq
  QUALIFY row_number() OVER (PARTITION BY q.id ORDER BY q.seq DESC, q.pos DESC) = 1
  ON CONFLICT (id) DO UPDATE SET motif = excluded.motif, detail = excluded.detail,
    extrait = excluded.extrait, last_run_id = excluded.last_run_id, resolved_run_id = excluded.resolved_run_id`;

const INSERT_DOCUMENTS = `
  INSERT INTO documents (sha256, source, url, content_type, size, fetched_at, meta, run_id)
  SELECT sha256, source, url, content_type, size, fetched_at::TIMESTAMP, meta::JSON, $1 FROM load_records
  QUALIFY row_number() OVER (PARTITION BY sha256 ORDER BY seq) = 1
  ON CONFLICT (sha256) DO NOTHING`;

const UPSERT_FETCHES = `
  INSERT INTO fetches (source, url, sha256, etag, last_modified, fetched_at)
  SELECT source, requested_url, sha256, etag, last_modified, fetched_at::TIMESTAMP FROM load_records
  QUALIFY row_number() OVER (PARTITION BY source, requested_url ORDER BY seq DESC) = 1
  ON CONFLICT (source, url) DO UPDATE SET sha256 = excluded.sha256, etag = excluded.etag,
    last_modified = excluded.last_modified, fetched_at = excluded.fetched_at`;

function text(appender: DuckDBAppender, value: string | null): void {
  if (value === null) appender.appendNull();
  else appender.appendVarchar(value);
}

/** A staged value of the record, appended by its JS type (the staging column has the matching type). */
function append(appender: DuckDBAppender, value: StagedValue): void {
  if (value === null) appender.appendNull();
  else if (typeof value === 'boolean') appender.appendBoolean(value);
  else if (typeof value === 'number') appender.appendDouble(value);
  else appender.appendVarchar(value);
}

type StagingTable = 'load_docs' | 'load_notices' | 'load_quarantine' | 'load_records';
const STAGING_TABLES: readonly StagingTable[] = ['load_docs', 'load_notices', 'load_quarantine', 'load_records'];

/**
 * The staging tables of a connection that may hold rows. DuckDB's CPU floor is milliseconds a
 * statement whatever its rows, and a night loads a batch a second: a statement with nothing to
 * do is not sent (an empty table emptied, an upsert from an empty table). A table is in this set
 * from its first append on, and leaves it with the commit of a batch that emptied it and
 * appended nothing; a rolled-back batch leaves it as it was. The tables themselves are created
 * once per connection (no entry here yet).
 */
const stagedRows = new WeakMap<Warehouse['connection'], Set<StagingTable>>();

/** Fills a staging table through the appender; nothing at all when there is no row to append. */
async function withAppender(warehouse: Warehouse, table: StagingTable, rows: number, fill: (appender: DuckDBAppender) => void, appended: Set<StagingTable>): Promise<void> {
  if (rows === 0) return;
  appended.add(table);
  // Also marked for a batch rolled back after this append (only conservative: the rows go with it).
  stagedRows.get(warehouse.connection)?.add(table);
  const appender = await warehouse.connection.createAppender(table, 'main', 'temp');
  try {
    fill(appender);
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

/** A quarantine entry's id: one per (source, reference, document). */
export function quarantineId(doc: Pick<LoadedDocument, 'source' | 'sha256'>, reference: string): string {
  return sha256Hex(`${doc.source}\u0000${reference}\u0000${doc.sha256}`).slice(0, 20);
}

/**
 * Quarantine entries against the notices of a batch, replayed document by document as loading
 * them one at a time would: a document's notices resolve the open entries of their (source,
 * reference) first, then its own entries are (re)opened. Returns, per document, the entries it
 * recovered, which staged entries end resolved, and which existing ones to mark resolved.
 */
async function replayQuarantine(warehouse: Warehouse, loads: readonly DocumentLoad[], notices: number) {
  const key = (source: string, reference: string) => `${source}\u0000${reference}`;
  const recovered = loads.map(() => 0);
  const stagedResolved = new Set<string>();
  const existingResolved: string[] = [];

  // Entries in play: those of the warehouse whose reference a notice of the batch parses (read
  // through the staged notices), and those the batch itself quarantines.
  const entries = new Map<string, { id: string; open: boolean; restaged: boolean; resolvedHere: boolean }[]>();
  // Without a staged notice, no entry of the warehouse is in play.
  const rows = notices === 0 ? [] : (await warehouse.connection.runAndReadAll(
    `SELECT to_json([q.id, q.source, q.reference, (q.resolved_run_id IS NULL)::VARCHAR]) FROM quarantine q
     WHERE EXISTS (SELECT 1 FROM load_notices n JOIN load_docs d ON d.seq = n.seq WHERE d.source = q.source AND n.reference = q.reference)`,
  )).getColumns()[0] ?? [];
  for (const json of rows) {
    const [id, source, reference, open] = JSON.parse(json as string) as [string, string, string, string];
    const k = key(source, reference);
    entries.set(k, [...(entries.get(k) ?? []), { id, open: open === 'true', restaged: false, resolvedHere: false }]);
  }
  const quarantinedKeys = new Set<string>();
  for (const { doc, outcome } of loads) for (const q of outcome?.quarantined ?? []) quarantinedKeys.add(key(doc.source, q.reference));
  if (entries.size === 0 && quarantinedKeys.size === 0) return { recovered, stagedResolved, existingResolved };

  loads.forEach(({ doc, outcome }, seq) => {
    for (const n of outcome?.notices ?? []) {
      const k = key(doc.source, n.reference);
      if (!entries.has(k) && !quarantinedKeys.has(k)) continue;
      for (const e of entries.get(k) ?? []) {
        if (!e.open) continue;
        e.open = false;
        e.resolvedHere = true;
        recovered[seq] = recovered[seq]! + 1;
      }
    }
    for (const q of outcome?.quarantined ?? []) {
      const k = key(doc.source, q.reference);
      const id = quarantineId(doc, q.reference);
      const e = entries.get(k)?.find((candidate) => candidate.id === id);
      if (e) Object.assign(e, { open: true, restaged: true });
      else entries.set(k, [...(entries.get(k) ?? []), { id, open: true, restaged: true, resolvedHere: false }]);
    }
  });
  for (const list of entries.values()) {
    for (const e of list) {
      if (e.open || !e.resolvedHere) continue;
      if (e.restaged) stagedResolved.add(e.id);
      else existingResolved.push(e.id);
    }
  }
  return { recovered, stagedResolved, existingResolved };
}

async function loadTogether(warehouse: Warehouse, loads: readonly DocumentLoad[], runId: string, mayHoldRows: Set<StagingTable>, appended: Set<StagingTable>): Promise<{ added: number[]; recovered: number[] }> {
  for (const table of mayHoldRows) await warehouse.run(`DELETE FROM ${table}`);
  const notices = loads.reduce((n, { outcome }) => n + (outcome?.notices.length ?? 0), 0);
  const quarantined = loads.reduce((n, { outcome }) => n + (outcome?.quarantined.length ?? 0), 0);
  const records = loads.reduce((n, { record }) => n + (record === null ? 0 : 1), 0);
  await withAppender(warehouse, 'load_docs', loads.length, (a) => {
    loads.forEach(({ doc }, seq) => {
      a.appendInteger(seq);
      for (const value of [doc.source, doc.url, doc.fetchedAt, doc.sha256, officialSourceUrl({ url: doc.url, meta: doc.meta ?? {} })]) a.appendVarchar(value);
      a.endRow();
    });
  }, appended);
  const ids = new Set<string>();
  let repeated = false;
  await withAppender(warehouse, 'load_notices', notices, (a) => {
    loads.forEach(({ doc, outcome }, seq) => {
      (outcome?.notices ?? []).forEach((n, pos) => {
        const id = announcementId(doc.source, n.reference);
        if (ids.has(id)) repeated = true;
        ids.add(id);
        a.appendInteger(seq);
        a.appendInteger(pos);
        a.appendVarchar(id);
        for (const field of NOTICE_FIELDS) append(a, field.origin.stage(n));
        a.endRow();
      });
    });
  }, appended);
  const replay = await replayQuarantine(warehouse, loads, notices);
  await withAppender(warehouse, 'load_quarantine', quarantined, (a) => {
    loads.forEach(({ doc, outcome }, seq) => {
      (outcome?.quarantined ?? []).forEach((q, pos) => {
        const id = quarantineId(doc, q.reference);
        a.appendInteger(seq);
        a.appendInteger(pos);
        for (const value of [id, q.reference, q.reason, q.detail]) a.appendVarchar(value);
        text(a, q.extrait);
        a.appendBoolean(replay.stagedResolved.has(id));
        a.endRow();
      });
    });
  }, appended);
  await withAppender(warehouse, 'load_records', records, (a) => {
    loads.forEach(({ record }, seq) => {
      if (record === null) return;
      const meta = (name: string) => { const value = record.meta[name]; return typeof value === 'string' ? value : null; };
      a.appendInteger(seq);
      for (const value of [record.sha256, record.source, record.url, record.contentType]) a.appendVarchar(value);
      a.appendBigInt(BigInt(record.body.length));
      a.appendVarchar(record.fetchedAt);
      a.appendVarchar(JSON.stringify(record.meta));
      a.appendVarchar(meta('requestedUrl') ?? record.url);
      text(a, meta('etag'));
      text(a, meta('lastModified'));
      a.endRow();
    });
  }, appended);

  // An id counts new once, for the first document that has it, when the warehouse lacks it.
  const added = loads.map(() => 0);
  if (notices > 0) {
    await warehouse.run(STAGE_IDS);
    let known = 0;
    for (const row of await warehouse.all<{ seq: number; is_new: boolean; n: number | string }>(
      `SELECT first_seq AS seq, is_new, count(*) AS n FROM load_ids GROUP BY first_seq, is_new`,
    )) {
      if (row.is_new) added[row.seq] = Number(row.n);
      else known += Number(row.n);
    }
    await warehouse.run(insertAnnouncements(repeated, known === 0), [runId]);
    if (known > 0) await warehouse.run(updateAnnouncements(repeated), [runId]);
  }
  if (replay.existingResolved.length > 0) {
    await warehouse.connection.run(`UPDATE quarantine SET resolved_run_id = $1 WHERE id IN (SELECT unnest($2))`, [runId, listValue(replay.existingResolved)], [VARCHAR, VARCHAR_LIST]);
  }
  if (quarantined > 0) await warehouse.run(UPSERT_QUARANTINE, [runId]);
  if (records > 0) {
    await warehouse.run(INSERT_DOCUMENTS, [runId]);
    await warehouse.run(UPSERT_FETCHES);
  }
  return { added, recovered: replay.recovered };
}

/**
 * Loads a batch of documents in one transaction: their announcements (upserted: ids derive from
 * (source, reference), so loading the same notice again only refreshes it and `last_run_id`;
 * `first_run_id` is never updated), their quarantine entries, and the `documents`/`fetches`
 * rows that mark them done. A document is therefore recorded only once its notices are in, and a
 * run killed before the commit parses it again next time. Counts are those of loading the
 * documents one by one, in order. If the batch fails, each document is loaded on its own, so
 * one bad document fails alone: the failures are returned (empty when all loaded).
 */
export async function tryLoadDocuments(warehouse: Warehouse, loads: readonly DocumentLoad[], runId: string): Promise<Map<DocumentLoad, unknown>> {
  const failures = new Map<DocumentLoad, unknown>();
  if (loads.length === 0) return failures;
  let mayHoldRows = stagedRows.get(warehouse.connection);
  if (mayHoldRows === undefined) {
    // Outside the transaction: a rolled-back batch must not take the staging tables with it.
    for (const statement of STAGING) await warehouse.run(statement);
    mayHoldRows = new Set(STAGING_TABLES);
    stagedRows.set(warehouse.connection, mayHoldRows);
  }
  let result: { added: number[]; recovered: number[] };
  try {
    const appended = new Set<StagingTable>();
    result = await warehouse.transaction(() => loadTogether(warehouse, loads, runId, mayHoldRows, appended));
    // Committed: the tables hold this batch's rows and nothing else.
    stagedRows.set(warehouse.connection, appended);
  } catch (error) {
    if (loads.length === 1) return failures.set(loads[0]!, error);
    for (const load of loads) for (const [failed, cause] of await tryLoadDocuments(warehouse, [load], runId)) failures.set(failed, cause);
    return failures;
  }
  // Counted once committed, so a rolled-back batch leaves the counts as they were.
  loads.forEach(({ outcome, counts }, seq) => {
    if (outcome === null) return;
    counts.parsed += outcome.notices.length;
    counts.new += result.added[seq]!;
    counts.recovered += result.recovered[seq]!;
    counts.quarantined += outcome.quarantined.length;
    for (const notice of outcome.notices) counts.ridets.add(notice.ridet);
  });
  return failures;
}

/** tryLoadDocuments, throwing the first failure once the other documents are loaded. */
export async function loadDocuments(warehouse: Warehouse, loads: readonly DocumentLoad[], runId: string): Promise<void> {
  const failures = await tryLoadDocuments(warehouse, loads, runId);
  for (const error of failures.values()) throw error;
}

/** Loads one document's parse outcome (a batch of one). */
export async function loadOutcome(warehouse: Warehouse, doc: LoadedDocument, outcome: ParseOutcome, runId: string, counts: LoadCounts): Promise<void> {
  await loadDocuments(warehouse, [{ doc, outcome, counts, record: null }], runId);
}
