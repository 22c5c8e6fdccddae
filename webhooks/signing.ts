import { createHmac, randomBytes } from 'node:crypto';

/**
 * Delivery signatures. One secret string signs two header schemes, so receivers can verify with
 * the library they already use:
 *
 * - `X-Service-Signature: t=<unix>,v1=<hex>` where hex = HMAC-SHA256(key = the secret string's
 *   UTF-8 bytes, message = "<t>.<raw body>"): Stripe's scheme, so `stripe.webhooks.constructEvent`
 *   verifies it with the secret as given.
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`), where
 *   the key is the base64 part of `whsec_<base64>` decoded, and the message "<id>.<t>.<raw body>".
 *
 * During a rotation both the new and the previous secret sign: two `v1=` values, two `v1,`
 * signatures. Either library accepts a delivery when any one of them matches.
 */

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The bytes Standard Webhooks signs with: the base64 part of the secret, decoded. */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export interface SignatureInput {
  deliveryId: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
  /** Newest first; empty on unsigned plans. */
  secrets: string[];
}

/**
 * The signature headers of one attempt (none when `secrets` is empty).
 *
 * @example
 * signatureHeaders({ deliveryId: 'dlv_x', timestamp: 1_790_000_000, body: '{"event":"annonce.created"}', secrets: [secret] })
 * // { 'X-Service-Signature': 't=1790000000,v1=5f…', 'webhook-signature': 'v1,K3…=' }
 */
export function signatureHeaders(input: SignatureInput): Record<string, string> {
  if (input.secrets.length === 0) return {};
  const stripeStyle = input.secrets.map((secret) => `v1=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${input.timestamp}.${input.body}`).digest('hex')}`);
  const standard = input.secrets.map(
    (secret) => `v1,${createHmac('sha256', standardKey(secret)).update(`${input.deliveryId}.${input.timestamp}.${input.body}`).digest('base64')}`,
  );
  return {
    'X-Service-Signature': [`t=${input.timestamp}`, ...stripeStyle].join(','),
    'webhook-signature': standard.join(' '),
  };
}

/** The secrets that sign at `now`: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(
  subscription: { signed: boolean; secret: string | null; previousSecret: string | null; previousSecretExpiresAt: number | null },
  now: number,
): string[] {
  if (!subscription.signed || subscription.secret === null) return [];
  const previous = subscription.previousSecret !== null && (subscription.previousSecretExpiresAt ?? 0) > now ? [subscription.previousSecret] : [];
  return [subscription.secret, ...previous];
}
