import type { LedgerItem } from '../publish/snapshot/snapshot-types.js';
import { changeEventId } from '../api/changes/event-id.js';

/** The one event kind of the contract. */
export const ANNONCE_CREATED = 'annonce.created';
/** Sent by `POST /v1/webhooks/{id}/test` only; never about a real announcement. */
export const WEBHOOK_TEST = 'webhook.test';

/**
 * The contract's payload: `event` plus the announcement fields, `id` (the announcement's stable
 * id) and `event_id`, the id GET /v1/changes gives the same change (api/changes/event-id.ts),
 * for the snapshot that added the item. Provenance and linking fields of the ledger item are not
 * part of it.
 */
export function annonceCreatedPayload(item: LedgerItem, snapshotId: string): string {
  return JSON.stringify({
    event: ANNONCE_CREATED,
    event_id: changeEventId({ snapshot: snapshotId, kind: ANNONCE_CREATED, subject: item.id }),
    id: item.id,
    ridet: item.ridet,
    denomination: item.denomination,
    type: item.type,
    titre: item.titre,
    resume: item.resume,
    date: item.date,
    source: item.source,
    fiche_url: item.fiche_url,
  });
}

export function testPayload(input: { deliveryId: string; subscriptionId: string; sentAt: number }): string {
  return JSON.stringify({
    event: WEBHOOK_TEST,
    id: input.deliveryId,
    webhook_id: input.subscriptionId,
    message: 'Livraison de test demandée par POST /v1/webhooks/{id}/test ; elle ne concerne aucune annonce.',
    envoye_le: new Date(input.sentAt).toISOString(),
  });
}

/**
 * What makes two announcements one delivery for a subscription. The pipeline links the
 * republications of one legal event across sources with `evenement_id` on their items
 * (pipeline/load/link-republications.ts): the id of a publication of the event, the one already
 * published when there is one, kept for good. Keying on it as an announcement id makes a
 * republication that arrives after its first publication was delivered alone (keyed by its own
 * id then) the same delivery. Read defensively: the field
 * is optional and absent from older snapshots.
 */
export function dedupeKeyOf(item: LedgerItem, byLegalEvent: boolean): string {
  if (byLegalEvent) {
    // Typed as a string, but items come from stored snapshots: checked, not trusted.
    const linked: unknown = item.evenement_id;
    if (typeof linked === 'string' && linked.length > 0) return `annonce:${linked}`;
  }
  return `annonce:${item.id}`;
}
