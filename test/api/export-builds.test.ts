import { describe, expect, it } from 'vitest';
import type { RequestPrincipal } from '../../api/access-seam.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { mayBuild } from '../../api/routes/exports.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';

/**
 * Who may have a snapshot's bulk files built (api/routes/exports.ts): the served snapshot's,
 * everyone; an earlier one's, a key whose plan may download the files, and nobody else.
 * (A request that names its snapshot is not told which one is served: it is held to the rule of
 * earlier snapshots.)
 */

const CURRENT = '20261122T020000Z';
const EARLIER = '20261121T020000Z';
// An unpinned request is served the current snapshot.
const served = { snapshot: { id: CURRENT } as SnapshotReader, pinned: false };
const key = (routes: string[]): RequestPrincipal => ({ kind: 'key', keyId: 'k1', planName: 'p', plan: { webhooks: 0, signedWebhooks: false, routes } });
const anonymous: RequestPrincipal = { kind: 'anonymous', clientId: '203.0.113.7' };

describe('bulk file builds', () => {
  it('are started for the served snapshot by anyone', () => {
    expect(mayBuild({ ...served, principal: anonymous }, CURRENT)).toBe(true);
  });

  it('of an earlier snapshot, only for a key whose plan may download the files', () => {
    expect(mayBuild({ ...served, principal: anonymous }, EARLIER)).toBe(false);
    for (const [plan, definition] of Object.entries(DEFAULT_PLANS.plans)) {
      expect(mayBuild({ ...served, principal: key(definition.routes) }, EARLIER), plan).toBe(true);
    }
    expect(mayBuild({ ...served, principal: key(['*', '!exports*']) }, EARLIER)).toBe(false);
    expect(mayBuild({ ...served, principal: key(['*', '!exports.get']) }, EARLIER)).toBe(false);
  });

  it('of the served snapshot named with snapshot=, as of an earlier one', () => {
    expect(mayBuild({ snapshot: { id: CURRENT } as SnapshotReader, pinned: true, principal: anonymous }, CURRENT)).toBe(false);
  });

  it('for everyone when the server runs without access control', () => {
    expect(mayBuild({ ...served, principal: null }, EARLIER)).toBe(true);
  });
});
