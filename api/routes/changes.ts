import { ANNONCE_TYPES } from '../../kernel/model/announcement.js';
import { CHANGE_KINDS, type ChangeKind } from '../../kernel/model/change-event-id.js';
import { ChangeCursorError, type ChangeCursor } from '../changes/change-cursor.js';
import { changePage, ChangesExpiredError } from '../changes/change-feed.js';
import { changeLogOf } from '../changes/change-log.js';
import { decodeCursorParameter, expiredProblem, malformedProblem } from '../changes/change-problems.js';
import { nextSnapshot } from '../changes/next-snapshot.js';
import { QueryReader } from '../query.js';
import type { Route } from '../route.js';

export const CHANGES_PARAMETERS = ['since', 'limit', 'type', 'source', 'ridet', 'kind', 'wait'] as const;
/** `since=debut`: from the oldest position still served (a client's first replay of the history kept). */
export const SINCE_OLDEST = 'debut';
/** Long polling: seconds a request with nothing new may wait for the next snapshot. */
export const CHANGES_WAIT = { min: 0, max: 30, default: 0 } as const;
/** Larger than /v1/annonces' pages: a client catching up reads many small events. */
export const CHANGES_LIMIT = { min: 1, max: 1000, default: 100 } as const;

/**
 * GET /v1/changes: what the published snapshots changed since a cursor, oldest first
 * (api/changes/), optionally waiting up to `wait` seconds for the next snapshot (long polling). Not pinnable (a feed spans snapshots) and not remembered by the app (its
 * answer depends on the cursor's history, not on one snapshot); what costs, each snapshot's
 * events, is computed once per process by the archive's ChangeLog.
 */
export const changesRoute: Route = {
  id: 'changes.list',
  template: '/v1/changes',
  needsSnapshot: true,
  async handle({ rawQuery, snapshot, archive, latest }) {
    const query = new QueryReader(rawQuery, CHANGES_PARAMETERS);
    const rawSince = query.string('since', { maxLength: 200 });
    const limit = query.integer('limit', CHANGES_LIMIT);
    const type = query.oneOf('type', ANNONCE_TYPES);
    const source = query.string('source', { maxLength: 100 });
    const ridet = query.string('ridet');
    if (ridet !== null && !/^\d{10}$/.test(ridet)) query.fail('ridet', 'RIDET de 10 chiffres sans espace attendu, par exemple 1234567001');
    const kind = query.oneOf('kind', CHANGE_KINDS);
    const wait = query.integer('wait', CHANGES_WAIT);
    query.assertValid();
    const since: ChangeCursor | 'oldest' | null = rawSince === null ? null : rawSince === SINCE_OLDEST ? 'oldest' : decodeCursorParameter('since', rawSince);
    try {
      const log = changeLogOf(archive);
      const request = { since, limit, filter: { type, source, ridet, kinds: kind === null ? null : [kind as ChangeKind] } };
      let served = snapshot!;
      let page = await changePage(log, served, request);
      // Long polling: a cursor that is caught up waits for the next snapshot served, up to
      // `wait` seconds, and is answered from it (or empty at the deadline).
      const deadline = Date.now() + wait * 1000;
      while (wait > 0 && since !== null && page.events.length === 0) {
        const next = await nextSnapshot(latest, served.id, deadline);
        if (next === null) break;
        served = next;
        page = await changePage(log, served, request);
      }
      const headers: Record<string, string> = {};
      if (page.hasMore) {
        const next = new URLSearchParams(rawQuery);
        next.delete('wait');
        next.set('since', page.nextCursor);
        headers.link = `</v1/changes?${next.toString()}>; rel="next"`;
      }
      return {
        status: 200,
        body: { events: page.events, next_cursor: page.nextCursor, has_more: page.hasMore },
        headers,
        // A full page lies between snapshots already published: it never changes. A waited
        // answer is the client's own moment: not for a shared cache to give to others.
        cache: page.settled ? 'immutable' : wait > 0 ? 'no-store' : 'data',
      };
    } catch (error) {
      if (error instanceof ChangeCursorError) throw malformedProblem('since', error);
      if (error instanceof ChangesExpiredError) throw expiredProblem(error);
      throw error;
    }
  },
};
