import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.ts';
import { readCurrent } from '../publish/snapshot/pointer.ts';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import type { AccessControl } from './access-seam.ts';
import type { ApiModule, ApiModuleContext, ApiModuleStarter } from './api-module.ts';
import { createAccessControl } from './access/access-control.ts';
import { ipcCounters } from './access/ipc-counters.ts';
import type { IpcChannel } from './cluster/ipc-channel.ts';
import { clusterMetrics } from './cluster/worker-metrics.ts';
import { accessConfig } from './access/settings.ts';
import { BodyCache } from './body-cache.ts';
import { createApp } from './app.ts';
import type { CoreModuleContext, CoreModuleStarter } from './core-module.ts';
import { createHttpServer, type ApiHttpServer } from './http-server.ts';
import { ApiMetrics } from './metrics.ts';
import { servedDescription, type ServedDescription } from './openapi.ts';
import { searchQueue } from './search/search-queue.ts';
import { apiSettings, type ApiSettings } from './settings.ts';
import { openServedSnapshot, storeArchive } from './snapshot-archive.ts';
import { SnapshotHolder } from './snapshot-holder.ts';

export interface StartApiOptions {
  config: Config;
  store: ObjectStore;
  logger: Logger;
  /** Defaults to the API settings of `config`. */
  settings?: ApiSettings;
  /** Defaults to keys/plans/quotas from `config` (api/access). Closed with the API, or when its start fails. */
  access?: AccessControl;
  /**
   * What this process serves (api/api-module.ts), started in order after access control and
   * served in that order: the core (api/core-module.ts), then the add-ons, as the composition
   * roots list them (cli/served-api-modules.ts). A module not listed is not served.
   */
  modules: readonly ServedModuleStarter[];
  /**
   * A listening socket this process was handed (`{ fd: 3 }`, systemd socket activation,
   * cli/inherited-socket.ts), listened on instead of HOST:PORT. None by default.
   */
  socket?: { fd: number };
  /**
   * This process is one of API_WORKERS sharing the listening socket (cli/api-cluster.ts), linked
   * to the primary by this channel: without REDIS_URL its requests are counted by the primary
   * (one count for all workers), and GET /metrics sums every worker. None: a process alone.
   */
  worker?: { channel: IpcChannel };
}

/** A module's starter as startApiServer takes it: the core's, or an add-on's. */
export type ServedModuleStarter = CoreModuleStarter | ApiModuleStarter;

export interface StartedApi {
  /** Where it listens, with the port it got: the one PORT names, the one the system chose for PORT=0, or the handed socket's. */
  url: string;
  /** Drains in-flight requests (at most SHUTDOWN_GRACE_SECONDS), stops polling, the modules and access control. */
  close(): Promise<void>;
  /** The modules started, in order. */
  modules: readonly ApiModule[];
  /** What GET /metrics exposes. */
  metrics: ApiMetrics;
}

/**
 * The API wired to an object store and listening on HOST:PORT: used by `npm run serve`
 * (cli/serve.ts) and embeddable by the demo. Polling reads only the small `current` pointer; a
 * snapshot is opened when the pointer moves, and served once its search engine is built.
 */
