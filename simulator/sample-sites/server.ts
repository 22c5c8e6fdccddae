import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDefaultSampleWorld, type SampleWorld } from '../world/index.ts';
import type { OfflineSite, OfflineSiteHandler } from './offline-site.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';

export interface SampleSitesOptions {
  sites: readonly OfflineSite[];
  /** YYYY-MM-DD; the offline copies publish nothing dated later. */
  asOf: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  world?: SampleWorld;
  /**
   * A folder where the copies keep the scans they render (SCAN_CACHE_DIR), shared by every
   * process that serves them; null or absent: each process renders its scans again.
   */
  scanCacheDir?: string | null;
}

export interface SampleSites {
  /** Base URL of the server, e.g. http://127.0.0.1:41234; a site lives at `${url}${samplePath}`. */
  readonly url: string;
  /** Moves the simulated clock: later requests see what was published up to `asOf`. */
  setAsOf(asOf: string): void;
  close(): Promise<void>;
}

/**
 * Serves every source's offline copy from one local HTTP server, so the demo, the tests and a
 * curious engineer's browser all see the same realistic sites without any network.
 */
export async function startSampleSites(options: SampleSitesOptions): Promise<SampleSites> {
  const world = options.world ?? createDefaultSampleWorld();
  const scanCacheDir = options.scanCacheDir ?? null;
  let handlers = mount(options.sites, world, options.asOf, scanCacheDir);
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? '/', 'http://sample.invalid');
      const mounted = handlers.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
      if (mounted) {
        const [prefix, handler] = mounted;
        const handled = await handler(req, res, url.pathname.slice(prefix.length) || '/', url);
        if (handled) return;
      } else if (url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><meta charset="utf-8"><title>Sources hors ligne</title><ul>${options.sites
          .map((site) => `<li><a href="${site.samplePath}/">${site.samplePath}</a></li>`)
          .join('')}</ul>`);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>404</title><h1>Page introuvable</h1>');
      }
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Erreur interne du site hors ligne: ${errorMessage(error)}`);
    }
  };
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    setAsOf(asOf) {
      handlers = mount(options.sites, world, asOf, scanCacheDir);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function mount(sites: readonly OfflineSite[], world: SampleWorld, asOf: string, scanCacheDir: string | null): Array<[string, OfflineSiteHandler]> {
  return sites.map((site) => [site.samplePath.replace(/\/+$/, ''), site.create({ world, asOf, scanCacheDir })]);
}
