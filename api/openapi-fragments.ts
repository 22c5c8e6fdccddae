/**
 * The pieces the operations of the OpenAPI document are described with, the core's
 * (api/openapi.ts) and the modules' (webhooks/, signalements/): a module's operations answer with
 * the same headers and problems as the core's without restating them.
 */

export const json = (schemaRef: string) => ({ 'application/json': { schema: { $ref: schemaRef } } });
// Sent on every /v1 response, success or error (docs/access.md).
export const rateLimitHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/XRateLimitLimit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/XRateLimitRemaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/XRateLimitReset' },
};
export const problem = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, ...rateLimitHeaders, ...extraHeaders },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
export const commonErrors = {
  '401': problem('Clé API absente là où elle est requise (api_key_required), ou inconnue ou révoquée (invalid_api_key).'),
  '403': problem('Le plan de la clé n’inclut pas cette ressource (plan_forbidden).'),
  '404': problem('Ressource ou instantané introuvable (not_found, snapshot_not_found).'),
  '405': problem('Méthode non autorisée (en-tête Allow).'),
  '406': problem('Accept-Encoding exclut la réponse non compressée sans accepter br ni gzip (not_acceptable).'),
  '413': problem('Corps de requête trop volumineux.'),
  '429': problem('Limite ou quota dépassé (rate_limited, quota_exceeded).', { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }),
  '503': problem('Aucun instantané de données chargé (snapshot_unavailable), ou donnée stockée endommagée, refusée (snapshot_corrupt).'),
};
export const okHeaders = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  'X-Snapshot': { $ref: '#/components/headers/XSnapshot' },
  ...rateLimitHeaders,
};
export const notModified = { description: 'Inchangé depuis l’ETag donné dans If-None-Match.' };
export const noStore = { 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, ...rateLimitHeaders };
export const keyOnly = [{ apiKey: [] }, { bearer: [] }];
export const jsonBody = (schemaRef: string) => ({ required: true, content: json(schemaRef) });
/** A JSON answer that is never cached (a key's own state: webhooks, reports). */
export const noStoreOk = (description: string, schemaRef: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { ...noStore, ...extraHeaders },
  content: json(schemaRef),
});
