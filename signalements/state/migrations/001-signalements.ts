import type { SignalementMigration } from './signalement-migration.ts';

const tables = (time: string) => `
CREATE TABLE signalements (
  id TEXT PRIMARY KEY,
  annonce_id TEXT,
  ridet TEXT,
  champ TEXT NOT NULL,
  valeur_proposee TEXT,
  commentaire TEXT NOT NULL,
  origine TEXT NOT NULL,
  statut TEXT NOT NULL,
  correction_id TEXT,
  created_at ${time} NOT NULL,
  settled_at ${time}
);
CREATE INDEX signalements_statut ON signalements (statut, created_at, id);
-- The key of the form's anti-CSRF tokens: one per database, so every instance accepts the others' forms.
CREATE TABLE signalement_secrets (
  name TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);
`;

/** The reports and the form key. Times are epoch milliseconds. */
export const signalementsTables: SignalementMigration = { version: 1, name: 'signalements', sql: (d) => tables(d.epochMs) };
