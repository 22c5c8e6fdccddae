import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, type ParameterError } from './problem.ts';

/**
 * The JSON object of a request body, for every route that takes one (the webhooks', the
 * readers' reports'): `Content-Type` must be application/json (415 unsupported_media_type
 * otherwise); an unreadable document or anything but an object is 400 invalid_body. When
 * `required` is false an empty body reads as `{}`; when it is true, `example` shows what to send.
 */
export function readJsonObject(context: { body: Buffer; headers: IncomingHttpHeaders }, options: { required: boolean; example?: string }): Record<string, unknown> {
  if (context.body.length === 0) {
    if (!options.required) return {};
    throw invalidBody([{ name: 'body', detail: `corps JSON attendu${options.example ? `, par exemple ${options.example}` : ''}` }]);
  }
  const type = String(context.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw ApiError.of('unsupported_media_type', `Corps attendu en application/json (reçu « ${type.slice(0, 60) || 'aucun Content-Type'} »).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(context.body.toString('utf8'));
  } catch {
    // The parser's own message is English and names offsets; the field says what is wrong.
    throw invalidBody([{ name: 'body', detail: 'JSON illisible' }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidBody([{ name: 'body', detail: 'un objet JSON est attendu' }]);
  return value as Record<string, unknown>;
}

/** 400 invalid_body listing every field error. */
export function invalidBody(errors: ParameterError[]): ApiError {
  const names = [...new Set(errors.map((e) => e.name))].join(', ');
  return ApiError.of('invalid_body', errors.length === 1 ? `Le champ ${names} est invalide : ${errors[0]!.detail}` : `Champs invalides : ${names}.`, { errors });
}
