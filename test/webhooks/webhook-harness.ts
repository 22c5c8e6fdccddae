import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { defaultPlans, type PlansConfig } from '../../api/access/plans.ts';
import type { AccessControl } from '../../api/access/types.ts';
import { coreApp } from '../api/helpers/core-app.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';
import { WEBHOOK_PLAN_FIELDS } from '../../webhooks/webhook-plan-fields.ts';
import { createHttpServer, type ApiHttpServer } from '../../api/http-server.ts';
import { openSqliteWebhookStore } from '../../webhooks/state/sqlite-webhook-store.ts';
import type { WebhookStore } from '../../webhooks/state/webhook-store.ts';
import { startWebhooks, type WebhookRuntime } from '../../webhooks/start-webhooks.ts';
import type { ResolveAll } from '../../webhooks/target-url.ts';
import type { WebhookSettings } from '../../webhooks/webhook-settings.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import type { LedgerItem, PublishResult } from '../../publish/snapshot/snapshot-types.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';
import { accessOptions } from '../api/access/access-fixtures.ts';
import { request, type RawResponse } from '../api/helpers/http-request.ts';
import { expectOpenApiValid } from '../api/helpers/openapi-validator.ts';

/** A settable clock: retries, leases and overlaps are crossed by moving it, never by waiting. */
export interface ManualClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    set(ms) {
      current = ms;
    },
    advance(ms) {
      current += ms;
    },
  };
}

export const LOCAL_WEBHOOK_SETTINGS: WebhookSettings = {
  databaseUrl: null,
  sqlitePath: ':memory:',
  allowHttp: true,
  allowPrivateNetworks: true,
  timeoutMs: 2_000,
  concurrencyPerHost: 4,
  maxInFlight: 64,
  disableAfterMs: 72 * 3_600_000,
  secretOverlapMs: 24 * 3_600_000,
  dedupeLegalEvents: true,
};

/** A ledger item as the publish step writes it. */
export function ledgerItem(id: string, ridet: string, extra: Partial<LedgerItem> & Record<string, unknown> = {}): LedgerItem {
  return {
    id, ridet, denomination: `SOCIÉTÉ ${ridet}`, type: 'capital', titre: `AUGMENTATION DE CAPITAL ${id}`, resume: `Résumé de ${id}.`,
    date: '2026-11-20', source: 'JONC', fiche_url: `https://annonces.test/entreprise.html?ridet=${ridet}`, ...extra,
  };
}

/** Publishes snapshots into an object store, each one's ledger being the previous one's plus `added`. */
export class SnapshotPublisher {
  #ledger: LedgerItem[] = [];
  #n = 0;
  readonly store: ObjectStore;
  readonly clock: { now(): number };
  constructor(store: ObjectStore, clock: { now(): number }) {
    this.store = store;
    this.clock = clock;
  }

  async publish(added: LedgerItem[], options: { without?: string[] } = {}): Promise<PublishResult> {
    this.#ledger = [...this.#ledger.filter((i) => !(options.without ?? []).includes(i.id)), ...added];
    this.#n += 1;
    // Snapshot ids come from the time: one second apart at least, so ids differ even under a frozen clock.
    const now = new Date(Math.max(this.clock.now(), Date.parse('2026-01-01T00:00:00Z')) + this.#n * 1000);
    return publishSnapshot(
      this.store,
      {
        artefacts: [],
        ledger: this.#ledger,
        runIds: [`run-${this.#n}`],
        counts: { announcements: this.#ledger.length, companies: new Set(this.#ledger.map((i) => i.ridet)).size, bySource: {}, byType: {} },
        codeVersion: 'test',
        force: true,
      },
      { now },
    );
  }
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** How to answer each request (default 204). */
  respond: (req: ReceivedRequest, res: http.ServerResponse) => void;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 recording every request it gets. */
export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    port: 0,
    requests: [],
    respond: (_req, res) => {
      res.writeHead(204);
      res.end();
    },
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      receiver.requests.push(recorded);
      receiver.respond(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

export interface WebhookApi {
  baseUrl: string;
  clock: ManualClock;
  runtime: WebhookRuntime;
  state: WebhookStore;
  snapshots: SnapshotPublisher;
  /** API keys by plan name. */
  keys: Record<string, string>;
  /** Their ids in the keys file, by the same names (for `revokeKey`, `changeKeyPlan`). */
  keyIds: Record<string, string>;
  keysFile: string;
  /** The real access control the server checks requests with (its `keys` are the webhooks' too). */
  access: AccessControl;
  /** A request through the real HTTP server, checked against the OpenAPI document. */
  call(method: string, target: string, options?: { key?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<RawResponse>;
  /** Processes new snapshots, then delivers everything due at the clock's time. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The webhook API in process: real access control and keys, SQLite state, an in-memory snapshot store, a manual clock. */
export async function startWebhookApi(options: {
  settings?: Partial<WebhookSettings>;
  resolveAll?: ResolveAll;
  clock?: ManualClock;
  state?: WebhookStore;
  bodyLimitBytes?: number;
  /** Where snapshots are published; a new in-memory store by default. */
  objectStore?: ObjectStore;
  /** The plans (a PLANS_FILE's); the default table otherwise. A key is made on each. */
  plans?: PlansConfig;
} = {}): Promise<WebhookApi> {
  const plans = options.plans ?? defaultPlans(WEBHOOK_PLAN_FIELDS);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhooks-'));
  const keys: Record<string, string> = {};
  const keyIds: Record<string, string> = {};
  const keysFile = path.join(dir, 'keys.json');
  for (const [name, plan] of [...Object.keys(plans.plans).map((p) => [p, p]), ['equipe2', 'equipe']] as const) {
    const { key, record } = await createKey({ keysFile, plans, plan });
    keys[name] = key;
    keyIds[name] = record.id;
  }
  const access: AccessControl = await createAccessControl(accessOptions(dir, { plans }));

  const clock = options.clock ?? manualClock();
  const objectStore = options.objectStore ?? new MemoryStore();
  const state = options.state ?? openSqliteWebhookStore(path.join(dir, 'webhooks.sqlite'));
  const runtime = await startWebhooks({
    settings: { ...LOCAL_WEBHOOK_SETTINGS, ...options.settings },
    snapshots: objectStore,
    clock,
    emitterPollMs: 0,
    workerPollMs: 0,
    random: () => 0.5,
    state,
    keys: access.keys,
    ...(options.resolveAll ? { resolveAll: options.resolveAll } : {}),
  });
  const app = coreApp({ snapshots: { current: null }, access, routes: webhookRoutes(runtime.service), settings: { bodyLimitBytes: options.bodyLimitBytes ?? 16_384 } });
  const server: ApiHttpServer = createHttpServer(app);
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clock,
    runtime,
    state,
    keys,
    keyIds,
    keysFile,
    access,
    snapshots: new SnapshotPublisher(objectStore, clock),
    async call(method, target, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      const key = callOptions.key === undefined ? keys.equipe : callOptions.key;
      if (key) headers['x-api-key'] = key;
      let body: string | undefined;
      if (callOptions.body !== undefined) {
        body = typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await request(baseUrl, target, { method, headers, ...(body !== undefined ? { body } : {}) });
      expectOpenApiValid(method, target, response);
      return response;
    },
    async settle() {
      await runtime.emitter.run();
      await runtime.worker.runDue();
    },
    async close() {
      await server.shutdown(1000);
      await runtime.close();
      if (!options.state) await state.close();
      await access.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
