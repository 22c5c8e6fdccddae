import type { Attempt, Delivery, DeliveryStatus, DeliveryWithAttempts, Subscription } from './state/webhook-store.ts';

/** The JSON of subscriptions and deliveries, with the API's French field names (docs/webhooks.md). */

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = { pending: 'en_attente', succeeded: 'livree', dead: 'abandonnee' };
export const DELIVERY_STATUS_BY_NAME: Record<string, DeliveryStatus> = { en_attente: 'pending', livree: 'succeeded', abandonnee: 'dead' };

export function subscriptionView(s: Subscription, now: number): Record<string, unknown> {
  const overlap = s.previousSecret !== null && (s.previousSecretExpiresAt ?? 0) > now;
  return {
    id: s.id,
    url: s.url,
    ridets: s.ridets,
    description: s.description,
    evenements: s.events,
    // Suspended outranks the owner's status, which it keeps for the resumption.
    statut: s.suspension !== null ? 'suspendu' : s.status,
    desactivation: s.status === 'desactive' ? { le: iso(s.disabledAt), motif: s.disabledReason ?? '' } : null,
    suspension: s.suspension === null ? null : { le: iso(s.suspension.since), motif: s.suspension.reason, evenements_non_livres: s.suspension.skipped },
    signature: s.signed,
    secret_precedent_expire_le: overlap ? iso(s.previousSecretExpiresAt) : null,
    en_echec_depuis: iso(s.failingSince),
    derniere_livraison_reussie_le: iso(s.lastSuccessAt),
    cree_le: iso(s.createdAt),
    modifie_le: iso(s.updatedAt),
  };
}

function attemptView(a: Attempt): Record<string, unknown> {
  return { numero: a.number, le: iso(a.attemptedAt), duree_ms: a.durationMs, statut_http: a.statusCode, erreur: a.error, succes: a.ok };
}

export function deliveryView(d: Delivery | DeliveryWithAttempts): Record<string, unknown> {
  return {
    id: d.id,
    evenement: d.event,
    annonce_id: d.annonceId,
    ridet: d.ridet,
    instantane: d.snapshotId,
    statut: DELIVERY_STATUS_NAMES[d.status],
    tentatives: d.attempts,
    prochaine_tentative_le: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    dernier_statut_http: d.lastStatusCode,
    derniere_erreur: d.lastError,
    cree_le: iso(d.createdAt),
    historique: 'attemptLog' in d ? d.attemptLog.map(attemptView) : [],
  };
}
