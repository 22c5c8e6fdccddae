import { ANNONCE_TYPES } from '../kernel/model/announcement.ts';
import { PUBLISHED_FIELDS } from '../kernel/model/announcement-record.ts';
import { entrepriseSchema } from '../kernel/model/company-record.ts';
import { FORMER_OFFICER, OFFICER_IN_OFFICE, officerSchema } from '../kernel/model/officer-record.ts';
import { CHANGE_KINDS } from '../kernel/model/change-event-id.ts';
import { PROCEDURE_ETAPES, PROCEDURE_TYPES } from '../kernel/model/procedure-stage.ts';
import { ETATS } from '../publish/artefacts/company-state.ts';
import { COMMUNES } from '../publish/artefacts/communes.ts';
import { BULK_FILES } from '../publish/snapshot/bulk-exports.ts';
import { annoncesAtomRoute, entreprisesAtomRoute } from './pages/atom-routes.ts';
import { operationParameters } from './parameter-spec.ts';
import { annonceRoute } from './routes/annonce.ts';
import { annoncesRoute } from './routes/annonces.ts';
import { DOCUMENT_PARAMETERS } from './routes/documents.ts';
import { entreprisesRoute } from './routes/entreprises.ts';
import { ENTREPRISES_LIST_PARAMETERS } from './routes/entreprises-modifiees.ts';
import { EXPORT_FILE_PARAMETERS } from './routes/exports.ts';
import { searchRoute } from './routes/search.ts';
import { snapshotsRoute } from './routes/snapshots.ts';
import { commonErrors, json, keyOnly, notModified, okHeaders, problem, rateLimitHeaders } from './openapi-fragments.ts';
import { AppError } from '../kernel/errors/app-error.ts';
import type { ModuleContract } from './api-module.ts';
import { ACCESS_ERROR_CODES, ERROR_CATALOG } from './problem.ts';
import { CHANGES_LIMIT, CHANGES_PARAMETERS } from './routes/changes.ts';
import { ENTREPRISES_BROWSE_LIMIT } from './routes/entreprises-liste.ts';
import { RIDET_SHAPE } from '../kernel/model/ridet-shape.ts';

/**
 * The OpenAPI 3.1 description of the API core, written by hand so that it says what we mean: its
 * paths and schemas are the core module's contract (api/core-module.ts), the rest the frame every
 * module's contract is merged into (openApiDocument).
 * The tests validate every response they receive against it (ajv, 2020-12 dialect).
 */

// Atom is XML: the body is described as a string of that media type (RFC 4287).
const atom = { 'application/atom+xml': { schema: { type: 'string', contentMediaType: 'application/atom+xml' } } };

