import { DIGEST_COLUMNS } from '../../kernel/model/announcement-record.ts';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';

/**
 * What differs between the warehouse and the snapshot last published from it, found by comparing
 * a digest of every announcement (its published fields) and of every company (its row and all
 * its officers) with the digests recorded at that publish (`published_announcements`,
 * `published_companies`). Any change reaches a digest, whoever made it (a run, a re-parse, a
 * re-derivation, an operator's SQL), and deletions show as digests that disappeared, which a
 * log of runs would not tell.
 *
 * The digests are DuckDB's 64-bit `hash()`: a publish computes them for every row (about 0.2 s
 * for 10^6 announcements), and a collision would only hide one change until the next full
 * publish; the DuckDB version is part of the build fingerprint, so a new hash function can only
 * cause a full rebuild.
 */

/** Where an announcement is, as far as feeds, company records and the ledger are concerned. */
export interface ItemPlace {
  ridet: string;
  date: string;
  type: string;
  source: string;
}

export interface ItemChange {
  id: string;
  /** As published last time; null when new. */
  before: ItemPlace | null;
  /** As now; null when gone. */
  after: ItemPlace | null;
}

export interface ChangeSet {
  items: ItemChange[];
  /** RIDETs whose record must be built again: their row, officers or announcements differ. */
  ridets: string[];
  /** Whether any company's name, former names or existence changed (the search index). */
  searchChanged: boolean;
}

// The published_* columns, in the order nowAnnouncements and nowCompanies select them.
const PUBLISHED_ANNOUNCEMENT_COLUMNS = 'id, digest, ridet, date, type, source';
const PUBLISHED_COMPANY_COLUMNS = 'ridet, digest, search_digest';

/**
 * Digests of what the warehouse holds now (optionally of some rows only), computed where they
 * are used rather than kept in a table (10^6 rows of them would sit in DuckDB's memory for the
 * whole publish). A company digest covers its whole row and all its officers' rows (their row
 * hashes summed, so their order does not matter), so a column added to either table is covered
 * without touching this code. The search digest covers what search/index.json holds of a company:
 * its names, its siège (the commune) and its officers' names, current or former.
 * An announcement digest covers the record's columns declared in
 * the digest (kernel/model/announcement-record.ts, DIGEST_COLUMNS: its published fields and
 * provenance), in declaration order.
 */
const nowAnnouncements = (where = '') => `(SELECT a.id, hash(${DIGEST_COLUMNS.map((c) => `a.${c}`).join(', ')}) AS digest,
    a.ridet, a.date, a.type, a.source FROM announcements a ${where})`;
const nowCompanies = (where = '') => `(SELECT c.ridet, hash(c, o.officers, o.n) AS digest, hash(c.ridet, c.denomination, c.anciennes_denominations, c.siege, o.names) AS search_digest
    FROM companies c LEFT JOIN (SELECT d.ridet, sum(hash(d)) AS officers, sum(hash(d.nom, d.prenoms, d.jusqu_au IS NULL)) AS names, count(*) AS n
      FROM dirigeants d GROUP BY d.ridet) o ON o.ridet = c.ridet
    ${where})`;

/**
 * The differences between the warehouse's digests and the recorded ones, also kept in the
 * temporary tables `publish_changed_announcements` and `publish_changed_companies` for
 * recordPublishedDigests. Null when more than `limits` announcements or companies changed: a
 * full build is then cheaper (and builds in bounded memory).
 */
