import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runScript } from './cli-process.js';

// What a command loads before it has read its arguments is what every start pays, `--help`
// included: the warehouse, the crawler, the PDF reader, the S3 client and the settings' schemas
// load with the command that uses them. Counted in modules, not seconds (BENCHMARKS.md has the
// start-up times).
const HEAVY = [/node_modules\/@duckdb\//, /node_modules\/crawlee\//, /node_modules\/@crawlee\//, /node_modules\/pdf-parse\//, /node_modules\/@aws-sdk\//, /node_modules\/zod\//, /\/(?:pipeline|publish|api|webhooks|signalements)\//, /\/sources\/(?!source-ids\.ts$)/];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'light-start-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function modulesLoadedBy(script: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; modules: string[] }> {
  const file = path.join(scratch, `${script}-${args.join('-')}.txt`);
  const hook = path.join(ROOT, 'test/cli/fixtures/record-loaded-modules.mjs');
  const result = await runScript(script, args, { env: { LOADED_MODULES_FILE: file, NODE_OPTIONS: `--import=${hook}` }, timeoutMs: 120_000 });
  const modules = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return { code: result.code, stdout: result.stdout, modules };
}

describe('a command asked for its help loads none of what its commands use', () => {
  it.concurrent.each([
    ['pipeline', ['--help']],
    ['pipeline', ['revue', '--help']],
    ['snapshots', ['--help']],
    ['keys', ['--help']],
  ] as const)('npm run %s -- %s', async (script, args) => {
    const { code, stdout, modules } = await modulesLoadedBy(script, args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage|Utilisation/);
    // The hook saw the program's own modules: the list is not empty for want of recording.
    expect(modules.some((url) => url.includes('/cli/command-line.ts'))).toBe(true);
    const heavy = modules.filter((url) => url.startsWith('file://') && !url.includes('/test/cli/fixtures/') && HEAVY.some((pattern) => pattern.test(url.slice('file://'.length + ROOT.length))));
    expect(heavy).toEqual([]);
  });
});
