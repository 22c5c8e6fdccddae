import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { CORE_CONTRACT } from '../../api/core-module.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { SERVED_MODULES_OFF, SERVED_OPENAPI } from './helpers/served-contract.ts';
import { ACCESS_ERROR_CODES } from '../../api/problem.ts';
import { SERVED_PROBLEMS } from './helpers/served-contract.ts';
import { operationParameters } from '../../api/parameter-spec.ts';
import { routeMethods } from '../../api/route.ts';
import { ROUTES as CORE_ROUTES } from './helpers/core-routes.ts';
import { settingsOfArea } from '../../platform/settings/index.ts';
import { request } from './helpers/http-request.ts';
import { expectOpenApiValid } from './helpers/openapi-validator.ts';
import { signalementRoutes } from '../../signalements/signalement-routes.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';

/** The routes the API process serves: the core's and its modules' (cli/serve.ts mounts the webhooks and the reports; their pages are not /v1). */
const ROUTES = [...CORE_ROUTES, ...webhookRoutes(null), ...signalementRoutes(null).filter((r) => r.surface !== 'page')];

const doc = fs.readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

function section(heading: string): string {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = doc.indexOf('\n##', start + heading.length);
  return doc.slice(start, next === -1 ? undefined : next);
}

/** The names a route's operation and docs table list: its declaration (api/parameter-spec.ts), and `snapshot` when pinnable. */
const parameterNames = (route: (typeof ROUTES)[number]): readonly string[] =>
  operationParameters(route).map((p) => p.name);

/**
 * The parameter names of a route's section in docs/api.md: the rows of its `| parameter |`
 * tables (a route may have one per mode, as GET /v1/entreprises), body fields left out.
 */
