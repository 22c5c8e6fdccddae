import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createKey } from '../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../api/access/plans.ts';
import { buildAndPublishCorpus, corpusPaths, corpusSizes, type CorpusMarker } from './publish-bench.ts';
import { rawGet } from './raw-get.ts';
import { seededRandom } from './search-queries.ts';
import { companyRidet } from './synthetic-corpus.ts';

/**
 * What the API's keyed company record is measured with, against the fair comparator
 * (bench/fair-node-server.ts): the scale 0.01 corpus published once into `<workDir>` and reused,
 * a plan without a daily limit and a key on it, 200 RIDETs drawn with a fixed seed. Shared by
 * bench/socket-calls.ts (CPU and system calls under wrk) and bench/request-instructions.ts
 * (instructions under callgrind), so both measure the same requests.
 */
export interface KeyedRecordSetup {
  /** This tool's own folder inside the workDir, emptied at each run. */
  dir: string;
  store: string;
  plansFile: string;
  keysFile: string;
  keyHeader: Record<string, string>;
  ridets: string[];
}

export async function keyedRecordSetup(workDir: string, name: string): Promise<KeyedRecordSetup> {
  const sizes: CorpusMarker = corpusSizes(0.01);
  const paths = corpusPaths(workDir);
  const marker = fs.existsSync(paths.marker) ? (JSON.parse(fs.readFileSync(paths.marker, 'utf8')) as CorpusMarker) : null;
  if (marker?.companies !== sizes.companies || marker.announcements !== sizes.announcements) {
    const built = await buildAndPublishCorpus(workDir, sizes);
    built.warehouse.close();
    // Published: the next run (and the API benchmark) reuses it.
    fs.writeFileSync(paths.marker, JSON.stringify(sizes));
  }
  const dir = path.join(workDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const benchPlan = { ...DEFAULT_PLANS.plans.enterprise!, requestsPerDay: 1_000_000_000 };
  const plans = { ...DEFAULT_PLANS, plans: { ...DEFAULT_PLANS.plans, bench: benchPlan } };
  const plansFile = path.join(dir, 'plans.json');
  fs.writeFileSync(plansFile, JSON.stringify(plans));
  const keysFile = path.join(dir, 'keys.json');
  const { key } = await createKey({ keysFile, plans, plan: 'bench', label: 'bench' });
  const random = seededRandom(7);
  const ridets = [...new Set(Array.from({ length: 400 }, () => companyRidet(Math.floor(random() * sizes.companies))))].slice(0, 200);
  return { dir, store: paths.store, plansFile, keysFile, keyHeader: { 'X-API-Key': key }, ridets };
}

/** The environment of bench/api-server.ts for one server of the setup (its own data folder, log level info as shipped). */
export function apiEnvironment(setup: KeyedRecordSetup, tag: string, port: number): Record<string, string> {
  return {
    DATA_DIR: path.join(setup.dir, `data-${tag}`),
    HOST: '127.0.0.1',
    PORT: String(port),
    STORE_URL: `file://${setup.store}`,
    KEYS_FILE: setup.keysFile,
    PLANS_FILE: setup.plansFile,
    SNAPSHOT_POLL_SECONDS: '0',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
  };
}

/**
 * The fair comparator's folder: each record's bytes and the headers the API sent with them, as
 * `<www>/id/e/<ridet>.json` and `<www>/headers.json`. Returns `<www>`.
 */
export async function recordFairRoot(apiUrl: string, setup: KeyedRecordSetup): Promise<string> {
  const www = path.join(setup.dir, 'www');
  const recorded: Record<string, http.IncomingHttpHeaders> = {};
  fs.mkdirSync(path.join(www, 'id', 'e'), { recursive: true });
  for (const ridet of setup.ridets) {
    const res = await rawGet(`${apiUrl}/v1/entreprises/${ridet}`, setup.keyHeader);
    if (res.status !== 200) throw new Error(`[bench] /v1/entreprises/${ridet} answered ${res.status}`);
    recorded[`/id/e/${ridet}.json`] = res.headers;
    fs.writeFileSync(path.join(www, 'id', 'e', `${ridet}.json`), res.body);
  }
  fs.writeFileSync(path.join(www, 'headers.json'), JSON.stringify(recorded));
  return www;
}

/** The targets of a server of the setup: the API's record paths, or the comparator's files. */
export function keyedTargets(setup: KeyedRecordSetup, api: boolean): string[] {
  return setup.ridets.map((r) => (api ? `/v1/entreprises/${r}` : `/id/e/${r}.json`));
}
