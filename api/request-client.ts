import type { RequestPrincipal } from './access-seam.ts';
import { anonymousClientId } from './access/client-ip.ts';

/**
 * Whose share of a bounded resource (long polls, waiting searches) a request takes: its key's,
 * else its address's (an IPv6 /64), as the quotas count.
 */
export function requestClient(context: { readonly principal: RequestPrincipal | null; readonly clientAddress: string }): string {
  const principal = context.principal;
  if (principal?.kind === 'key') return `key:${principal.keyId}`;
  if (principal?.kind === 'anonymous') return `ip:${principal.clientId}`;
  return `ip:${anonymousClientId(context.clientAddress)}`;
}
