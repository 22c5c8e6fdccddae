import type { BulkExports } from '../bulk-export-service.ts';
import type { ChangeFeed } from '../changes/change-feed-service.ts';
import type { DocumentArchive } from '../document-archive.ts';
import { annoncesAtomRoute, entreprisesAtomRoute } from '../pages/atom-routes.ts';
import type { ServedDescription } from '../openapi.ts';
import { routeMethods, type Route } from '../route.ts';
import { annonceRoute } from './annonce.ts';
import { annoncesRoute } from './annonces.ts';
import { changesRoute } from './changes.ts';
import { documentsRoute } from './documents.ts';
import { entreprisesRoute } from './entreprises.ts';
import { entreprisesModifieesRoute } from './entreprises-modifiees.ts';
import { exportsGetRoute, exportsListRoute } from './exports.ts';
import { healthzRoute, readyzRoute } from './health.ts';
import { openapiRoute } from './openapi.ts';
import { searchRoute } from './search.ts';
import { snapshotsRoute } from './snapshots.ts';
import { v1IndexRoute } from './v1-index.ts';

/** What the core routes that read a store are made with (null: the server has no such store). */
export interface CoreRouteStores {
  /** GET /v1/documents/{sha256}; without it that route answers 404. */
  documents: DocumentArchive | null;
  /** GET /v1/exports; without it those routes answer 503 exports_unavailable. */
  exports: BulkExports | null;
  /** GET /v1/changes: its pages and long polls (the app's own). */
  changes: ChangeFeed;
}

/**
 * Every route of the API core, in one place, the stores they read captured; the index and the
 * OpenAPI document describe what the server serves (`description`, complete once every module
 * has started: docs/api.md and the document are checked against the routes, the modules' with
 * them).
 */
export function coreRoutes(stores: CoreRouteStores, description: () => ServedDescription): Route[] {
  return [
    // The Atom routes first: /v1/entreprises/{ridet} would match /v1/entreprises/{ridet}.atom too.
    entreprisesAtomRoute, annoncesAtomRoute,
    v1IndexRoute(description), entreprisesRoute, entreprisesModifieesRoute(stores.changes.log), annoncesRoute, annonceRoute, changesRoute(stores.changes), searchRoute, snapshotsRoute,
    documentsRoute(stores.documents), exportsListRoute(stores.exports), exportsGetRoute(stores.exports), openapiRoute(description), healthzRoute, readyzRoute,
  ];
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods answered at a path (its routes' methods, plus OPTIONS), for Allow and the preflight. */
export function allowedMethods(routes: readonly Route[]): string[] {
  const methods = new Set<string>(['OPTIONS', ...routes.flatMap((r) => routeMethods(r))]);
  return METHOD_ORDER.filter((m) => methods.has(m));
}
