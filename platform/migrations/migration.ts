/**
 * One numbered step of a database's schema, numbered from 1 with no gap. Released steps are
 * never edited: a change is a new step appended (docs/architecture.md, "Migrations").
 */
export interface NumberedMigration {
  readonly version: number;
  /** Short kebab-case name, as in the file name (`002-ocr.ts`: `ocr`); recorded beside the version. */
  readonly name: string;
  /**
   * false: the step runs outside a transaction, its statements each committed on their own, so it
   * must be safe to run again after a crash part-way. Only for what the dialect cannot commit at
   * once (the warehouse's baseline); every other step runs in the transaction that records it.
   */
  readonly transactional?: false;
}

/** Where a database's migrations stand, and where to stop. */
export interface MigrationOptions {
  /** Stop at this version (tests build older databases); default the latest. */
  readonly to?: number;
}

/** The version a database was at and the one it reached. */
export interface MigrationResult {
  readonly from: number;
  readonly to: number;
}

/** Whose database: `[webhooks] [sqlite]` and `the webhook database` make its messages. */
export interface MigratedStore {
  /** Prefix of every message, as the store's other errors have it: `[warehouse]`. */
  readonly label: string;
  /** What the database is called in a sentence: `the warehouse`. */
  readonly subject: string;
}
