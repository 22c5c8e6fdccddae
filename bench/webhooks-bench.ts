import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebhooks } from '../webhooks/start-webhooks.ts';
import { openSqliteWebhookStore } from '../webhooks/state/sqlite-webhook-store.ts';
import type { Subscription } from '../webhooks/state/webhook-store.ts';
import type { WebhookSettings } from '../webhooks/webhook-settings.ts';
import { publishSnapshot } from '../publish/snapshot/publish-snapshot.ts';
import type { LedgerItem } from '../publish/snapshot/snapshot-types.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import type { BenchContext, BenchResult } from './bench-types.ts';
import { formatCount, formatMs, peakRssBytes, scaled } from './measure.ts';

/**
 * Webhook fan-out: 10 000 subscriptions (each watching 10 RIDETs, one of which the snapshot
 * touches), one snapshot adding 1 000 announcements, so 10 000 signed deliveries to a local
 * receiver process listening on 20 ports (20 receiver hosts, as subscriptions of many clients
 * would be). Measured from `current` moving (the publish returning) to the last delivery
 * received, with the emitter polling `current` every 250 ms as a server would. SQLite state,
 * the embedded default. These are the sizes, at `--scale 1`; a smaller scale shrinks
 * the subscriptions and the announcements alike (at least one subscription per receiver host
 * and one announcement), so that a harness check (`--quick --scale 0.001`, test/bench) goes
 * through every step in seconds.
 */
const TARGET_SUBSCRIPTIONS = 10_000;
const TARGET_ANNOUNCEMENTS = 1_000;
const RECEIVER_PORTS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

function ridetOf(n: number): string {
  return String(1_000_000_001 + n * 1000).padStart(10, '0');
}

function item(n: number): LedgerItem {
  const ridet = ridetOf(n);
  return {
    id: `bench-${n}`, ridet, denomination: `ENTREPRISE ${n}`, type: 'capital', titre: 'AUGMENTATION DE CAPITAL', resume: `Annonce ${n}.`,
    date: '2026-11-20', source: 'JONC', fiche_url: `https://annonces.nc/entreprise.html?ridet=${ridet}`,
  };
}

async function startReceiver(): Promise<{ ports: number[]; stats(): Promise<{ count: number; first: number; last: number }>; stop(): void }> {
  const child = spawn(process.execPath, [path.join(here, 'webhook-receiver.ts'), String(RECEIVER_PORTS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ports = await new Promise<number[]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve((JSON.parse(out.split('\n')[0]!) as { ports: number[] }).ports);
    });
    child.once('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
  });
  return {
    ports,
    async stats() {
      const res = await fetch(`http://127.0.0.1:${ports[0]}/stats`);
      return (await res.json()) as { count: number; first: number; last: number };
    },
    stop: () => child.kill('SIGKILL'),
  };
}

