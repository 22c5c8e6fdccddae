export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A route's body as bytes: a Buffer as it is, anything else as JSON. */
export function serialise(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
}