// The bulk files' bytes (GET /v1/exports/{snapshot}/{fichier}).
const exportHeaders = {
  ETag: { description: 'Le sha256 du fichier entier, entre guillemets (étiquette forte).', schema: { type: 'string' } },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  'Accept-Ranges': { schema: { type: 'string', const: 'bytes' } },
  'Content-Disposition': { schema: { type: 'string' } },
  ...rateLimitHeaders,
};
const exportContent = {
  'application/vnd.apache.parquet': { schema: { type: 'string', contentMediaType: 'application/vnd.apache.parquet' } },
  'application/gzip': { schema: { type: 'string', contentMediaType: 'application/gzip' } },
  'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' }, description: 'RFC 4180, UTF-8 (`charset=utf-8; header=present`), sans ou avec BOM (`*.bom.csv`).' },
};
export const CORE_OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'annonces-nc',
    version: '1.0.0',
    summary: 'Fiches entreprises et annonces légales de Nouvelle-Calédonie.',
    description:
      'API servie depuis des instantanés immuables : ses données se lisent ; les modules servis avec le cœur ajoutent leurs chemins d’écriture (abonnements aux webhooks, signalements des lecteurs), décrits ci-dessous. Erreurs au format application/problem+json (RFC 9457) avec un `code` stable. Voir docs/api.md.',
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
      Ridet: { type: 'string', pattern: RIDET_SHAPE.source, examples: ['1234567001'] },
      AnnonceType: { type: 'string', enum: [...ANNONCE_TYPES] },
      // The record's published fields (kernel/model/announcement-record.ts), in published order.
      Annonce: {
        type: 'object',
        additionalProperties: false,
        required: PUBLISHED_FIELDS.filter((f) => f.published.required).map((f) => f.name),
        properties: Object.fromEntries(PUBLISHED_FIELDS.map((f) => [f.name, f.published.schema])),
      },
      AnnonceEntreprise: {
        description: 'Annonce dans une fiche entreprise : les champs de `Annonce` et l’adresse du document source.',
        type: 'object',
        additionalProperties: false,
        required: [...PUBLISHED_FIELDS.filter((f) => f.published.required).map((f) => f.name), 'source_url'],
        properties: {
          ...Object.fromEntries(
            PUBLISHED_FIELDS.map(({ name }) => [
              name,
              { $ref: `#/components/schemas/Annonce/properties/${name}` },
            ]),
          ),
          source_url: { type: 'string', description: 'Document d’où l’annonce a été extraite (provenance).' },
        },
      },
      AnnonceDetail: {
        description: 'Une annonce en entier (GET /v1/annonces/{id}) : les champs de `Annonce`, le texte tel que publié, ce qu’elle change dans la fiche, ses corrections et sa provenance.',
        type: 'object',
        additionalProperties: false,
        required: [...PUBLISHED_FIELDS.filter((f) => f.published.required).map((f) => f.name), 'corrections', 'texte', 'changements', 'provenance'],
        properties: {
          ...Object.fromEntries(
            PUBLISHED_FIELDS.map(({ name }) => [
              name,
              { $ref: `#/components/schemas/Annonce/properties/${name}` },
            ]),
          ),
          corrections: {
            type: 'array',
            description: 'Les corrections d’un opérateur en vigueur, dans l’ordre où elles ont été faites ; [] quand l’annonce n’a pas été corrigée (docs/corrections.md).',
            items: { $ref: '#/components/schemas/Annonce/properties/corrections/items' },
          },
          texte: { type: 'string', description: 'Le texte de l’annonce tel que publié par la source (lu par OCR quand `ocr` est vrai).' },
          changements: { $ref: '#/components/schemas/Changements' },
          provenance: {
            type: 'object',
            additionalProperties: false,
            required: ['source', 'source_url', 'fetched_at', 'raw_sha256'],
            description: 'D’où l’annonce a été lue : la source, l’adresse officielle du document, la date de sa collecte et l’empreinte de la copie archivée (`document_url`).',
            properties: {
              source: { type: 'string' },
              source_url: { type: 'string' },
              fetched_at: { type: 'string', format: 'date-time' },
              raw_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            },
          },
        },
      },
      Changements: {
        type: 'object',
        additionalProperties: false,
        required: ['dirigeants_nommes', 'dirigeants_partis', 'denomination', 'forme_juridique', 'capital', 'siege', 'objet'],
        description: 'Ce que l’annonce change dans la fiche de l’entreprise. `avant` est la valeur que les annonces précédentes (par date, puis id) avaient laissée, null si aucune ne la donnait ; une valeur que l’annonce ne fait que réimprimer n’est pas un changement (null).',
        properties: {
          dirigeants_nommes: { type: 'array', items: { $ref: '#/components/schemas/DirigeantChange' } },
          dirigeants_partis: { type: 'array', items: { $ref: '#/components/schemas/DirigeantChange' } },
          denomination: { $ref: '#/components/schemas/ValeurChange' },
          forme_juridique: { $ref: '#/components/schemas/ValeurChange' },
          capital: { $ref: '#/components/schemas/ValeurChange' },
          siege: { $ref: '#/components/schemas/ValeurChange' },
          objet: { $ref: '#/components/schemas/ValeurChange' },
        },
      },
      DirigeantChange: {
        type: 'object',
        additionalProperties: false,
        required: ['nom', 'prenoms', 'fonction'],
        properties: { nom: { type: 'string' }, prenoms: { type: ['string', 'null'] }, fonction: { type: 'string' } },
      },
      ValeurChange: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['avant', 'apres'],
        description: 'null quand l’annonce ne change pas cette valeur.',
        properties: { avant: { type: ['string', 'null'] }, apres: { type: 'string' } },
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
          procedure: {
            type: 'object',
            additionalProperties: false,
            description: 'Présent dès que l’entreprise a connu une procédure collective : sa nature et l’étape où l’a mise le dernier jugement publié, avec les dates (absent des fiches publiées avant ce champ).',
            required: ['type', 'etape', 'depuis', 'annonce_id', 'ouverture', 'ouverture_annonce_id'],
            properties: {
              type: { type: ['string', 'null'], enum: [...PROCEDURE_TYPES, null], description: 'Nature de la procédure ; null quand aucune annonce ne la nomme.' },
              etape: { type: 'string', enum: [...PROCEDURE_ETAPES] },
              depuis: { type: 'string', format: 'date', description: 'Date de l’annonce qui a mis la procédure à cette étape.' },
              annonce_id: { type: 'string' },
              ouverture: { type: 'string', format: 'date', description: 'Date de la première annonce de cette procédure.' },
              ouverture_annonce_id: { type: 'string' },
            },
          },
        },
      },
      // The officers' fields (kernel/model/officer-record.ts), in published order.
      Dirigeant: officerSchema(OFFICER_IN_OFFICE),
      DirigeantAncien: officerSchema(
        FORMER_OFFICER,
        'Mandat terminé. Il finit par un départ publié, par la nomination d’une autre personne à une fonction qui n’a qu’un titulaire (président, directeur général), ou par une dissolution ou une liquidation judiciaire (sauf le liquidateur) ; une nomination publiée après elles, sauf d’un liquidateur, ne fait entrer personne en fonction.',
      ),
      Rapprochement: {
        type: 'object',
        additionalProperties: false,
        required: ['annonce_id', 'sujet', 'regle', 'valeur_imprimee', 'valeur_retenue', 'motif'],
        properties: {
          annonce_id: { type: 'string', description: 'L’annonce sur laquelle porte la décision.' },
          sujet: { type: 'string', enum: ['identite', 'denomination'] },
          regle: { type: 'string', description: 'Code stable de la règle qui a décidé (docs/pipeline.md, « Rapprochement »).' },
          valeur_imprimee: { type: ['string', 'null'], description: 'Ce que l’annonce imprime (RIDET, dénomination).' },
          valeur_retenue: { type: ['string', 'null'], description: 'Ce que la fiche retient à la place.' },
          motif: { type: 'string', description: 'Pourquoi, en français.' },
        },
      },
      Montant: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'Montant chiffré et sa devise (ISO 4217), lu dans le texte affiché ; null quand le texte ne donne pas les deux.',
        required: ['montant', 'devise'],
        properties: {
          montant: { type: 'number', exclusiveMinimum: 0, description: 'En unités de la devise : francs entiers pour XPF, centimes gardés pour EUR.' },
          devise: { type: 'string', enum: ['XPF', 'EUR'] },
        },
        examples: [{ montant: 100000, devise: 'XPF' }],
      },
      // The company record's fields (kernel/model/company-record.ts), in published order.
      Entreprise: entrepriseSchema(),
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
        required: ['ridet', 'denomination', 'score', 'fiche_url', 'correspondance'],
        properties: {
          ridet: { $ref: '#/components/schemas/Ridet' },
          denomination: { type: 'string', description: 'Dénomination actuelle.' },
          score: { type: 'number', minimum: 0, description: 'Pertinence (relative à la requête) ; 0 pour une entreprise trouvée seulement par un dirigeant ou sa commune.' },
          anciennes_denominations: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Présent seulement si non vide.' },
          fiche_url: { type: 'string', format: 'uri' },
          correspondance: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'string', enum: ['denomination', 'ridet', 'dirigeant', 'ancien_dirigeant', 'commune'] },
            description: 'Ce qui a fait trouver l’entreprise : sa dénomination (actuelle ou ancienne), son RIDET, un dirigeant actuel, un ancien dirigeant, la commune de son siège.',
          },
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
      Snapshot: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'cree_le', 'parent', 'courant', 'annonces', 'entreprises', 'annonces_par_source', 'annonces_par_type'],
        properties: {
          id: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$', description: 'À passer dans `snapshot=` sur les routes de lecture.' },
          cree_le: { type: 'string', format: 'date-time' },
          parent: { type: ['string', 'null'], description: 'Instantané précédent (null pour le premier).' },
          courant: { type: 'boolean', description: 'Instantané servi par défaut.' },
          annonces: { type: 'integer', minimum: 0 },
          entreprises: { type: 'integer', minimum: 0 },
          annonces_par_source: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
          annonces_par_type: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
        },
      },
      SnapshotsPage: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', maxItems: 100, items: { $ref: '#/components/schemas/Snapshot' } },
          pagination: { $ref: '#/components/schemas/Pagination' },
        },
      },
      ChangeEvent: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'cursor', 'snapshot', 'kind', 'ridet', 'date'],
        properties: {
          id: { type: 'string', pattern: '^evt_[A-Za-z0-9_-]{26}$', description: 'Identifiant du changement, le même que `event_id` des livraisons webhook.' },
          cursor: { type: 'string', description: 'Position juste après ce changement : `since=<cursor>` reprend à la suite.' },
          snapshot: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$', description: 'Instantané qui a publié le changement.' },
          kind: { type: 'string', enum: [...CHANGE_KINDS] },
          ridet: { $ref: '#/components/schemas/Ridet' },
          annonce_id: { type: 'string', description: 'Annonce concernée (changements `annonce.*` seulement).' },
          date: { type: 'string', format: 'date-time', description: 'Publication de l’instantané qui porte le changement.' },
          champs: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Champs de la fiche entreprise qui ont changé (`entreprise.updated` seulement).' },
        },
      },
      ChangesPage: {
        type: 'object',
        additionalProperties: false,
        required: ['events', 'next_cursor', 'has_more'],
        properties: {
          events: { type: 'array', maxItems: CHANGES_LIMIT.max, items: { $ref: '#/components/schemas/ChangeEvent' } },
          next_cursor: { type: 'string', description: 'À passer dans `since` à la requête suivante ; jamais null.' },
          has_more: { type: 'boolean' },
        },
      },
      ModifiedCompany: {
        type: 'object',
        additionalProperties: false,
        required: ['ridet', 'champs', 'snapshot', 'date', 'cursor'],
        properties: {
          ridet: { $ref: '#/components/schemas/Ridet' },
          champs: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Champs de la fiche qui ont changé dans cet instantané.' },
          snapshot: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$' },
          date: { type: 'string', format: 'date-time', description: 'Publication de l’instantané qui a changé la fiche.' },
          cursor: { type: 'string', description: 'Position de ce changement dans /v1/changes (`since=`) : pour suivre les changements suivants.' },
        },
      },
      ModifiedCompaniesPage: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', maxItems: CHANGES_LIMIT.max, items: { $ref: '#/components/schemas/ModifiedCompany' } },
          pagination: { $ref: '#/components/schemas/Pagination' },
        },
      },
      EntrepriseListee: {
        type: 'object',
        additionalProperties: false,
        required: ['ridet', 'denomination', 'forme_juridique', 'etat', 'commune', 'date_creation', 'url'],
        description: 'Une entreprise dans une liste de GET /v1/entreprises : de quoi choisir ; la fiche est à `url`.',
        properties: {
          ridet: { type: 'string', pattern: RIDET_SHAPE.source },
          denomination: { type: 'string' },
          forme_juridique: { type: ['string', 'null'] },
          etat: { type: ['string', 'null'], enum: [...ETATS, null] },
          commune: { type: ['string', 'null'], enum: [...COMMUNES, null], description: 'La commune du siège, telle qu’elle s’écrit ; null quand le siège n’en nomme aucune.' },
          date_creation: { type: ['string', 'null'], format: 'date', description: 'Celle de la fiche (avis de constitution, sinon première annonce vue).' },
          url: { type: 'string', format: 'uri', description: 'La fiche : GET /v1/entreprises/{ridet}.' },
        },
      },
      EntreprisesPage: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', maxItems: ENTREPRISES_BROWSE_LIMIT.max, items: { $ref: '#/components/schemas/EntrepriseListee' } },
          pagination: { $ref: '#/components/schemas/Pagination' },
        },
      },
      ExportFile: {
        type: 'object',
        additionalProperties: false,
        required: ['snapshot', 'contenu', 'format', 'compression', 'fichier', 'media_type', 'taille', 'sha256', 'lignes', 'url'],
        properties: {
          snapshot: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$' },
          contenu: { type: 'string', enum: ['annonces', 'entreprises'], description: 'Les annonces (le registre, avec leur provenance) ou les fiches entreprises.' },
          format: { type: 'string', enum: ['parquet', 'ndjson', 'csv'] },
          compression: { type: 'string', enum: ['zstd', 'gzip', 'aucune'], description: 'Parquet : pages compressées zstd ; NDJSON : fichier gzip ; CSV : aucune (pour les tableurs).' },
          fichier: { type: 'string', enum: BULK_FILES.map((f) => f.name) },
          media_type: { type: 'string' },
          taille: { type: 'integer', minimum: 0, description: 'Octets du fichier tel que servi.' },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Empreinte des octets servis ; aussi leur ETag.' },
          lignes: { type: 'integer', minimum: 0, description: 'Annonces ou fiches dans le fichier.' },
          url: { type: 'string', description: 'Chemin du fichier : GET /v1/exports/{snapshot}/{fichier}.' },
        },
      },
      ExportList: {
        type: 'object',
        additionalProperties: false,
        required: ['snapshot', 'data'],
        properties: {
          snapshot: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$' },
          data: { type: 'array', items: { $ref: '#/components/schemas/ExportFile' } },
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
          oldest_cursor: { type: 'string', description: 'changes_expired seulement : le curseur le plus ancien encore servi par /v1/changes.' },
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
      Index: {
        type: 'object',
        additionalProperties: false,
        required: ['nom', 'description', 'version', 'liens', 'instantane_courant', 'routes', 'pages'],
        properties: {
          nom: { const: 'annonces-nc' },
          description: { type: 'string' },
          version: { const: 'v1' },
          liens: {
            type: 'object',
            additionalProperties: false,
            required: ['openapi', 'documentation', 'instantanes'],
            properties: {
              openapi: { const: '/v1/openapi.json', description: 'Ce document.' },
              documentation: { type: 'string', format: 'uri', description: 'La documentation de l’API.' },
              instantanes: { const: '/v1/snapshots', description: 'Les instantanés publiés.' },
            },
          },
          instantane_courant: {
            description: 'L’instantané servi par défaut ; null tant qu’aucun n’est chargé.',
            oneOf: [
              { type: 'null' },
              {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'cree_le', 'annonces', 'entreprises'],
                properties: {
                  id: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$' },
                  cree_le: { type: 'string', format: 'date-time' },
                  annonces: { type: 'integer', minimum: 0 },
                  entreprises: { type: 'integer', minimum: 0 },
                },
              },
            ],
          },
          routes: {
            type: 'array',
            description: 'Chaque opération de ce document, dans son ordre.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['methode', 'chemin', 'resume', 'cle_requise'],
              properties: {
                methode: { enum: ['GET', 'POST', 'PATCH', 'DELETE'] },
                chemin: { type: 'string', description: 'Gabarit du chemin (`/v1/entreprises/{ridet}`).' },
                resume: { type: 'string' },
                cle_requise: { type: 'boolean', description: 'Vrai quand l’opération refuse l’accès anonyme (offres par défaut).' },
              },
            },
          },
          pages: {
            type: 'array',
            description: 'Les pages publiques (HTML), hors /v1.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['chemin', 'resume'],
              properties: { chemin: { type: 'string' }, resume: { type: 'string' } },
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
    '/v1': {
      get: {
        operationId: 'getIndex',
        summary: 'Point d’entrée : liens vers ce document, la documentation et les instantanés, chaque route et page, l’instantané servi.',
        responses: {
          '200': {
            description: 'L’index de l’API, en JSON quel que soit Accept.',
            headers: { 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, 'X-Snapshot': { $ref: '#/components/headers/XSnapshot' }, ETag: { $ref: '#/components/headers/ETag' }, ...rateLimitHeaders },
            content: json('#/components/schemas/Index'),
          },
          '304': notModified,
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
        },
      },
    },
    '/v1/entreprises': {
      get: {
        operationId: 'listEntreprises',
        summary: 'Les entreprises par RIDET, toutes ou celles d’une valeur d’un filtre (listes préconstruites) ; avec `modifiees_depuis`, les fiches modifiées depuis une date (changements `entreprise.updated` de /v1/changes).',
        description: 'Un seul filtre parmi forme_juridique, etat, procedure, commune à la fois, éventuellement avec creee_depuis et creee_avant ; deux filtres, ou modifiees_depuis avec l’un d’eux, donnent 400 filters_not_combinable. Avec une plage de dates, une page lit au plus quelques pages de la liste : elle peut compter moins de `limit` entreprises (voire aucune) avec `has_more`.',
        parameters: operationParameters({ parameters: ENTREPRISES_LIST_PARAMETERS }),
        responses: {
          '200': {
            description: 'Une page d’entreprises (EntreprisesPage), ou avec modifiees_depuis une page de fiches modifiées, une entrée par instantané qui a modifié une fiche (ModifiedCompaniesPage).',
            headers: { ...okHeaders, Link: { $ref: '#/components/headers/Link' } },
            content: { 'application/json': { schema: { anyOf: [{ $ref: '#/components/schemas/EntreprisesPage' }, { $ref: '#/components/schemas/ModifiedCompaniesPage' }] } } },
          },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), filtres non combinables (filters_not_combinable), ou curseur illisible (cursor_malformed).'),
          '410': problem('Date antérieure à l’historique conservé, ou curseur expiré (changes_expired) ; `oldest_cursor` donne le plus ancien curseur servi.'),
          ...commonErrors,
        },
      },
    },
    '/v1/entreprises/{ridet}': {
      get: {
        operationId: 'getEntreprise',
        summary: 'Fiche entreprise et ses 50 annonces les plus récentes.',
        parameters: operationParameters(entreprisesRoute),
        responses: {
          '200': { description: 'Fiche entreprise.', headers: okHeaders, content: json('#/components/schemas/Entreprise') },
          '304': notModified,
          '400': problem('RIDET mal formé (invalid_ridet) ou paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('RIDET bien formé mais inconnu (entreprise_not_found), ou instantané inconnu (snapshot_not_found).'),
        },
      },
    },
    '/v1/entreprises/{ridet}.atom': {
      get: {
        operationId: 'getEntrepriseAtom',
        summary: 'Les annonces d’une entreprise en flux Atom 1.0 (les 50 de sa fiche).',
        parameters: operationParameters(entreprisesAtomRoute),
        responses: {
          '200': { description: 'Flux Atom (RFC 4287).', headers: okHeaders, content: atom },
          '304': notModified,
          '400': problem('RIDET mal formé (invalid_ridet) ou paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('RIDET bien formé mais inconnu (entreprise_not_found), ou instantané inconnu (snapshot_not_found).'),
        },
      },
    },
    '/v1/annonces': {
      get: {
        operationId: 'listAnnonces',
        summary: 'Annonces légales, de la plus récente à la plus ancienne (date, puis id).',
        parameters: operationParameters(annoncesRoute),
        responses: {
          '200': {
            description: 'Une page d’annonces.',
            headers: { ...okHeaders, Link: { $ref: '#/components/headers/Link' } },
            content: json('#/components/schemas/AnnoncesPage'),
          },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), détaillé dans `errors`.'),
          ...commonErrors,
          '404': problem('`ridet` bien formé mais inconnu (entreprise_not_found), ou instantané inconnu (snapshot_not_found).'),
        },
      },
    },
    '/v1/annonces/{id}': {
      get: {
        operationId: 'getAnnonce',
        summary: 'Une annonce en entier : texte publié, changements, corrections, provenance.',
        parameters: operationParameters(annonceRoute),
        responses: {
          '200': { description: 'L’annonce en entier.', headers: okHeaders, content: json('#/components/schemas/AnnonceDetail') },
          '304': notModified,
          '400': problem('Identifiant mal formé ou paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('Aucune annonce de cet identifiant dans l’instantané (annonce_not_found), ou instantané inconnu (snapshot_not_found).'),
        },
      },
    },
    '/v1/annonces.atom': {
      get: {
        operationId: 'listAnnoncesAtom',
        summary: 'Les annonces les plus récentes en flux Atom 1.0, avec les filtres de /v1/annonces.',
        parameters: operationParameters(annoncesAtomRoute),
        responses: {
          '200': { description: 'Flux Atom (RFC 4287).', headers: okHeaders, content: atom },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), détaillé dans `errors`.'),
          ...commonErrors,
        },
      },
    },
    '/v1/changes': {
      get: {
        operationId: 'listChanges',
        summary: 'Les changements publiés depuis un curseur, du plus ancien au plus récent : annonces créées, corrigées, retirées, fiches modifiées.',
        description:
          'Sans `since`, aucune annonce mais le curseur de maintenant (`next_cursor`). Une page pleine (has_more) ne change plus : `Cache-Control: public, max-age=31536000, immutable`. Historique conservé : les instantanés gardés par le stockage (au moins 90 jours) ; au-delà, 410 changes_expired avec `oldest_cursor`.',
        parameters: operationParameters({ parameters: CHANGES_PARAMETERS }),
        responses: {
          '200': {
            description: 'Une page de changements.',
            headers: { ...okHeaders, Link: { $ref: '#/components/headers/Link' } },
            content: json('#/components/schemas/ChangesPage'),
          },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter), ou curseur illisible (cursor_malformed).'),
          '410': problem('Curseur plus ancien que l’historique conservé, ou hors de l’historique servi après un retour en arrière (changes_expired) ; `oldest_cursor` donne le plus ancien encore servi.'),
          ...commonErrors,
          '429': problem(
            'Limite ou quota dépassé (rate_limited, quota_exceeded), ou ce client a déjà le maximum d’attentes en cours (long_poll_limit, paramètre wait) : `Retry-After` donne quand la première se termine au plus tard.',
            { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
          ),
        },
      },
    },
    '/v1/search': {
      get: {
        operationId: 'searchEntreprises',
        summary: 'Recherche d’entreprises par dénomination (actuelle ou ancienne), RIDET ou RID, dirigeant (actuel ou ancien) ou commune du siège.',
        parameters: operationParameters(searchRoute),
        responses: {
          '200': { description: 'Résultats, les plus pertinents d’abord.', headers: okHeaders, content: json('#/components/schemas/SearchPage') },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter).'),
          ...commonErrors,
          '429': problem(
            'Limite ou quota dépassé (rate_limited, quota_exceeded), ou ce client a déjà SEARCHES_PER_CLIENT recherches en attente de leur tour (search_limit, `Retry-After: 1`).',
            { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
          ),
        },
      },
    },
    '/v1/snapshots': {
      get: {
        operationId: 'listSnapshots',
        summary: 'Les instantanés publiés, du plus récent au plus ancien, pour les lectures à date (`snapshot=`).',
        parameters: operationParameters(snapshotsRoute),
        responses: {
          '200': {
            description: 'Une page d’instantanés.',
            headers: { ...okHeaders, Link: { $ref: '#/components/headers/Link' } },
            content: json('#/components/schemas/SnapshotsPage'),
          },
          '304': notModified,
          '400': problem('Paramètre invalide (invalid_parameter).'),
          ...commonErrors,
        },
      },
    },
    '/v1/documents/{sha256}': {
      get: {
        operationId: 'getDocument',
        summary: 'Un document source archivé (PDF, page HTML), octet pour octet tel que récupéré et analysé, à l’adresse de son empreinte sha256 (champ `document_url` des annonces).',
        description:
          'Le contenu est vérifié contre l’empreinte avant d’être servi, envoyé sans compression (les octets reçus ont l’empreinte de l’adresse), avec son type de média d’origine, `ETag` = l’empreinte entre guillemets et `Cache-Control: public, max-age=31536000, immutable`. Sans clé, compté sur le budget des pages (comme les flux Atom) ; avec une clé, sur son quota. Au plus 32 Mio (au-delà : 422 document_too_large). Un document dont toutes les annonces ont été retirées, ou retiré par l’opérateur, répond 410 document_withdrawn. Pas de requêtes partielles (`Accept-Ranges: none`).',
        parameters: operationParameters({ parameters: DOCUMENT_PARAMETERS }),
        responses: {
          '200': {
            description: 'Les octets archivés, avec leur type de média d’origine.',
            headers: {
              ETag: { description: 'L’empreinte sha256 du document, entre guillemets (étiquette forte).', schema: { type: 'string' } },
              'Cache-Control': { $ref: '#/components/headers/CacheControl' },
              'Content-Disposition': { schema: { type: 'string' } },
              ...rateLimitHeaders,
            },
            content: {
              'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
              'text/html': { schema: { type: 'string', contentMediaType: 'text/html' } },
              'application/json': { schema: {} },
              'text/plain': { schema: { type: 'string' } },
              'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          },
          '304': notModified,
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '404': problem('Empreinte mal formée ou inconnue de l’archive (document_not_found).'),
          '410': problem('Document retiré de la publication : toutes ses annonces ont été retirées, ou l’opérateur l’a retiré (document_withdrawn).'),
          '422': problem('Document au-delà de la taille servie (document_too_large) : consultez la source officielle.'),
          '500': problem('Document archivé qui ne correspond plus à son empreinte (document_corrupt) : non servi, journalisé.'),
        },
      },
    },
    '/v1/exports': {
      get: {
        operationId: 'listExports',
        summary: 'Les fichiers en masse de l’instantané servi : ses annonces et ses fiches entreprises, en Parquet et en NDJSON compressé, avec taille, sha256 et nombre de lignes.',
        description:
          'Construits une fois par instantané, à la première demande : tant que la construction dure, 503 export_pending avec Retry-After. Les instantanés antérieurs : `snapshot=<id>` (leur construction est réservée aux clés autorisées à télécharger les fichiers : sans, 403 export_not_built tant qu’ils ne sont pas construits). Ouvert sans clé ; le téléchargement des octets demande une clé (docs/access.md).',
        parameters: operationParameters({ pinnable: true }),
        responses: {
          '200': { description: 'Les quatre fichiers de l’instantané.', headers: okHeaders, content: json('#/components/schemas/ExportList') },
          '304': notModified,
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '403': problem('Le plan de la clé n’inclut pas cette ressource (plan_forbidden), ou fichiers d’un instantané antérieur jamais construits, dont seule une clé autorisée à les télécharger peut demander la construction (export_not_built).'),
          '503': problem('Fichiers en construction (export_pending, avec Retry-After), serveur sans stockage (exports_unavailable), ou aucun instantané chargé (snapshot_unavailable).', {
            'Retry-After': { $ref: '#/components/headers/RetryAfter' },
          }),
        },
      },
    },
    '/v1/exports/{snapshot}/{fichier}': {
      get: {
        operationId: 'getExport',
        summary: 'Les octets d’un fichier en masse, vérifiés contre leur sha256, avec requêtes partielles (Range).',
        description:
          'Une seule plage par requête (`Range: bytes=début-fin`, `bytes=début-`, `bytes=-n`) : 206 avec Content-Range ; au-delà de la fin, 416 avec `Content-Range: bytes */taille` ; plusieurs plages : le fichier entier. `If-Range` avec l’ETag. `ETag` = le sha256 entre guillemets, `Cache-Control: public, max-age=31536000, immutable`, jamais recompressé. Demande une clé (tout plan).',
        security: keyOnly,
        parameters: operationParameters({ parameters: EXPORT_FILE_PARAMETERS }),
        responses: {
          '200': {
            description: 'Le fichier entier.',
            headers: exportHeaders,
            content: exportContent,
          },
          '206': {
            description: 'La plage demandée.',
            headers: { ...exportHeaders, 'Content-Range': { schema: { type: 'string' } } },
            content: exportContent,
          },
          '304': notModified,
          '400': problem('Paramètre inconnu (invalid_parameter).'),
          ...commonErrors,
          '403': problem('Le plan de la clé n’inclut pas cette ressource (plan_forbidden), ou fichiers d’un instantané antérieur jamais construits, dont seule une clé autorisée à les télécharger peut demander la construction (export_not_built).'),
          '404': problem('Instantané non servi ou nom de fichier inconnu (export_not_found).'),
          '416': problem('Plage hors du fichier (range_not_satisfiable).', { 'Content-Range': { schema: { type: 'string' } } }),
          '500': problem('Fichier qui ne correspond plus à son empreinte (export_corrupt) : non servi, journalisé.'),
          '503': problem('Fichiers en construction (export_pending, avec Retry-After), ou serveur sans stockage (exports_unavailable).', {
            'Retry-After': { $ref: '#/components/headers/RetryAfter' },
          }),
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
          '406': problem('Accept-Encoding exclut la réponse non compressée sans accepter br ni gzip (not_acceptable).'),
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
          '406': problem('Accept-Encoding exclut la réponse non compressée sans accepter br ni gzip (not_acceptable).'),
          '413': problem('Corps de requête trop volumineux.'),
          '503': problem('Aucun instantané chargé (snapshot_unavailable).'),
        },
      },
    },
  },
} as const;

/** Two parts of the API declare the same path or schema: a programming error, found at start. */
export class OpenApiConflictError extends AppError<'openapi_conflict'> {
  constructor(message: string) {
    super('openapi_conflict', message);
  }
}

/** An OpenAPI document as served: the core's shape, its paths and schemas open to the modules'. */
export type OpenApiDocument = Omit<typeof CORE_OPENAPI_DOCUMENT, 'paths' | 'components'> & {
  paths: Record<string, unknown>;
  components: Omit<typeof CORE_OPENAPI_DOCUMENT.components, 'schemas'> & { schemas: Record<string, unknown> };
};

/** What GET /v1 and GET /v1/openapi.json describe: every served module's contract, merged. */
export interface ServedDescription {
  readonly document: OpenApiDocument;
  /** Each served HTML page outside /v1 with what it is, in the modules' order. */
  readonly pages: Readonly<Record<string, string>>;
}

/**
 * The document and pages of a server serving these modules' contracts, in their order (the
 * core's first, as the composition roots list it): thrown at start on a conflict.
 */
export function servedDescription(contracts: readonly ModuleContract[]): ServedDescription {
  const pages = Object.assign({}, ...contracts.map((c) => c.pages ?? {})) as Record<string, string>;
  return { document: openApiDocument(contracts), pages };
}

const CORE_PROBLEM = CORE_OPENAPI_DOCUMENT.components.schemas.Problem;

/**
 * The document of the given contracts, merged in their order into the frame every module's
 * refers to (CORE_OPENAPI_DOCUMENT's info, shared components and security, in its key order): a
 * path or schema declared twice is a programming error, thrown at start, never served
 * half-merged. The `Problem` schema, declared by the core, lists its codes and then every other
 * contract's.
 */
export function openApiDocument(contracts: readonly ModuleContract[]): OpenApiDocument {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const contract of contracts) {
    for (const [name, item] of Object.entries(contract.paths)) {
      if (name in paths) throw new OpenApiConflictError(`OpenAPI : le chemin ${name} est déclaré deux fois`);
      paths[name] = item;
    }
    for (const [name, schema] of Object.entries(contract.schemas)) {
      if (name in schemas) throw new OpenApiConflictError(`OpenAPI : le schéma ${name} est déclaré deux fois`);
      schemas[name] = schema;
    }
  }
  if (schemas['Problem'] === CORE_PROBLEM) {
    const codes: string[] = [...CORE_PROBLEM.properties.code.enum];
    for (const contract of contracts) for (const code of Object.keys(contract.problems)) if (!codes.includes(code)) codes.push(code);
    schemas['Problem'] = { ...CORE_PROBLEM, properties: { ...CORE_PROBLEM.properties, code: { ...CORE_PROBLEM.properties.code, enum: codes } } };
  }
  return { ...CORE_OPENAPI_DOCUMENT, paths, components: { ...CORE_OPENAPI_DOCUMENT.components, schemas } };
}
