import type { OpenApiDocument, ServedDescription } from '../openapi.ts';
import { PROBLEM_TYPE_BASE } from '../problem.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';

/** Where the documentation is published: the page the problems' `type` URIs point into. */
export const DOCUMENTATION_URL = PROBLEM_TYPE_BASE.slice(0, PROBLEM_TYPE_BASE.indexOf('#'));

/**
 * What each page of the core (PAGE_ROUTES) is, for the index; a module's pages come with its
 * contract. A test checks the index lists exactly the pages the process serves.
 */
export const CORE_PAGE_SUMMARIES: Readonly<Record<string, string>> = {
  '/widget.html': 'Widget à intégrer dans une iframe : les dernières annonces de quelques entreprises (ridets, limit, theme).',
  '/entreprise.html': 'Page publique d’une entreprise, celle de fiche_url (ridet).',
};

interface Operation {
  summary: string;
  security?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * The routes as the OpenAPI document describes them, in its order. Read from the document, not
 * from the route table: the document is tested to list exactly the routes served, with the
 * summaries a reader wants here.
 */
function routeList(document: OpenApiDocument) {
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      methode: method.toUpperCase(),
      chemin: path,
      resume: operation.summary,
      // An operation whose security has no empty requirement cannot be called anonymously.
      cle_requise: operation.security !== undefined && !operation.security.some((s) => Object.keys(s).length === 0),
    })),
  );
}

/** The document, its routes and the pages of a served description, as the index lists them. */
function indexListing({ document, pages }: ServedDescription) {
  return { document, routes: routeList(document), pages: Object.entries(pages).map(([chemin, resume]) => ({ chemin, resume })) };
}

/**
 * GET /v1: where a newcomer lands first. Links to the OpenAPI document, the documentation and
 * the snapshots, every route and page, and the snapshot being served. JSON whatever Accept says
 * (browsers show JSON as it is; one representation to keep true), and cheap: the only part that
 * changes is the current snapshot, so it is remembered per snapshot like the data.
 */
export function v1IndexRoute(description: () => ServedDescription): Route {
  // Read on the first request: the description is complete once every module has started.
  let listed: ReturnType<typeof indexListing> | null = null;
  return {
    id: 'index',
    template: '/v1',
    needsSnapshot: false,
    cacheable: true,
    async handle({ rawQuery, snapshot }) {
      new QueryReader(rawQuery, []).assertValid();
      const { document, routes, pages } = (listed ??= indexListing(description()));
      return {
        status: 200,
        body: {
          nom: document.info.title,
          description: document.info.summary,
          version: 'v1',
          liens: { openapi: '/v1/openapi.json', documentation: DOCUMENTATION_URL, instantanes: '/v1/snapshots' },
          instantane_courant: snapshot
            ? { id: snapshot.id, cree_le: snapshot.createdAt, annonces: snapshot.counts.announcements, entreprises: snapshot.counts.companies }
            : null,
          routes,
          pages,
        },
        // Before the first snapshot, the answer changes as soon as one is loaded.
        cache: snapshot ? 'data' : 'no-store',
      };
    },
  };
}
