import { ANNONCE_TYPES } from '../../kernel/model/announcement.js';
import { CursorError, decodeCursor, encodeCursor, type CursorFilters } from '../cursor.js';
import { queryFeed } from '../feed-query.js';
import { QueryReader } from '../query.js';
import type { FeedKey } from '../../publish/artefacts/feed-layout.js';
import type { Route } from '../route.js';

export const ANNONCES_PARAMETERS = ['type', 'source', 'since', 'limit', 'cursor'] as const;
export const ANNONCES_LIMIT = { min: 1, max: 100, default: 20 } as const;

/**
 * GET /v1/annonces: newest first by (date, id), served from the prebuilt feed of the filter
 * combination. An unknown `source` is not an error (the list of sources is open-ended): its feed
 * simply does not exist, so the list is empty.
 */
export const annoncesRoute: Route = {
  id: 'annonces.list',
  template: '/v1/annonces',
  needsSnapshot: true,
  pinnable: true,
  cacheable: true,
  match: (path) => (path === '/v1/annonces' ? {} : null),
  async handle({ rawQuery, view, pinned }) {
    const query = new QueryReader(rawQuery, ANNONCES_PARAMETERS);
    const type = query.oneOf('type', ANNONCE_TYPES);
    const source = query.string('source', { maxLength: 100 });
    const since = query.date('since');
    const limit = query.integer('limit', ANNONCES_LIMIT);
    const rawCursor = query.string('cursor', { maxLength: 1000 });
    query.assertValid();
    const filters: CursorFilters = { type, source, since };
    let after: FeedKey | null = null;
    if (rawCursor !== null) {
      try {
        after = decodeCursor(rawCursor, filters);
      } catch (error) {
        if (!(error instanceof CursorError)) throw error;
        query.fail('cursor', error.message);
        query.assertValid();
      }
    }
    const result = await queryFeed(view!, { filter: { type, source }, after, since, limit });
    const last = result.items[result.items.length - 1];
    const nextCursor = result.hasMore && last ? encodeCursor(last, filters) : null;
    const headers: Record<string, string> = {};
    if (nextCursor !== null) {
      const next = new URLSearchParams();
      if (type !== null) next.set('type', type);
      if (source !== null) next.set('source', source);
      if (since !== null) next.set('since', since);
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
