import type { MigratedStore, NumberedMigration } from './migration.ts';
import { MigrationError } from './migration-error.ts';

/**
 * Refuses a list that is not numbered 1, 2, ... in order: a duplicate or a gap would make a
 * database's recorded version mean different schemas to different releases.
 */
export function checkNumbering(store: MigratedStore, migrations: readonly NumberedMigration[]): void {
  const seen = new Map<number, string>();
  migrations.forEach((migration, index) => {
    const twin = seen.get(migration.version);
    if (twin !== undefined) {
      throw new MigrationError(
        'migration_numbering_invalid',
        `${store.label} migrations ${twin} and ${migration.name} are both numbered ${migration.version}`,
      );
    }
    seen.set(migration.version, migration.name);
    if (migration.version !== index + 1) {
      throw new MigrationError(
        'migration_numbering_invalid',
        `${store.label} migration ${migration.name} is numbered ${migration.version}, expected ${index + 1}`,
      );
    }
  });
}

/** The migrations a database at `from` still needs, up to `to`; a database newer than the code is refused. */
export function planMigrations<M extends NumberedMigration>(
  store: MigratedStore,
  migrations: readonly M[],
  from: number,
  to: number = migrations.length,
): readonly M[] {
  checkNumbering(store, migrations);
  if (from > migrations.length) {
    throw new MigrationError(
      'migration_schema_newer',
      `${store.label} ${store.subject} is at schema version ${from}, this code knows up to ${migrations.length}: run a newer version of annonces-nc`,
    );
  }
  return migrations.slice(from, Math.max(from, to));
}
