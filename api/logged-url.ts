/** Characters of a URL (or other client-supplied text) written to a log line; past it, cut with a marker. */
export const LOGGED_URL_CHARS = 512;

/**
 * A URL (or any client-supplied text) as logged: at most `max` characters, then a marker with
 * the full length. A request line may carry 16 KB; logging it whole let 200 refused requests
 * write 3 MB (issue 19).
 */
export function loggedUrl(url: string | undefined, max = LOGGED_URL_CHARS): string | undefined {
  if (url === undefined || url.length <= max) return url;
  return `${url.slice(0, max)}…[cut, ${url.length} chars]`;
}
