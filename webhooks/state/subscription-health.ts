import type { Subscription, SubscriptionOutcome } from './webhook-store.ts';

/** The part of a subscription that delivery attempts change. */
export type SubscriptionHealth = Pick<Subscription, 'status' | 'disabledReason' | 'disabledAt' | 'failingSince' | 'lastSuccessAt' | 'updatedAt'>;

/**
 * What one attempt's outcome does to its subscription, computed once here for both drivers
 * (they read the current state and store this one in the attempt's transaction, the row locked):
 * - success: the failing run ends (`failingSince` null), `lastSuccessAt` is the attempt's time;
 * - gone (410): an active subscription is disabled now, with the reason;
 * - failure: a failing run starts at this attempt unless one is already running; an active
 *   subscription whose run started at or before `disableIfFailingSince` is disabled;
 * - none: unchanged.
 * A disabled subscription stays disabled (its reason and date kept); only a disabling changes
 * `updatedAt`. Returns `current` itself when nothing changes, so the driver can skip the write.
 */
export function subscriptionAfterAttempt(current: SubscriptionHealth, outcome: SubscriptionOutcome, at: number): SubscriptionHealth {
  switch (outcome.kind) {
    case 'success':
      return { ...current, failingSince: null, lastSuccessAt: at };
    case 'gone':
      return current.status === 'actif' ? disabled(current, outcome.reason, at) : current;
    case 'failure': {
      const failingSince = current.failingSince ?? at;
      const next = failingSince === current.failingSince ? current : { ...current, failingSince };
      return next.status === 'actif' && failingSince <= outcome.disableIfFailingSince ? disabled(next, outcome.disableReason, at) : next;
    }
    case 'none':
      return current;
  }
}

function disabled(current: SubscriptionHealth, reason: string, at: number): SubscriptionHealth {
  return { ...current, status: 'desactive', disabledReason: reason, disabledAt: at, updatedAt: at };
}
