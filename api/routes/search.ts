import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import { ApiError } from '../problem.ts';
import { requestClient } from '../request-client.ts';
import { SearchLimitError, searchQueue } from '../search/search-queue.ts';
import type { Route } from '../route.ts';

export const SEARCH_LIMIT = { min: 1, max: 50, default: 10 } as const;
export const SEARCH_Q_MIN = 2;
export const SEARCH_Q_MAX = 200;
export const SEARCH_PARAMETERS = [
  { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: SEARCH_Q_MIN, maxLength: SEARCH_Q_MAX } },
  limitParameter(SEARCH_LIMIT, 'Nombre de résultats.'),
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(SEARCH_PARAMETERS);

/** GET /v1/search: companies by dénomination (current or former), RIDET or RID digits. */
export const searchRoute: Route = {
  id: 'search',
  template: '/v1/search',
  needsSnapshot: true,
  parameters: SEARCH_PARAMETERS,
  pinnable: true,
  cacheable: true,
  async handle({ rawQuery, view, settings, principal, clientAddress }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const raw = query.string('q', { maxLength: SEARCH_Q_MAX, required: `le texte à chercher, de ${SEARCH_Q_MIN} à ${SEARCH_Q_MAX} caractères` });
    const limit = query.integer('limit', SEARCH_LIMIT);
    const q = raw?.trim() ?? null;
    if (q !== null && [...q].length < SEARCH_Q_MIN) {
      query.fail('q', `au moins ${SEARCH_Q_MIN} caractères hors espaces de début et de fin`);
    }
    query.assertValid();
    const engine = await view!.search();
    const share = { client: requestClient({ principal, clientAddress }), limit: settings.searchesPerClient };
    const { hits, total } = engine ? await searchQueue.run(() => engine.search(q!, limit), share).catch(searchLimitProblem) : { hits: [], total: 0 };
    return {
      status: 200,
      body: { data: hits, pagination: { limit, next_cursor: null, has_more: total > hits.length } },
      cache: 'data',
    };
  },
};

function searchLimitProblem(error: unknown): never {
  if (error instanceof SearchLimitError) {
    throw ApiError.of(
      'search_limit',
      `Ce client a déjà ${error.limit} recherches en attente, le maximum : attendez la réponse de l’une d’elles.`,
      { headers: { 'Retry-After': '1' } },
    );
  }
  throw error;
}
