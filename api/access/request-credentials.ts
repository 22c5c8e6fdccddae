import type { IncomingHttpHeaders } from 'node:http';

export type Credentials =
  | { kind: 'none' }
  | { kind: 'key'; key: string }
  | { kind: 'malformed'; reason: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The API key of a request: `X-API-Key`, else `Authorization: Bearer`. An Authorization header
 * of another scheme is reported rather than ignored, since its sender expects to be
 * authenticated and would otherwise be silently served as anonymous.
 */
export function extractCredentials(headers: IncomingHttpHeaders): Credentials {
  const headerKey = single(headers['x-api-key']);
  if (headerKey !== undefined) {
    const key = headerKey.trim();
    return key ? { kind: 'key', key } : { kind: 'malformed', reason: "L'en-tête X-API-Key est vide." };
  }
  const authorization = single(headers.authorization);
  if (authorization === undefined) return { kind: 'none' };
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization.trim());
  if (!match?.[1]) {
    return { kind: 'malformed', reason: "L'en-tête Authorization doit être de la forme « Bearer <clé> »." };
  }
  return { kind: 'key', key: match[1] };
}
