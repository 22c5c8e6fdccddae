import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectOf, SLOW_FILES, testProjects } from '../projects.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// vitest.config.ts's three projects (docs/architecture.md, "Tests"): every test file in exactly
// one, chosen by what it imports.
describe('the test projects', () => {
  it('hold every test file once, and SLOW_FILES names files that exist', () => {
    const projects = testProjects(ROOT);
    const all = [...projects.unit, ...projects.integration, ...projects.slow];
    expect(new Set(all).size).toBe(all.length);
    const onDisk = fs.globSync('test/**/*.test.ts', { cwd: ROOT }).filter((file) => !file.includes('/fixtures/'));
    expect(all.sort()).toEqual(onDisk.sort());
    for (const file of SLOW_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('put a file that starts a program in slow, one that opens a socket or a temporary folder in integration, the rest in unit', () => {
    expect(projectOf('test/a.test.ts', "import { spawn } from 'node:child_process';")).toBe('slow');
    expect(projectOf('test/a.test.ts', "import { runScript } from './cli-process.js';")).toBe('slow');
    expect(projectOf('test/a.test.ts', "import { startRedisServer } from './redis-server.js';")).toBe('slow');
    expect(projectOf('test/a.test.ts', "import net from 'node:net';")).toBe('integration');
    expect(projectOf('test/a.test.ts', "import { openWarehouse } from '../../pipeline/warehouse/warehouse.js';")).toBe('integration');
    expect(projectOf('test/a.test.ts', "const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'));")).toBe('integration');
    expect(projectOf('test/a.test.ts', "import { ridetOf } from '../../kernel/normalise/ridet.js';")).toBe('unit');
    expect(projectOf(SLOW_FILES[0]!, "import { ridetOf } from '../../kernel/normalise/ridet.js';")).toBe('slow');
    // Node's type stripping names the .ts file; a branch written before it still names the .js.
    expect(projectOf('test/a.test.ts', "import { runScript } from './cli-process.ts';")).toBe('slow');
    expect(projectOf('test/a.test.ts', "const { startApi } = await import('./helpers/api-harness.ts');")).toBe('integration');
    expect(projectOf('test/a.test.ts', "import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';")).toBe('integration');
    expect(projectOf('test/a.test.ts', "import { openWarehouseReader } from '../../pipeline/warehouse/warehouse-reader.ts';")).toBe('integration');
  });

  it('classify this repository’s files as the rule says', () => {
    const { unit, integration, slow } = testProjects(ROOT);
    expect(slow).toContain('test/cli/entry-points.test.ts');
    expect(slow).toContain('test/api/pages/pages-browser.test.ts');
    expect(integration).toContain('test/cli/start-up-checks.test.ts');
    expect(integration).toContain('test/sources/jonc/leginova-copy.test.ts');
    expect(unit).toContain('test/kernel/normalise/ridet.test.ts');
  });
});
