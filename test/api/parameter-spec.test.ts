import { describe, expect, it } from 'vitest';
import { SNAPSHOT_PARAMETER, limitParameter, openApiParameters, operationParameters, queryNames, type ParameterSpec } from '../../api/parameter-spec.ts';
import { compileTemplate } from '../../api/route-template.ts';
import { ROUTES as CORE_ROUTES } from './helpers/core-routes.ts';
import { signalementRoutes } from '../../signalements/signalement-routes.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';

const SPECS = [
  { name: 'id', in: 'path', description: 'L’identifiant.', schema: { type: 'string' } },
  { name: 'type', in: 'query', schema: { type: 'string', enum: ['a', 'b'] } },
  limitParameter({ min: 1, max: 50, default: 10 }, 'Nombre de résultats.'),
] as const satisfies readonly ParameterSpec[];

describe('parameter declarations', () => {
  it('give the query reader the query names only, in order', () => {
    expect(queryNames(SPECS)).toEqual(['type', 'limit']);
  });

  it('give OpenAPI parameter objects: a path parameter is required, a query one is not unless declared', () => {
    expect(openApiParameters(SPECS)).toEqual([
      { name: 'id', in: 'path', required: true, description: 'L’identifiant.', schema: { type: 'string' } },
      { name: 'type', in: 'query', required: false, schema: { type: 'string', enum: ['a', 'b'] } },
      { name: 'limit', in: 'query', required: false, description: 'Nombre de résultats.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
    ]);
  });

  it('add snapshot to a pinnable route’s operation, last', () => {
    expect(operationParameters({ parameters: SPECS, pinnable: true }).map((p) => p.name)).toEqual(['id', 'type', 'limit', 'snapshot']);
    expect(operationParameters({ parameters: SPECS }).map((p) => p.name)).toEqual(['id', 'type', 'limit']);
    expect(operationParameters({ pinnable: true })).toEqual(openApiParameters([SNAPSHOT_PARAMETER]));
  });

  it('declare every route’s path parameters as its template names them', () => {
    // The module's pages are outside /v1 and its OpenAPI document; the form page declares its own.
    for (const route of [...CORE_ROUTES, ...webhookRoutes(null), ...signalementRoutes(null).filter((r) => r.surface !== 'page' || r.parameters !== undefined)]) {
      const declared = (route.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, route.id).toEqual(compileTemplate(route.template).names);
    }
  });
});
