/**
 * Route permission patterns, matched against route ids: `*` matches every route, `name*`
 * every route id starting with `name`, anything else exactly one id; a leading `!` excludes.
 * A route is allowed when some positive pattern matches and no exclusion does, so
 * `["*", "!webhooks*"]` reads as "everything but webhooks" whatever the read routes are named.
 */
export const ROUTE_PATTERN = /^!?(\*|[A-Za-z0-9_.:/-]+\*?)$/;

function matches(pattern: string, routeId: string): boolean {
  return pattern.endsWith('*') ? routeId.startsWith(pattern.slice(0, -1)) : routeId === pattern;
}

export function routeAllowed(patterns: readonly string[], routeId: string): boolean {
  let allowed = false;
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) {
      if (matches(pattern.slice(1), routeId)) return false;
    } else if (!allowed && matches(pattern, routeId)) {
      allowed = true;
    }
  }
  return allowed;
}
