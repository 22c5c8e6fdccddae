import { signalementsTables } from './001-signalements.ts';
import { settledBy } from './002-settled-by.ts';
import { clientNetwork } from './003-client-network.ts';
import { contractNames } from './004-contract-names.ts';
import type { SignalementMigration } from './signalement-migration.ts';

/** Every migration of the reports' tables, in order: a new one is appended, never inserted. */
export const SIGNALEMENT_MIGRATIONS: readonly SignalementMigration[] = [signalementsTables, settledBy, clientNetwork, contractNames];
