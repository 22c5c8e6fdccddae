import type { ModuleContract } from '../api/api-module.ts';
import { commonErrors, jsonBody, keyOnly, noStoreOk, notModified, problem } from '../api/openapi-fragments.ts';
import { openApiParameters } from '../api/parameter-spec.ts';
import { DELIVERIES_PARAMETERS, REDELIVER_PARAMETERS, WEBHOOK_PARAMETERS, WEBHOOKS_LIST_PARAMETERS } from './webhook-parameters.ts';

/**
 * The webhooks' part of the API's description (api/api-module.ts, ModuleContract): the problem
 * codes its routes answer with, its OpenAPI paths and schemas.
 */

export const WEBHOOK_PROBLEMS = {
  webhook_not_found: { status: 404, title: 'Abonnement webhook introuvable' },
  delivery_not_found: { status: 404, title: 'Livraison introuvable' },
  webhook_limit_reached: { status: 403, title: 'Nombre maximal de webhooks atteint' },
  webhooks_unavailable: { status: 503, title: 'Webhooks indisponibles' },
} as const;

const webhookParameters = openApiParameters(WEBHOOK_PARAMETERS);
const webhookErrors = {
  '400': problem('Paramètre ou champ invalide (invalid_parameter, invalid_body), détaillé dans `errors`.'),
  ...commonErrors,
  '403': problem('Offre sans webhooks ou sans signature (plan_forbidden), ou nombre maximal d’abonnements atteint (webhook_limit_reached).'),
  '404': problem('Abonnement ou livraison introuvable pour cette clé (webhook_not_found, delivery_not_found, not_found).'),
  '415': problem('Corps autre que application/json (unsupported_media_type).'),
  '503': problem('Webhooks indisponibles sur ce serveur (webhooks_unavailable).'),
};

/** A page of a key's own items (subscriptions, deliveries): at most 100, with the pagination. */
const pageOf = (itemRef: string) => ({
  type: 'object',
  additionalProperties: false,
  required: ['data', 'pagination'],
  properties: {
    data: { type: 'array', maxItems: 100, items: { $ref: itemRef } },
    pagination: { $ref: '#/components/schemas/Pagination' },
  },
});

/** A subscription as the API shows it; `extra` adds fields (the secret, shown once). */
const subscriptionSchema = (extra: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'url', 'ridets', 'description', 'evenements', 'statut', 'desactivation', 'suspension', 'signature', 'secret_precedent_expire_le',
    'en_echec_depuis', 'derniere_livraison_reussie_le', 'cree_le', 'modifie_le', ...Object.keys(extra),
  ],
  properties: {
    id: { type: 'string', pattern: '^wh_[A-Za-z0-9]+$' },
    url: { type: 'string', format: 'uri' },
    ridets: { type: 'array', minItems: 1, maxItems: 1000, uniqueItems: true, items: { $ref: '#/components/schemas/Ridet' } },
    description: { type: ['string', 'null'], maxLength: 500 },
    evenements: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['annonce.created', 'annonce.updated'] } },
    statut: {
      enum: ['actif', 'desactive', 'suspendu'],
      description: '`suspendu` : la clé a été révoquée, ou son offre n’inclut plus les webhooks (voir `suspension`) ; prime sur `actif` et `desactive`, retrouvés à la reprise.',
    },
    desactivation: {
      oneOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['le', 'motif'], properties: { le: { type: 'string', format: 'date-time' }, motif: { type: 'string' } } },
      ],
    },
    suspension: {
      description: 'Depuis quand et pourquoi aucune livraison n’est tentée, et combien d’événements n’ont pas été écrits depuis (non livrés à la reprise : le flux GET /v1/changes les a).',
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['le', 'motif', 'evenements_non_livres'],
          properties: { le: { type: 'string', format: 'date-time' }, motif: { type: 'string' }, evenements_non_livres: { type: 'integer', minimum: 0 } },
        },
      ],
    },
    signature: { type: 'boolean', description: 'Livraisons signées (offres equipe et enterprise).' },
    secret_precedent_expire_le: { type: ['string', 'null'], format: 'date-time', description: 'Fin du chevauchement après rotate-secret.' },
    en_echec_depuis: { type: ['string', 'null'], format: 'date-time' },
    derniere_livraison_reussie_le: { type: ['string', 'null'], format: 'date-time' },
    cree_le: { type: 'string', format: 'date-time' },
    modifie_le: { type: 'string', format: 'date-time' },
    ...extra,
  },
});

