import { randomBytes } from 'node:crypto';
import { ApiError } from '../api/problem.ts';
import type { Clock } from './clock.ts';
import type { DeliveryWorker } from './delivery-worker.ts';
import { ANNONCE_CREATED, WEBHOOK_TEST, testPayload } from './payload.ts';
import { generateSecret } from './signing.ts';
import type { Delivery, DeliveryStatus, ListPosition, Subscription, SubscriptionChanges, WebhookStore } from './state/webhook-store.ts';
import type { SubscriptionFields } from './subscription-input.ts';
import { checkTargetUrl, systemResolveAll, type ResolveAll, type TargetCheck, type TargetPolicy } from './target-url.ts';
import { deliveryView, subscriptionView } from './webhook-views.ts';
import { webhookProblem } from './webhook-problem.ts';

/** The key a request is made with, and what its plan grants. */
export interface WebhookOwner {
  keyId: string;
  planName: string;
  /** Subscriptions allowed; null = unlimited, 0 = none. */
  maxSubscriptions: number | null;
  signed: boolean;
}

export interface WebhookServiceOptions {
  store: WebhookStore;
  worker: DeliveryWorker;
  clock: Clock;
  policy: TargetPolicy;
  secretOverlapMs: number;
  resolveAll?: ResolveAll;
}

type View = Record<string, unknown>;

const newId = (prefix: string) => `${prefix}${randomBytes(16).toString('base64url').replace(/[-_]/g, '').slice(0, 20).padEnd(20, '0')}`;

/**
 * What the /v1/webhooks routes do, over the store and the worker. A key only ever reaches its
 * own subscriptions: another key's is 404 webhook_not_found, exactly like one that does not
 * exist, so ids cannot be probed.
 */
export class WebhookService {
  readonly #o: Required<WebhookServiceOptions>;

  constructor(options: WebhookServiceOptions) {
    this.#o = { resolveAll: systemResolveAll, ...options };
  }

  get store(): WebhookStore {
    return this.#o.store;
  }

