import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import { searchQueue } from '../search/search-queue.ts';
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
  async handle({ rawQuery, view }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const raw = query.string('q', { maxLength: SEARCH_Q_MAX, required: `le texte à chercher, de ${SEARCH_Q_MIN} à ${SEARCH_Q_MAX} caractères` });
    const limit = query.integer('limit', SEARCH_LIMIT);
    const q = raw?.trim() ?? null;
    if (q !== null && [...q].length < SEARCH_Q_MIN) {
      query.fail('q', `au moins ${SEARCH_Q_MIN} caractères hors espaces de début et de fin`);
    }
    query.assertValid();
    const engine = await view!.search();
    const { hits, total } = engine ? await searchQueue.run(() => engine.search(q!, limit)) : { hits: [], total: 0 };
    return {
      status: 200,
      body: { data: hits, pagination: { limit, next_cursor: null, has_more: total > hits.length } },
      cache: 'data',
    };
  },
};
