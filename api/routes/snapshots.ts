import { isSnapshotId } from '../../publish/snapshot/snapshot-layout.ts';
import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';

export const SNAPSHOTS_LIMIT = { min: 1, max: 100, default: 20 } as const;
export const SNAPSHOTS_PARAMETERS = [
  limitParameter(SNAPSHOTS_LIMIT, 'Nombre d’instantanés par page.'),
  { name: 'cursor', in: 'query', required: false, description: 'Valeur `next_cursor` de la page précédente.', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(SNAPSHOTS_PARAMETERS);

/**
 * GET /v1/snapshots: the snapshots this server can serve, newest first, each usable as
 * `snapshot=<id>` on every read route (point-in-time reads for auditors). Keyset pagination on
 * the id (ids sort by time); the cursor is the last id of the page, base64url-encoded.
 */
export const snapshotsRoute: Route = {
  id: 'snapshots.list',
  template: '/v1/snapshots',
  parameters: SNAPSHOTS_PARAMETERS,
  needsSnapshot: false,
  async handle({ rawQuery, archive, snapshot }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const limit = query.integer('limit', SNAPSHOTS_LIMIT);
    const rawCursor = query.string('cursor', { maxLength: 200 });
    let before: string | null = null;
    if (rawCursor !== null) {
      const decoded = /^[A-Za-z0-9_-]+$/.test(rawCursor) ? Buffer.from(rawCursor, 'base64url').toString('utf8') : '';
      if (isSnapshotId(decoded)) before = decoded;
      else query.fail('cursor', 'curseur illisible ; reprenez la valeur next_cursor telle quelle');
    }
    query.assertValid();
    const all = (await archive.list()).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const start = before === null ? 0 : all.findIndex((s) => s.id < before);
    const page = start === -1 ? [] : all.slice(start, start + limit);
    const hasMore = start !== -1 && start + limit < all.length;
    const last = page[page.length - 1];
    const nextCursor = hasMore && last ? Buffer.from(last.id).toString('base64url') : null;
    const headers: Record<string, string> = {};
    if (nextCursor !== null) headers.link = `</v1/snapshots?limit=${limit}&cursor=${nextCursor}>; rel="next"`;
    return {
      status: 200,
      body: {
        data: page.map((s) => ({
          id: s.id,
          cree_le: s.createdAt,
          parent: s.parentId,
          courant: s.id === snapshot?.id,
          annonces: s.counts.announcements,
          entreprises: s.counts.companies,
          annonces_par_source: s.counts.bySource,
          annonces_par_type: s.counts.byType,
        })),
        pagination: { limit, next_cursor: nextCursor, has_more: hasMore },
      },
      headers,
      // The list grows with every publish: kept no longer than data responses.
      cache: 'data',
    };
  },
};
