import { ApiError } from '../problem.ts';
import type { RequestStep } from './request-context.ts';

/** 413 when the declared or received body passes the limit, before anything else is read. */
export function bodyLimit(limitBytes: number): RequestStep {
  return ({ request }) => {
    const declared = request.headers['content-length'];
    if ((declared !== undefined && Number(declared) > limitBytes) || (request.bodyBytes ?? 0) > limitBytes) {
      throw ApiError.of('payload_too_large', `Le corps de requête dépasse ${limitBytes} octets.`, { headers: { connection: 'close' } });
    }
    return null;
  };
}
