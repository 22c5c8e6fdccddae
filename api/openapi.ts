import { ANNONCE_TYPES } from '../kernel/model/announcement.js';
import { ETATS } from '../publish/artefacts/company-state.js';
import { ANNONCES_ATOM_LIMIT } from './pages/atom-routes.js';
import { ACCESS_ERROR_CODES, ERROR_CATALOG } from './problem.js';

/**
 * The OpenAPI 3.1 description of the whole API, written by hand so that it says what we mean;
 * the tests validate every response they receive against it (ajv, 2020-12 dialect).
 */

const json = (schemaRef: string) => ({ 'application/json': { schema: { $ref: schemaRef } } });
// Sent on every /v1 response, success or error (docs/access.md).
const rateLimitHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/XRateLimitLimit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/XRateLimitRemaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/XRateLimitReset' },
};
const problem = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, ...rateLimitHeaders, ...extraHeaders },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
const commonErrors = {
  '401': problem('Clé API absente là où elle est requise (api_key_required), ou inconnue ou révoquée (invalid_api_key).'),
  '403': problem('Le plan de la clé n’inclut pas cette ressource (plan_forbidden).'),
  '404': problem('Ressource introuvable.'),
  '405': problem('Méthode non autorisée (en-tête Allow).'),
  '413': problem('Corps de requête trop volumineux.'),
  '429': problem('Limite ou quota dépassé (rate_limited, quota_exceeded).', { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }),
  '503': problem('Aucun instantané de données chargé.'),
};
const okHeaders = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  'X-Snapshot': { $ref: '#/components/headers/XSnapshot' },
  ...rateLimitHeaders,
};
// Atom is XML: the body is described as a string of that media type (RFC 4287).
const atom = { 'application/atom+xml': { schema: { type: 'string', contentMediaType: 'application/atom+xml' } } };
const notModified = { description: 'Inchangé depuis l’ETag donné dans If-None-Match.' };
const limitParam = (max: number, dflt: number, description: string) => ({
  name: 'limit',
  in: 'query',
  required: false,
  description,
  schema: { type: 'integer', minimum: 1, maximum: max, default: dflt },
});

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'annonces-nc',
    version: '1.0.0',
    summary: 'Fiches entreprises et annonces légales de Nouvelle-Calédonie.',
    description:
      'API en lecture seule servie depuis des instantanés immuables. Erreurs au format application/problem+json (RFC 9457) avec un `code` stable. Voir docs/api.md.',
  },
  servers: [{ url: '/' }],
  components: {
    headers: {
      ETag: { description: 'Étiquette faible du contenu ; renvoyez-la dans If-None-Match.', schema: { type: 'string' } },
      CacheControl: { schema: { type: 'string' } },
      XSnapshot: { description: 'Identifiant de l’instantané qui a servi la réponse.', schema: { type: 'string' } },
      Link: { description: 'Page suivante : `<...>; rel="next"`.', schema: { type: 'string' } },
      XRateLimitLimit: { description: 'Requêtes permises dans la fenêtre en cours (heure pour l’accès anonyme, jour de Nouméa pour une clé).', schema: { type: 'integer' } },
      XRateLimitRemaining: { description: 'Requêtes restantes dans la fenêtre en cours.', schema: { type: 'integer' } },
      XRateLimitReset: { description: 'Secondes avant la remise à zéro de la fenêtre.', schema: { type: 'integer' } },
      RetryAfter: { description: 'Secondes à attendre avant de réessayer.', schema: { type: 'integer' } },
    },
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
    schemas: {
      Ridet: { type: 'string', pattern: '^[0-9]{10}$', examples: ['1234567001'] },
      AnnonceType: { type: 'string', enum: [...ANNONCE_TYPES] },
      Annonce: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source', 'fiche_url'],
        properties: {
          id: { type: 'string', description: 'Identifiant stable de l’annonce.' },
          ridet: { $ref: '#/components/schemas/Ridet' },
          denomination: { type: 'string' },
          type: { $ref: '#/components/schemas/AnnonceType' },
          titre: { type: 'string' },
          resume: { type: 'string' },
          date: { type: 'string', format: 'date' },
          source: { type: 'string', description: 'JONC, LNC, ProvinceSud, ProvinceNord, ProvinceIles… (liste ouverte)' },
          fiche_url: { type: 'string', format: 'uri' },
        },
      },
      AnnonceEntreprise: {
        description: 'Annonce dans une fiche entreprise : les champs de `Annonce` et l’adresse du document source.',
        type: 'object',
        additionalProperties: false,
        required: ['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source', 'fiche_url', 'source_url'],
        properties: {
          ...Object.fromEntries(
            ['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source', 'fiche_url'].map((name) => [
              name,
              { $ref: `#/components/schemas/Annonce/properties/${name}` },
            ]),
          ),
          source_url: { type: 'string', description: 'Document d’où l’annonce a été extraite (provenance).' },
        },
      },
      Etat: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['valeur', 'depuis', 'annonce_id'],
        description: 'État déduit de l’historique (docs/artefacts.md) ; null sans annonce.',
        properties: {
          valeur: { type: 'string', enum: [...ETATS] },
          depuis: { type: 'string', format: 'date', description: 'Date de l’annonce qui a établi cet état.' },
          annonce_id: { type: 'string', description: 'Identifiant de cette annonce.' },
        },
      },
      Dirigeant: {
        type: 'object',
        additionalProperties: false,
        required: ['nom', 'prenoms', 'fonction', 'depuis'],
        properties: {
          nom: { type: 'string' },
          prenoms: { type: ['string', 'null'] },
          fonction: { type: 'string' },
          depuis: { type: ['string', 'null'], format: 'date' },
        },
      },
      Entreprise: {
        type: 'object',
        additionalProperties: false,
        required: [
          'ridet', 'denomination', 'forme_juridique', 'capital', 'siege', 'anciennes_denominations', 'dirigeants',
          'etat', 'annonces', 'nombre_annonces', 'fiche_url',
        ],
        properties: {
          ridet: { $ref: '#/components/schemas/Ridet' },
          denomination: { type: 'string' },
          forme_juridique: { type: ['string', 'null'] },
          capital: { type: ['string', 'null'] },
          siege: { type: ['string', 'null'] },
          anciennes_denominations: { type: 'array', items: { type: 'string' } },
          dirigeants: { type: 'array', description: 'Dirigeants en fonction.', items: { $ref: '#/components/schemas/Dirigeant' } },
          etat: { $ref: '#/components/schemas/Etat' },
          annonces: {
            type: 'array',
            maxItems: 50,
            description: 'Les 50 annonces les plus récentes, de la plus récente à la plus ancienne, avec leur document source.',
            items: { $ref: '#/components/schemas/AnnonceEntreprise' },
          },
          nombre_annonces: { type: 'integer', minimum: 0, description: 'Nombre total d’annonces de l’entreprise.' },
          fiche_url: { type: 'string', format: 'uri' },
        },
      },
      Pagination: {
        type: 'object',
        additionalProperties: false,
        required: ['limit', 'next_cursor', 'has_more'],
        properties: {
          limit: { type: 'integer', minimum: 1 },
          next_cursor: { type: ['string', 'null'], description: 'À passer tel quel dans `cursor` ; null en fin de liste.' },
          has_more: { type: 'boolean' },
        },
      },
      AnnoncesPage: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', maxItems: 100, items: { $ref: '#/components/schemas/Annonce' } },
          pagination: { $ref: '#/components/schemas/Pagination' },
        },
      },
      SearchResult: {
        type: 'object',
        additionalProperties: false,
        required: ['ridet', 'denomination', 'score', 'fiche_url'],
        properties: {
          ridet: { $ref: '#/components/schemas/Ridet' },
          denomination: { type: 'string', description: 'Dénomination actuelle.' },
          score: { type: 'number', minimum: 0, description: 'Pertinence (relative à la requête).' },
          anciennes_denominations: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Présent seulement si non vide.' },
          fiche_url: { type: 'string', format: 'uri' },
        },
      },
      SearchPage: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', maxItems: 50, items: { $ref: '#/components/schemas/SearchResult' } },
          pagination: { $ref: '#/components/schemas/Pagination' },
        },
      },
      Problem: {
        type: 'object',
        required: ['type', 'title', 'status', 'detail', 'code'],
        properties: {
          type: { type: 'string', format: 'uri' },
          title: { type: 'string' },
          status: { type: 'integer', minimum: 400, maximum: 599 },
          detail: { type: 'string' },
          code: { type: 'string', enum: [...Object.keys(ERROR_CATALOG), ...ACCESS_ERROR_CODES] },
          instance: { type: 'string' },
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'detail'],
              properties: { name: { type: 'string' }, detail: { type: 'string' } },
            },
          },
        },
      },
      Health: {
        type: 'object',
        additionalProperties: false,
        required: ['statut'],
        properties: { statut: { const: 'ok' } },
      },
      Ready: {
        type: 'object',
        additionalProperties: false,
        required: ['statut', 'snapshot'],
        properties: {
          statut: { const: 'pret' },
          snapshot: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'cree_le', 'annonces', 'entreprises'],
            properties: {
              id: { type: 'string' },
              cree_le: { type: 'string' },
              annonces: { type: 'integer', minimum: 0 },
              entreprises: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
    },
  },
  security: [{}, { apiKey: [] }, { bearer: [] }],
  paths: {
    '/v1/entreprises/{ridet}': {
      get: {
        operationId: 'getEntreprise',
        summary: 'Fiche entreprise et ses 50 annonces les plus récentes.',
        parameters: [
          {
            name: 'ridet',
            in: 'path',
            required: true,
            description: '10 chiffres sans espace (RID à 7 chiffres + rang à 3 chiffres).',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': { description: 'Fiche entreprise.', headers: okHeaders, content: json('#/components/schemas/Entreprise') },
          '304': notModified,
          '400': problem('RIDET mal formé (invalid_ridet) ou paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('RIDET bien formé mais inconnu (entreprise_not_found).'),
        },
      },
    },
    '/v1/entreprises/{ridet}.atom': {
      get: {
        operationId: 'getEntrepriseAtom',
        summary: 'Les annonces d’une entreprise en flux Atom 1.0 (les 50 de sa fiche).',
        parameters: [
          {
            name: 'ridet',
            in: 'path',
            required: true,
            description: '10 chiffres sans espace.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': { description: 'Flux Atom (RFC 4287).', headers: okHeaders, content: atom },
          '304': notModified,
          '400': problem('RIDET mal formé (invalid_ridet) ou paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('RIDET bien formé mais inconnu (entreprise_not_found).'),
        },
      },
    },
    '/v1/annonces': {
      get: {
        operationId: 'listAnnonces',
        summary: 'Annonces légales, de la plus récente à la plus ancienne (date, puis id).',
        parameters: [
          { name: 'type', in: 'query', required: false, schema: { $ref: '#/components/schemas/AnnonceType' } },
          {
            name: 'source',
            in: 'query',
            required: false,
            description: 'Liste ouverte ; une source inconnue donne une liste vide.',
            schema: { type: 'string', minLength: 1, maxLength: 100 },
          },
          {
            name: 'since',
            in: 'query',
            required: false,
            description: 'Seulement les annonces datées de ce jour ou après (AAAA-MM-JJ).',
            schema: { type: 'string', format: 'date' },
          },
          limitParam(100, 20, 'Nombre d’annonces par page.'),
          {
            name: 'cursor',
            in: 'query',
            required: false,
            description: 'Valeur `next_cursor` de la page précédente, avec les mêmes filtres.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'Une page d’annonces.',
            headers: { ...okHeaders, Link: { $ref: '#/components/headers/Link' } },
            content: json('#/components/schemas/AnnoncesPage'),
          },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), détaillé dans `errors`.'),
          ...commonErrors,
        },
      },
    },
    '/v1/annonces.atom': {
      get: {
        operationId: 'listAnnoncesAtom',
        summary: 'Les annonces les plus récentes en flux Atom 1.0, avec les filtres de /v1/annonces.',
        parameters: [
          { name: 'type', in: 'query', required: false, schema: { $ref: '#/components/schemas/AnnonceType' } },
          {
            name: 'source',
            in: 'query',
            required: false,
            description: 'Liste ouverte ; une source inconnue donne un flux vide.',
            schema: { type: 'string', minLength: 1, maxLength: 100 },
          },
          {
            name: 'since',
            in: 'query',
            required: false,
            description: 'Seulement les annonces datées de ce jour ou après (AAAA-MM-JJ).',
            schema: { type: 'string', format: 'date' },
          },
          limitParam(ANNONCES_ATOM_LIMIT.max, ANNONCES_ATOM_LIMIT.default, 'Nombre d’entrées du flux.'),
        ],
        responses: {
          '200': { description: 'Flux Atom (RFC 4287).', headers: okHeaders, content: atom },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), détaillé dans `errors`.'),
          ...commonErrors,
        },
      },
    },
    '/v1/search': {
      get: {
        operationId: 'searchEntreprises',
        summary: 'Recherche d’entreprises par dénomination (actuelle ou ancienne), RIDET ou RID.',
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 2, maxLength: 200 } },
          limitParam(50, 10, 'Nombre de résultats.'),
        ],
        responses: {
          '200': { description: 'Résultats, les plus pertinents d’abord.', headers: okHeaders, content: json('#/components/schemas/SearchPage') },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter).'),
          ...commonErrors,
        },
      },
    },
    '/v1/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        summary: 'Ce document.',
        responses: {
          '200': { description: 'Document OpenAPI 3.1.', headers: okHeaders, content: { 'application/json': { schema: { type: 'object' } } } },
          '304': notModified,
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
        },
      },
    },
    '/healthz': {
      get: {
        operationId: 'healthz',
        summary: 'Le processus répond.',
        security: [{}],
        responses: {
          '200': { description: 'En service.', content: json('#/components/schemas/Health') },
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          '405': problem('Méthode non autorisée.'),
          '413': problem('Corps de requête trop volumineux.'),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readyz',
        summary: 'Un instantané est chargé : l’API peut servir les données.',
        security: [{}],
        responses: {
          '200': { description: 'Prêt.', content: json('#/components/schemas/Ready') },
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          '405': problem('Méthode non autorisée.'),
          '413': problem('Corps de requête trop volumineux.'),
          '503': problem('Aucun instantané chargé (snapshot_unavailable).'),
        },
      },
    },
  },
} as const;
