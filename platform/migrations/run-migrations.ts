import { errorMessage } from '../../kernel/errors/app-error.ts';
import type { MigratedStore, MigrationOptions, MigrationResult, NumberedMigration } from './migration.ts';
import { MigrationError } from './migration-error.ts';
import { planMigrations } from './migration-plan.ts';

/**
 * What the runner needs of a database: its version, a transaction, a step applied and recorded.
 * The dialect's targets (duckdb-target.ts, sqlite-target.ts, postgres-target.ts) say how; the
 * runner alone decides what runs, in which order, and what a failure leaves behind.
 * `rollback` never throws: after a failed COMMIT there is no transaction left to end, and the
 * step's own error is the one to report.
 */
interface Target<M extends NumberedMigration, R, V> {
  readonly store: MigratedStore;
  /** The highest version recorded (0: none, including no version table at all). */
  version(): V;
  /** Creates the version table when missing. */
  prepare(): R;
  begin(): R;
  commit(): R;
  rollback(): R;
  apply(migration: M): R;
  /** Records steps applied, in one statement: a fresh database's chain records all of its steps at once. */
  record(migrations: readonly M[]): R;
}

export type MigrationTarget<M extends NumberedMigration> = Target<M, Promise<void>, Promise<number>>;
/** node:sqlite is synchronous, and so are the stores that open it: the same steps without promises. */
export type SyncMigrationTarget<M extends NumberedMigration> = Target<M, void, number>;

function failed(store: MigratedStore, migration: NumberedMigration, error: unknown): MigrationError {
  return new MigrationError(
    'migration_failed',
    `${store.label} cannot migrate from version ${migration.version - 1} to ${migration.version}: ${errorMessage(error)}`,
    { cause: error },
  );
}

/**
 * Brings a database to the latest version (or `options.to`), applying the missing migrations in
 * order, each inside the transaction that records it unless it says it cannot be one: a failure
 * leaves the database at the last version that succeeded, never half-migrated. The numbering is
 * checked first and a database newer than the code is refused (MigrationError), both before any
 * write.
 *
 * A database with no version recorded (a new one: a first start, every fresh store of a test)
 * first gets its whole chain in one transaction: the same steps, their rows in one INSERT, one
 * commit instead of one per step and per statement of a non-transactional step (one fsync each
 * on a file), which was most of a new database's cost. If that transaction fails, at any
 * statement or at its commit, it is rolled back whole, leaving the database as it was, and the
 * steps run one transaction each as below: what a failure leaves, and the error naming the step
 * that failed, are the step-by-step run's. A non-transactional step is safe to run again, and a
 * database with nothing recorded has nothing half-done to recover; a dialect that cannot commit
 * it with the others refuses that commit (or its nested BEGIN), and the step-by-step run follows.
 */
export async function runMigrations<M extends NumberedMigration>(
  target: MigrationTarget<M>,
  migrations: readonly M[],
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const from = await target.version();
  const pending = planMigrations(target.store, migrations, from, options.to);
  if (pending.length === 0) return { from, to: from };
  const to = pending.at(-1)!.version;
  if (from === 0 && (await chainAtOnce(target, pending))) return { from, to };
  await target.prepare();
  for (const migration of pending) {
    try {
      if (migration.transactional === false) {
        await target.apply(migration);
        await target.record([migration]);
        continue;
      }
      await target.begin();
      try {
        await target.apply(migration);
        await target.record([migration]);
        await target.commit();
      } catch (error) {
        await target.rollback();
        throw error;
      }
    } catch (error) {
      throw failed(target.store, migration, error);
    }
  }
  return { from, to };
}

/**
 * Every pending step and their records in one transaction; false, rolled back with nothing left,
 * if any part failed: the step-by-step run that follows reports which step, and why.
 */
async function chainAtOnce<M extends NumberedMigration>(target: MigrationTarget<M>, pending: readonly M[]): Promise<boolean> {
  try {
    await target.begin();
    await target.prepare();
    for (const migration of pending) await target.apply(migration);
    await target.record(pending);
    await target.commit();
    return true;
  } catch {
    await target.rollback();
    return false;
  }
}

/** runMigrations for a synchronous driver (node:sqlite), step for step. */
export function runMigrationsSync<M extends NumberedMigration>(
  target: SyncMigrationTarget<M>,
  migrations: readonly M[],
  options: MigrationOptions = {},
): MigrationResult {
  const from = target.version();
  const pending = planMigrations(target.store, migrations, from, options.to);
  if (pending.length === 0) return { from, to: from };
  const to = pending.at(-1)!.version;
  if (from === 0 && chainAtOnceSync(target, pending)) return { from, to };
  target.prepare();
  for (const migration of pending) {
    try {
      if (migration.transactional === false) {
        target.apply(migration);
        target.record([migration]);
        continue;
      }
      target.begin();
      try {
        target.apply(migration);
        target.record([migration]);
        target.commit();
      } catch (error) {
        target.rollback();
        throw error;
      }
    } catch (error) {
      throw failed(target.store, migration, error);
    }
  }
  return { from, to };
}

/** chainAtOnce for a synchronous driver. */
function chainAtOnceSync<M extends NumberedMigration>(target: SyncMigrationTarget<M>, pending: readonly M[]): boolean {
  try {
    target.begin();
    target.prepare();
    for (const migration of pending) target.apply(migration);
    target.record(pending);
    target.commit();
    return true;
  } catch {
    target.rollback();
    return false;
  }
}
