import { createHash } from 'node:crypto';
import { changeEventId } from '../kernel/model/change-event-id.ts';
import type { LedgerItem } from '../publish/snapshot/snapshot-types.ts';

/** The one event kind of the contract. */
export const ANNONCE_CREATED = 'annonce.created';
/** An operator corrected a published announcement (opt-in, docs/webhooks.md). */
export const ANNONCE_UPDATED = 'annonce.updated';
/** What a subscription may ask for in `evenements`. */
export const SUBSCRIBABLE_EVENTS = [ANNONCE_CREATED, ANNONCE_UPDATED] as const;
/** Sent by `POST /v1/webhooks/{id}/test` only; never about a real announcement. */
export const WEBHOOK_TEST = 'webhook.test';

/**
 * The contract's payload: `event` plus the announcement fields, `id` (the announcement's stable
 * id) and `event_id`, the id GET /v1/changes gives the same change (kernel/model/change-event-id.ts),
 * for the snapshot that added the item. Provenance and linking fields of the ledger item are not
 * part of it.
 */
export function annonceCreatedPayload(item: LedgerItem, snapshotId: string): string {
  return JSON.stringify(announcementFields(ANNONCE_CREATED, item, snapshotId));
}

/**
 * `annonce.updated`: the fields of `annonce.created` as the announcement now reads, plus its
 * `corrections` (an empty list once every correction was taken back), under the feed's id of
 * the same change.
 */
export function annonceUpdatedPayload(item: LedgerItem, snapshotId: string): string {
  return JSON.stringify({ ...announcementFields(ANNONCE_UPDATED, item, snapshotId), corrections: item.corrections ?? [] });
}

/**
 * What makes two `annonce.updated` deliveries the same for a subscription: the announcement and
 * its corrections as published. A rollback and re-publish of the same corrections delivers
 * nothing twice; a later correction of the same announcement, or one taken back, is new.
 */
export function correctionDedupeKey(item: LedgerItem): string {
  const digest = createHash('sha256').update(JSON.stringify(item.corrections ?? [])).digest('base64url');
  return `annonce:${item.id}:corrections:${digest.slice(0, 16)}`;
}

function announcementFields(event: typeof ANNONCE_CREATED | typeof ANNONCE_UPDATED, item: LedgerItem, snapshotId: string): Record<string, unknown> {
  return {
    event,
    event_id: changeEventId({ snapshot: snapshotId, kind: event, subject: item.id }),
    id: item.id,
    ridet: item.ridet,
    denomination: item.denomination,
    type: item.type,
    titre: item.titre,
    resume: item.resume,
    date: item.date,
    source: item.source,
    fiche_url: item.fiche_url,
  };
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
