import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, type ParameterError } from '../api/problem.js';

/**
 * The JSON object of a request body. `Content-Type` must be application/json (415 otherwise);
 * an unreadable document or anything but an object is 400 invalid_body. When `required` is
 * false an empty body reads as `{}`.
 */
export function readJsonObject(context: { body: Buffer; headers: IncomingHttpHeaders }, required: boolean): Record<string, unknown> {
  if (context.body.length === 0) {
    if (!required) return {};
    throw bodyError([{ name: 'body', detail: 'corps JSON attendu, par exemple {"url": "https://…", "ridets": ["1234567001"]}' }]);
  }
  const type = String(context.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw ApiError.of('unsupported_media_type', `Corps attendu en application/json (reçu « ${type.slice(0, 60) || 'aucun Content-Type'} »).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(context.body.toString('utf8'));
  } catch (error) {
    throw bodyError([{ name: 'body', detail: `JSON illisible (${error instanceof Error ? error.message.slice(0, 120) : 'syntaxe'})` }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bodyError([{ name: 'body', detail: 'un objet JSON est attendu' }]);
  return value as Record<string, unknown>;
}

/** 400 invalid_body listing every field error. */
export function bodyError(errors: ParameterError[]): ApiError {
  const names = [...new Set(errors.map((e) => e.name))].join(', ');
  return ApiError.of('invalid_body', errors.length === 1 ? `Le champ ${names} est invalide : ${errors[0]!.detail}` : `Champs invalides : ${names}.`, { errors });
}
