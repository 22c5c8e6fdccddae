import type { ServedDescription } from '../openapi.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 description of what this server serves (the core's and
 * its modules'), known once every module has started.
 */
export function openapiRoute(description: () => ServedDescription): Route {
  return {
    id: 'openapi',
    template: '/v1/openapi.json',
    needsSnapshot: false,
    async handle({ rawQuery }) {
      new QueryReader(rawQuery, []).assertValid();
      return { status: 200, body: description().document, cache: 'static' };
    },
  };
}
