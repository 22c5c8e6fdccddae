import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_HEAP_MB, pipelineHeapFlag } from '../../pipeline/heap-budget.ts';
import { SETTINGS } from '../../platform/settings/declarations.ts';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };

/** Runs an entry point through the launcher `npm run pipeline` uses, with PIPELINE_HEAP_MB as given. */
function launch(heapMb: string | undefined) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
  if (heapMb !== undefined) env.PIPELINE_HEAP_MB = heapMb;
  return spawnSync('sh', ['cli/with-heap-budget.sh', 'test/helpers/print-heap-limit.ts'], { cwd: root, env, encoding: 'utf8' });
}

const limitMb = (stdout: string) => Number(stdout.trim()) / (1024 * 1024);

/** The heap limit the same node reports when started with --max-old-space-size=<mb> directly. */
function directLimitMb(mb: number): number {
  const run = spawnSync('node', [`--max-old-space-size=${mb}`, 'test/helpers/print-heap-limit.ts'], {
    cwd: root, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8',
  });
  return limitMb(run.stdout);
}

describe('the heap budget of pipeline processes', () => {
  it('is what `npm run pipeline` starts node with: the default, or PIPELINE_HEAP_MB when set', () => {
    expect(packageJson.scripts.pipeline).toBe('sh cli/with-heap-budget.sh cli/pipeline.ts');
    // V8's limit is the old space plus the young generation, whose share depends on the Node
    // (for 768 MiB of old space: 48 MiB on Node 20, 192 on 24, 96 on 26): compared with the
    // limit the same node reports for the flag given directly.
    const byDefault = limitMb(launch(undefined).stdout);
    expect(byDefault).toBeGreaterThanOrEqual(DEFAULT_PIPELINE_HEAP_MB);
    expect(byDefault).toBe(directLimitMb(DEFAULT_PIPELINE_HEAP_MB));
    const raised = limitMb(launch(' 2048 ').stdout);
    expect(raised).toBeGreaterThanOrEqual(2048);
    expect(raised).toBe(directLimitMb(2048));
    expect(raised).toBeGreaterThan(byDefault);
  });

  it('refuses a malformed or too small budget before node starts, naming the setting, exit 2', () => {
    for (const bad of ['beaucoup', '64', '-1', '1.5']) {
      const run = launch(bad);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('PIPELINE_HEAP_MB');
    }
  });

  it('follows the same rule and default as the settings module, which documents it', () => {
    expect(SETTINGS.PIPELINE_HEAP_MB.default).toBe(String(DEFAULT_PIPELINE_HEAP_MB));
    expect(pipelineHeapFlag({})).toBe(`--max-old-space-size=${DEFAULT_PIPELINE_HEAP_MB}`);
    expect(pipelineHeapFlag({ PIPELINE_HEAP_MB: '1500' })).toBe('--max-old-space-size=1500');
    for (const bad of ['beaucoup', '64', '-1', '1.5']) expect(() => pipelineHeapFlag({ PIPELINE_HEAP_MB: bad })).toThrow(/PIPELINE_HEAP_MB/);
  });
});
