import type { RouteResponse } from '../route.ts';
import { allowedMethods } from '../routes/index.ts';
import type { RequestStep } from './request-context.ts';

const NO_BODY = Buffer.alloc(0);

/** The CORS preflight: OPTIONS on a known path answers 204 with the methods it accepts, uncounted. */
export const preflight: RequestStep = ({ method, route, candidates }): RouteResponse | null => {
  if (method !== 'OPTIONS' || route === null) return null;
  return {
    status: 204,
    body: NO_BODY,
    cache: 'no-store',
    headers: {
      'access-control-allow-methods': allowedMethods(candidates).join(', '),
      'access-control-allow-headers': 'Authorization, X-API-Key, If-None-Match, Content-Type',
      'access-control-max-age': '86400',
    },
  };
};