export async function startApiServer(options: StartApiOptions): Promise<StartedApi> {
  const { config, store, logger } = options;
  const settings = options.settings ?? apiSettings(config.settings);
  const modules: ApiModule[] = [];
  let warm: ((snapshot: SnapshotReader) => Promise<void>) | null = null;
  const holder: SnapshotHolder = new SnapshotHolder({
    pollSeconds: settings.snapshotPollSeconds,
    load: async () => {
      const pointer = await readCurrent(store);
      if (pointer === null) return null;
      if (holder.current?.id === pointer.snapshot) return holder.current;
      const next = await openServedSnapshot(store, pointer.snapshot);
      // Swapped only once its search engine is built (between requests, about a second at 10^5
      // companies): searches meanwhile keep the previous snapshot's. A broken index must not
      // keep the rest of the snapshot from being served: its searches answer 503 instead.
      await warm?.(next).catch((err: unknown) => logger.error({ err, snapshot: next.id }, 'search index unreadable'));
      return next;
    },
    onSwap: (next, previous) => {
      logger.info({ snapshot: next.id, previous: previous?.id ?? null }, 'serving snapshot');
      for (const module of modules) module.snapshotServed?.(next, previous);
    },
    onError: (err) => logger.error({ err }, 'cannot read the current snapshot; keeping the one served'),
  });

  // What has been started so far, closed in reverse order if the start fails (port in use):
  // the caller gets no handle to close, so pollers, the webhook database and watchers would
  // otherwise outlive a start that never listened.
  const started: Array<() => Promise<void> | void> = [];
  let access: AccessControl;
  let http: ApiHttpServer;
  let metrics: ApiMetrics;
  try {
    const counters = options.worker ? { counters: ipcCounters(options.worker.channel) } : {};
    // The served modules' plan fields are read before any of them starts: PLANS_FILE is checked against them.
    const planFields = options.modules.flatMap((start) => start.planFields ?? []);
    access = options.access ?? (await createAccessControl({ ...accessConfig(config, planFields), logger, ...counters }));
    const startedAccess = access;
    started.push(() => startedAccess.close?.());
    const archive = storeArchive(store, holder);
    let description: ServedDescription | null = null;
    const addOnContext = (): ApiModuleContext => ({ config, store, logger, settings, keys: startedAccess.keys ?? null });
    const coreContext = (): CoreModuleContext => ({
      ...addOnContext(),
      snapshots: holder,
      archive,
      description: () => description ?? notYetDescribed(),
    });
    for (const start of options.modules) {
      const module = 'servesSnapshots' in start ? await start(coreContext()) : await start(addOnContext());
      modules.push(module);
      started.push(() => module.close?.());
    }
    // Merged now, so that a path or schema declared twice stops the start (openapi_conflict).
    description = servedDescription(modules.flatMap((module) => (module.contract ? [module.contract] : [])));
    const bodies = new BodyCache(settings.bodyCacheMegabytes * 1024 * 1024);
    metrics = new ApiMetrics({ snapshots: holder, bodies, searchQueue });
    for (const module of modules) module.registerMetrics?.(metrics.registry);
    const processMetrics = metrics;
    const cluster = options.worker ? clusterMetrics(options.worker.channel, metrics.registry) : null;
    const render = () => (cluster ? cluster.render() : processMetrics.render());
    const app = createApp({
      snapshots: holder,
      archive,
      access,
      settings,
      logger,
      bodies,
      metrics: { render, contentType: metrics.contentType, token: settings.metricsToken },
      routes: modules.flatMap((module) => module.routes),
      pages: modules.flatMap((module) => module.pages ?? []),
    });
    warm = (snapshot) => app.warm(snapshot);
    started.push(() => holder.stop());
    await holder.start();
    if (!holder.current) logger.warn({ store: store.url }, 'no snapshot published yet: /readyz answers 503 until one is');

    http = createHttpServer(app, { logger, trustProxy: settings.trustProxy, accessLogSample: settings.accessLogSample, metrics });
    const server = http.server;
    started.push(() => http.shutdown(0));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.socket ?? { port: config.port, host: config.host }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    for (const close of started.reverse()) {
      // The start's own error is the one to report; a failing close is only logged.
      await Promise.resolve()
        .then(close)
        .catch((err: unknown) => logger.error({ err }, 'cannot close what a failed start had opened'));
    }
    throw error;
  }
  const url = listeningUrl(http.server.address() as AddressInfo, options.socket ? null : config.host);
  // How often it looks at `current`: the longest it serves a snapshot no longer published
  // (with API_WORKERS, each worker says it, test/cli/serve-workers.test.ts).
  logger.info({ url, store: store.url, snapshotPollSeconds: settings.snapshotPollSeconds }, 'API listening');
  return {
    url,
    modules,
    metrics,
    async close() {
      holder.stop();
      await http.shutdown(settings.shutdownGraceSeconds * 1000);
      for (const module of [...modules].reverse()) await module.close?.();
      await access.close?.();
    },
  };
}

function notYetDescribed(): never {
  throw new Error('the served description is read before every module has started');
}

/**
 * The address the server got, as a URL: HOST as configured (a name stays a name) with the bound
 * port, which differs from PORT when PORT=0; a handed socket's own address, since HOST and PORT
 * did not choose it.
 */
function listeningUrl(bound: AddressInfo, host: string | null): string {
  const address = host ?? bound.address;
  return `http://${address.includes(':') ? `[${address}]` : address}:${bound.port}`;
}
