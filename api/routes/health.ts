import { ApiError } from '../problem.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';

/** GET /healthz: the process is up and answering, whatever the data. */
export const healthzRoute: Route = {
  id: 'healthz',
  template: '/healthz',
  needsSnapshot: false,
  async handle({ rawQuery }) {
    new QueryReader(rawQuery, []).assertValid();
    return { status: 200, body: { statut: 'ok' }, cache: 'no-store' };
  },
};

/** GET /readyz: a snapshot is loaded, so the /v1 data endpoints can answer. */
export const readyzRoute: Route = {
  id: 'readyz',
  template: '/readyz',
  needsSnapshot: false,
  async handle({ rawQuery, snapshot }) {
    new QueryReader(rawQuery, []).assertValid();
    if (!snapshot) throw ApiError.of('snapshot_unavailable', 'Aucun instantané de données n’est encore chargé.');
    return {
      status: 200,
      body: {
        statut: 'pret',
        snapshot: {
          id: snapshot.id,
          cree_le: snapshot.createdAt,
          annonces: snapshot.counts.announcements,
          entreprises: snapshot.counts.companies,
        },
      },
      cache: 'no-store',
    };
  },
};
