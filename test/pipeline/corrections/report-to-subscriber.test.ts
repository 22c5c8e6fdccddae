import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { apiSettings } from '../../../api/settings.ts';
import { runPipelineCli } from '../../../cli/pipeline.ts';
import { loadConfig } from '../../../platform/config.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { openSqliteSignalementStore } from '../../../signalements/state/sqlite-signalement-store.ts';
import { startApiServer, type StartedApi } from '../../../api/start-api.ts';
import { servedModules } from '../../../cli/served-api-modules.ts';
import type { WebhookRuntime } from '../../../webhooks/start-webhooks.ts';
import { request, type RawResponse } from '../../api/helpers/http-request.ts';
import { expectOpenApiValid } from '../../api/helpers/openapi-validator.ts';
import { parsePrometheusText, type Exposition } from '../../api/helpers/prometheus-text.ts';
import { manualClock, startReceiver, type Receiver } from '../../webhooks/webhook-harness.ts';
import { RIGHT_RIDET, startMisprintedSite, WRONG_RIDET, type MisprintedSite } from './misprinted-site.ts';
import { budgetFor } from '../../helpers/work-budget.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';

// A correction's whole path, end to end: a night's real run over a newspaper that printed the
// wrong company's RIDET, a reader's report to the API `npm run serve` composes (webhooks and
// reports mounted), the review queue and the operator's correction through the pipeline CLI's
// function, the next night and a reparse through it too, and the webhook subscribers of both
// companies, real receivers over real HTTP. Only the clocks are injected.

const stripe = new Stripe('sk_test_not_used_for_verification');
const NIGHT_1 = '2024-03-06';
const NIGHT_2 = '2024-03-07';
const CORRECTED_AT = new Date('2024-03-06T21:00:00.000Z');
const RAISON = 'Signalé par un lecteur : c’est la dissolution de LAGON BLEU PLONGÉE';

let dir: string;
let site: MisprintedSite;
let api: StartedApi;
let webhooks: WebhookRuntime | null = null;
let right: Receiver;
let wrong: Receiver;
let env: Record<string, string>;
let key: string;
// The webhooks' clock, near real time so that Stripe's library judges the signatures alone.
const clock = manualClock(Date.parse('2026-03-07T02:00:00.000Z'));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-to-subscriber-'));
  await migratedWarehouse(path.join(dir, 'warehouse.duckdb'));
  [site, right, wrong] = await Promise.all([startMisprintedSite(), startReceiver(), startReceiver()]);
  env = {
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    // Any free port: the API reports the one it got (api.url); the first publish then needs SITE_URL.
    PORT: '0',
    SITE_URL: 'http://localhost:8080',
    REDIS_URL: '',
    KEYS_FILE: path.join(dir, 'keys.json'),
    // The API looks for a new snapshot every second; the test waits for it to be served.
    SNAPSHOT_POLL_SECONDS: '1',
    SOURCE_ACTUNC_URL: site.url,
    SOURCE_ACTUNC_RPM: '6000',
    SOURCE_ACTUNC_RETRIES: '0',
    WEBHOOKS_ALLOW_HTTP: 'true',
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    CORRECTIONS_OPERATOR: 'marie',
  };
  key = (await createKey({ keysFile: env.KEYS_FILE!, plans: DEFAULT_PLANS, plan: 'equipe' })).key;
  // As cli/serve.ts composes it, with the clocks and the webhooks' polling in the test's hands.
  const config = loadConfig(env);
  api = await startApiServer({
    config,
    settings: apiSettings(config.settings),
    store: openStore(config.storeUrl, config.env),
    logger: pino({ level: 'silent' }),
    modules: servedModules({
      signalements: { now: () => clock.now() },
      webhooks: { clock, emitterPollMs: 0, workerPollMs: 0, random: () => 0.5 },
      webhooksStarted: (started) => (webhooks = started),
    }),
  });
});

