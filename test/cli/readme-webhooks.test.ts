import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ramFolder } from '../helpers/ram-folder.ts';
import { freePortTriple, ROOT, runScript } from './cli-process.ts';

// README's "Webhooks in five commands" pasted as it is works, on any PORT; the demo hands out
// a key; its ports survive a restart. The source links it publishes are the sources' public
// pages, and its archived copies answer, after a restart too.
// One demo serves the whole file (a first start takes 20-40 s): the README's block runs as a
// script up to its last line (`kill`), the deliveries are awaited, then that line stops the demo;
// a start at an earlier date is refused, and the forced start that follows is checked against
// what the first recorded (docs/test-suite.md: each start is a whole run, paid once here).
// In memory where the machine has room (test/helpers/ram-folder.ts): the block's two nights
// publish about 1,600 objects, each fsynced, which the README's claims do not need on a disk.
const work = ramFolder('annonces-readme-', 512 * 1024 * 1024);
const dataDir = path.join(work, 'demo-webhooks');
const pids = new Set<number>();
afterAll(async () => {
  // A demo the test failed before recording (a step timed out) still wrote its pid file.
  const pidFile = path.join(dataDir, 'demo', 'demo.pid');
  if (fs.existsSync(pidFile)) pids.add(Number(fs.readFileSync(pidFile, 'utf8')));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

/** The README's shell block under the given heading. */
function readmeBlock(heading: string): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(`## ${heading}\n`));
  const match = /```sh\n([\s\S]*?)\n```/.exec(section);
  if (!match) throw new Error(`no sh block under "${heading}" in README.md`);
  return match[1]!.split('\n');
}

