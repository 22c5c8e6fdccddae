import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { SERVED_OPENAPI } from './served-contract.ts';
import type { RawResponse } from './http-request.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOC_ID = 'https://annonces.nc/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: DOC_ID, ...structuredClone(SERVED_OPENAPI) });

// Longest first, so /v1/entreprises/{ridet}.atom is tried before /v1/entreprises/{ridet}.
const templates = Object.keys(SERVED_OPENAPI.paths)
  .sort((a, b) => b.length - a.length)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]*')}$`),
  }));

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks one response against the OpenAPI document: the status is declared for the operation,
 * the media type is the declared one and the body validates against its schema. Responses of
 * unknown paths or methods must be problems.
 */
export function expectOpenApiValid(method: string, target: string, response: RawResponse): void {
  const path = target.split('?')[0]!;
  const match = templates.find((t) => t.pattern.test(path));
  const operation = match ? (SERVED_OPENAPI.paths as Record<string, Record<string, any>>)[match.template]![method === 'HEAD' ? 'get' : method.toLowerCase()] : undefined;
  if (method === 'HEAD' || response.status === 204 || response.status === 304) {
    expect(response.raw.length, `${method} ${target}: no body expected`).toBe(0);
    if (operation && response.status === 304) expect(Object.keys(operation.responses)).toContain('304');
    return;
  }
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
  let schemaRef: string;
  if (!operation) {
    expect(contentType, `${method} ${target}`).toBe('application/problem+json');
    schemaRef = `${DOC_ID}#/components/schemas/Problem`;
  } else {
    const declared = Object.keys(operation.responses);
    expect(declared, `${method} ${target}: status ${response.status} not declared`).toContain(String(response.status));
    const content = operation.responses[String(response.status)].content as Record<string, unknown>;
    expect(Object.keys(content), `${method} ${target}: media type`).toContain(contentType);
    schemaRef = `${DOC_ID}#/${pointer('paths', match!.template, method === 'HEAD' ? 'get' : method.toLowerCase(), 'responses', String(response.status), 'content', contentType, 'schema')}`;
  }
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`No schema at ${schemaRef}`);
  // JSON media types are validated parsed; others (Atom) as the text they are.
  const ok = validate(/json/.test(contentType) ? response.json : response.text);
  expect(ok ? [] : validate.errors, `${method} ${target} (${response.status}) against ${schemaRef}`).toEqual([]);
}
