import path from 'node:path';
import { afterEach } from 'vitest';
import { createAccessControl, type AccessControlOptions } from '../../../api/access/access-control.ts';
import { defaultPlans } from '../../../api/access/plans.ts';
import { SERVED_PLAN_FIELDS } from '../../../cli/served-plan-fields.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';
import type { AccessCheckInput, AccessCheckResult, AccessControl } from '../../../api/access/types.ts';

/** A temporary folder for a keys file, removed when the test ends (test/helpers/temp-folder.ts). */
export function tempDir(prefix = 'access-'): string {
  return tempFolder(prefix);
}

/** Access options for tests: a temp keys file, the default plans as the served API has them (its modules' fields too), a fast reload. */
export function accessOptions(dir: string, overrides: Partial<AccessControlOptions> = {}): AccessControlOptions {
  return {
    keysFile: path.join(dir, 'keys.json'),
    keysReloadSeconds: 0.1,
    plans: defaultPlans(SERVED_PLAN_FIELDS),
    anonymousLimitPerHour: 60,
    trustProxy: 0,
    redisUrl: null,
    redisKeyPrefix: 'test',
    redisTimeoutMs: 500,
    pagesLimitPerHour: 1200,
    ...overrides,
  };
}

export function request(overrides: Partial<AccessCheckInput> & { key?: string } = {}): AccessCheckInput {
  const { key, ...rest } = overrides;
  return {
    method: 'GET',
    path: '/v1/annonces',
    routeId: 'annonces',
    headers: key ? { 'x-api-key': key } : {},
    ip: '203.0.113.7',
    ...rest,
  };
}

/** A settable clock, so window boundaries are crossed without waiting. */
export function fakeClock(iso: string): { now: () => number; set(iso: string): void } {
  let current = Date.parse(iso);
  return {
    now: () => current,
    set(next) {
      current = Date.parse(next);
    },
  };
}

/** An opener whose access controls are closed after each test of the file that calls this. */
export function accessControlsClosedAfterEach(): (...args: Parameters<typeof createAccessControl>) => Promise<AccessControl> {
  const opened: AccessControl[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((a) => a.close()));
  });
  return async (...args) => {
    const access = await createAccessControl(...args);
    opened.push(access);
    return access;
  };
}

/** The problem of a refused check; a test expecting a refusal fails on an accepted one. */
export function refusalOf(result: AccessCheckResult) {
  if (result.ok) throw new Error(`expected a refusal, got ok with ${JSON.stringify(result.headers)}`);
  return result.problem;
}