export const WEBHOOK_CONTRACT: ModuleContract = {
  problems: WEBHOOK_PROBLEMS,
  schemas: {
    WebhookSubscription: subscriptionSchema({}),
    WebhookSubscriptionWithSecret: subscriptionSchema({
      secret: { type: ['string', 'null'], pattern: '^whsec_[A-Za-z0-9+/]+=*$', description: 'Secret de signature, affiché cette seule fois ; null sur les offres non signées.' },
    }),
    WebhookSubscriptionsPage: pageOf('#/components/schemas/WebhookSubscription'),
    WebhookCreate: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'ridets'],
      properties: {
        url: { type: 'string', format: 'uri', maxLength: 2048, description: 'https:// (http:// seulement en usage local).' },
        ridets: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Ridet' }, description: '1 à 1 000 RIDET distincts ; les doublons sont retirés.' },
        description: { type: ['string', 'null'], maxLength: 500 },
        evenements: {
          type: 'array',
          minItems: 1,
          items: { enum: ['annonce.created', 'annonce.updated'] },
          description: 'Événements livrés ; par défaut ["annonce.created"]. `annonce.updated` (sur demande) : une correction d’opérateur publiée (docs/webhooks.md).',
        },
      },
    },
    WebhookUpdate: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        url: { type: 'string', format: 'uri', maxLength: 2048 },
        ridets: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Ridet' } },
        description: { type: ['string', 'null'], maxLength: 500 },
        evenements: {
          type: 'array',
          minItems: 1,
          items: { enum: ['annonce.created', 'annonce.updated'] },
          description: 'Événements livrés ; par défaut ["annonce.created"]. `annonce.updated` (sur demande) : une correction d’opérateur publiée (docs/webhooks.md).',
        },
        statut: { enum: ['actif', 'desactive'], description: '`actif` réactive un abonnement désactivé ; ses livraisons en attente reprennent.' },
      },
    },
    WebhookAttempt: {
      type: 'object',
      additionalProperties: false,
      required: ['numero', 'le', 'duree_ms', 'statut_http', 'erreur', 'succes'],
      properties: {
        numero: { type: 'integer', minimum: 1 },
        le: { type: 'string', format: 'date-time' },
        duree_ms: { type: 'integer', minimum: 0 },
        statut_http: { type: ['integer', 'null'] },
        erreur: { type: ['string', 'null'] },
        succes: { type: 'boolean' },
      },
    },
    WebhookDelivery: {
      type: 'object',
      additionalProperties: false,
      required: [
        'id', 'evenement', 'annonce_id', 'ridet', 'instantane', 'statut', 'tentatives', 'prochaine_tentative_le', 'dernier_statut_http',
        'derniere_erreur', 'cree_le', 'historique',
      ],
      properties: {
        id: { type: 'string', description: 'Valeur de X-Service-Delivery (et webhook-id), la même à chaque tentative.' },
        evenement: { enum: ['annonce.created', 'annonce.updated', 'webhook.test'] },
        annonce_id: { type: ['string', 'null'] },
        ridet: { oneOf: [{ $ref: '#/components/schemas/Ridet' }, { type: 'null' }] },
        instantane: { type: ['string', 'null'], description: 'Instantané qui a fait naître la livraison.' },
        statut: { enum: ['en_attente', 'livree', 'abandonnee'] },
        tentatives: { type: 'integer', minimum: 0 },
        prochaine_tentative_le: { type: ['string', 'null'], format: 'date-time' },
        dernier_statut_http: { type: ['integer', 'null'] },
        derniere_erreur: { type: ['string', 'null'] },
        cree_le: { type: 'string', format: 'date-time' },
        historique: { type: 'array', maxItems: 20, items: { $ref: '#/components/schemas/WebhookAttempt' } },
      },
    },
    WebhookDeliveriesPage: pageOf('#/components/schemas/WebhookDelivery'),
    WebhookTestResult: {
      type: 'object',
      additionalProperties: false,
      required: ['resultat', 'livraison'],
      properties: {
        resultat: {
          type: 'object',
          additionalProperties: false,
          required: ['succes', 'statut_http', 'duree_ms', 'erreur'],
          properties: {
            succes: { type: 'boolean' },
            statut_http: { type: ['integer', 'null'] },
            duree_ms: { type: 'integer', minimum: 0 },
            erreur: { type: ['string', 'null'] },
          },
        },
        livraison: { $ref: '#/components/schemas/WebhookDelivery' },
      },
    },
  },
  paths: {
  '/v1/webhooks': {
    post: {
      operationId: 'createWebhook',
      summary: 'Abonne une URL aux annonces de RIDET surveillés ; renvoie le secret de signature, une seule fois.',
      security: keyOnly,
      requestBody: jsonBody('#/components/schemas/WebhookCreate'),
      responses: {
        '201': noStoreOk('Abonnement créé, avec son secret.', '#/components/schemas/WebhookSubscriptionWithSecret', { Location: { schema: { type: 'string' } } }),
        ...webhookErrors,
      },
    },
    get: {
      operationId: 'listWebhooks',
      summary: 'Les abonnements de la clé, du plus ancien au plus récent.',
      security: keyOnly,
      parameters: openApiParameters(WEBHOOKS_LIST_PARAMETERS),
      responses: {
        '200': noStoreOk('Une page d’abonnements.', '#/components/schemas/WebhookSubscriptionsPage', { Link: { $ref: '#/components/headers/Link' } }),
        '304': notModified,
        ...webhookErrors,
      },
    },
  },
  '/v1/webhooks/{id}': {
    get: {
      operationId: 'getWebhook',
      summary: 'Un abonnement de la clé (statut, motif de désactivation).',
      security: keyOnly,
      parameters: webhookParameters,
      responses: { '200': noStoreOk('L’abonnement.', '#/components/schemas/WebhookSubscription'), '304': notModified, ...webhookErrors },
    },
    patch: {
      operationId: 'updateWebhook',
      summary: 'Change l’URL, les RIDET, la description, les événements ou le statut d’un abonnement.',
      security: keyOnly,
      parameters: webhookParameters,
      requestBody: jsonBody('#/components/schemas/WebhookUpdate'),
      responses: { '200': noStoreOk('L’abonnement modifié.', '#/components/schemas/WebhookSubscription'), ...webhookErrors },
    },
    delete: {
      operationId: 'deleteWebhook',
      summary: 'Supprime un abonnement, ses livraisons et leur historique.',
      security: keyOnly,
      parameters: webhookParameters,
      responses: { '204': { description: 'Supprimé.' }, ...webhookErrors },
    },
  },
  '/v1/webhooks/{id}/test': {
    post: {
      operationId: 'testWebhook',
      summary: 'Une livraison `webhook.test` signée, maintenant ; renvoie le statut et la durée de la réponse du récepteur.',
      security: keyOnly,
      parameters: webhookParameters,
      responses: { '200': noStoreOk('Résultat de la tentative.', '#/components/schemas/WebhookTestResult'), ...webhookErrors },
    },
  },
  '/v1/webhooks/{id}/deliveries': {
    get: {
      operationId: 'listWebhookDeliveries',
      summary: 'Les livraisons de l’abonnement, les plus récentes d’abord, avec leurs tentatives.',
      security: keyOnly,
      parameters: openApiParameters(DELIVERIES_PARAMETERS),
      responses: {
        '200': noStoreOk('Une page de livraisons.', '#/components/schemas/WebhookDeliveriesPage', { Link: { $ref: '#/components/headers/Link' } }),
        '304': notModified,
        ...webhookErrors,
      },
    },
  },
  '/v1/webhooks/{id}/deliveries/{delivery}/redeliver': {
    post: {
      operationId: 'redeliverWebhookDelivery',
      summary: 'Remet une livraison (abandonnée ou non) dans la file, due maintenant, avec le même X-Service-Delivery.',
      security: keyOnly,
      parameters: openApiParameters(REDELIVER_PARAMETERS),
      responses: { '202': noStoreOk('La livraison, en attente.', '#/components/schemas/WebhookDelivery'), ...webhookErrors },
    },
  },
  '/v1/webhooks/{id}/rotate-secret': {
    post: {
      operationId: 'rotateWebhookSecret',
      summary: 'Nouveau secret, renvoyé une seule fois ; l’ancien signe encore pendant le chevauchement.',
      security: keyOnly,
      parameters: webhookParameters,
      responses: { '200': noStoreOk('L’abonnement, avec son nouveau secret.', '#/components/schemas/WebhookSubscriptionWithSecret'), ...webhookErrors },
    },
  },
  },
};
