import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS, defaultPlans, parsePlans } from '../../api/access/plans.ts';
import type { ApiModuleStarter } from '../../api/api-module.ts';
import { PlanFieldError } from '../../api/access/errors.ts';
import { grantOf, type PlanField } from '../../api/plan-field.ts';
import type { Route } from '../../api/route.ts';
import { coreModule } from '../../api/core-module.ts';
import { startApiServer, type StartedApi } from '../../api/start-api.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { silentLogger } from '../../platform/logger.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { tempFolder } from '../helpers/temp-folder.ts';
import { request } from './helpers/http-request.ts';

/** A module's capability, as a module beside the webhooks would declare it. */
const REPORTS_PER_DAY: PlanField<number> = {
  name: 'reportsPerDay',
  expected: 'an integer >= 0',
  accepts: (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0,
  defaults: { sandbox: 0, veille: 1, pro: 10, equipe: 50, enterprise: 500 },
};

/** Its route: what the caller's plan grants. */
const grantRoute: Route = {
  id: 'reports.grant',
  template: '/v1/reports-grant',
  needsSnapshot: false,
  handle: async ({ principal }) => ({
    status: 200,
    cache: 'no-store',
    body: { granted: principal?.kind === 'key' ? grantOf(principal.plan, REPORTS_PER_DAY) : null },
  }),
};

/** The module: its starter carries the field. */
const reportsModule: ApiModuleStarter = Object.assign(() => Promise.resolve({ name: 'reports', routes: [grantRoute] }), { planFields: [REPORTS_PER_DAY] });

const started: StartedApi[] = [];
afterEach(async () => {
  for (const api of started.splice(0)) await api.close();
});

/** The API serving the module, its keys file holding one key on `plan`; PLANS_FILE when `plans` is given. */
async function serve(plan: string, plans?: unknown): Promise<{ api: StartedApi; key: string }> {
  const dir = tempFolder('plan-field-');
  const keysFile = path.join(dir, 'keys.json');
  const env: Record<string, string> = { DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: keysFile, REDIS_URL: '', PLANS_FILE: '' };
  if (plans !== undefined) {
    env.PLANS_FILE = path.join(dir, 'plans.json');
    fs.writeFileSync(env.PLANS_FILE, JSON.stringify(plans));
  }
  const { key } = await createKey({ keysFile, plans: { ...DEFAULT_PLANS, plans: { ...DEFAULT_PLANS.plans, [plan]: DEFAULT_PLANS.plans.pro! } }, plan });
  const api = await startApiServer({ config: loadConfig(env), store: new MemoryStore(), logger: silentLogger, modules: [coreModule, reportsModule] });
  started.push(api);
  return { api, key };
}

const granted = async (api: StartedApi, key: string) => (await request(api.url, '/v1/reports-grant', { headers: { 'X-API-Key': key } })).json as unknown;

describe('a module’s plan field', () => {
  it('grants its default on a built-in plan when no PLANS_FILE is set', async () => {
    const { api, key } = await serve('equipe');
    expect(await granted(api, key)).toEqual({ granted: 50 });
  });

  it('grants what PLANS_FILE gives the key’s plan, read by the module through grantOf', async () => {
    const { api, key } = await serve('mini', { plans: { mini: { requestsPerDay: 5, reportsPerDay: 3, routes: ['*'] } } });
    expect(await granted(api, key)).toEqual({ granted: 3 });
  });

  it('stops the start on a PLANS_FILE whose value for it is bad or missing, naming its place (config_invalid)', async () => {
    const bad = serve('mini', { plans: { mini: { requestsPerDay: 5, reportsPerDay: 'lots', routes: ['*'] } } });
    await expect(bad).rejects.toBeInstanceOf(ConfigError);
    await expect(bad).rejects.toMatchObject({ code: 'config_invalid', message: 'PLANS_FILE plans.mini.reportsPerDay: expected an integer >= 0, got "lots"' });
    await expect(serve('mini', { plans: { mini: { requestsPerDay: 5, routes: ['*'] } } })).rejects.toMatchObject({
      code: 'config_invalid',
      message: 'PLANS_FILE plans.mini.reportsPerDay: expected an integer >= 0, got undefined',
    });
  });

  it('is filled in on every built-in plan and checked in PLANS_FILE only when a served module declares it', () => {
    expect(Object.values(defaultPlans([REPORTS_PER_DAY]).plans).map((plan) => plan.reportsPerDay)).toEqual([0, 1, 10, 50, 500]);
    const document = { plans: { mini: { requestsPerDay: 5, reportsPerDay: 'lots', routes: ['*'] } } };
    expect(() => parsePlans(document, [REPORTS_PER_DAY])).toThrow(/plans\.mini\.reportsPerDay/);
    expect(parsePlans(document, []).plans.mini).toEqual({ requestsPerDay: 5, routes: ['*'] });
  });

  it('may not take a name the core or another module already uses (plan_field_conflict)', () => {
    const routes: PlanField<number> = { ...REPORTS_PER_DAY, name: 'routes' };
    expect(() => defaultPlans([routes])).toThrow(expect.objectContaining({ code: 'plan_field_conflict' }));
    expect(() => parsePlans({ plans: { mini: { requestsPerDay: 1, routes: ['*'] } } }, [REPORTS_PER_DAY, REPORTS_PER_DAY])).toThrow(PlanFieldError);
  });

  it('cannot be read from a plan no served module filled it in (plan_field_undeclared)', () => {
    expect(() => grantOf(DEFAULT_PLANS.plans.pro!, REPORTS_PER_DAY)).toThrow(expect.objectContaining({ code: 'plan_field_undeclared' }));
  });
});
