import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { AccessLog } from '../../api/access-log.ts';
import type { ApiModuleStarter } from '../../api/api-module.ts';
import type { AppResponse } from '../../api/app.ts';
import { coreApp } from './helpers/core-app.ts';
import { createHttpServer } from '../../api/http-server.ts';
import { loadConfig } from '../../platform/config.ts';
import { createServiceLogger } from '../../platform/logger.ts';
import { REDACTED } from '../../platform/redact-secrets.ts';
import { FsStore } from '../../publish/store/fs-store.ts';
import { startApiServer } from '../../api/start-api.ts';
import { servedModules } from '../../cli/served-api-modules.ts';
import { accessOptions, tempDir } from './access/access-fixtures.ts';
import { request } from './helpers/http-request.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/**
 * A client that puts its API key in the query string (`?api_key=anc_live_…`) must not find it
 * in our logs: the API reads keys from headers only, so such a request is anonymous, and its
 * URL is logged like any other. Neither may a token, a secret, a signature or a password.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SECRETS = {
  token: 'tok-7Hq2LmZ9xW',
  secret: 'sec-Rv8Kp3Nd1Q',
  signature: 'sig-Yb6Tc4Fj0A',
  password: 'pwd-Ge5Ws2Ux7M',
};

function captured(): { destination: Writable; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { destination, lines };
}

/** A module whose route fails with an error quoting an upstream URL, as a real failure would. */
const failingModule: ApiModuleStarter = async () => ({
  name: 'failing',
  routes: [
    {
      id: 'failing',
      template: '/v1/failing',
      needsSnapshot: false,
      handle: () => Promise.reject(new Error(`upstream https://svc:${SECRETS.password}@upstream.example/data?access_token=${SECRETS.token} answered 500`)),
    },
  ],
});