export async function diffDigests(warehouse: Warehouse, limits: { announcements: number; companies: number }): Promise<ChangeSet | null> {
  await warehouse.run(`CREATE OR REPLACE TEMP TABLE publish_changed_announcements AS
    SELECT coalesce(n.id, p.id) AS id,
      n.ridet, strftime(n.date, '%Y-%m-%d') AS date, n.type, n.source,
      p.ridet AS old_ridet, strftime(p.date, '%Y-%m-%d') AS old_date, p.type AS old_type, p.source AS old_source
    FROM ${nowAnnouncements()} n FULL OUTER JOIN published_announcements p ON n.id = p.id
    WHERE n.digest IS DISTINCT FROM p.digest`);
  await warehouse.run(`CREATE OR REPLACE TEMP TABLE publish_changed_companies AS
    SELECT coalesce(n.ridet, p.ridet) AS ridet, n.search_digest IS DISTINCT FROM p.search_digest AS search
    FROM ${nowCompanies()} n FULL OUTER JOIN published_companies p ON n.ridet = p.ridet
    WHERE n.digest IS DISTINCT FROM p.digest OR n.search_digest IS DISTINCT FROM p.search_digest`);
  const [count] = await warehouse.all<{ a: number | string; c: number | string }>(
    `SELECT (SELECT count(*) FROM publish_changed_announcements)::INTEGER AS a, (SELECT count(*) FROM publish_changed_companies)::INTEGER AS c`,
  );
  if (Number(count?.a ?? 0) > limits.announcements || Number(count?.c ?? 0) > limits.companies) return null;

  type Row = { id: string; ridet: string | null; date: string | null; type: string | null; source: string | null; old_ridet: string | null; old_date: string | null; old_type: string | null; old_source: string | null };
  const rows = await warehouse.all<Row>(`SELECT * FROM publish_changed_announcements ORDER BY id`);
  const place = (ridet: string | null, date: string | null, type: string | null, source: string | null): ItemPlace | null =>
    ridet === null || date === null || type === null || source === null ? null : { ridet, date, type, source };
  const items = rows.map((r): ItemChange => ({
    id: r.id,
    before: place(r.old_ridet, r.old_date, r.old_type, r.old_source),
    after: place(r.ridet, r.date, r.type, r.source),
  }));
  const companies = await warehouse.all<{ ridet: string; search: boolean }>(`SELECT ridet, search FROM publish_changed_companies`);
  const ridets = new Set(companies.map((c) => c.ridet));
  for (const item of items) {
    if (item.before) ridets.add(item.before.ridet);
    if (item.after) ridets.add(item.after.ridet);
  }
  return { items, ridets: [...ridets].sort(), searchChanged: companies.some((c) => c.search) };
}

/**
 * Makes the recorded digests those of the warehouse now: all of them after a full build, only
 * the rows diffDigests found changed after an incremental one. Call inside the transaction that
 * records the snapshot (the warehouse has not changed since the build: one writer at a time).
 */
export async function recordPublishedDigests(warehouse: Warehouse, full: boolean): Promise<void> {
  if (full) {
    await warehouse.run(`DELETE FROM published_announcements`);
    await warehouse.run(`INSERT INTO published_announcements (${PUBLISHED_ANNOUNCEMENT_COLUMNS}) SELECT * FROM ${nowAnnouncements()}`);
    await warehouse.run(`DELETE FROM published_companies`);
    await warehouse.run(`INSERT INTO published_companies (${PUBLISHED_COMPANY_COLUMNS}) SELECT * FROM ${nowCompanies()}`);
    return;
  }
  await warehouse.run(`DELETE FROM published_announcements WHERE id IN (SELECT id FROM publish_changed_announcements)`);
  await warehouse.run(`INSERT INTO published_announcements (${PUBLISHED_ANNOUNCEMENT_COLUMNS})
    SELECT * FROM ${nowAnnouncements('WHERE a.id IN (SELECT id FROM publish_changed_announcements)')}`);
  await warehouse.run(`DELETE FROM published_companies WHERE ridet IN (SELECT ridet FROM publish_changed_companies)`);
  await warehouse.run(`INSERT INTO published_companies (${PUBLISHED_COMPANY_COLUMNS})
    SELECT * FROM ${nowCompanies('WHERE c.ridet IN (SELECT ridet FROM publish_changed_companies)')}`);
}
