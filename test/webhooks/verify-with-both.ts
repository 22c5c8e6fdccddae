import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { ReceivedRequest } from './webhook-harness.ts';

const stripe = new Stripe('sk_test_not_used_for_verification');

/**
 * A delivery checked with libraries we did not write: Stripe's (`X-Service-Signature`) and
 * Standard Webhooks' (`webhook-*` headers). Both must accept it and read the same event, which
 * is returned; either refusing throws.
 */
export function verifyWithBoth(request: ReceivedRequest, secret: string): unknown {
  const viaStripe = stripe.webhooks.constructEvent(request.body, String(request.headers['x-service-signature']), secret);
  const viaStandard = new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
  expect(viaStandard).toEqual(viaStripe);
  return viaStripe;
}
