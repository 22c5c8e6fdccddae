import type { SignalementMigration } from './signalement-migration.ts';

/**
 * Where a report came from, coarsely: the network (the /24 or /56 of the address, fixed-width
 * hex, signalements/network-prefix.ts) and the API key when there was one. The network's share
 * of the day is counted on the first index; an operator rejects a flood by network or key in one
 * statement on either. Null on reports received before.
 */
const change = (ifNotExists: string) => `ALTER TABLE signalements ADD COLUMN ${ifNotExists}client_network TEXT;
ALTER TABLE signalements ADD COLUMN ${ifNotExists}client_key TEXT;
CREATE INDEX ${ifNotExists}signalements_network ON signalements (client_network, created_at);
CREATE INDEX ${ifNotExists}signalements_client_key ON signalements (client_key, statut);`;

export const clientNetwork: SignalementMigration = { version: 3, name: 'client-network', sql: (d) => change(d.ifNotExists) };
