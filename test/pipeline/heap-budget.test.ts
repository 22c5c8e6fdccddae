import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_HEAP_MB, pipelineHeapFlag } from '../../pipeline/heap-budget.js';
import { SETTINGS } from '../../platform/settings/declarations.js';

const packageJson = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const script = packageJson.scripts.pipeline!;

/** The heap limit (MiB) of a node started the way `npm run pipeline` starts it, in a shell as npm does. */
function heapLimitOfPipelineNode(env: Record<string, string>): number {
  const launcher = script.slice(0, script.indexOf('--import'));
  const out = execFileSync('sh', ['-c', `${launcher} -e "console.log(require('node:v8').getHeapStatistics().heap_size_limit)"`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return Number(out.trim()) / (1024 * 1024);
}

describe('the heap budget of pipeline processes', () => {
  it('is what `npm run pipeline` starts node with: the default, or PIPELINE_HEAP_MB when set', () => {
    expect(script).toContain(`--max-old-space-size=\${PIPELINE_HEAP_MB:-${DEFAULT_PIPELINE_HEAP_MB}}`);
    // V8's limit is the old space plus the young generation's few MiB.
    const byDefault = heapLimitOfPipelineNode({});
    expect(byDefault).toBeGreaterThanOrEqual(DEFAULT_PIPELINE_HEAP_MB);
    expect(byDefault).toBeLessThan(DEFAULT_PIPELINE_HEAP_MB + 128);
    const raised = heapLimitOfPipelineNode({ PIPELINE_HEAP_MB: '2048' });
    expect(raised).toBeGreaterThanOrEqual(2048);
    expect(raised).toBeLessThan(2048 + 128);
  });

  it('has the same default in the settings module, which documents it', () => {
    expect(SETTINGS.PIPELINE_HEAP_MB.default).toBe(String(DEFAULT_PIPELINE_HEAP_MB));
    expect(pipelineHeapFlag({})).toBe(`--max-old-space-size=${DEFAULT_PIPELINE_HEAP_MB}`);
    expect(pipelineHeapFlag({ PIPELINE_HEAP_MB: '1500' })).toBe('--max-old-space-size=1500');
  });

  it('refuses a budget too small to run a publish, naming the setting', () => {
    expect(() => pipelineHeapFlag({ PIPELINE_HEAP_MB: '64' })).toThrow(/PIPELINE_HEAP_MB/);
    expect(() => pipelineHeapFlag({ PIPELINE_HEAP_MB: 'beaucoup' })).toThrow(/PIPELINE_HEAP_MB/);
  });
});
