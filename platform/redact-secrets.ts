/**
 * Credentials out of what we log. A client may put its API key in the query string
 * (`?api_key=anc_live_…`) although the API reads it from headers only; a webhook receiver's
 * URL or its redirect may carry a token; an error message may quote a URL with a password.
 * None of it belongs in a log file, which is kept longer and read by more people than the
 * secrets it would hold. Every log line of our loggers goes through `redactSecrets`
 * (platform/logger.ts), and every URL logged through api/logged-url.ts.
 *
 * What is replaced by `[REDACTED]`:
 * - the value of a query parameter whose name says credential (`api_key`, `token`,
 *   `access_token`, `secret`, `password`, `signature`, `sig`, `auth`, `key`, ...), in any case;
 * - a value shaped like a credential wherever it stands: our API keys (`anc_live_…`), webhook
 *   signing secrets (`whsec_…`), JSON Web Tokens (`eyJ….eyJ….…`), `Bearer <token>`;
 * - the password of a URL (`scheme://user:password@host`);
 * - in a JSON log line, the string value of a field named like a header or setting that holds
 *   one (`authorization`, `x-api-key`, `cookie`, `password`, `secret`, `token`, ...).
 * Lengths are not kept: a marker of fixed length says nothing of the secret.
 */

export const REDACTED = '[REDACTED]';

// `_` and `-` may be percent-encoded in a URL; a parameter name is compared whole.
const SEP = '(?:[_-]|%5[fF]|%2[dD])?';
const PARAMETER_NAMES = [
  `api${SEP}key`, 'apikey', 'key', `access${SEP}key`, 'token', `access${SEP}token`, `refresh${SEP}token`, `id${SEP}token`, `auth${SEP}token`,
  'auth', 'authorization', 'secret', `client${SEP}secret`, 'password', 'passwd', 'pwd', 'signature', 'sig', `x${SEP}api${SEP}key`,
  `x${SEP}amz${SEP}signature`, `x${SEP}amz${SEP}credential`, `x${SEP}amz${SEP}security${SEP}token`, `x${SEP}goog${SEP}signature`, 'session', `session${SEP}id`,
].join('|');
// The value runs to the next parameter, fragment, space, quote or JSON escape.
const QUERY_PARAMETER = new RegExp(`([?&;](?:${PARAMETER_NAMES})=)[^&#;\\s"'<>\\\\]+`, 'gi');

const U = '(?:_|%5[fF])';
const KEY_SHAPED = new RegExp(
  [
    `anc${U}live${U}[A-Za-z0-9_%-]{4,}`,
    'whsec_[A-Za-z0-9+/=%]{8,}',
    'eyJ[A-Za-z0-9_-]{4,}\\.eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*',
  ].join('|'),
  'g',
);
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi;
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@"'\\]*:)[^\s@/?#"'\\]+@/gi;
const JSON_FIELD = /("(?:authorization|proxy-authorization|x-api-key|api[_-]?key|apikey|cookie|set-cookie|password|passwd|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** `text` with every credential-looking part replaced by `[REDACTED]` (see above). */
export function redactSecrets(text: string): string {
  // Most lines have none of the markers: one pass of cheap checks before any replacement.
  let out = text;
  if (out.includes('=')) out = out.replace(QUERY_PARAMETER, `$1${REDACTED}`);
  if (out.includes('anc') || out.includes('whsec_') || out.includes('eyJ')) out = out.replace(KEY_SHAPED, REDACTED);
  if (/bearer/i.test(out)) out = out.replace(BEARER, `$1${REDACTED}`);
  if (out.includes('@')) out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);
  if (out.includes('":')) out = out.replace(JSON_FIELD, `$1"${REDACTED}"`);
  return out;
}
