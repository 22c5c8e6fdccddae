import { createHash } from 'node:crypto';

/** The kinds of change the feed (GET /v1/changes) serves; `annonce.created` is also the webhook event. */
export const CHANGE_KINDS = ['annonce.created', 'annonce.updated', 'annonce.removed', 'entreprise.updated'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * The id of one change: what a snapshot did to one announcement (or one company record). The
 * change feed and the webhook deliveries both name an event by it, so a client can reconcile
 * what its receiver got with the feed and catch up on what it missed during an outage. It is
 * derived from the snapshot that carries the change, the kind and the subject, nothing else:
 * every process computes the same id for the same change, and an announcement removed and
 * published again later gets a new `annonce.created` id (another snapshot).
 */
export function changeEventId(change: { snapshot: string; kind: ChangeKind; subject: string }): string {
  const digest = createHash('sha256').update(`${change.snapshot}\n${change.kind}\n${change.subject}`).digest('base64url');
  return `evt_${digest.slice(0, 26)}`;
}
