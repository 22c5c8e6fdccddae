import { signalementsTables } from './001-signalements.js';
import { settledBy } from './002-settled-by.js';
import { clientNetwork } from './003-client-network.js';
import type { SignalementMigration } from './signalement-migration.js';

/** Every migration of the reports' tables, in order: a new one is appended, never inserted. */
export const SIGNALEMENT_MIGRATIONS: readonly SignalementMigration[] = [signalementsTables, settledBy, clientNetwork];