export async function run(context: BenchContext): Promise<BenchResult> {
  const SUBSCRIPTIONS = scaled(TARGET_SUBSCRIPTIONS, context.scale, RECEIVER_PORTS);
  const ANNOUNCEMENTS = scaled(TARGET_ANNOUNCEMENTS, context.scale, 1);
  const dir = path.join(context.workDir, 'webhooks');
  fs.mkdirSync(dir, { recursive: true });
  const store = new FsStore(path.join(dir, 'store'));
  const receiver = await startReceiver();
  const state = openSqliteWebhookStore(path.join(dir, 'webhooks.sqlite'));
  const settings: WebhookSettings = {
    databaseUrl: null, sqlitePath: '', allowHttp: true, allowPrivateNetworks: true, timeoutMs: 10_000, concurrencyPerHost: 8, maxInFlight: 256,
    disableAfterMs: 72 * 3_600_000, secretOverlapMs: 24 * 3_600_000, dedupeLegalEvents: true,
  };
  const counts = (n: number) => ({ announcements: n, companies: n, bySource: {}, byType: {} });
  const base = [item(ANNOUNCEMENTS + 1)];
  await publishSnapshot(store, { artefacts: [], ledger: base, runIds: ['bench-0'], counts: counts(1), codeVersion: 'bench' }, { now: new Date(Date.now() - 60_000) });
  const runtime = await startWebhooks({ settings, snapshots: store, state, emitterPollMs: 250, workerPollMs: 1000 });
  await runtime.emitter.run();

  const setupStart = performance.now();
  const now = Date.now();
  for (let s = 0; s < SUBSCRIPTIONS; s += 1) {
    const port = receiver.ports[s % RECEIVER_PORTS]!;
    const watched = [ridetOf(s % ANNOUNCEMENTS), ...Array.from({ length: 9 }, (_, k) => ridetOf(100_000 + s * 9 + k))].sort();
    const subscription: Subscription = {
      id: `wh_bench${s}`, keyId: 'bench', url: `http://127.0.0.1:${port}/hooks`, host: `127.0.0.1:${port}`, description: null, ridets: watched, events: ['annonce.created'],
      signed: true, secret: `whsec_${Buffer.alloc(32, s % 256).toString('base64')}`, previousSecret: null, previousSecretExpiresAt: null,
      status: 'actif', disabledReason: null, disabledAt: null, failingSince: null, lastSuccessAt: null, suspension: null, createdAt: now, updatedAt: now,
    };
    await state.createSubscription(subscription, null);
  }
  const setupMs = performance.now() - setupStart;

  const added = Array.from({ length: ANNOUNCEMENTS }, (_, n) => item(n));
  const rssBefore = peakRssBytes();
  await publishSnapshot(store, { artefacts: [], ledger: [...base, ...added], runIds: ['bench-1'], counts: counts(ANNOUNCEMENTS + 1), codeVersion: 'bench' });
  const moved = Date.now();
  const expected = SUBSCRIPTIONS;
  let stats = await receiver.stats();
  const deadline = moved + 600_000;
  while (stats.count < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stats = await receiver.stats();
  }
  const emitted = (await runtime.emitter.run(), await runtime.status());
  await runtime.close();
  await state.close();
  receiver.stop();
  if (stats.count < expected) throw new Error(`[bench] webhooks: ${stats.count} of ${expected} deliveries arrived within 10 min`);

  const endToEndMs = stats.last - moved;
  const deliveringMs = stats.last - stats.first;
  const rate = (stats.count / Math.max(deliveringMs, 1)) * 1000;
  return {
    name: 'webhooks',
    what: 'snapshot -> outbox -> signed deliveries to a local receiver (SQLite state, p-queue per receiver host)',
    size: `${formatCount(SUBSCRIPTIONS)} subscriptions, ${formatCount(ANNOUNCEMENTS)} new announcements, ${formatCount(stats.count)} deliveries`,
    wallMs: endToEndMs,
    throughput: { value: Math.round(rate), unit: 'deliveries/s' },
    peakRssBytes: Math.max(rssBefore, peakRssBytes()),
    details: [
      ['subscriptions written (setup, not timed)', `${formatCount(SUBSCRIPTIONS)} in ${formatMs(setupMs)}`],
      ['`current` moved -> first delivery received', formatMs(stats.first - moved)],
      ['`current` moved -> last delivery received', formatMs(endToEndMs)],
      ['deliveries/s, first to last', formatCount(rate)],
      ['deliveries/s, `current` moved to last', formatCount((stats.count / Math.max(endToEndMs, 1)) * 1000)],
      ['receiver hosts, concurrency per host, max in flight', `${RECEIVER_PORTS}, ${settings.concurrencyPerHost}, ${settings.maxInFlight}`],
      ['worker counters after the run', `delivered ${emitted.delivered}, failed ${emitted.failed}, dead-lettered ${emitted.deadLettered}, queue ${emitted.queueDepth}`],
    ],
    notes: [
      `Target > 1,000 deliveries/s: ${rate > 1000 ? 'met' : 'NOT met'} (${formatCount(rate)}/s).`,
      `The time to the first delivery includes the emitter noticing \`current\` (polled every 250 ms here; SNAPSHOT_POLL_SECONDS, 5 s by default, in a server) and writing the ${formatCount(SUBSCRIPTIONS)} outbox rows in one transaction.`,
      'Every delivery is signed (Stripe-style and Standard Webhooks HMACs) and recorded (attempt row + state) in its own SQLite transaction.',
    ],
  };
}
