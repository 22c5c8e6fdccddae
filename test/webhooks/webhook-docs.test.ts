import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsOfArea } from '../../platform/settings/index.ts';
import { freePort } from '../helpers/free-port.ts';
import { ledgerItem, startWebhookApi, type ReceivedRequest, type WebhookApi } from './webhook-harness.ts';

const WEBHOOK_SETTINGS = settingsOfArea('Webhooks');
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/webhooks.md'), 'utf8');

function example(language: string): string {
  const match = new RegExp(`<!-- example: ${language} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\``).exec(doc);
  if (!match) throw new Error(`docs/webhooks.md has no ${language} example`);
  return match[1]!;
}

function pythonUnavailable(): string | null {
  if (spawnSync('python3', ['--version']).status === 0) return null;
  if (process.env.CI) throw new Error('python3 is required under CI');
  return 'python3 is not installed';
}

describe('docs/webhooks.md', () => {
  it('lists every webhook setting with its default and help', () => {
    const rows = [...doc.slice(doc.indexOf('## Settings')).matchAll(/^\| `([A-Z_0-9]+)` \| `([^`]*)` \| (.+) \|$/gm)];
    expect(rows.map((r) => r[1]).sort()).toEqual(WEBHOOK_SETTINGS.map((s) => s.name).sort());
    for (const setting of WEBHOOK_SETTINGS) {
      const row = rows.find((r) => r[1] === setting.name)!;
      expect([row[2], row[3]], setting.name).toEqual([setting.default, setting.help]);
    }
  });
});

/**
 * The Node and Python examples, run as they are printed, receive a real signed delivery: they
 * answer 204; a copy with one byte of the body changed gets 400.
 */
describe('the verification examples of docs/webhooks.md', () => {
  let api: WebhookApi;
  let dir = '';
  let proxy: http.Server;
  let proxyUrl = '';
  let forwardTo = 0;
  const recorded: Array<ReceivedRequest & { answered: number }> = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhook-examples-'));
    api = await startWebhookApi({ clock: { now: () => Date.now(), set: () => undefined, advance: () => undefined } });
    await api.snapshots.publish([ledgerItem('base', '1234567001')]);
    await api.settle();
    // Records each delivery and forwards it unchanged to the example under test.
    proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const forward = http.request({ host: '127.0.0.1', port: forwardTo, method: 'POST', path: '/', headers: req.headers }, (answer) => {
          recorded.push({ method: 'POST', url: req.url ?? '', headers: req.headers, body: body.toString('utf8'), answered: answer.statusCode ?? 0 });
          res.writeHead(answer.statusCode ?? 502);
          answer.pipe(res);
        });
        forward.on('error', () => res.writeHead(502).end());
        forward.end(body);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/hooks`;
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function post(port: number, headers: http.IncomingHttpHeaders, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async function runAgainstRealDelivery(command: string, file: string, source: string, ridet: string): Promise<void> {
    const created = await api.call('POST', '/v1/webhooks', { body: { url: proxyUrl, ridets: [ridet] } });
    expect(created.status).toBe(201);
    const script = path.join(dir, file);
    fs.writeFileSync(script, source);
    forwardTo = await freePort();
    const child = spawn(command, [script], { env: { ...process.env, WEBHOOK_SECRET: String(created.json.secret), PORT: String(forwardTo) }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    // Ready when it accepts a connection (an unsigned request, refused).
    await expect.poll(async () => post(forwardTo, { 'content-type': 'application/json' }, '{}').catch(() => 0), { timeout: 15_000, interval: 100 }).toBe(400);

    recorded.length = 0;
    await api.snapshots.publish([ledgerItem(`annonce-${file}`, ridet, { titre: 'NOMINATION DU GÉRANT' })]);
    await api.settle();
    expect(recorded, output).toHaveLength(1);
    const [delivery] = recorded;
    expect(delivery!.answered, output).toBe(204);
    await expect.poll(() => output).toContain(`${String(delivery!.headers['x-service-delivery'])} annonce.created ${ridet} NOMINATION DU GÉRANT`);
    const log = await api.call('GET', `/v1/webhooks/${created.json.id}/deliveries`);
    expect(log.json.data[0]).toMatchObject({ statut: 'livree', dernier_statut_http: 204 });

    expect(await post(forwardTo, delivery!.headers, delivery!.body)).toBe(204);
    expect(await post(forwardTo, delivery!.headers, delivery!.body.replace('GÉRANT', 'GERANT'))).toBe(400);
    const otherSecret = { ...delivery!.headers, 'x-service-signature': String(delivery!.headers['x-service-signature']).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) };
    expect(await post(forwardTo, otherSecret, delivery!.body)).toBe(400);
  }

  it('Node', async () => {
    await runAgainstRealDelivery(process.execPath, 'verify-webhook.mjs', example('node'), '1234567001');
  });

  const noPython = pythonUnavailable();
  it.skipIf(noPython !== null)(`Python${noPython ? ` (skipped: ${noPython})` : ''}`, async () => {
    await runAgainstRealDelivery('python3', 'verify_webhook.py', example('python'), '7654321002');
  });
});
