import { describe, expect, it } from 'vitest';
import { subscriptionAfterAttempt, type SubscriptionHealth } from '../../webhooks/state/subscription-health.ts';

const active: SubscriptionHealth = { status: 'actif', disabledReason: null, disabledAt: null, failingSince: null, lastSuccessAt: 100, updatedAt: 50 };
const failure = (since: number) => ({ kind: 'failure' as const, disableIfFailingSince: since, disableReason: 'échecs depuis 3 jours' });

describe('subscriptionAfterAttempt', () => {
  it('a success ends the failing run and records its time, whatever the status', () => {
    expect(subscriptionAfterAttempt({ ...active, failingSince: 400 }, { kind: 'success' }, 900)).toEqual({ ...active, failingSince: null, lastSuccessAt: 900 });
    const off: SubscriptionHealth = { ...active, status: 'desactive', disabledReason: 'x', disabledAt: 300, failingSince: 200 };
    expect(subscriptionAfterAttempt(off, { kind: 'success' }, 900)).toEqual({ ...off, failingSince: null, lastSuccessAt: 900 });
  });

  it('a first failure starts the run; a later one keeps its start', () => {
    expect(subscriptionAfterAttempt(active, failure(0), 700)).toEqual({ ...active, failingSince: 700 });
    const failing = { ...active, failingSince: 650 };
    expect(subscriptionAfterAttempt(failing, failure(600), 700)).toBe(failing);
  });

  it('a failure disables an active subscription failing since the limit or before', () => {
    expect(subscriptionAfterAttempt({ ...active, failingSince: 600 }, failure(600), 700)).toEqual({
      ...active, failingSince: 600, status: 'desactive', disabledReason: 'échecs depuis 3 jours', disabledAt: 700, updatedAt: 700,
    });
    // The run this failure starts counts too: a limit at or after now disables at once.
    expect(subscriptionAfterAttempt(active, failure(700), 700)).toMatchObject({ status: 'desactive', failingSince: 700, disabledAt: 700 });
  });

  it('gone disables an active subscription now; a disabled one keeps its reason and date', () => {
    expect(subscriptionAfterAttempt(active, { kind: 'gone', reason: '410 Gone' }, 800)).toEqual({
      ...active, status: 'desactive', disabledReason: '410 Gone', disabledAt: 800, updatedAt: 800,
    });
    const off: SubscriptionHealth = { ...active, status: 'desactive', disabledReason: 'manuel', disabledAt: 300, failingSince: 250 };
    expect(subscriptionAfterAttempt(off, { kind: 'gone', reason: '410 Gone' }, 800)).toBe(off);
    expect(subscriptionAfterAttempt(off, failure(900), 800)).toBe(off);
  });

  it('no outcome changes nothing', () => {
    expect(subscriptionAfterAttempt(active, { kind: 'none' }, 800)).toBe(active);
  });
});
