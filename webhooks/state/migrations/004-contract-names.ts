import type { WebhookMigration } from './webhook-migration.ts';

/**
 * The subscription columns whose values the `Webhook` component publishes take its names
 * (docs/architecture.md, "Column names"): `status` becomes `statut`, `events` `evenements`,
 * `signed` `signature`, `previous_secret_expires_at` `secret_precedent_expire_le`,
 * `failing_since` `en_echec_depuis`, `last_success_at` `derniere_livraison_reussie_le`,
 * `created_at` `cree_le`, `updated_at` `modifie_le`; the index on `created_at` follows in both
 * dialects. `statut` keeps the owner's choice, now in the words `PATCH` takes and the API shows
 * (`actif`, `desactive`); a suspension stays apart (`suspended_*`), and `desactivation` and
 * `suspension` are objects whose fields (`le`, `motif`) name no column alone, so their columns
 * keep their English names. The delivery tables are machinery and keep theirs. One template:
 * SQLite (3.25 and later) and PostgreSQL rename in place, and the step runs once, in the
 * transaction that records it, under the store's lock on PostgreSQL.
 */
const RENAMED: ReadonlyArray<readonly [string, string]> = [
  ['status', 'statut'],
  ['events', 'evenements'],
  ['signed', 'signature'],
  ['previous_secret_expires_at', 'secret_precedent_expire_le'],
  ['failing_since', 'en_echec_depuis'],
  ['last_success_at', 'derniere_livraison_reussie_le'],
  ['created_at', 'cree_le'],
  ['updated_at', 'modifie_le'],
];

export const contractNames: WebhookMigration = {
  version: 4,
  name: 'contract-names',
  sql: () => `${RENAMED.map(([from, to]) => `ALTER TABLE webhook_subscriptions RENAME COLUMN ${from} TO ${to};`).join('\n')}
UPDATE webhook_subscriptions SET statut = CASE statut WHEN 'active' THEN 'actif' WHEN 'disabled' THEN 'desactive' ELSE statut END;`,
};
