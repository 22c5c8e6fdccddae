import { ANNONCE_TYPES } from '../../kernel/model/announcement.ts';
import { queryCompanyFeed } from '../company-feed.ts';
import { CursorError, decodeCursor, encodeCursor, type CursorFilters } from '../cursor.ts';
import { queryFeed } from '../feed-query.ts';
import { ApiError } from '../problem.ts';
import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import { compareKeys, type FeedKey } from '../../publish/artefacts/feed-layout.ts';
import type { Route } from '../route.ts';
import { isRidet, RIDET_SHAPE } from '../../kernel/model/ridet-shape.ts';

export const ANNONCES_LIMIT = { min: 1, max: 100, default: 20 } as const;
export const ANNONCES_PARAMETERS = [
  {
    name: 'ridet',
    in: 'query',
    required: false,
    description: 'Seulement les annonces de cette entreprise (10 chiffres), toutes et pas seulement les 50 de sa fiche ; se combine avec les autres filtres. Un RIDET bien formé sans entreprise donne 404 entreprise_not_found.',
    schema: { type: 'string', pattern: RIDET_SHAPE.source },
  },
  { name: 'type', in: 'query', required: false, schema: { $ref: '#/components/schemas/AnnonceType' } },
  { name: 'source', in: 'query', required: false, description: 'Liste ouverte ; une source inconnue donne une liste vide.', schema: { type: 'string', minLength: 1, maxLength: 100 } },
  { name: 'since', in: 'query', required: false, description: 'Seulement les annonces datées de ce jour ou après (AAAA-MM-JJ).', schema: { type: 'string', format: 'date' } },
  { name: 'until', in: 'query', required: false, description: 'Seulement les annonces datées de ce jour ou avant (AAAA-MM-JJ).', schema: { type: 'string', format: 'date' } },
  limitParameter(ANNONCES_LIMIT, 'Nombre d’annonces par page.'),
  { name: 'cursor', in: 'query', required: false, description: 'Valeur `next_cursor` de la page précédente, avec les mêmes filtres.', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(ANNONCES_PARAMETERS);

/**
 * `until` as a keyset position: items strictly older than the day after it, which is every item
 * dated `until` or before, whatever its id (no id sorts before the empty string).
 */
function untilKey(until: string): FeedKey {
  const next = new Date(`${until}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { date: next.toISOString().slice(0, 10), id: '' };
}

/**
 * GET /v1/annonces: newest first by (date, id), served from the prebuilt feed of the filter
 * combination; `until` starts the walk at that day, as a cursor would. An unknown `source` is
 * not an error (the list of sources is open-ended): its feed simply does not exist, so the list
 * is empty. `ridet` narrows to one company's announcements (api/company-feed.ts), the same items;
 * a well-formed RIDET of no company is 404, as its record is.
 */
export const annoncesRoute: Route = {
  id: 'annonces.list',
  template: '/v1/annonces',
  needsSnapshot: true,
  parameters: ANNONCES_PARAMETERS,
  pinnable: true,
  cacheable: true,
  async handle({ rawQuery, view, pinned }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const ridet = query.string('ridet', { maxLength: 100 });
    if (ridet !== null && !isRidet(ridet)) query.fail('ridet', 'un RIDET s’écrit en 10 chiffres sans espace ni séparateur (7 chiffres du RID, 3 du rang), par exemple 1234567001');
    const type = query.oneOf('type', ANNONCE_TYPES);
    const source = query.string('source', { maxLength: 100 });
    const since = query.date('since');
    const until = query.date('until');
    const limit = query.integer('limit', ANNONCES_LIMIT);
    const rawCursor = query.string('cursor', { maxLength: 1000 });
    // Both bounds are inclusive: a range that ends before it starts holds nothing by construction,
    // which is a client's mistake (swapped dates), not an empty result to page through.
    if (since !== null && until !== null && since > until) query.fail('until', `doit être le ${since} ou après : since et until bornent l’intervalle des dates (reçu since=${since}, until=${until})`);
    query.assertValid();
    const filters: CursorFilters = { type, source, since, until, ridet };
    let after: FeedKey | null = until === null ? null : untilKey(until);
    if (rawCursor !== null) {
      try {
        const position = decodeCursor(rawCursor, filters);
        if (after === null || compareKeys(position, after) < 0) after = position;
      } catch (error) {
        if (!(error instanceof CursorError)) throw error;
        query.fail('cursor', error.message);
        query.assertValid();
      }
    }
    const result = ridet === null
      ? await queryFeed(view!, { filter: { type, source }, after, since, limit })
      : await queryCompanyFeed(view!, { ridet, type, source, after, since, limit });
    if (result === null) throw ApiError.of('entreprise_not_found', `Aucune entreprise de RIDET ${ridet} dans les données publiées.`);
    const last = result.items[result.items.length - 1];
    const nextCursor = result.hasMore && last ? encodeCursor(last, filters) : null;
    const headers: Record<string, string> = {};
    if (nextCursor !== null) {
      const next = new URLSearchParams();
      if (ridet !== null) next.set('ridet', ridet);
      if (type !== null) next.set('type', type);
      if (source !== null) next.set('source', source);
      if (since !== null) next.set('since', since);
      if (until !== null) next.set('until', until);
      next.set('limit', String(limit));
      next.set('cursor', nextCursor);
      if (pinned) next.set('snapshot', view!.id);
      headers.link = `</v1/annonces?${next.toString()}>; rel="next"`;
    }
    return {
      status: 200,
      body: { data: result.items, pagination: { limit, next_cursor: nextCursor, has_more: result.hasMore } },
      headers,
      cache: 'data',
    };
  },
};