  /** Where a URL leads, checked against the SSRF rules (see target-url.ts). */
  checkUrl(url: string): Promise<TargetCheck> {
    return checkTargetUrl(url, this.#o.policy, this.#o.resolveAll);
  }

  /** `target` is what checkUrl() accepted. */
  async create(owner: WebhookOwner, fields: SubscriptionFields & { ridets: string[] }, target: { url: string; host: string }): Promise<View> {
    if (owner.maxSubscriptions === 0) throw planForbidden(owner, 'n’inclut pas les webhooks');
    const now = this.#o.clock.now();
    const secret = owner.signed ? generateSecret() : null;
    const subscription: Subscription = {
      id: newId('wh_'),
      keyId: owner.keyId,
      url: target.url,
      host: target.host,
      description: fields.description ?? null,
      ridets: fields.ridets,
      events: fields.evenements ?? [ANNONCE_CREATED],
      signed: owner.signed,
      secret,
      previousSecret: null,
      previousSecretExpiresAt: null,
      status: 'actif',
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      lastSuccessAt: null,
      suspension: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.#o.store.createSubscription(subscription, owner.maxSubscriptions))) {
      throw webhookProblem('webhook_limit_reached',
        `L’offre ${owner.planName} permet au plus ${owner.maxSubscriptions} abonnements webhook par clé ; supprimez-en un (DELETE /v1/webhooks/{id}) ou demandez une offre au plafond plus élevé.`,
      );
    }
    return { ...subscriptionView(subscription, now), secret };
  }

  async list(owner: WebhookOwner, query: { limit: number; after: ListPosition | null }): Promise<{ items: View[]; last: ListPosition | null; hasMore: boolean }> {
    const page = await this.#o.store.listSubscriptions(owner.keyId, query);
    const now = this.#o.clock.now();
    const last = page.items[page.items.length - 1];
    return { items: page.items.map((s) => subscriptionView(s, now)), last: last ? { createdAt: last.createdAt, id: last.id } : null, hasMore: page.hasMore };
  }

  async get(owner: WebhookOwner, id: string): Promise<View> {
    return subscriptionView(await this.#owned(owner, id), this.#o.clock.now());
  }

  /** `target`: what checkUrl() accepted, when the URL changes. */
  async update(owner: WebhookOwner, id: string, fields: SubscriptionFields, target: { url: string; host: string } | null): Promise<View> {
    const existing = await this.#owned(owner, id);
    const now = this.#o.clock.now();
    const changes: SubscriptionChanges = {};
    if (target !== null) {
      changes.url = target.url;
      changes.host = target.host;
    }
    if (fields.ridets !== undefined) changes.ridets = fields.ridets;
    if (fields.evenements !== undefined) changes.events = fields.evenements;
    if (fields.description !== undefined) changes.description = fields.description;
    if (fields.statut === 'actif' && existing.status !== 'actif') {
      Object.assign(changes, { status: 'actif', disabledReason: null, disabledAt: null, failingSince: null });
    } else if (fields.statut === 'desactive' && existing.status !== 'desactive') {
      Object.assign(changes, { status: 'desactive', disabledReason: 'Désactivé par son propriétaire (PATCH).', disabledAt: now });
    }
    const updated = await this.#o.store.updateSubscription(id, changes, now);
    if (!updated) throw notFound(id);
    // Deliveries held while it was disabled resume now.
    if (changes.status === 'actif') this.#o.worker.nudge();
    return subscriptionView(updated, now);
  }

  async remove(owner: WebhookOwner, id: string): Promise<void> {
    await this.#owned(owner, id);
    await this.#o.store.deleteSubscription(id);
  }

  /** One signed delivery of a `webhook.test` event now, recorded in the delivery log, never retried. */
  async test(owner: WebhookOwner, id: string): Promise<View> {
    const subscription = await this.#owned(owner, id);
    // A plan without webhooks that still lets the key call these routes (a PLANS_FILE's): its
    // subscriptions are suspended, and a test would be a delivery.
    if (owner.maxSubscriptions === 0) throw planForbidden(owner, 'n’inclut pas les webhooks');
    const now = this.#o.clock.now();
    const deliveryId = newId('dlv_');
    const delivery: Delivery = {
      id: deliveryId,
      subscriptionId: id,
      event: WEBHOOK_TEST,
      dedupeKey: `test:${deliveryId}`,
      annonceId: null,
      ridet: null,
      snapshotId: null,
      payload: testPayload({ deliveryId, subscriptionId: id, sentAt: now }),
      status: 'pending',
      attempts: 0,
      scheduleIndex: 0,
      // Not claimable by the worker: it is attempted right here.
      nextAttemptAt: Number.MAX_SAFE_INTEGER,
      lastStatusCode: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.#o.store.insertDelivery(delivery);
    const result = await this.#o.worker.attemptOnce(delivery, subscription);
    const recorded = await this.#o.store.getDelivery(deliveryId);
    return {
      resultat: { succes: result.ok, statut_http: result.statusCode, duree_ms: result.durationMs, erreur: result.error },
      livraison: recorded ? deliveryView(recorded) : deliveryView(delivery),
    };
  }

  async deliveries(
    owner: WebhookOwner,
    id: string,
    query: { limit: number; after: ListPosition | null; status: DeliveryStatus | null },
  ): Promise<{ items: View[]; last: ListPosition | null; hasMore: boolean }> {
    await this.#owned(owner, id);
    const page = await this.#o.store.listDeliveries(id, query);
    const last = page.items[page.items.length - 1];
    return { items: page.items.map(deliveryView), last: last ? { createdAt: last.createdAt, id: last.id } : null, hasMore: page.hasMore };
  }

  /** Back in the queue, due now, with a fresh retry schedule and the same X-Service-Delivery. */
  async redeliver(owner: WebhookOwner, id: string, deliveryId: string): Promise<View> {
    await this.#owned(owner, id);
    const existing = await this.#o.store.getDelivery(deliveryId);
    if (!existing || existing.subscriptionId !== id) {
      throw webhookProblem('delivery_not_found', `Aucune livraison ${shown(deliveryId)} pour l’abonnement ${shown(id)} ; voir GET /v1/webhooks/${shown(id)}/deliveries.`);
    }
    const redelivered = await this.#o.store.redeliver(deliveryId, this.#o.clock.now());
    this.#o.worker.nudge();
    return deliveryView({ ...(redelivered ?? existing), attemptLog: existing.attemptLog });
  }

  /** A new secret, returned once; the previous one keeps signing beside it for the overlap. */
  async rotateSecret(owner: WebhookOwner, id: string): Promise<View> {
    const existing = await this.#owned(owner, id);
    if (!existing.signed) throw planForbidden(owner, 'ne signe pas les livraisons (offres equipe et enterprise)');
    const now = this.#o.clock.now();
    const secret = generateSecret();
    const updated = await this.#o.store.updateSubscription(
      id,
      { secret, previousSecret: existing.secret, previousSecretExpiresAt: this.#o.secretOverlapMs > 0 ? now + this.#o.secretOverlapMs : null },
      now,
    );
    if (!updated) throw notFound(id);
    return { ...subscriptionView(updated, now), secret };
  }

  async #owned(owner: WebhookOwner, id: string): Promise<Subscription> {
    const subscription = /^wh_[A-Za-z0-9]{1,40}$/.test(id) ? await this.#o.store.getSubscription(id) : null;
    if (!subscription || subscription.keyId !== owner.keyId) throw notFound(id);
    return subscription;
  }

}

function notFound(id: string): ApiError {
  return webhookProblem('webhook_not_found', `Aucun abonnement webhook ${shown(id)} pour cette clé ; voir GET /v1/webhooks.`);
}

function planForbidden(owner: WebhookOwner, what: string): ApiError {
  return new ApiError({ status: 403, code: 'plan_forbidden', title: "Point d'accès non inclus dans l'offre", detail: `L’offre ${owner.planName} ${what}.` });
}

function shown(value: string): string {
  const clean = value.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
