import { OPENAPI_DOCUMENT } from '../openapi.js';
import { QueryReader } from '../query.js';
import type { Route } from '../route.js';

/** GET /v1/openapi.json: the hand-written OpenAPI 3.1 description of the whole API. */
export const openapiRoute: Route = {
  id: 'openapi',
  template: '/v1/openapi.json',
  needsSnapshot: false,
  async handle({ rawQuery }) {
    new QueryReader(rawQuery, []).assertValid();
    return { status: 200, body: OPENAPI_DOCUMENT, cache: 'static' };
  },
};
