import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { routeAllowed } from '../../../api/access/route-patterns.ts';
import { ROUTES } from '../helpers/core-routes.ts';

/**
 * The change feed and the list of changed companies are read routes: every plan and
 * anonymous clients (on the anonymous hour) may call them, like /v1/annonces.
 */
describe('route rules of the change feed', () => {
  const ids = ['changes.list', 'entreprises.list'];

  it('are route ids the API serves', () => {
    expect(ROUTES.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
  });

  it('are allowed to anonymous clients and to every built-in plan', () => {
    for (const id of ids) {
      expect(routeAllowed(DEFAULT_PLANS.anonymous.routes, id), `anonymous ${id}`).toBe(true);
      for (const [plan, definition] of Object.entries(DEFAULT_PLANS.plans)) expect(routeAllowed(definition.routes, id), `${plan} ${id}`).toBe(true);
    }
  });

  it('follow a plan file that closes them by pattern', () => {
    expect(routeAllowed(['*', '!changes*'], 'changes.list')).toBe(false);
    expect(routeAllowed(['*', '!changes*'], 'annonces.list')).toBe(true);
  });
});
