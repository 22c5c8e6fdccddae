import { annoncesAtomRoute, entreprisesAtomRoute } from '../pages/atom-routes.js';
import type { Route } from '../route.js';
import { annoncesRoute } from './annonces.js';
import { entreprisesRoute } from './entreprises.js';
import { healthzRoute, readyzRoute } from './health.js';
import { openapiRoute } from './openapi.js';
import { searchRoute } from './search.js';

/** Every route of the API, in one place (docs/api.md and the OpenAPI document are checked against it). */
export const ROUTES: readonly Route[] = [
  // The Atom routes first: /v1/entreprises/{ridet} would match /v1/entreprises/{ridet}.atom too.
  entreprisesAtomRoute, annoncesAtomRoute,
  entreprisesRoute, annoncesRoute, searchRoute, openapiRoute, healthzRoute, readyzRoute,
];

/** Every route answers GET and HEAD; OPTIONS is the CORS preflight. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
