import type { DuckDBConnection } from '@duckdb/node-api';
import { SCHEMA_STATEMENTS } from '../schema.js';
import type { WarehouseMigration } from './migration.js';

/**
 * The schema as it was when migrations were first numbered, reached from any warehouse
 * made before: the tables created if missing, the columns added since the first releases, and
 * the primary key on announcements.id dropped (see schema.ts for why it went). DuckDB cannot
 * drop a key, so that table is rebuilt (seconds for 10^6 rows). Every step is a no-op on a
 * warehouse that already has it, which is what lets this run over a warehouse of any age
 * without a version, and again after a crash part-way: it is the one migration that is not
 * one transaction (it may alter `announcements` three times, which DuckDB cannot commit at
 * once), as these statements were before migrations were numbered; the rebuild is one.
 */
export const baseline: WarehouseMigration = {
  version: 1,
  name: 'baseline',
  transactional: false,
  async up(connection) {
    for (const statement of SCHEMA_STATEMENTS) await connection.run(statement);
    await dropAnnouncementsKey(connection);
  },
};

/** The announcements columns every warehouse had before the key went. */
const KEYED_COLUMNS = `id, source, reference, ridet, ridet_luhn_valide, denomination, type, titre, resume, date,
  forme_juridique, capital, siege, ancienne_denomination, nouvelle_denomination, dirigeants, texte, source_url, fetched_at,
  raw_sha256, first_run_id, last_run_id, etablissement_inconnu, organes_procedure, evenement_id`;

async function dropAnnouncementsKey(connection: DuckDBConnection): Promise<void> {
  const keys = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_constraints() WHERE table_name = 'announcements' AND constraint_type = 'PRIMARY KEY'`,
  );
  if (Number(keys.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return;
  const create = SCHEMA_STATEMENTS.find((s) => s.includes('TABLE IF NOT EXISTS announcements ('))!;
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(create.replace('announcements (', 'announcements_unkeyed ('));
    await connection.run(`INSERT INTO announcements_unkeyed (${KEYED_COLUMNS}) SELECT ${KEYED_COLUMNS} FROM announcements`);
    await connection.run('DROP TABLE announcements');
    await connection.run('ALTER TABLE announcements_unkeyed RENAME TO announcements');
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}
