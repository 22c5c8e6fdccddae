import type { AccessProblem } from './types.ts';

/** The problems access control answers with; titles and details in French, for API clients. */

const WWW_AUTHENTICATE = 'Bearer realm="annonces-nc"';

export function invalidApiKey(detail: string, headers: Record<string, string>): AccessProblem {
  return {
    status: 401,
    code: 'invalid_api_key',
    title: "Clé d'API invalide",
    detail,
    headers: { ...headers, 'WWW-Authenticate': `${WWW_AUTHENTICATE}, error="invalid_token"` },
  };
}

export function apiKeyRequired(endpoint: string, headers: Record<string, string>): AccessProblem {
  return {
    status: 401,
    code: 'api_key_required',
    title: "Clé d'API requise",
    detail: `${endpoint} demande une clé d'API (en-tête X-API-Key ou Authorization: Bearer).`,
    headers: { ...headers, 'WWW-Authenticate': WWW_AUTHENTICATE },
  };
}

export function planForbidden(plan: string, endpoint: string, allowedPlans: string[], headers: Record<string, string>): AccessProblem {
  const others = allowedPlans.length
    ? ` Offres qui y donnent accès : ${allowedPlans.join(', ')}.`
    : " Aucune offre n'y donne accès.";
  return {
    status: 403,
    code: 'plan_forbidden',
    title: "Point d'accès non inclus dans l'offre",
    detail: `L'offre « ${plan} » de cette clé ne donne pas accès à ${endpoint}.${others}`,
    headers,
  };
}

export function rateLimited(limit: number, retryAfter: number, headers: Record<string, string>): AccessProblem {
  return {
    status: 429,
    code: 'rate_limited',
    title: 'Trop de requêtes',
    detail: `Limite de l'accès anonyme atteinte : ${limit} requêtes par heure pour cette adresse IP. Réessayez dans ${retryAfter} s, ou utilisez une clé d'API.`,
    headers: { ...headers, 'Retry-After': String(retryAfter) },
  };
}

export function quotaUnavailable(retryAfter: number): AccessProblem {
  return {
    status: 503,
    code: 'quota_unavailable',
    title: 'Décompte des quotas indisponible',
    detail: `Le décompte partagé des quotas est momentanément indisponible et cette offre n'autorise pas de requête non décomptée. Réessayez dans ${retryAfter} s.`,
    headers: { 'Retry-After': String(retryAfter) },
  };
}

export function quotaExceeded(plan: string, limit: number, retryAfter: number, headers: Record<string, string>): AccessProblem {
  return {
    status: 429,
    code: 'quota_exceeded',
    title: 'Quota journalier épuisé',
    detail: `Quota journalier de l'offre « ${plan} » atteint : ${limit} requêtes par jour. Il se renouvelle à 00:00, heure de Nouméa (dans ${retryAfter} s).`,
    headers: { ...headers, 'Retry-After': String(retryAfter) },
  };
}

/** A page (widget, company page) asked too often from one address: no key can lift it. */
export function pagesRateLimited(limit: number, retryAfter: number): AccessProblem {
  return {
    status: 429,
    code: 'rate_limited',
    title: 'Trop de pages demandées',
    detail: `Cette adresse IP a demandé plus de ${limit} pages en une heure. Réessayez dans ${Math.ceil(retryAfter / 60)} min. Pour réutiliser les données, l'API /v1 est faite pour cela.`,
    headers: { 'Retry-After': String(retryAfter) },
  };
}
