import { ANNONCE_TYPES } from '../../kernel/model/announcement.ts';
import { CHANGE_KINDS, type ChangeKind } from '../../kernel/model/change-event-id.ts';
import { ChangeCursorError, type ChangeCursor } from '../changes/change-cursor.ts';
import { ChangesExpiredError } from '../changes/change-feed.ts';
import type { ChangeFeed } from '../changes/change-feed-service.ts';
import { decodeCursorParameter, expiredProblem, malformedProblem } from '../changes/change-problems.ts';
import type { PageRequest } from '../changes/change-pages.ts';
import { LongPollLimitError } from '../changes/long-polls.ts';
import { ApiError } from '../problem.ts';
import { requestClient } from '../request-client.ts';
import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { isRidet } from '../../kernel/model/ridet-shape.ts';

/** `since=debut`: from the oldest position still served (a client's first replay of the history kept). */
export const SINCE_OLDEST = 'debut';
/** Long polling: seconds a request with nothing new may wait for the next snapshot. */
export const CHANGES_WAIT = { min: 0, max: 30, default: 0 } as const;
/** Larger than /v1/annonces' pages: a client catching up reads many small events. */
export const CHANGES_LIMIT = { min: 1, max: 1000, default: 100 } as const;
export const CHANGES_PARAMETERS = [
  { name: 'since', in: 'query', required: false, description: 'Curseur opaque (`next_cursor` ou `cursor` d’un changement), ou `debut` : depuis le plus ancien changement encore servi. Absent : maintenant.', schema: { type: 'string', maxLength: 200 } },
  limitParameter(CHANGES_LIMIT, 'Nombre de changements par page.'),
  { name: 'type', in: 'query', required: false, description: 'Type d’annonce ; exclut les changements de fiche.', schema: { $ref: '#/components/schemas/AnnonceType' } },
  { name: 'source', in: 'query', required: false, description: 'Source de l’annonce ; exclut les changements de fiche.', schema: { type: 'string', minLength: 1, maxLength: 100 } },
  { name: 'ridet', in: 'query', required: false, schema: { $ref: '#/components/schemas/Ridet' } },
  { name: 'kind', in: 'query', required: false, schema: { type: 'string', enum: [...CHANGE_KINDS] } },
  {
    name: 'wait',
    in: 'query',
    required: false,
    description:
      'Attente longue : avec `since`, si aucun changement ne suit, attendre jusqu’à ce nombre de secondes l’instantané suivant et répondre avec ses changements (vide au bout du délai, ou quand le client ferme la connexion). Réponse `Cache-Control: no-store`. Un client (sa clé, sinon son adresse) a au plus LONG_POLLS_PER_CLIENT attentes en cours ; au-delà, 429 long_poll_limit.',
    schema: { type: 'integer', minimum: CHANGES_WAIT.min, maximum: CHANGES_WAIT.max, default: CHANGES_WAIT.default },
  },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(CHANGES_PARAMETERS);

/**
 * GET /v1/changes: what the published snapshots changed since a cursor, oldest first
 * (api/changes/), optionally waiting up to `wait` seconds for the next snapshot (long polling).
 * Not pinnable (a feed spans snapshots) and not remembered by the app's per-snapshot memo (a
 * long poll is answered from a later snapshot than the one it started on): the feed keeps its
 * own pages (ChangePages), each computed once, and its waiters (LongPolls).
 */
export function changesRoute(feed: ChangeFeed): Route {
  return {
    id: 'changes.list',
    template: '/v1/changes',
    parameters: CHANGES_PARAMETERS,
    needsSnapshot: true,
    async handle(context) {
      const { rawQuery, snapshot } = context;
      const query = new QueryReader(rawQuery, ACCEPTED);
      const rawSince = query.string('since', { maxLength: 200 });
      const limit = query.integer('limit', CHANGES_LIMIT);
      const type = query.oneOf('type', ANNONCE_TYPES);
      const source = query.string('source', { maxLength: 100 });
      const ridet = query.string('ridet');
      if (ridet !== null && !isRidet(ridet)) query.fail('ridet', 'RIDET de 10 chiffres sans espace attendu, par exemple 1234567001');
      const kind = query.oneOf('kind', CHANGE_KINDS);
      const wait = query.integer('wait', CHANGES_WAIT);
      query.assertValid();
      const since: ChangeCursor | 'oldest' | null = rawSince === null ? null : rawSince === SINCE_OLDEST ? 'oldest' : decodeCursorParameter('since', rawSince);
      const filterParams: Array<[string, string]> = [];
      for (const [name, value] of [['type', type], ['source', source], ['ridet', ridet], ['kind', kind]] as const) if (value !== null) filterParams.push([name, value]);
      const request: PageRequest = {
        since, sinceText: rawSince, limit, filterParams,
        filter: { type, source, ridet, kinds: kind === null ? null : [kind as ChangeKind] },
      };
      try {
        let served = snapshot!;
        let page = await feed.pages.page(served, request);
        // Long polling: a cursor that is caught up waits for the next snapshot served, up to
        // `wait` seconds, and is answered from it (or empty at the deadline, or when the
        // client has gone). The wait is the client's choice: it is reported apart (waitedMs),
        // so the slow-request log judges only the work.
        let waitedMs = 0;
        if (wait > 0 && since !== null && page.empty) {
          const client = requestClient(context);
          const deadline = Date.now() + wait * 1000;
          while (page.empty) {
            const started = Date.now();
            const next = await feed.polls.wait(served.id, client, deadline - started, context.signal);
            waitedMs += Date.now() - started;
            if (next === null) break;
            served = next;
            page = await feed.pages.page(served, request);
            if (!page.empty) {
              // Woken with thousands of others: answered turn by turn, once nothing is left to compute.
              await feed.pages.ready(page);
              await feed.polls.turn();
            }
          }
        }
        const headers: Record<string, string> = {};
        if (page.link !== null) headers.link = page.link;
        return {
          status: 200,
          body: page.body,
          headers,
          // A full page lies between snapshots already published: it never changes. A waited
          // answer is the client's own moment: not for a shared cache to give to others.
          cache: page.settled ? 'immutable' : wait > 0 ? 'no-store' : 'data',
          waitedMs,
        };
      } catch (error) {
        if (error instanceof ChangeCursorError) throw malformedProblem('since', error);
        if (error instanceof ChangesExpiredError) throw expiredProblem(error);
        if (error instanceof LongPollLimitError) {
          throw ApiError.of(
            'long_poll_limit',
            `Ce client a déjà ${error.limit} attentes en cours sur /v1/changes (paramètre wait), le maximum : attendez la réponse de l’une d’elles, ou interrogez sans wait.`,
            { headers: { 'Retry-After': String(error.retryAfterSeconds) } },
          );
        }
        throw error;
      }
    },
  };
}
