import { encodeChangeCursor, type ChangeCursor } from '../changes/change-cursor.ts';
import { changePage, ChangesExpiredError, oldestCursor } from '../changes/change-feed.ts';
import type { ChangeLog } from '../changes/change-log.ts';
import { decodeCursorParameter, expiredProblem } from '../changes/change-problems.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { ApiError } from '../problem.ts';
import { CHANGES_LIMIT } from './changes.ts';
import { BROWSE_NAMES, BROWSE_PARAMETERS, ENTREPRISES_BROWSE_LIMIT, ONE_LIST_FILTER, browseEntreprises } from './entreprises-liste.ts';

export const ENTREPRISES_LIST_PARAMETERS = [
  {
    name: 'modifiees_depuis',
    in: 'query',
    required: false,
    description: 'AAAA-MM-JJ : les fiches modifiées par les instantanés publiés ce jour-là (heure de Nouméa) ou après ; seuls limit et cursor l’accompagnent.',
    schema: { type: 'string', format: 'date' },
  },
  ...BROWSE_PARAMETERS,
  // Two bounds, one per list: the schema gives the wider one and no default.
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Nombre d’entrées par page : 1 à ${ENTREPRISES_BROWSE_LIMIT.max} (défaut ${ENTREPRISES_BROWSE_LIMIT.default}) pour parcourir, 1 à ${CHANGES_LIMIT.max} (défaut ${CHANGES_LIMIT.default}) avec modifiees_depuis.`,
    schema: { type: 'integer', minimum: 1, maximum: Math.max(CHANGES_LIMIT.max, ENTREPRISES_BROWSE_LIMIT.max) },
  },
  { name: 'cursor', in: 'query', required: false, description: 'Valeur `next_cursor` de la page précédente, avec les mêmes filtres.', schema: { type: 'string', maxLength: 200 } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(ENTREPRISES_LIST_PARAMETERS);

/** What a bad cursor of the modifiees_depuis list is told: that list's own filters and where its cursors come from. */
const MODIFIEES_CURSOR = 'curseur illisible ; reprenez tel quel le next_cursor (ou le cursor d’un élément) d’une page de /v1/entreprises?modifiees_depuis=…, avec le même modifiees_depuis, ou repartez sans curseur';

/** Pacific/Noumea is UTC+11 all year (no DST since 1979): its days start at 13:00 UTC the day before. */
const NOUMEA_OFFSET = '+11:00';

/**
 * GET /v1/entreprises: with modifiees_depuis, the changed records below; without it, the
 * companies browsed by RIDET (entreprises-liste.ts). The two lists do not mix.
 *
 * GET /v1/entreprises?modifiees_depuis=<date>: the company records that changed in snapshots
 * published on or after that day (Nouméa time), oldest change first: the `entreprise.updated`
 * events of the change feed from there, one item per snapshot that changed a record, paginated
 * with the feed's cursor, from the app's change log.
 */
export function entreprisesModifieesRoute(log: ChangeLog): Route {
  return {
    id: 'entreprises.list',
    template: '/v1/entreprises',
    parameters: ENTREPRISES_LIST_PARAMETERS,
    needsSnapshot: true,
    async handle({ rawQuery, snapshot, view }) {
      const query = new QueryReader(rawQuery, ACCEPTED);
      const given = new URLSearchParams(rawQuery);
      if (!given.has('modifiees_depuis')) return browseEntreprises(query, { view });
      const mixed = BROWSE_NAMES.filter((name) => given.has(name));
      if (mixed.length > 0) {
        throw ApiError.of(
          'filters_not_combinable',
          `modifiees_depuis ne se combine pas avec ${mixed.join(', ')} : la liste des fiches modifiées n’accepte que limit et cursor ; pour parcourir les entreprises, omettez modifiees_depuis et donnez ${ONE_LIST_FILTER}.`,
        );
      }
      const since = query.date('modifiees_depuis');
      const limit = query.integer('limit', CHANGES_LIMIT);
      const rawCursor = query.string('cursor', { maxLength: 200 });
      query.assertValid();
      let start: ChangeCursor | null;
      if (rawCursor !== null) {
        start = decodeCursorParameter('cursor', rawCursor, MODIFIEES_CURSOR);
      } else {
        const history = await log.history(snapshot!);
        const boundary = Date.parse(`${since!}T00:00:00${NOUMEA_OFFSET}`);
        const first = history.findIndex((entry) => Date.parse(entry.createdAt) >= boundary);
        // Changes between that day and the oldest snapshot kept would be missing from the list.
        if (first === 0 && history[0]!.parentId !== null) {
          throw expiredProblem(
            new ChangesExpiredError(
              `Le ${since!} est antérieur à l’historique conservé (à partir de l’instantané ${history[0]!.id}) ; donnez une date plus récente, ou reprenez /v1/changes depuis oldest_cursor`,
              encodeChangeCursor(oldestCursor(history)),
            ),
          );
        }
        start = first === -1 ? null : { snapshot: history[first]!.id, position: 0 };
      }
      const page = start === null
        ? { events: [], hasMore: false, nextCursor: '' }
        : await changePage(log, snapshot!, { since: start, limit, filter: { type: null, source: null, ridet: null, kinds: ['entreprise.updated'] } }).catch((error: unknown) => {
            throw error instanceof ChangesExpiredError ? expiredProblem(error) : error;
          });
      const nextCursor = page.hasMore ? page.nextCursor : null;
      const headers: Record<string, string> = {};
      if (nextCursor !== null) {
        const next = new URLSearchParams({ modifiees_depuis: since!, limit: String(limit), cursor: nextCursor });
        headers.link = `</v1/entreprises?${next.toString()}>; rel="next"`;
      }
      return {
        status: 200,
        body: {
          data: page.events.map((event) => ({ ridet: event.ridet, champs: event.champs ?? [], snapshot: event.snapshot, date: event.date, cursor: event.cursor })),
          pagination: { limit, next_cursor: nextCursor, has_more: page.hasMore },
        },
        headers,
        cache: 'data',
      };
    },
  };
}