async function sh(script: string, env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('sh', ['-e', '-c', script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** Polls `check` until it returns a value, for at most `ms`; no fixed sleep decides anything. */
async function eventually<T>(what: string, ms: number, check: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portsLine = (text: string) => /^Ports : .*$/m.exec(text)?.[0] ?? null;

/**
 * Calls `each` on every item, `width` at a time: the API's answers are awaited side by side
 * rather than one after the other (every item is still asked, every answer still checked).
 */
async function forEachAtOnce<T>(items: Iterable<T>, width: number, each: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
    }),
  );
}

/** How many requests the test keeps in flight: the demo's two API workers and the test's own process each have work. */
const IN_FLIGHT = 4;

/**
 * Every announcement the API publishes, walked page by page: the archived copies they link
 * (`document_url`) and the official pages their companies' records cite (`source_url`).
 */
async function publishedDocuments(api: string, headers: Record<string, string>): Promise<{ copies: Set<string>; sourceUrls: Set<string> }> {
  const copies = new Set<string>();
  const ridets = new Set<string>();
  let target: string | null = `${api}/v1/annonces?limit=100`;
  while (target !== null) {
    const page = (await (await fetch(target, { headers })).json()) as { data: Array<{ ridet: string; document_url?: string }>; pagination: { next_cursor: string | null } };
    for (const item of page.data) {
      ridets.add(item.ridet);
      if (item.document_url !== undefined) copies.add(item.document_url);
    }
    target = page.pagination.next_cursor === null ? null : `${api}/v1/annonces?limit=100&cursor=${page.pagination.next_cursor}`;
  }
  const sourceUrls = new Set<string>();
  await forEachAtOnce(ridets, IN_FLIGHT, async (ridet) => {
    // The demo's two API workers each take the second night's snapshot up at their own poll
    // (docs/api.md, "Workers"): a page listed by one may name a company the other does not serve
    // yet. Asked again until served; a record missing for good still fails here.
    const record = await eventually(`the company record ${ridet}`, 30_000, async () => {
      const res = await fetch(`${api}/v1/entreprises/${ridet}`, { headers });
      if (!res.ok) {
        await res.body?.cancel();
        return null;
      }
      return (await res.json()) as { annonces: Array<{ source_url: string; document_url?: string }> };
    });
    for (const annonce of record.annonces) {
      sourceUrls.add(annonce.source_url);
      if (annonce.document_url !== undefined) copies.add(annonce.document_url);
    }
  });
  return { copies, sourceUrls };
}

describe('README, webhooks in five commands', () => {
  it('runs pasted as it is, with another PORT and DATA_DIR, and the demo comes back on the same ports', async () => {
    // SNAPSHOT_POLL_SECONDS, which the README names for step 5: the API takes up the second
    // night's snapshot within a second rather than five, so the deliveries are asked for sooner.
    const environment = (port: number) => ({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SNAPSHOT_POLL_SECONDS: '1', REDIS_URL: '', DATABASE_URL: '', KEYS_FILE: '', PLANS_FILE: '', STORE_URL: '', WAREHOUSE_PATH: '', SITE_URL: '', SAMPLE_SITES_PORT: '', DEMO_WEBHOOK_PORT: '' });
    const lines = readmeBlock('Webhooks in five commands');
    const stopLine = lines.at(-1)!;
    expect(stopLine).toMatch(/^kill /);
    // Ports come from variables: no address with a number in it.
    expect(lines.join('\n')).not.toMatch(/(localhost|127\.0\.0\.1):\d/);

    // Steps 1 to 5. The demo derives its three ports from PORT, so the test names one; when
    // another process took one of the three in between, the demo refuses at once (port_in_use,
    // before any work) and the block runs again on another PORT.
    let port: number;
    let env: ReturnType<typeof environment>;
    let run: Awaited<ReturnType<typeof sh>>;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePortTriple();
      env = environment(port);
      // A guard against a hung block, not a speed check: the demo's first night takes about 150 s
      // on an idle 2-core machine, several times that when the machine is shared.
      run = await sh(lines.slice(0, -1).join('\n'), env, 600_000);
      if (attempt >= 3 || !`${run.stdout}${run.stderr}`.includes('[port_in_use]')) break;
    }
    expect(run.stderr).not.toMatch(/curl: \(\d+\)|Couldn't read/);
    expect(run.code, run.stderr).toBe(0);
    const pid = Number(fs.readFileSync(path.join(dataDir, 'demo', 'demo.pid'), 'utf8'));
    pids.add(pid);
    const key = fs.readFileSync(path.join(dataDir, 'demo', 'api-key'), 'utf8').trim();
    // The log holds the key the demo printed: its owner's only, like the key's file.
    expect(fs.statSync(path.join(dataDir, 'demo', 'demo.log')).mode & 0o777).toBe(0o600);
    // Item 2: the demo printed a ready curl line with its key.
    expect(run.stdout).toContain(`curl -H "X-API-Key: ${key}" 'http://localhost:${port}/v1/annonces?limit=5'`);
    const subscription = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo', 'subscription.json'), 'utf8')) as { id: string; secret: string; url: string };
    expect(subscription.secret).toMatch(/^whsec_/);
    expect(subscription.url).toBe(`http://127.0.0.1:${port + 1}/webhooks`);
    const firstPorts = portsLine(run.stdout);
    expect(firstPorts).toBe(`Ports : API ${port} (PORT), récepteur ${port + 1} (DEMO_WEBHOOK_PORT), sources hors ligne ${port + 2} (SAMPLE_SITES_PORT)`);

    const api = `http://localhost:${port}`;
    const headers = { 'x-api-key': key };
    const delivered = await eventually('a delivery of the second night', 90_000, async () => {
      const body = (await (await fetch(`${api}/v1/webhooks/${subscription.id}/deliveries`, { headers })).json()) as { data: Array<{ statut: string }> };
      return body.data.some((d) => d.statut === 'livree') ? body.data : null;
    });
    expect(delivered.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dataDir, 'demo', 'demo.log'), 'utf8')).toContain('Webhook reçu');

    // Every published source_url is the source's public page, never the offline copy's port
    // (gone with the demo), and every document_url answers the archived bytes whose sha256 it
    // names.
    const published = await publishedDocuments(api, headers);
    expect(published.sourceUrls.size).toBeGreaterThan(0);
    expect([...published.sourceUrls].filter((url) => !url.startsWith('https://') || url.includes('127.0.0.1'))).toEqual([]);
    expect(published.copies.size).toBeGreaterThan(0);
    const checkCopies = () =>
      forEachAtOnce(published.copies, IN_FLIGHT, async (url) => {
        expect(url.startsWith(`${api}/v1/documents/`), url).toBe(true);
        const res = await fetch(url, { headers });
        expect(res.status, url).toBe(200);
        expect(createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex'), url).toBe(url.slice(url.lastIndexOf('/') + 1));
      });
    await checkCopies();

    // The README's last line stops the demo.
    const stop = await sh(stopLine, env, 30_000);
    expect(stop.code, stop.stderr).toBe(0);
    await eventually('the demo to stop', 30_000, async () => (alive(pid) ? null : true));
    expect(fs.existsSync(path.join(dataDir, 'demo', 'demo.pid'))).toBe(false);

    // Seeing the sources at a date before the last run's is refused, as `pipeline run` refuses
    // it, and the demo takes the same --force its message names.
    const earlier = await runScript('start', ['--background', '--as-of', '2024-01-15'], { env, timeoutMs: 180_000 });
    expect(earlier.code).not.toBe(0);
    expect(`${earlier.stdout}${earlier.stderr}`).toContain('--force');

    // The forced start is also the second start the restart checks need (one demo's first
    // start fewer to pay; everything it sees is already archived): same ports, same key, and
    // the first start's source link answers again. One API process (API_WORKERS=1): the README
    // block above ran the demo's cluster of workers; this start runs its API in the demo's own
    // process, two worker starts fewer.
    const again = await runScript('start', ['--background', '--as-of', '2024-01-15', '--force'], { env: { ...env, API_WORKERS: '1' }, timeoutMs: 180_000 });
    expect(again.code, again.stderr).toBe(0);
    const secondPid = Number(fs.readFileSync(path.join(dataDir, 'demo', 'demo.pid'), 'utf8'));
    pids.add(secondPid);
    expect(portsLine(again.stdout)).toBe(firstPorts);
    expect(fs.readFileSync(path.join(dataDir, 'demo', 'api-key'), 'utf8').trim()).toBe(key);
    expect(again.stdout).toContain(`X-API-Key: ${key}`);
    // The archived copies the first start published still answer, byte for byte.
    await checkCopies();
    process.kill(secondPid, 'SIGTERM');
    await eventually('the second demo to stop', 30_000, async () => (alive(secondPid) ? null : true));
  }, 900_000);
});
