import type { KeyDirectory, KeyStanding } from '../api/access-seam.ts';
import { grantOf } from '../api/plan-field.ts';
import { silentLogger, type Logger } from '../platform/logger.ts';
import type { Clock } from './clock.ts';
import type { WebhookStore } from './state/webhook-store.ts';
import { WEBHOOK_LIMIT } from './webhook-plan-fields.ts';

/**
 * Why a key's subscriptions must not be delivered now, as their `suspension.motif` says it to
 * their owner (French); null when the key may have webhooks.
 */
export function suspensionReason(standing: KeyStanding): string | null {
  switch (standing.kind) {
    case 'active':
      return grantOf(standing.plan, WEBHOOK_LIMIT) === 0
        ? `L’offre ${standing.planName} de la clé d’API n’inclut pas les webhooks : aucune livraison tant que la clé n’est pas passée à une offre qui les inclut.`
        : null;
    case 'revoked':
      return `La clé d’API de cet abonnement a été révoquée le ${standing.revokedAt} : aucune livraison n’est plus tentée.`;
    case 'unknown':
      return 'La clé d’API de cet abonnement n’existe plus : aucune livraison n’est tentée.';
    case 'plan_unknown':
      return `L’offre ${standing.planName} de la clé d’API n’existe plus : aucune livraison tant que la clé n’est pas passée à une offre qui inclut les webhooks.`;
  }
}

export interface KeySuspensionsOptions {
  store: WebhookStore;
  /** The API keys as access control sees them; null (no keys at all) suspends nothing. */
  keys: KeyDirectory | null;
  clock: Clock;
  logger?: Logger;
  /** Subscriptions were resumed: their held deliveries are due (the worker's nudge). */
  onResumed?: () => void;
}

/**
 * Keeps the subscriptions' suspension in step with their keys: when the keys change (a
 * revocation, a plan change, read from the keys file within KEYS_RELOAD_SECONDS) and at start,
 * the subscriptions of every key that cannot have webhooks are suspended, with the reason, and
 * those of a key that can again are resumed. The delivery worker also asks `admit` before each
 * attempt, so a delivery claimed before the change is not sent after it either.
 */
export class KeySuspensions {
  readonly #o: KeySuspensionsOptions & { logger: Logger };
  #unsubscribe: (() => void) | null = null;
  #running: Promise<void> | null = null;
  #again = false;

  constructor(options: KeySuspensionsOptions) {
    this.#o = { logger: silentLogger, ...options };
  }

  /** Syncs now, then on every change of the keys. */
  async start(): Promise<void> {
    this.#unsubscribe ??= this.#o.keys?.onChange(() => this.nudge()) ?? null;
    await this.sync().catch((err: unknown) => this.#o.logger.error({ err }, 'webhook suspensions: sync failed; retried at the next change of the keys'));
  }

  nudge(): void {
    void this.sync().catch((err: unknown) => this.#o.logger.error({ err }, 'webhook suspensions: sync failed; retried at the next change of the keys'));
  }

  /** Brings every key's subscriptions in line with the key's standing; concurrent calls share one run. */
  sync(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#syncOnce();
        } while (this.#again);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /**
   * Whether a delivery of this key may be attempted now. When not, its subscriptions are
   * suspended before this resolves false, so the delivery is not claimed again.
   */
  async admit(keyId: string): Promise<boolean> {
    const reason = this.#reasonFor(keyId);
    if (reason === null) return true;
    await this.#apply(keyId, reason);
    return false;
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await this.#running?.catch(() => undefined);
  }

  #reasonFor(keyId: string): string | null {
    return this.#o.keys === null ? null : suspensionReason(this.#o.keys.standing(keyId));
  }

  async #syncOnce(): Promise<void> {
    const reasonsByKey = new Map<string, Set<string | null>>();
    for (const { keyId, reason } of await this.#o.store.suspensionsByKey()) {
      const reasons = reasonsByKey.get(keyId) ?? new Set();
      reasons.add(reason);
      reasonsByKey.set(keyId, reasons);
    }
    let resumed = 0;
    for (const [keyId, reasons] of reasonsByKey) {
      const wanted = this.#reasonFor(keyId);
      if (reasons.size === 1 && reasons.has(wanted)) continue;
      resumed += await this.#apply(keyId, wanted);
    }
    if (resumed > 0) this.#o.onResumed?.();
  }

  /** Returns how many subscriptions were resumed. */
  async #apply(keyId: string, reason: string | null): Promise<number> {
    const { changed, skipped } = await this.#o.store.setKeySuspension(keyId, reason, this.#o.clock.now());
    if (changed === 0) return 0;
    if (reason !== null) {
      this.#o.logger.warn({ keyId, subscriptions: changed, reason }, 'webhook subscriptions suspended: their key cannot have webhooks now');
      return 0;
    }
    this.#o.logger.info(
      { keyId, subscriptions: changed, skipped },
      'webhook subscriptions resumed; the events of their suspension are not delivered (the change feed has them)',
    );
    return changed;
  }
}
