import type { ModuleContract } from '../api/api-module.ts';
import { commonErrors, jsonBody, noStoreOk, problem } from '../api/openapi-fragments.ts';
import { openApiParameters } from '../api/parameter-spec.ts';
import { SIGNALEMENT_PARAMETERS } from './signalement-parameters.ts';

/**
 * The readers' reports' part of the API's description (api/api-module.ts, ModuleContract): the
 * problem codes its routes answer with, its OpenAPI paths and schemas, its pages.
 */

export const SIGNALEMENT_PROBLEMS = {
  signalement_target_not_found: { status: 422, title: 'Objet du signalement inconnu' },
  signalement_not_found: { status: 404, title: 'Signalement inconnu' },
  signalements_rate_limited: { status: 429, title: 'Trop de signalements' },
  signalements_network_limited: { status: 429, title: 'Trop de signalements depuis ce réseau' },
  signalements_full: { status: 503, title: 'Signalements suspendus' },
  signalements_unavailable: { status: 503, title: 'Signalements indisponibles' },
} as const;

export const SIGNALEMENT_CONTRACT: ModuleContract = {
  problems: SIGNALEMENT_PROBLEMS,
  schemas: {
    SignalementCreate: {
      type: 'object',
      additionalProperties: false,
      description: 'Un signalement de lecteur (docs/signalements.md) : annonce_id ou ridet (au moins l’un), ce qui est faux, une explication.',
      required: ['champ', 'commentaire'],
      anyOf: [{ required: ['annonce_id'] }, { required: ['ridet'] }],
      properties: {
        annonce_id: { type: 'string', pattern: '^[0-9a-f]{20}$', description: 'Le champ id d’une annonce.' },
        ridet: { $ref: '#/components/schemas/Ridet' },
        champ: { enum: ['ridet', 'denomination', 'type', 'date', 'dirigeants', 'autre'] },
        valeur_proposee: { type: ['string', 'null'], minLength: 1, maxLength: 300, description: 'La bonne valeur, si le lecteur la connaît.' },
        commentaire: { type: 'string', minLength: 3, maxLength: 1000, description: 'Ce qui est faux et d’où vient la bonne valeur.' },
      },
    },
    SignalementRecu: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'statut', 'url'],
      properties: {
        id: { type: 'string', pattern: '^sig_[0-9a-f]{16}$' },
        statut: { const: 'ouvert' },
        url: { type: 'string', description: 'Où suivre le signalement : /v1/signalements/{id} (relatif à l’adresse de l’API, comme en-tête Location).' },
      },
    },
    SignalementSuivi: {
      type: 'object',
      additionalProperties: false,
      description: 'Où en est un signalement et ce qui en a été fait ; ni le texte du lecteur ni qui l’a relu.',
      required: ['id', 'statut', 'champ', 'annonce_id', 'ridet', 'cree_le', 'clos_le', 'correction_id', 'motif_rejet', 'suite', 'annonce_url', 'entreprise_url'],
      properties: {
        id: { type: 'string', pattern: '^sig_[0-9a-f]{16}$' },
        statut: { enum: ['ouvert', 'traite', 'rejete'], description: 'ouvert : en attente de relecture ; traite : corrigé ; rejete : rien à corriger.' },
        champ: { enum: ['ridet', 'denomination', 'type', 'date', 'dirigeants', 'autre'] },
        annonce_id: { type: ['string', 'null'] },
        ridet: { oneOf: [{ $ref: '#/components/schemas/Ridet' }, { type: 'null' }] },
        cree_le: { type: 'string', format: 'date-time' },
        clos_le: { type: ['string', 'null'], format: 'date-time', description: 'Quand il a été traité ou rejeté ; null tant qu’il est ouvert.' },
        correction_id: { type: ['string', 'null'], description: 'La correction qui l’a traité (statut traite) ; elle paraît dans les `corrections` de l’annonce à la publication suivante.' },
        motif_rejet: { type: ['string', 'null'], description: 'Pourquoi il a été rejeté (statut rejete).' },
        suite: { type: 'string', description: 'Ce qui a été fait, en une phrase.' },
        annonce_url: { type: ['string', 'null'], description: '/v1/annonces/{annonce_id}, l’annonce en entier avec ses corrections.' },
        entreprise_url: { type: ['string', 'null'], description: '/v1/entreprises/{ridet}.' },
      },
    },
  },
  paths: {
  '/v1/signalements': {
    post: {
      operationId: 'createSignalement',
      summary: 'Signale une erreur dans une annonce ou une fiche publiée ; une personne le relit (pipeline revue). Ouvert sans clé, 10 par heure et par adresse, une part du plafond par réseau et par jour.',
      security: [{}, { apiKey: [] }, { bearer: [] }],
      requestBody: jsonBody('#/components/schemas/SignalementCreate'),
      responses: {
        '201': noStoreOk('Signalement enregistré, ouvert ; `url` et Location disent où le suivre.', '#/components/schemas/SignalementRecu', {
          Location: { description: '/v1/signalements/{id}', schema: { type: 'string' } },
        }),
        '400': problem('Champ invalide ou inconnu (invalid_body), détaillé dans `errors`.'),
        ...commonErrors,
        '413': problem('Corps de plus de 4 Kio (payload_too_large).'),
        '415': problem('Corps autre que application/json (unsupported_media_type).'),
        '422': problem('Entreprise ou annonce absente des données publiées (signalement_target_not_found), détaillée dans `errors`.'),
        '429': problem(
          'Trop de signalements depuis cette adresse dans l’heure (signalements_rate_limited), depuis ce réseau dans la journée (signalements_network_limited), ou limite de l’API dépassée (rate_limited).',
          { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
        ),
        '503': problem(
          'Trop de signalements attendent d’être relus (signalements_full), signalements non reçus par ce serveur (signalements_unavailable), ou aucun instantané servi (snapshot_unavailable).',
          { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
        ),
      },
    },
  },
  '/v1/signalements/{id}': {
    get: {
      operationId: 'getSignalement',
      summary: 'Où en est un signalement : statut, ce qui a été fait, quand. L’identifiant est le reçu du lecteur.',
      security: [{}, { apiKey: [] }, { bearer: [] }],
      parameters: openApiParameters(SIGNALEMENT_PARAMETERS),
      responses: {
        '200': noStoreOk('Le signalement.', '#/components/schemas/SignalementSuivi'),
        '400': problem('Identifiant mal formé ou paramètre inconnu (invalid_parameter).'),
        ...commonErrors,
        '404': problem('Aucun signalement de cet identifiant (signalement_not_found).'),
        '503': problem('Signalements non reçus par ce serveur (signalements_unavailable).'),
      },
    },
  },
  },
  pages: {
    '/entreprises/{ridet}/signaler':
      'Formulaire « Signaler une erreur » sans JavaScript (annonce, facultatif) : GET l’affiche, POST l’envoie depuis cette page seulement (jeton et Origin vérifiés) ; les programmes utilisent POST /v1/signalements.',
    '/signalements/merci': 'Confirmation d’un signalement envoyé par le formulaire.',
  },
};
