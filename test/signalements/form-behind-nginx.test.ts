import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, NGINX_BINARY, nginxPreamble, stopChild, waitForPort } from '../../bench/nginx-server.ts';
import { request } from '../api/helpers/http-request.ts';
import { missingProgramsReason } from '../helpers/required-programs.ts';
import { ROOT } from '../cli/cli-process.ts';
import { startSignalementServer, type SignalementServer } from './signalement-server.ts';

// The nginx example of docs/api.md ("A CDN or nginx in front"), as written there, in front of
// the API: a reader's browser fills the report form through it and posts it back.

/** The example's server block, from the doc. */
function docExample(): string {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'api.md'), 'utf8');
  const block = /With nginx, for example:\s*```nginx\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/api.md has no nginx example under "With nginx, for example:"');
  return block[1]!.replace(/^ {4}/gm, '');
}

const unavailable = missingProgramsReason([NGINX_BINARY], 'apt-get install nginx');

describe.skipIf(unavailable !== null)(`the report form behind the nginx of docs/api.md${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let server: SignalementServer;
  let front: { url: string; stop(): Promise<void> };
  const now = Date.UTC(2026, 0, 15, 8);

  beforeAll(async () => {
    server = await startSignalementServer({ now: () => now, env: { TRUST_PROXY: 'true' } });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nginx-front-'));
    const port = await freePort();
    const temp = (name: string) => path.join(dir, name);
    const example = docExample()
      .replace('/var/cache/nginx/annonces', temp('cache'))
      .replace(/server 127\.0\.0\.1:\d+;/, `server ${new URL(server.url).host};`)
      .replace('# listen, server_name, TLS...', `listen 127.0.0.1:${port};`);
    expect(example).toContain(`listen 127.0.0.1:${port};`);
    fs.writeFileSync(
      temp('nginx.conf'),
      `${nginxPreamble(dir, { workerConnections: 256 })}
${example}
}
`,
    );
    const child = spawn(NGINX_BINARY, ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await waitForPort(port, child, 'nginx');
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}: ${stderr}`, { cause: error });
    }
    front = {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        await stopChild(child);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  });

  afterAll(async () => {
    await front?.stop();
    await server?.close();
  });

  it('serves the form through nginx, unreadable by other sites (no Access-Control-Allow-Origin), and takes it back from its own page', async () => {
    const ridet = server.known.ridet;
    const page = await request(front.url, `/entreprises/${ridet}/signaler`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const jeton = /name="jeton" value="([^"]+)"/.exec(page.text)![1]!;
    const post = (origin: string) =>
      request(front.url, `/entreprises/${ridet}/signaler`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, referer: `${front.url}/entreprises/${ridet}/signaler` },
        body: new URLSearchParams({ jeton, champ: 'autre', commentaire: 'Envoyé depuis la page, à travers nginx.' }).toString(),
      });
    const foreign = await post('https://evil.example');
    expect(foreign.status, foreign.text).toBe(403);
    const ours = await post(front.url);
    expect(ours.status, ours.text).toBe(303);
    expect((await server.store.counts()).ouverts).toBe(1);
  });
});
