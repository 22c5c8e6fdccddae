import type { SubscriptionHealth } from './subscription-health.ts';
import type { Attempt, ClaimedDelivery, Delivery, DeliveryStatus, Subscription, SubscriptionStatus, Suspension } from './webhook-store.ts';

/**
 * Row <-> object mapping shared by both drivers: the same column names in SQLite and
 * PostgreSQL, with the dialect differences (booleans as 0/1, BIGINT read back as strings by
 * `pg`) absorbed here.
 */

export type Row = Record<string, unknown>;

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : num(value));
/** Text columns come back as strings from both drivers; anything else is shown, never '[object Object]'. */
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value));
const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : str(value));

export function subscriptionFromRow(row: Row, ridets: string[]): Subscription {
  return {
    id: String(row.id),
    keyId: String(row.key_id),
    url: String(row.url),
    host: String(row.host),
    description: strOrNull(row.description),
    ridets,
    events: eventsFromColumn(row.evenements),
    signed: row.signature === true || row.signature === 1,
    secret: strOrNull(row.secret),
    previousSecret: strOrNull(row.previous_secret),
    previousSecretExpiresAt: numOrNull(row.secret_precedent_expire_le),
    status: String(row.statut) as SubscriptionStatus,
    disabledReason: strOrNull(row.disabled_reason),
    disabledAt: numOrNull(row.disabled_at),
    failingSince: numOrNull(row.en_echec_depuis),
    lastSuccessAt: numOrNull(row.derniere_livraison_reussie_le),
    suspension: suspensionFromRow(row),
    createdAt: num(row.cree_le),
    updatedAt: num(row.modifie_le),
  };
}

/** Null before migration 003 too (no column: nothing was ever suspended). */
function suspensionFromRow(row: Row): Suspension | null {
  if (row.suspended_at === null || row.suspended_at === undefined) return null;
  return { since: num(row.suspended_at), reason: str(row.suspended_reason ?? ''), skipped: num(row.suspended_skipped ?? 0) };
}

/** The columns of a subscription that attempts change (see subscription-health.ts). */
export const HEALTH_COLUMNS = 'statut, disabled_reason, disabled_at, en_echec_depuis, derniere_livraison_reussie_le, modifie_le';

export function healthFromRow(row: Row): SubscriptionHealth {
  return {
    status: String(row.statut) as SubscriptionStatus,
    disabledReason: strOrNull(row.disabled_reason),
    disabledAt: numOrNull(row.disabled_at),
    failingSince: numOrNull(row.en_echec_depuis),
    lastSuccessAt: numOrNull(row.derniere_livraison_reussie_le),
    updatedAt: num(row.modifie_le),
  };
}

export function deliveryFromRow(row: Row): Delivery {
  return {
    id: String(row.id),
    subscriptionId: String(row.subscription_id),
    event: String(row.event),
    dedupeKey: String(row.dedupe_key),
    annonceId: strOrNull(row.annonce_id),
    ridet: strOrNull(row.ridet),
    snapshotId: strOrNull(row.snapshot_id),
    payload: String(row.payload),
    status: String(row.status) as DeliveryStatus,
    attempts: num(row.attempts),
    scheduleIndex: num(row.schedule_index),
    nextAttemptAt: numOrNull(row.next_attempt_at),
    lastStatusCode: numOrNull(row.last_status_code),
    lastError: strOrNull(row.last_error),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

export function attemptFromRow(row: Row): Attempt {
  return {
    number: num(row.number),
    attemptedAt: num(row.attempted_at),
    durationMs: num(row.duration_ms),
    statusCode: numOrNull(row.status_code),
    error: strOrNull(row.error),
    ok: row.ok === true || row.ok === 1,
  };
}

/** Column name and value of each settable subscription field, in one place for both drivers. */
export function subscriptionColumns(changes: Partial<Subscription>): Array<[string, unknown]> {
  const map: Array<[keyof Subscription, string]> = [
    ['url', 'url'],
    ['host', 'host'],
    ['description', 'description'],
    ['events', 'evenements'],
    ['secret', 'secret'],
    ['previousSecret', 'previous_secret'],
    ['previousSecretExpiresAt', 'secret_precedent_expire_le'],
    ['status', 'statut'],
    ['disabledReason', 'disabled_reason'],
    ['disabledAt', 'disabled_at'],
    ['failingSince', 'en_echec_depuis'],
  ];
  return map
    .filter(([field]) => changes[field] !== undefined)
    .map(([field, column]) => [column, field === 'events' ? eventsColumn(changes.events!) : changes[field]]);
}

/** The `evenements` column (migration 002, named so by 004): names sorted and joined by commas. */
export function eventsColumn(events: readonly string[]): string {
  return [...new Set(events)].sort().join(',');
}

/** A row read before migration 002 (no column) receives what every subscription did then. */
export function eventsFromColumn(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : ['annonce.created'];
}

/** A claimed delivery row joined with its subscription's delivery fields (columns prefixed `s_`). */
export function claimedFromRow(row: Row, token: string): ClaimedDelivery {
  return {
    ...deliveryFromRow(row),
    leaseToken: token,
    subscription: {
      id: String(row.subscription_id),
      keyId: String(row.s_key_id),
      url: String(row.s_url),
      host: String(row.s_host),
      signed: row.s_signature === true || row.s_signature === 1,
      secret: strOrNull(row.s_secret),
      previousSecret: strOrNull(row.s_previous_secret),
      previousSecretExpiresAt: row.s_secret_precedent_expire_le === null ? null : Number(row.s_secret_precedent_expire_le),
    },
  };
}

