import type { IncomingHttpHeaders } from 'node:http';

/**
 * The second check of the report form against cross-site submissions (docs/signalements.md,
 * "The form without JavaScript"): the page that posted it is one of ours. Browsers send Origin on
 * every form POST (scheme, host and port); without it, the Referer says where the form was.
 */

/** `scheme://host[:port]` of a URL, lower-cased, the default port left out; null when it is no http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function first(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}

/**
 * Where the pages that post our forms are served from: the public site (SITE_URL, when the
 * process has it), and the address this request was sent to. The API itself speaks plain HTTP,
 * so without a proxy that address is `http://<Host>`; behind proxies it trusts (TRUST_PROXY),
 * the scheme and host the client used, from X-Forwarded-Proto and X-Forwarded-Host (the leftmost
 * value, the client's side of the chain), Host when the proxy sends no X-Forwarded-Host.
 */
export function formOrigins(request: { headers: IncomingHttpHeaders; trustProxy: number; siteUrl: string | null }): string[] {
  const origins: string[] = [];
  const site = request.siteUrl === null ? null : originOf(request.siteUrl);
  if (site !== null) origins.push(site);
  const behindProxy = request.trustProxy > 0;
  const scheme = (behindProxy ? first(request.headers, 'x-forwarded-proto') : undefined) ?? 'http';
  const host = (behindProxy ? first(request.headers, 'x-forwarded-host') : undefined) ?? first(request.headers, 'host');
  // A Host with a path or credentials in it is no host: URL() would read it as something else.
  if (host !== undefined && /^[^/?#@\\\s]+$/.test(host)) {
    const own = originOf(`${scheme.toLowerCase()}://${host}`);
    if (own !== null && !origins.includes(own)) origins.push(own);
  }
  return origins;
}

/**
 * The form was posted from one of `origins`: Origin names one (scheme, host and port alike);
 * without Origin, the Referer's origin does; with neither (an old browser, a strict privacy
 * setting), the token alone decides. `Origin: null` (a sandboxed frame, a data: page) is refused.
 */
export function sameOrigin(headers: { origin?: string | undefined; referer?: string | undefined }, origins: readonly string[]): boolean {
  if (headers.origin !== undefined) {
    const origin = headers.origin === 'null' ? null : originOf(headers.origin);
    return origin !== null && origins.includes(origin);
  }
  if (headers.referer !== undefined) {
    const origin = originOf(headers.referer);
    return origin !== null && origins.includes(origin);
  }
  return true;
}