function documentedParameters(heading: string): string[] {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = doc.slice(start + heading.length).search(/\n#{2,3} /);
  const text = doc.slice(start, end === -1 ? undefined : start + heading.length + end);
  const names: string[] = [];
  for (const table of text.split(/\n\n/)) {
    if (!table.trimStart().startsWith('| parameter |')) continue;
    for (const row of table.matchAll(/^\| `([a-z_0-9]+)` \|(?: (path|query|body) \|)?/gm)) if (row[2] !== 'body') names.push(row[1]!);
  }
  return [...new Set(names)];
}

/** `GET /v1/annonces`, `POST /v1/webhooks`: how a route is named in the docs. */
const heading = (route: (typeof ROUTES)[number]) => `${routeMethods(route)[0]!} ${route.template}`;

describe('docs/api.md', () => {
  it('documents every route, and no other', () => {
    const documented = [...doc.matchAll(/^### `([A-Z]+ \S+)`$/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(ROUTES.map(heading).sort());
  });

  it('documents exactly the declared parameters of every route', () => {
    for (const route of ROUTES) {
      expect(documentedParameters(`### \`${heading(route)}\``).sort(), heading(route)).toEqual([...parameterNames(route)].sort());
    }
  });

  it('lists every error code with its status, and no other', () => {
    const rows = [...section('## Errors').matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1]!, Number(m[2])] as const);
    const listed = new Map(rows);
    const expected = [...Object.keys(SERVED_PROBLEMS), ...ACCESS_ERROR_CODES];
    expect([...listed.keys()].sort()).toEqual([...expected].sort());
    for (const [code, entry] of Object.entries(SERVED_PROBLEMS)) expect(listed.get(code), code).toBe(entry.status);
  });

  it('lists every API setting with its default and help', () => {
    const rows = [...section('## Settings').matchAll(/^\| `([A-Z_]+)` \| `([^`]*)` \| (.+) \|$/gm)];
    expect(rows.map((r) => r[1]).sort()).toEqual(settingsOfArea('API').map((s) => s.name).sort());
    for (const setting of settingsOfArea('API')) {
      const row = rows.find((r) => r[1] === setting.name)!;
      expect([row[2], row[3]], setting.name).toEqual([setting.default, setting.help]);
    }
  });
});

describe('OpenAPI document', () => {
  it('describes exactly the routes, with their query parameters', () => {
    expect(Object.keys(SERVED_OPENAPI.paths).sort()).toEqual([...new Set(ROUTES.map((r) => r.template))].sort());
    for (const route of ROUTES) {
      const method = routeMethods(route)[0]!.toLowerCase();
      const operation = (SERVED_OPENAPI.paths as unknown as Record<string, Record<string, { parameters?: { name: string }[] }>>)[route.template]![method]!;
      expect(operation, `${method} ${route.template}`).toBeDefined();
      expect((operation.parameters ?? []).map((p) => p.name).sort(), route.template).toEqual([...parameterNames(route)].sort());
    }
  });

  it('is a 3.1 document whose schemas compile under the 2020-12 dialect', () => {
    expect(SERVED_OPENAPI.openapi).toMatch(/^3\.1\./);
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(SERVED_OPENAPI.components.schemas)) {
      ajv.addSchema(schema as object, `#/components/schemas/${name}`);
    }
    expect(() => ajv.compile({ $ref: '#/components/schemas/Problem' })).not.toThrow();
  });

  it('the response validator rejects what the document does not allow', () => {
    const fake = (status: number, body: unknown, type = 'application/json; charset=utf-8') => ({
      status, headers: { 'content-type': type }, raw: Buffer.from(JSON.stringify(body)), text: JSON.stringify(body), json: body,
    });
    expect(() => expectOpenApiValid('GET', '/v1/annonces', fake(200, { data: [{ id: 1 }], pagination: { limit: 20, next_cursor: null, has_more: false } }))).toThrow();
    expect(() => expectOpenApiValid('GET', '/v1/annonces', fake(418, {}))).toThrow();
    expect(() => expectOpenApiValid('GET', '/v1/search', fake(400, { code: 'x' }, 'application/problem+json'))).toThrow();
    expect(() => expectOpenApiValid('GET', '/v1/annonces', fake(200, { data: [], pagination: { limit: 20, next_cursor: null, has_more: false } }))).not.toThrow();
  });

  it('is what GET /v1/openapi.json serves', async () => {
    const { startApi } = await import('./helpers/api-harness.ts');
    const api = await startApi({ load: async () => null, modules: SERVED_MODULES_OFF });
    try {
      const res = await request(api.baseUrl, '/v1/openapi.json');
      expect(res.json).toEqual(JSON.parse(JSON.stringify(SERVED_OPENAPI)));
    } finally {
      await api.close();
    }
  });

  it('describes the modules a server runs, and only those', async () => {
    const { startApi } = await import('./helpers/api-harness.ts');
    const api = await startApi({ load: async () => null });
    try {
      const served = (await request(api.baseUrl, '/v1/openapi.json')).json as { paths: Record<string, unknown>; components: { schemas: { Problem: { properties: { code: { enum: string[] } } } } } };
      expect(Object.keys(served.paths).filter((p) => /webhooks|signalements/.test(p))).toEqual([]);
      const codes = served.components.schemas.Problem.properties.code.enum;
      expect(codes).toContain('entreprise_not_found');
      expect(codes).not.toContain('webhook_not_found');
      expect(codes).not.toContain('signalement_not_found');
      expect(SERVED_OPENAPI.components.schemas['Problem']).toMatchObject({ properties: { code: { enum: expect.arrayContaining(['webhook_not_found', 'signalement_not_found']) } } });
    } finally {
      await api.close();
    }
  });

  it('refuses a module that declares a path or schema the API already has', () => {
    const clash = { paths: { '/v1/annonces': {} }, schemas: {}, problems: {} };
    expect(() => openApiDocument([CORE_CONTRACT, clash])).toThrow(expect.objectContaining({ code: 'openapi_conflict' }));
    expect(() => openApiDocument([CORE_CONTRACT, { paths: {}, schemas: { Entreprise: {} }, problems: {} }])).toThrow(/Entreprise/);
  });
});
