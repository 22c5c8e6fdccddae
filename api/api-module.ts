import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Config } from '../platform/config.ts';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import type { KeyDirectory } from './access-seam.ts';
import type { PlanField } from './plan-field.ts';
import type { Route } from './route.ts';
import type { ProblemCatalog } from './problem.ts';
import type { ApiSettings } from './settings.ts';

/**
 * A part of the API process: the core (api/core-module.ts) or an add-on it serves without the
 * core knowing it (webhooks/, signalements/). Its routes carry their own dependencies (captured
 * when the module was made, never read from the request context), and the process tells it what
 * it may want to follow. The composition roots (cli/serve.ts, the demo) choose the modules;
 * startApiServer starts them in order after access control, serves their routes in that order,
 * and closes them in reverse order.
 */
export interface ApiModule {
  /** For logs. */
  readonly name: string;
  /** Served in the order of the modules (the core's first), under the same pipeline (access, quotas, errors). */
  readonly routes: readonly Route[];
  /** HTML pages outside /v1 (the core's widget and company page): found only when no module's route matches the path. */
  readonly pages?: readonly Route[];
  /** What it adds to the API's public description (GET /v1/openapi.json, GET /v1, docs/api.md). */
  readonly contract?: ModuleContract;
  /** A new snapshot is being served (between requests); the previous one, if any. */
  snapshotServed?(snapshot: SnapshotReader, previous: SnapshotReader | null): void;
  /** Adds its series to the API's Prometheus registry (GET /metrics), read at scrape time. */
  registerMetrics?(registry: Registry): void;
  /** Stops its workers and closes what it opened; called after the HTTP server drained. */
  close?(): Promise<void>;
}

/**
 * A module's part of the API's description, declared once beside its routes: the OpenAPI
 * document served is the core's with every served module's contract merged in
 * (openApiDocument, api/openapi.ts), and the tests hold docs/api.md to the same lists.
 */
export interface ModuleContract {
  /** OpenAPI path items of its routes, keyed by path template. */
  readonly paths: Readonly<Record<string, unknown>>;
  /** OpenAPI schemas its path items refer to (`#/components/schemas/<name>`). */
  readonly schemas: Readonly<Record<string, unknown>>;
  /** The problem codes it answers with, beside the core's (raise them with problemsOf). */
  readonly problems: ProblemCatalog;
  /** Its HTML pages outside /v1, listed by GET /v1 with what each is. */
  readonly pages?: Readonly<Record<string, string>>;
}

/**
 * What an add-on is started with: the process's own parts. The core's starter is given more (the
 * snapshots served and their archive, CoreModuleContext in api/core-module.ts, which no add-on
 * may import).
 */
export interface ApiModuleContext {
  config: Config;
  store: ObjectStore;
  logger: Logger;
  settings: ApiSettings;
  /** The API keys as access control sees them (revocations, plans); null when it has none. */
  keys: KeyDirectory | null;
}

/**
 * Starts one module; a failure stops the API's start (what was started is closed). Its plan
 * fields are read before any module starts: access control checks PLANS_FILE against them.
 */
export interface ApiModuleStarter {
  (context: ApiModuleContext): Promise<ApiModule>;
  /** What it adds to every plan (api/plan-field.ts), declared beside its contract; none by default. */
  readonly planFields?: readonly PlanField<unknown>[];
}
