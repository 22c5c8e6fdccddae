import { ApiError } from '../problem.ts';
import { takeSnapshotParameter, type SnapshotArchive } from '../snapshot-archive.ts';
import type { RequestContext, RequestStep } from './request-context.ts';

/**
 * `snapshot=<id>` on a pinnable route: that snapshot is served instead of the current one (404
 * snapshot_not_found when this server has none of that id), and the route never sees the parameter.
 */
export function pinning(archive: SnapshotArchive): RequestStep {
  // Synchronous unless a snapshot is named: most requests must not pay for a promise here.
  return (context) => {
    if (!context.route?.pinnable || context.query === '') return null;
    const taken = takeSnapshotParameter(context.query);
    if (taken.id === null) return null;
    context.query = taken.rest;
    return pinned(archive, context, taken.id);
  };
}

/** Apart from the step: a callback there capturing `context` would allocate a context object at every request, pinned or not. */
function pinned(archive: SnapshotArchive, context: RequestContext, id: string): Promise<null> {
  return archive.open(id).then((named) => {
    if (named === null) throw ApiError.of('snapshot_not_found', `Aucun instantané ${id} ; la liste des instantanés disponibles est à /v1/snapshots.`);
    context.snapshot = named;
    context.pinned = true;
    context.meta.snapshotId = named.id;
    return null;
  });
}

/** 503 with Retry-After on a route that needs a snapshot while none is loaded yet. */
export const snapshotRequired: RequestStep = ({ route, snapshot }) => {
  if (route?.needsSnapshot && !snapshot) {
    throw ApiError.of('snapshot_unavailable', 'Aucun instantané de données n’est encore chargé ; réessayez dans quelques instants.', { headers: { 'retry-after': '5' } });
  }
  return null;
};
