import type { PlanField } from '../api/plan-field.ts';

/**
 * Subscriptions one key may hold (PLANS_FILE `webhooks`): 0 none, null no cap at all (a
 * PLANS_FILE's choice: each subscription holds up to 1,000 RIDETs, so one key could fill the
 * database). The contract's "unlimited" of equipe and enterprise is capped per key (100 and
 * 1,000) so that one key cannot grow the webhook database and each snapshot's fan-out without
 * bound (docs/webhooks.md). Enforced by the webhooks routes and the key suspensions.
 */
export const WEBHOOK_LIMIT: PlanField<number | null> = {
  name: 'webhooks',
  expected: 'an integer >= 0 or null (unlimited)',
  accepts: (value): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0),
  defaults: { sandbox: 0, veille: 0, pro: 5, equipe: 100, enterprise: 1_000 },
};

/** Whether the key's deliveries carry X-Service-Signature (PLANS_FILE `signedWebhooks`). */
export const SIGNED_WEBHOOKS: PlanField<boolean> = {
  name: 'signedWebhooks',
  expected: 'true or false',
  accepts: (value): value is boolean => typeof value === 'boolean',
  defaults: { sandbox: false, veille: false, pro: false, equipe: true, enterprise: true },
};

/**
 * What the webhooks add to every plan, beside their contract (webhook-contract.ts): carried by
 * their starters (webhook-module.ts), on or off, so a PLANS_FILE means the same either way.
 */
export const WEBHOOK_PLAN_FIELDS: readonly PlanField<unknown>[] = [WEBHOOK_LIMIT, SIGNED_WEBHOOKS];
