import { OPENAPI_DOCUMENT } from '../openapi.js';
import { PROBLEM_TYPE_BASE } from '../problem.js';
import { QueryReader } from '../query.js';
import type { Route } from '../route.js';

/** Where the documentation is published: the page the problems' `type` URIs point into. */
export const DOCUMENTATION_URL = PROBLEM_TYPE_BASE.slice(0, PROBLEM_TYPE_BASE.indexOf('#'));

/**
 * What each page is, for the index: the core's (PAGE_ROUTES), then those of the readers' reports
 * module (signalements/, mounted by `npm run serve`), named here as the OpenAPI document names
 * the module's API route, the core importing nothing of it. A test checks this lists exactly
 * the pages the process serves.
 */
export const PAGE_SUMMARIES: Record<string, string> = {
  '/widget.html': 'Widget à intégrer dans une iframe : les dernières annonces de quelques entreprises (ridets, limit, theme).',
  '/entreprise.html': 'Page publique d’une entreprise, celle de fiche_url (ridet).',
  '/entreprises/{ridet}/signaler':
    'Formulaire « Signaler une erreur » sans JavaScript (annonce, facultatif) : GET l’affiche, POST l’envoie depuis cette page seulement (jeton et Origin vérifiés) ; les programmes utilisent POST /v1/signalements.',
  '/signalements/merci': 'Confirmation d’un signalement envoyé par le formulaire.',
};

interface Operation {
  summary: string;
  security?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * The routes as the OpenAPI document describes them, in its order. Read from the document, not
 * from ROUTES: the index is one of ROUTES (an import cycle), and the document is tested to list
 * exactly ROUTES, with the summaries a reader wants here.
 */
const ROUTE_LIST = Object.entries(OPENAPI_DOCUMENT.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    methode: method.toUpperCase(),
    chemin: path,
    resume: operation.summary,
    // An operation whose security has no empty requirement cannot be called anonymously.
    cle_requise: operation.security !== undefined && !operation.security.some((s) => Object.keys(s).length === 0),
  })),
);

const PAGE_LIST = Object.entries(PAGE_SUMMARIES).map(([chemin, resume]) => ({ chemin, resume }));

/**
 * GET /v1: where a newcomer lands first. Links to the OpenAPI document, the documentation and
 * the snapshots, every route and page, and the snapshot being served. JSON whatever Accept says
 * (browsers show JSON as it is; one representation to keep true), and cheap: the only part that
 * changes is the current snapshot, so it is remembered per snapshot like the data.
 */
export const v1IndexRoute: Route = {
  id: 'index',
  template: '/v1',
  needsSnapshot: false,
  cacheable: true,
  async handle({ rawQuery, snapshot }) {
    new QueryReader(rawQuery, []).assertValid();
    return {
      status: 200,
      body: {
        nom: OPENAPI_DOCUMENT.info.title,
        description: OPENAPI_DOCUMENT.info.summary,
        version: 'v1',
        liens: { openapi: '/v1/openapi.json', documentation: DOCUMENTATION_URL, instantanes: '/v1/snapshots' },
        instantane_courant: snapshot
          ? { id: snapshot.id, cree_le: snapshot.createdAt, annonces: snapshot.counts.announcements, entreprises: snapshot.counts.companies }
          : null,
        routes: ROUTE_LIST,
        pages: PAGE_LIST,
      },
      // Before the first snapshot, the answer changes as soon as one is loaded.
      cache: snapshot ? 'data' : 'no-store',
    };
  },
};
