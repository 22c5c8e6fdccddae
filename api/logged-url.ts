import { redactSecrets } from '../platform/redact-secrets.ts';

/** Characters of a URL (or other client-supplied text) written to a log line; past it, cut with a marker. */
export const LOGGED_URL_CHARS = 512;

/**
 * A URL (or any client-supplied text) as logged: credentials replaced by `[REDACTED]`
 * (platform/redact-secrets.ts: an `api_key`, `token`, `secret`, `signature` or `password`
 * parameter, a value shaped like a key under any name, a URL's password), then at most `max`
 * characters and a marker with the full length. Redacted before it is cut, so a cut never
 * leaves the head of a secret behind. A request line may carry 16 KB; logging it whole let
 * 200 refused requests write 3 MB.
 */
export function loggedUrl(url: string | undefined, max = LOGGED_URL_CHARS): string | undefined {
  if (url === undefined) return url;
  const redacted = redactSecrets(url);
  if (redacted.length <= max) return redacted;
  return `${redacted.slice(0, max)}…[cut, ${redacted.length} chars]`;
}