describe('credentials in the logs of the API process', () => {
  it('are replaced by [REDACTED] in the access log and the error log, the rest of the URL kept', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-redaction-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const keysFile = path.join(dir, 'keys.json');
    const { key } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: keysFile, REDIS_URL: '', ACCESS_LOG_SAMPLE: '1' });
    const { destination, lines } = captured();
    // The logger `npm run serve` makes, writing here instead of stdout.
    const logger = createServiceLogger({ level: 'info', destination });
    const api = await startApiServer({ config, store: new FsStore(path.join(dir, 'store')), logger, modules: [failingModule, ...servedModules({ webhooks: false })] });
    cleanups.push(() => api.close());

    const targets = [
      `/v1/annonces?limit=2&api_key=${key}`,
      `/v1/annonces?token=${SECRETS.token}&secret=${SECRETS.secret}&signature=${SECRETS.signature}&password=${SECRETS.password}&limit=2`,
      `/v1/search?q=${key}`,
      `/v1/entreprises/${key}`,
    ];
    for (const target of targets) await request(api.url, target);
    expect((await request(api.url, `/v1/failing?token=${SECRETS.token}`)).status).toBe(500);

    const log = lines.join('\n');
    for (const secret of [key, key.slice('anc_live_'.length), ...Object.values(SECRETS)]) expect(log).not.toContain(secret);
    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.url)).toEqual([
      `/v1/annonces?limit=2&api_key=${REDACTED}`,
      `/v1/annonces?token=${REDACTED}&secret=${REDACTED}&signature=${REDACTED}&password=${REDACTED}&limit=2`,
      `/v1/search?q=${REDACTED}`,
      `/v1/entreprises/${REDACTED}`,
      `/v1/failing?token=${REDACTED}`,
    ]);
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; url?: string; err?: { message: string } }).find((l) => l.msg === 'request failed');
    expect(failed?.url).toBe(`/v1/failing?token=${REDACTED}`);
    expect(failed?.err?.message).toBe(`upstream https://svc:${REDACTED}@upstream.example/data?access_token=${REDACTED} answered 500`);
  });

  it('are redacted from the logged URL whatever logger is used (api/logged-url.ts), refusals and sampled-out requests included', async () => {
    const { logger, lines } = memoryLogger();
    const dir = tempDir();
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const access = await createAccessControl(accessOptions(dir));
    cleanups.push(() => access.close());
    const http = createHttpServer(coreApp({ snapshots: { current: null }, access, logger }), { logger, accessLogSample: 0 });
    await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => http.shutdown(1000));
    const base = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
    // A 401 (a bad key in the header, the same in the query) and a 404: errors always get their line.
    const key = `anc_live_${'x'.repeat(43)}`;
    await request(base, `/v1/annonces?api_key=${key}`, { headers: { 'x-api-key': key } });
    await request(base, `/v1/nowhere?password=${SECRETS.password}`);
    expect(lines.join('\n')).not.toMatch(new RegExp(`${'x'.repeat(43)}|${SECRETS.password}`));
    expect(lines.map((l) => (JSON.parse(l) as { url?: string }).url).filter(Boolean)).toEqual([`/v1/annonces?api_key=${REDACTED}`, `/v1/nowhere?password=${REDACTED}`]);
  });

  it('are redacted from the URL and the user agent of every access line the service logger writes (ACCESS_LOG_SAMPLE=1)', () => {
    const { destination, lines } = captured();
    const logger = createServiceLogger({ level: 'info', destination });
    const log = new AccessLog(logger, { sample: 1, trustProxy: 0 });
    cleanups.push(() => log.close());
    const key = `anc_live_${'Zq3x9-_Ab'.repeat(4)}Tk7uP8w`;
    const userAgents = [`probe/1 (Bearer ${SECRETS.token})`, `probe/1 ${key}`, `probe/1 {"token":"${SECRETS.secret}"}`, `probe/1 https://me:${SECRETS.password}@example.nc/`];
    const response = { status: 200, headers: {}, body: Buffer.from('{}'), meta: { routeId: 'entreprises.get', code: null, snapshotId: null } } as unknown as AppResponse;
    for (const ua of userAgents) {
      const req = { method: 'GET', url: `/v1/entreprises/1234567.001?signature=${SECRETS.signature}`, headers: { 'user-agent': ua }, socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
      log.record(req, response, 0.05);
    }
    logger.flush();
    const written = lines.join('\n');
    for (const secret of [key, ...Object.values(SECRETS)]) expect(written).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line) as { url: string; ua: string }).map(({ url, ua }) => [url, ua])).toEqual([
      [`/v1/entreprises/1234567.001?signature=${REDACTED}`, `probe/1 (Bearer ${REDACTED})`],
      [`/v1/entreprises/1234567.001?signature=${REDACTED}`, `probe/1 ${REDACTED}`],
      [`/v1/entreprises/1234567.001?signature=${REDACTED}`, `probe/1 {"token":"${REDACTED}"}`],
      [`/v1/entreprises/1234567.001?signature=${REDACTED}`, `probe/1 https://me:${REDACTED}@example.nc/`],
    ]);
  });

  it('are redacted from the slow-request line', () => {
    const { logger, lines } = memoryLogger();
    const log = new AccessLog(logger, { sample: 0, trustProxy: 0, slowMs: 1_000, random: () => 1 });
    cleanups.push(() => log.close());
    const req = { method: 'GET', url: `/v1/changes?wait=30&token=${SECRETS.token}`, headers: {}, socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
    const response = { status: 200, headers: {}, body: Buffer.from('{}'), meta: { routeId: 'changes', code: null, snapshotId: null } } as unknown as AppResponse;
    log.record(req, response, 30_000);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'request', url: `/v1/changes?wait=30&token=${REDACTED}`, ms: 30_000 });
  });
});

describe('credentials in the logs of the command lines (the pipeline)', () => {
  it('are replaced by [REDACTED] on every line their logger writes', () => {
    const script = `
      import { createLogger } from './platform/logger.ts';
      const logger = createLogger({ level: 'info', name: 'pipeline' });
      logger.error({ url: 'https://portail.example/api?token=${SECRETS.token}&page=2', err: new Error('GET https://u:${SECRETS.password}@portail.example/ failed') }, 'fetch failed');
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.status, run.stderr).toBe(0);
    const line = JSON.parse(run.stderr.trim().split('\n').at(-1)!) as { url: string; err: { message: string; stack: string } };
    expect(line.url).toBe(`https://portail.example/api?token=${REDACTED}&page=2`);
    expect(line.err.message).toBe(`GET https://u:${REDACTED}@portail.example/ failed`);
    expect(run.stderr).not.toMatch(new RegExp(`${SECRETS.token}|${SECRETS.password}`));
  });
});
