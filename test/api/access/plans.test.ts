import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.ts';
import { DEFAULT_PLANS, defaultPlans, loadPlans, parsePlans } from '../../../api/access/plans.ts';
import { routeAllowed } from '../../../api/access/route-patterns.ts';
import { accessConfig } from '../../../api/access/settings.ts';
import { SERVED_PLAN_FIELDS } from '../../../cli/served-plan-fields.ts';
import { tempDir } from './access-fixtures.ts';

describe('plans', () => {
  it('defaults to the DESIGN.md §5 table', () => {
    const table = Object.entries(defaultPlans(SERVED_PLAN_FIELDS).plans).map(([name, p]) => [name, p.requestsPerDay, p.webhooks, p.signedWebhooks]);
    expect(table).toEqual([
      ['sandbox', 100, 0, false],
      ['veille', 1000, 0, false],
      ['pro', 10000, 5, false],
      ['equipe', 50000, 100, true],
      ['enterprise', 500000, 1000, true],
    ]);
  });

  it('opens read routes to every plan and webhooks only to pro, equipe and enterprise', () => {
    const allowed = (routeId: string) => Object.entries(DEFAULT_PLANS.plans).filter(([, p]) => routeAllowed(p.routes, routeId)).map(([n]) => n);
    for (const read of ['entreprises', 'annonces', 'search', 'openapi']) {
      expect(allowed(read)).toEqual(['sandbox', 'veille', 'pro', 'equipe', 'enterprise']);
      expect(routeAllowed(DEFAULT_PLANS.anonymous.routes, read)).toBe(true);
    }
    expect(allowed('webhooks.create')).toEqual(['pro', 'equipe', 'enterprise']);
    expect(routeAllowed(DEFAULT_PLANS.anonymous.routes, 'webhooks')).toBe(false);
  });

  it('lists the bulk files to everyone and gives their bytes to every plan but not without a key (docs/access.md, "Bulk files")', () => {
    const allowed = (routeId: string) => Object.entries(DEFAULT_PLANS.plans).filter(([, p]) => routeAllowed(p.routes, routeId)).map(([n]) => n);
    expect(allowed('exports.list')).toEqual(['sandbox', 'veille', 'pro', 'equipe', 'enterprise']);
    expect(allowed('exports.get')).toEqual(['sandbox', 'veille', 'pro', 'equipe', 'enterprise']);
    expect(routeAllowed(DEFAULT_PLANS.anonymous.routes, 'exports.list')).toBe(true);
    expect(routeAllowed(DEFAULT_PLANS.anonymous.routes, 'exports.get')).toBe(false);
  });

  it('reads PLANS_FILE and names the faulty place of a bad one', () => {
    const dir = tempDir();
    const file = path.join(dir, 'plans.json');
    fs.writeFileSync(file, JSON.stringify({ plans: { mini: { requestsPerDay: 3, webhooks: null, signedWebhooks: false, routes: ['annonces'] } } }));
    const config = accessConfig(loadConfig({ PLANS_FILE: file, DATA_DIR: dir }), SERVED_PLAN_FIELDS);
    expect(Object.keys(config.plans.plans)).toEqual(['mini']);
    expect(config.plans.anonymous).toEqual(DEFAULT_PLANS.anonymous);

    expect(() => parsePlans({ plans: { mini: { requestsPerDay: 0, webhooks: 0, signedWebhooks: false, routes: ['*'] } } }, SERVED_PLAN_FIELDS)).toThrow(/plans\.mini\.requestsPerDay: expected an integer >= 1, got 0/);
    expect(() => parsePlans({ plans: { mini: { requestsPerDay: 1, webhooks: 0, signedWebhooks: false, routes: ['a b'] } } }, SERVED_PLAN_FIELDS)).toThrow(/plans\.mini\.routes/);
    expect(() => parsePlans({ plans: {} }, SERVED_PLAN_FIELDS)).toThrow(ConfigError);
    fs.writeFileSync(file, '{');
    expect(() => loadPlans(file, SERVED_PLAN_FIELDS)).toThrow(/not valid JSON/);
  });

  it('checks the other access settings at start with the setting named', () => {
    expect(() => accessConfig(loadConfig({ ANONYMOUS_LIMIT_PER_HOUR: 'lots' }), SERVED_PLAN_FIELDS)).toThrow(/ANONYMOUS_LIMIT_PER_HOUR : attendu un entier >= 1, reçu "lots"/);
    expect(() => accessConfig(loadConfig({ KEYS_RELOAD_SECONDS: '0' }), SERVED_PLAN_FIELDS)).toThrow(/KEYS_RELOAD_SECONDS/);
    expect(() => accessConfig(loadConfig({ REDIS_URL: 'localhost:6379' }), SERVED_PLAN_FIELDS)).toThrow(/REDIS_URL/);
    expect(() => accessConfig(loadConfig({ TRUST_PROXY: 'yes' }), SERVED_PLAN_FIELDS)).toThrow(/TRUST_PROXY/);
    expect(accessConfig(loadConfig({ TRUST_PROXY: 'true' }), SERVED_PLAN_FIELDS).trustProxy).toBe(1);
    expect(accessConfig(loadConfig({ DATA_DIR: '/srv/anc' }), SERVED_PLAN_FIELDS).keysFile).toBe('/srv/anc/api/keys.json');
  });
});
