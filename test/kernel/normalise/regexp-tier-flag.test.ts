import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGEXP_AT_FIRST_USE_FLAG } from '../../../kernel/normalise/regexp-tier-flag.ts';

const root = new URL('../../../', import.meta.url);
const packageJson = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };

describe('the commands that read notices start node with the regexp flag', () => {
  it('is on the command line `npm run pipeline` gives node (its launcher)', () => {
    const run = spawnSync('sh', ['cli/with-heap-budget.sh', 'test/helpers/print-exec-argv.ts'], {
      cwd: root, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout) as string[]).toContain(REGEXP_AT_FIRST_USE_FLAG);
  });

  it('is in the demo and the training scripts, and not in the API server, which reads no notice', () => {
    for (const script of ['start', 'train:normaliser']) expect(packageJson.scripts[script]!.split(' ')).toContain(REGEXP_AT_FIRST_USE_FLAG);
    expect(packageJson.scripts.serve!.split(' ')).not.toContain(REGEXP_AT_FIRST_USE_FLAG);
  });
});
