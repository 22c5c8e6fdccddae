import type { SnapshotViews } from '../snapshot-view.ts';
import type { RequestStep } from './request-context.ts';

/**
 * The snapshot as served (its view), and for a cacheable route the answer remembered for this
 * request on it: two map lookups in the steady state, the handler not called. Pinned or not is
 * part of the key: the same snapshot answers both ways (snapshot=<current id>), and a pinned
 * answer's links keep naming the snapshot where the other's must not. The query is written one
 * way: spellings of one request (`?&limit=2&&`) share an entry.
 */
export function rememberedResponse(views: SnapshotViews): RequestStep {
  return (context) => {
    const { snapshot, route } = context;
    const view = snapshot ? views.of(snapshot) : null;
    context.view = view;
    if (view === null || !route?.cacheable) return null;
    const cacheKey = view.memoKey(route, context.pinned, context.path, context.query);
    context.cacheKey = cacheKey;
    return view.response(cacheKey);
  };
}
