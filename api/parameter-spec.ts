/**
 * A route's parameter, declared once beside its route: the route's QueryReader accepts the query
 * names (queryNames), its OpenAPI operation lists it (openApiParameters), and the docs test holds
 * the route's table in docs/api.md to the same names. The schema is the JSON Schema fragment the
 * OpenAPI document shows; the route's own reading still enforces it (QueryReader's typed readers).
 */
export interface ParameterSpec {
  readonly name: string;
  readonly in: 'query' | 'path';
  /** A query parameter the request must give; a path parameter always is. */
  readonly required?: boolean;
  /** In French, as the document and the docs show it; absent when the schema says it all (a $ref). */
  readonly description?: string;
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The OpenAPI parameter object, as the document serves it. */
export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'query' | 'path';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: Readonly<Record<string, unknown>>;
}

/**
 * Point-in-time reads (docs/api.md, "Instantanés"): the app serves the snapshot named to every
 * pinnable route and never hands it the parameter, so the route does not declare it:
 * operationParameters adds it.
 */
export const SNAPSHOT_PARAMETER = {
  name: 'snapshot',
  in: 'query',
  required: false,
  description:
    'Identifiant d’un instantané (GET /v1/snapshots) : la réponse est celle de cet instantané, telle qu’elle était, avec `Cache-Control: public, max-age=31536000, immutable`. Inconnu : 404 snapshot_not_found.',
  schema: { type: 'string', pattern: '^[0-9]{8}T[0-9]{6}Z(-[0-9]{3})?$' },
} as const satisfies ParameterSpec;

/** `limit` from the bounds the route reads it with (QueryReader.integer), so the two cannot drift. */
export function limitParameter(bounds: { readonly min: number; readonly max: number; readonly default: number }, description: string): ParameterSpec {
  return { name: 'limit', in: 'query', required: false, description, schema: { type: 'integer', minimum: bounds.min, maximum: bounds.max, default: bounds.default } };
}

/** The names a route's QueryReader accepts: its query parameters, in declaration order. */
export function queryNames(specs: readonly ParameterSpec[]): string[] {
  return specs.filter((spec) => spec.in === 'query').map((spec) => spec.name);
}

export function openApiParameters(specs: readonly ParameterSpec[]): OpenApiParameter[] {
  return specs.map((spec) => ({
    name: spec.name,
    in: spec.in,
    required: spec.in === 'path' || spec.required === true,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    schema: spec.schema,
  }));
}

/** An operation's parameters: the route's declaration, then `snapshot` when the route is pinnable. */
export function operationParameters(route: { readonly parameters?: readonly ParameterSpec[]; readonly pinnable?: boolean }): OpenApiParameter[] {
  return openApiParameters([...(route.parameters ?? []), ...(route.pinnable === true ? [SNAPSHOT_PARAMETER] : [])]);
}
