/** One numbered change of the reports' tables, in both dialects (released ones are never edited). */
export interface SignalementMigration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}
