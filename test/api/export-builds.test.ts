import { describe, expect, it } from 'vitest';
import type { RequestPrincipal } from '../../api/access-seam.js';
import { DEFAULT_PLANS } from '../../api/access/plans.js';
import { mayBuild } from '../../api/routes/exports.js';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.js';

/**
 * Who may have a snapshot's bulk files built (api/routes/exports.ts): the served snapshot's,
 * everyone; an earlier one's, a key whose plan may download the files, and nobody else.
 */

const CURRENT = '20261122T020000Z';
const EARLIER = '20261121T020000Z';
const latest = () => ({ id: CURRENT }) as SnapshotReader;
const key = (routes: string[]): RequestPrincipal => ({ kind: 'key', keyId: 'k1', planName: 'p', plan: { webhooks: 0, signedWebhooks: false, routes } });
const anonymous: RequestPrincipal = { kind: 'anonymous', clientId: '203.0.113.7' };

describe('bulk file builds', () => {
  it('are started for the served snapshot by anyone', () => {
    expect(mayBuild({ latest, principal: anonymous }, CURRENT)).toBe(true);
  });

  it('of an earlier snapshot, only for a key whose plan may download the files', () => {
    expect(mayBuild({ latest, principal: anonymous }, EARLIER)).toBe(false);
    for (const [plan, definition] of Object.entries(DEFAULT_PLANS.plans)) {
      expect(mayBuild({ latest, principal: key(definition.routes) }, EARLIER), plan).toBe(true);
    }
    expect(mayBuild({ latest, principal: key(['*', '!exports*']) }, EARLIER)).toBe(false);
    expect(mayBuild({ latest, principal: key(['*', '!exports.get']) }, EARLIER)).toBe(false);
  });

  it('for everyone when the server runs without access control', () => {
    expect(mayBuild({ latest, principal: null }, EARLIER)).toBe(true);
  });
});
