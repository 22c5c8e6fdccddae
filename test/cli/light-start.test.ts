import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsStore } from '../../publish/store/fs-store.ts';
import { ROOT, runScript } from './cli-process.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// What a command loads before it has read its arguments is what every start pays, `--help`
// included: the warehouse, the crawler, the PDF reader, the S3 client and the settings' schemas
// load with the command that uses them. Counted in modules, not seconds (BENCHMARKS.md has the
// start-up times).
// Patterns match a module's path in the repository (`/cli/keys.ts`) or in node_modules
// (`/node_modules/zod/...`, wherever node_modules really lives: a worktree's is a link).
const HEAVY = [/^\/node_modules\/@duckdb\//, /^\/node_modules\/crawlee\//, /^\/node_modules\/@crawlee\//, /^\/node_modules\/pdf-parse\//, /^\/node_modules\/@aws-sdk\//, /^\/node_modules\/zod\//, /^\/(?:pipeline|publish|api|webhooks|signalements)\//, /^\/sources\/(?!source-ids\.ts$)/];

// What no light command uses, whatever it reads: the crawler, the PDF reader, the S3 client (the
// store is a folder here), zod, croner (no schedule is set), the logger and its transports, the
// metrics, the search index, the PostgreSQL and Redis clients (neither is configured here).
const NEVER_LIGHT = [
  /^\/node_modules\/croner\//,
  /^\/node_modules\/crawlee\//,
  /^\/node_modules\/@crawlee\//,
  /^\/node_modules\/pdf-parse\//,
  /^\/node_modules\/@aws-sdk\//,
  /^\/node_modules\/@smithy\//,
  /^\/node_modules\/zod\//,
  /^\/node_modules\/pino(?:-pretty)?\//,
  /^\/node_modules\/prom-client\//,
  /^\/node_modules\/minisearch\//,
  /^\/node_modules\/pg\//,
  /^\/node_modules\/ioredis\//,
  /^\/sources\/(?!source-ids\.ts$)/,
];

// What a command that only reads the warehouse does without (pipeline/warehouse/warehouse-reader.ts).
const READ_ONLY_WAREHOUSE = [/^\/node_modules\/@duckdb\/node-api\//, /^\/pipeline\/warehouse\/(?:warehouse|migrate)\.ts$/, /^\/pipeline\/warehouse\/migrations\//];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'light-start-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function modulesLoadedBy(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string; modules: string[] }> {
  const file = path.join(scratch, `${script}-${args.join('-')}.txt`);
  const hook = path.join(ROOT, 'test/cli/fixtures/record-loaded-modules.mjs');
  const result = await runScript(script, args, { env: { ...env, LOADED_MODULES_FILE: file, NODE_OPTIONS: `--import=${hook}` }, timeoutMs: 120_000 });
  const modules = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return { code: result.code, stdout: result.stdout, stderr: result.stderr, modules };
}

/** The modules of `modules` that match one of `patterns`: ours by their path in the repository, packages' from their `/node_modules/`. */
function matching(modules: readonly string[], patterns: readonly RegExp[]): string[] {
  const files = modules
    .filter((url) => url.startsWith('file://') && !url.includes('/test/cli/fixtures/'))
    .map((url) => {
      const file = fileURLToPath(url);
      const packages = file.indexOf('/node_modules/');
      return packages >= 0 ? file.slice(packages) : file.startsWith(`${ROOT}/`) ? file.slice(ROOT.length) : file;
    });
  return [...new Set(files)].filter((file) => patterns.some((pattern) => pattern.test(file)));
}

describe('a command asked for its help loads none of what its commands use', () => {
  it.concurrent.each([
    ['pipeline', ['--help']],
    ['pipeline', ['revue', '--help']],
    ['snapshots', ['--help']],
    ['keys', ['--help']],
    ['serve', ['--help']],
  ] as const)('npm run %s -- %s', async (script, args) => {
    const { code, stdout, modules } = await modulesLoadedBy(script, args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage|Utilisation/);
    // The hook saw the program's own modules: the list is not empty for want of recording.
    expect(modules.some((url) => url.includes('/cli/command-line.ts'))).toBe(true);
    expect(matching(modules, HEAVY)).toEqual([]);
  });
});

describe('a light command loads what it reads and nothing more', () => {
  // A data folder with what the light commands read: a warehouse (empty, migrated), a store
  // with no snapshot yet, a keys file with no key.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
    await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
    await new FsStore(path.join(dataDir, 'store')).put('.keep', Buffer.from(''));
    fs.mkdirSync(path.join(dataDir, 'api'));
    fs.writeFileSync(path.join(dataDir, 'api', 'keys.json'), '{"version": 1, "keys": []}\n');
  });

  it.concurrent.each([
    // The keys file and its settings: no warehouse, no store, no snapshot, no server.
    { args: ['keys', 'list'], output: /Aucune clé/, also: [/^\/node_modules\/@duckdb\//, /^\/(?:pipeline|publish|webhooks|signalements)\//, /^\/api\/(?!access\/)/] },
    // The store's snapshots: no warehouse, no API, no webhooks.
    { args: ['snapshots', 'list'], output: /aucun instantané/, also: [/^\/node_modules\/@duckdb\//, /^\/(?:pipeline|api|webhooks|signalements)\//] },
    // The warehouse's quarantine table, through the read-only reader on DuckDB's bindings (not
    // node-api, nor the warehouse's migrations): no store, no API, no readers' reports.
    { args: ['pipeline', 'quarantine'], output: /quarantaine/, also: [/^\/(?:publish|api|webhooks|signalements)\//, ...READ_ONLY_WAREHOUSE], builtins: ['node:crypto'] },
    // The warehouse (read so too) and the readers' reports (their SQLite file here): no store, no
    // API, and, with no quarantined notice whose type to guess, not the reader's classifier, with
    // no item to rank companies for nor doubtful reading to settle, neither the company index nor
    // the name comparison, nor node:crypto (the reports store makes no form secret here).
    {
      args: ['pipeline', 'revue'],
      output: /./,
      also: [/^\/(?:publish|api)\//, /^\/webhooks\/(?!webhook-settings\.ts$)/, /^\/kernel\/normalise\/classify\.ts$/, /^\/pipeline\/reconcile\/(?:candidate-companies|company-name)\.ts$/, ...READ_ONLY_WAREHOUSE],
      builtins: ['node:crypto'],
    },
  ])('npm run $args.0 -- $args.1', async ({ args: [script, ...args], output, also, builtins = [] }) => {
    const { code, stdout, stderr, modules } = await modulesLoadedBy(script!, args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(output);
    expect(modules.some((url) => url.includes('/cli/command-line.ts'))).toBe(true);
    expect(matching(modules, [...NEVER_LIGHT, ...also])).toEqual([]);
    expect(modules.filter((url) => builtins.includes(url))).toEqual([]);
  });
});
