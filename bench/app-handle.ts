import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import type * as OpenStore from '../publish/store/open-store.ts';
import type * as Pointer from '../publish/snapshot/pointer.ts';
import type * as SnapshotArchive from '../api/snapshot-archive.ts';
import type * as AccessControlModule from '../api/access/access-control.ts';
import type * as Plans from '../api/access/plans.ts';
import type * as KeyStore from '../api/access/key-store.ts';
import type * as AppModule from '../api/app.ts';
import type * as CoreAppHelper from '../test/api/helpers/core-app.ts';
import { numberOption } from './number-option.ts';

/**
 * The app's own cost of a keyed, remembered company record, without a socket: `app.handle` of
 * one checkout called in a loop in this process, as `npm run serve` wires it (access control
 * with counters in memory, the current snapshot of a store). Pure CPU on one thread, in batches
 * whose fastest is kept: far less bent by a loaded machine than CPU per request under wrk, so
 * it tells two builds apart (`--baseline`: a `git archive` of the commit before, with a
 * node_modules link) where bench/socket-calls.ts cannot. Figures to docs/api-performance.md.
 *
 * `node bench/app-handle.ts <storeDir> <keysFile> <plansFile> <ridet,...> [--baseline <root>]
 * [--batches 40] [--size 20000]`; socket-calls.ts leaves a store, keys and plans in its workDir.
 */
const args = process.argv.slice(2);
const [storeDir = '', keysFile = '', plansFile = '', ridetList = ''] = args;
if (!storeDir || !keysFile || !plansFile || !ridetList) {
  console.error('usage: app-handle.ts <storeDir> <keysFile> <plansFile> <ridet,...> [--baseline <root>] [--batches N] [--size N]');
  process.exit(2);
}
const option = (name: string, fallback: number) => numberOption(args, name, fallback);
const batches = option('batches', 40);
const size = option('size', 20_000);
const baselineAt = args.indexOf('--baseline');
const roots: Array<[string, string]> = [['after', path.resolve(import.meta.dirname, '..')]];
if (baselineAt >= 0) roots.push(['before', path.resolve(args[baselineAt + 1]!)]);
const ridets = ridetList.split(',');

type Handle = (request: { method: string; url: string; headers: Record<string, string>; ip: string }) => unknown;

async function appOf(root: string): Promise<{ handle: Handle; key: string }> {
  // Typed as this checkout's modules: the builds compared share these entry points.
  const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const { openStore } = await load<typeof OpenStore>('publish/store/open-store.ts');
  const { readCurrent } = await load<typeof Pointer>('publish/snapshot/pointer.ts');
  const { openServedSnapshot } = await load<typeof SnapshotArchive>('api/snapshot-archive.ts');
  const { createAccessControl } = await load<typeof AccessControlModule>('api/access/access-control.ts');
  const { loadPlans } = await load<typeof Plans>('api/access/plans.ts');
  const { createKey } = await load<typeof KeyStore>('api/access/key-store.ts');
  // The core alone, as its routes are served (test/api/helpers/core-app.ts); a build from before
  // the core was a module served it from createApp itself.
  const coreApp = await load<typeof CoreAppHelper>('test/api/helpers/core-app.ts').then(
    (helper) => helper.coreApp,
    async () => (await load<typeof AppModule>('api/app.ts')).createApp as unknown as typeof CoreAppHelper.coreApp,
  );
  const store = openStore(`file://${storeDir}`);
  const pointer = await readCurrent(store);
  if (pointer === null) throw new Error(`no current snapshot in ${storeDir}`);
  const snapshot = await openServedSnapshot(store, pointer.snapshot);
  // No module is served here: the file's module fields are left unread (a baseline's loadPlans ignores the list).
  const plans = loadPlans(plansFile, []);
  const { key } = await createKey({ keysFile, plans, plan: 'bench', label: `app-handle ${root}` });
  const access = await createAccessControl({
    keysFile, keysReloadSeconds: 3600, plans, anonymousLimitPerHour: 60, trustProxy: 0, redisUrl: null,
    redisKeyPrefix: 'bench', redisTimeoutMs: 500, pagesLimitPerHour: 1200,
  });
  const app = coreApp({ snapshots: { current: snapshot }, access });
  return { handle: (request) => app.handle(request), key };
}

const apps: Array<{ name: string; handle: Handle; key: string; best: number; all: number[]; cpu: number[]; bytes: number[] }> = [];
for (const [name, root] of roots) apps.push({ name, ...(await appOf(root)), best: Infinity, all: [], cpu: [], bytes: [] });
/**
 * A string as node's HTTP parser gives it, made from bytes: a new string each request, not yet
 * internalized. Reusing one literal per RIDET would hide what a Map lookup keyed by a request's
 * own strings costs (V8 internalizes the key: about 0.3 µs each time, 5 ns once done), which
 * every request under load pays.
 */
const fresh = (text: string): string => Buffer.from(text, 'latin1').toString('latin1');
const requests = (key: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    method: 'GET',
    url: fresh(`/v1/entreprises/${ridets[i % ridets.length]!}`),
    headers: { host: fresh('bench'), 'x-api-key': fresh(key), 'user-agent': fresh('wrk') },
    ip: '127.0.0.1',
  }));
// Warm: every answer remembered, the JIT settled.
for (const app of apps) for (const request of requests(app.key, ridets.length)) await app.handle(request);
for (let batch = 0; batch < batches; batch += 1) {
  for (const app of batch % 2 === 0 ? apps : [...apps].reverse()) {
    // Made before the clock starts: only app.handle is timed.
    const list = requests(app.key, size);
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    const allocatedBefore = v8.getHeapStatistics().total_allocated_bytes;
    for (let i = 0; i < size; i++) {
      const answered = app.handle(list[i]!);
      // The build before answers a promise: its work is done only once that settles.
      if (answered instanceof Promise) await answered;
    }
    const ns = Number(process.hrtime.bigint() - started) / size;
    // CPU time leaves out the time this process waited for a core, which wall time counts on a
    // loaded machine; what other processes do to the caches stays in both.
    const cpu = process.cpuUsage(cpuStarted);
    // Bytes V8 allocated per call: does not depend on the machine's load at all.
    app.bytes.push((v8.getHeapStatistics().total_allocated_bytes - allocatedBefore) / size);
    app.cpu.push(((cpu.user + cpu.system) * 1000) / size);
    app.best = Math.min(app.best, ns);
    app.all.push(ns);
  }
}
for (const app of apps) {
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
  console.log(
    `${app.name}: app.handle of a keyed remembered record, fastest batch ${(app.best / 1000).toFixed(2)} µs, median ${(median(app.all) / 1000).toFixed(2)} µs; ` +
      `CPU time fastest ${(Math.min(...app.cpu) / 1000).toFixed(2)} µs, median ${(median(app.cpu) / 1000).toFixed(2)} µs; ${median(app.bytes).toFixed(0)} bytes allocated a call (${batches} batches of ${size})`,
  );
}
process.exit(0);
