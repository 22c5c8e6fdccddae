import type { ChangeLogBounds } from './changes/change-log.ts';
import { loadSettings, type Env, type Settings } from '../platform/settings/index.ts';

export interface ApiSettings {
  snapshotPollSeconds: number;
  bodyLimitBytes: number;
  /** Trusted proxy hops (0 = socket address only). */
  trustProxy: number;
  cacheMaxAgeSeconds: number;
  shutdownGraceSeconds: number;
  headersTimeoutSeconds: number;
  requestTimeoutSeconds: number;
  /** Connections open at once; null: derived from the open-file limit (api/connection-limit.ts). */
  maxConnections: number | null;
  /** Long polls of /v1/changes one client may have waiting at once. */
  longPollsPerClient: number;
  /** Searches one client may have waiting for their turn at once (api/search/search-queue.ts). */
  searchesPerClient: number;
  /** Memory for the change feed's computed pages (api/changes/change-pages.ts). */
  changesCacheMegabytes: number;
  /** What the change log holds (api/changes/change-log.ts). */
  changeLog: ChangeLogBounds;
  /** A streamed body's write that does not complete within this closes the connection (api/send-streamed.ts). */
  sendTimeoutSeconds: number;
  bodyCacheMegabytes: number;
  /** Bytes of archived documents read and not yet sent, over every response (MiB). */
  documentsInFlightMegabytes: number;
  /** Disk for the checked local copies of archived documents (MiB). */
  documentsCacheMegabytes: number;
  /** Disk for the checked local copies of the bulk files (MiB). */
  exportsCacheMegabytes: number;
  /** Share of successful requests logged one line each (api/access-log.ts). */
  accessLogSample: number;
  /** Bearer token of GET /metrics; null: open. */
  metricsToken: string | null;
}

export function apiSettings(settings: Settings): ApiSettings {
  return {
    snapshotPollSeconds: settings.SNAPSHOT_POLL_SECONDS,
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    trustProxy: settings.TRUST_PROXY,
    cacheMaxAgeSeconds: settings.CACHE_MAX_AGE_SECONDS,
    shutdownGraceSeconds: settings.SHUTDOWN_GRACE_SECONDS,
    headersTimeoutSeconds: settings.HEADERS_TIMEOUT_SECONDS,
    requestTimeoutSeconds: settings.REQUEST_TIMEOUT_SECONDS,
    maxConnections: settings.MAX_CONNECTIONS,
    longPollsPerClient: settings.LONG_POLLS_PER_CLIENT,
    searchesPerClient: settings.SEARCHES_PER_CLIENT,
    changesCacheMegabytes: settings.CHANGES_CACHE_MB,
    changeLog: {
      eventsKept: settings.CHANGES_EVENTS_KEPT,
      historySeconds: settings.CHANGES_HISTORY_SECONDS,
      historiesKept: settings.CHANGES_HISTORIES_KEPT,
    },
    sendTimeoutSeconds: settings.SEND_TIMEOUT_SECONDS,
    bodyCacheMegabytes: settings.BODY_CACHE_MB,
    documentsInFlightMegabytes: settings.DOCUMENTS_IN_FLIGHT_MB,
    documentsCacheMegabytes: settings.DOCUMENTS_CACHE_MB,
    exportsCacheMegabytes: settings.EXPORTS_CACHE_MB,
    accessLogSample: settings.ACCESS_LOG_SAMPLE,
    metricsToken: settings.METRICS_TOKEN,
  };
}

export function loadApiSettings(env: Env): ApiSettings {
  return apiSettings(loadSettings(env).values);
}

export const DEFAULT_API_SETTINGS: ApiSettings = loadApiSettings({});
