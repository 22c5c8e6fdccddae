import dns from 'node:dns';
import net from 'node:net';
import { errorMessage } from '../kernel/errors/app-error.ts';
import { forbiddenAddressReason, forbiddenPortReason } from './address-policy.ts';

/** `dns.lookup` with `{ all: true }`, promisified: the seam tests use to make a name resolve anywhere. */
export type ResolveAll = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolveAll: ResolveAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface TargetPolicy {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
}

export const MAX_URL_LENGTH = 2048;

export type TargetCheck = { ok: true; url: string; host: string } | { ok: false; detail: string };

/** `host:port` of a URL, the unit of per-receiver concurrency. */
export function receiverHost(url: URL): string {
  return `${url.hostname}:${targetPort(url)}`;
}

/** The port a URL connects to, its scheme's default included. */
export function targetPort(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? '443' : '80'));
}

/**
 * Checks a receiver URL at registration: https (http only when allowed), no credentials or
 * fragment, and a port and host that are not forbidden (unless private networks are allowed,
 * which lifts both rules: local development and tests reach loopback services on any port).
 * The same rules are applied again at every connection (delivery-client.ts), since a name may
 * resolve elsewhere later. Details are French, for problem+json `errors`.
 */
export async function checkTargetUrl(raw: string, policy: TargetPolicy, resolveAll: ResolveAll = systemResolveAll): Promise<TargetCheck> {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, detail: `au plus ${MAX_URL_LENGTH} caractères` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, detail: 'URL absolue attendue, par exemple https://exemple.nc/webhooks/annonces' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    return {
      ok: false,
      detail: policy.allowHttp ? 'schéma https:// ou http:// attendu' : `schéma https:// attendu (reçu « ${url.protocol.replace(/:$/, '')} ») ; http:// n’est accepté qu’en usage local`,
    };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, detail: 'pas d’identifiants dans l’URL ; authentifiez les livraisons par leur signature' };
  if (raw.includes('#')) return { ok: false, detail: 'pas de fragment (#…) : il n’est jamais envoyé' };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostname === '') return { ok: false, detail: 'nom d’hôte manquant' };
  if (!policy.allowPrivateNetworks) {
    const port = forbiddenPortReason(targetPort(url));
    if (port !== null) return { ok: false, detail: port };
    const refused = await forbiddenTarget(hostname, resolveAll);
    if (refused !== null) return { ok: false, detail: refused };
  }
  return { ok: true, url: url.toString(), host: receiverHost(url) };
}

async function forbiddenTarget(hostname: string, resolveAll: ResolveAll): Promise<string | null> {
  if (net.isIP(hostname) !== 0) {
    const reason = forbiddenAddressReason(hostname);
    return reason === null ? null : `adresse ${hostname} refusée (${reason}) : les livraisons n’y sont pas permises`;
  }
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolveAll(hostname);
  } catch (error) {
    return `le nom d’hôte « ${hostname} » ne se résout pas (${errorMessage(error)})`;
  }
  if (addresses.length === 0) return `le nom d’hôte « ${hostname} » ne se résout pas`;
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address);
    // The address itself stays unsaid: it would map the network the server sits in.
    if (reason !== null) return `« ${hostname} » se résout en une adresse interdite (${reason}) : les livraisons n’y sont pas permises`;
  }
  return null;
}