afterAll(async () => {
  await api?.close();
  await Promise.all([site?.close(), right?.close(), wrong?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run pipeline -- <args>` through the CLI's own function, in this process. */
async function pipeline(args: string[], now?: Date): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runPipelineCli(args, {
    env,
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    ...(now ? { now: () => now } : {}),
  });
  return { code, stdout, stderr };
}

/** The run report the last run or reparse wrote (DATA_DIR/reports/latest.json). */
const latestReport = () => JSON.parse(fs.readFileSync(path.join(dir, 'reports', 'latest.json'), 'utf8'));

async function call(method: string, target: string, body?: unknown): Promise<RawResponse> {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await request(api.url, target, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  expectOpenApiValid(method, target, res);
  return res;
}

/** Waits until the API serves `snapshot` (it polls `current` every second): a condition, not a fixed delay. */
async function served(snapshot: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await request(api.url, '/v1', { headers: { 'x-api-key': key } });
    if (res.headers['x-snapshot'] === snapshot) return;
    if (Date.now() > deadline) throw new Error(`the API still serves ${String(res.headers['x-snapshot'])}, not ${snapshot}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The webhooks process every snapshot not processed yet, then the worker delivers everything due and drains. */
async function settleWebhooks(): Promise<void> {
  const runtime = webhooks!;
  await runtime.emitter.run();
  await runtime.worker.runDue();
}

async function scrape(): Promise<Exposition> {
  const res = await request(api.url, '/metrics');
  expect(res.status, res.text).toBe(200);
  return parsePrometheusText(res.text);
}

/** The corrected announcements /metrics counts in `snapshot`, once counted (a background pass the first scrape starts). */
async function correctedIn(snapshot: string): Promise<number | undefined> {
  let counted: number | undefined;
  await expect.poll(async () => (counted = (await scrape()).value('annonces_api_snapshot_corrected_announcements', { snapshot })), { timeout: 10_000, interval: 50 }).toBeDefined();
  return counted;
}

interface Announcement {
  id: string;
  ridet: string;
  denomination: string;
  type: string;
  corrections?: Array<Record<string, unknown>>;
}

async function announcementsOf(ridet: string): Promise<Announcement[]> {
  const res = await call('GET', `/v1/entreprises/${ridet}`);
  expect(res.status, res.text).toBe(200);
  return res.json.annonces as Announcement[];
}

describe('a misattributed notice, reported, corrected and delivered to the right subscriber only', () => {
  // Two nights and a reparse, each a publish the API takes up: its limit from that work (a fixed
  // 60 s stopped it at a load average of 19 on 2 cores).
  it('from the night that misreads it to the webhook of the right company, through a report, a correction, a night and a reparse', { timeout: budgetFor({ nights: 3 }) }, async () => {
    // a) Night 1: the dissolution is read under the RIDET printed, PACIFIQUE BOIS's.
    const night1 = await pipeline(['run', '--sources', 'actunc', '--as-of', NIGHT_1]);
    expect(night1.code, night1.stdout + night1.stderr).toBe(0);
    const snapshot1 = latestReport().publish.snapshotId as string;
    await served(snapshot1);
    await settleWebhooks();
    const misread = (await announcementsOf(WRONG_RIDET)).find((a) => a.type === 'dissolution');
    expect(misread).toMatchObject({ ridet: WRONG_RIDET, denomination: 'LAGON BLEU PLONGÉE' });
    expect(misread).not.toHaveProperty('corrections');
    expect((await announcementsOf(RIGHT_RIDET)).map((a) => a.type)).toEqual(['creation']);
    const annonceId = misread!.id;
    expect(await correctedIn(snapshot1)).toBe(0);

    // b) A subscriber of each company, through the API.
    const secrets: Record<string, string> = {};
    for (const [receiver, ridet] of [[right, RIGHT_RIDET], [wrong, WRONG_RIDET]] as const) {
      const res = await call('POST', '/v1/webhooks', { url: receiver.url, ridets: [ridet], evenements: ['annonce.created', 'annonce.updated'] });
      expect(res.status, res.text).toBe(201);
      secrets[ridet] = res.json.secret as string;
    }

    // c) A reader reports it, anonymously (no key).
    const report = await request(api.url, '/v1/signalements', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ annonce_id: annonceId, champ: 'ridet', valeur_proposee: RIGHT_RIDET, commentaire: 'Cette dissolution est celle de LAGON BLEU PLONGÉE, pas de PACIFIQUE BOIS.' }),
    });
    expectOpenApiValid('POST', '/v1/signalements', report);
    expect(report.status, report.text).toBe(201);
    const signalementId = report.json.id as string;

    // d) The review queue lists it with the command that settles it; the operator corrects.
    const revue = await pipeline(['revue', '--json']);
    expect(revue.code, revue.stderr).toBe(0);
    const listed = JSON.parse(revue.stdout);
    expect(listed.signalements).toEqual([
      expect.objectContaining({
        id: signalementId, annonce_id: annonceId, champ: 'ridet', valeur_proposee: RIGHT_RIDET, origine: 'api',
        extrait: expect.stringContaining('RIDET n° 1 111 111.001'), document_url: expect.stringMatching(/^\/v1\/documents\/[0-9a-f]{64}$/),
        commande: `npm run pipeline -- corriger ${annonceId} --ridet '${RIGHT_RIDET}' --raison '<raison>' --signalement ${signalementId}`,
      }),
    ]);
    const corriger = await pipeline(['corriger', annonceId, '--ridet', RIGHT_RIDET, '--raison', RAISON, '--signalement', signalementId], CORRECTED_AT);
    expect(corriger.code, corriger.stderr).toBe(0);
    expect(corriger.stdout).toContain(`Signalement ${signalementId} clos (traite) par la correction cor-`);
    expect(JSON.parse((await pipeline(['revue', '--json'])).stdout).signalements).toEqual([]);
    const reports = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
    try {
      expect(await reports.get(signalementId)).toMatchObject({ statut: 'traite', correction_id: expect.stringMatching(/^cor-/), clos_le: CORRECTED_AT.getTime(), settled_by: 'marie' });
    } finally {
      await reports.close();
    }
    // Nothing is published before the next night.
    expect((await announcementsOf(WRONG_RIDET)).map((a) => a.id)).toContain(annonceId);

    // e) Night 2 republishes both companies' records.
    const night2 = await pipeline(['run', '--sources', 'actunc', '--as-of', NIGHT_2]);
    expect(night2.code, night2.stdout + night2.stderr).toBe(0);
    expect(latestReport().corrections).toMatchObject({ applied: 1, redundant: [] });
    const snapshot2 = latestReport().publish.snapshotId as string;
    expect(snapshot2).not.toBe(snapshot1);
    await served(snapshot2);
    const expectCorrected = async () => {
      expect((await announcementsOf(WRONG_RIDET)).map((a) => a.id)).not.toContain(annonceId);
      const corrected = (await announcementsOf(RIGHT_RIDET)).find((a) => a.id === annonceId);
      expect(corrected).toMatchObject({
        ridet: RIGHT_RIDET, denomination: 'LAGON BLEU PLONGÉE', type: 'dissolution',
        corrections: [{ champ: 'ridet', avant: WRONG_RIDET, apres: RIGHT_RIDET, date: CORRECTED_AT.toISOString(), raison: RAISON }],
      });
    };
    await expectCorrected();
    // /metrics: the published snapshot's corrected announcement, the report settled.
    expect(await correctedIn(snapshot2)).toBe(1);
    const metrics = await scrape();
    expect(metrics.value('annonces_signalements', { statut: 'ouvert' })).toBe(0);
    expect(metrics.value('annonces_signalements', { statut: 'traite' })).toBe(1);
    expect(metrics.value('annonces_signalements_received_total')).toBe(1);

    // g) The API delivers annonce.updated to the right company's subscriber, signed; nothing to the wrong one's.
    await settleWebhooks();
    expect(wrong.requests).toEqual([]);
    expect(right.requests.map((r) => r.headers['x-service-event'])).toEqual(['annonce.updated']);
    const delivery = right.requests[0]!;
    const event = stripe.webhooks.constructEvent(delivery.body, String(delivery.headers['x-service-signature']), secrets[RIGHT_RIDET]!, 300, undefined, Math.floor(clock.now() / 1000));
    expect(event).toMatchObject({
      event: 'annonce.updated', id: annonceId, ridet: RIGHT_RIDET, type: 'dissolution',
      corrections: [{ champ: 'ridet', avant: WRONG_RIDET, apres: RIGHT_RIDET, raison: RAISON }],
    });
    expect(() => stripe.webhooks.constructEvent(delivery.body, String(delivery.headers['x-service-signature']), secrets[WRONG_RIDET]!, 300, undefined, Math.floor(clock.now() / 1000))).toThrow(
      /No signatures found matching/,
    );

    // f) A reparse reads the misprint again; the correction is applied again, not undone.
    const reparse = await pipeline(['reparse', '--sources', 'actunc']);
    expect(reparse.code, reparse.stdout + reparse.stderr).toBe(0);
    // Read again to the same published content: nothing to republish.
    expect(latestReport()).toMatchObject({
      kind: 'reparse', sources: [{ source: 'ActuNC', reparsed: 3, parsed: 3 }], corrections: { applied: 1, redundant: [] }, publish: { snapshotId: snapshot2, unchanged: true },
    });
    await served(latestReport().publish.snapshotId as string);
    await expectCorrected();
    await settleWebhooks();
    expect(right.requests).toHaveLength(1);
    expect(wrong.requests).toEqual([]);
  });
});
