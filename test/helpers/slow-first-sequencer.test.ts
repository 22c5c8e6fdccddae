import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONGEST_FILES, SlowFirstSequencer } from '../slow-first-sequencer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the sequencer reads of a file: its path and its project (a clean checkout: no timings cached). */
function spec(file: string, project: 'unit' | 'integration' | 'slow'): TestSpecification {
  return {
    moduleId: path.join(ROOT, file),
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
  } as unknown as TestSpecification;
}

const sequencer = new SlowFirstSequencer({ config: { root: ROOT }, cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest);
const order = async (specs: TestSpecification[]) => (await sequencer.sort(specs)).map((s) => path.relative(ROOT, s.moduleId));

// vitest.config.ts's order of files: the longest measured first, then slow, integration, unit.
describe('the order test files start in', () => {
  it('puts the longest files measured first, in their listed order, then the slow project, integration and unit', async () => {
    const specs = [
      spec('test/helpers/projects.test.ts', 'unit'),
      spec('test/api/docs.test.ts', 'integration'),
      spec('test/platform/file-lock.test.ts', 'slow'),
      spec(LONGEST_FILES[2]!, 'slow'),
      spec(LONGEST_FILES[0]!, 'slow'),
    ];
    expect(await order(specs)).toEqual([LONGEST_FILES[0], LONGEST_FILES[2], 'test/platform/file-lock.test.ts', 'test/api/docs.test.ts', 'test/helpers/projects.test.ts']);
  });

  it('starts a listed file of the unit project before the slow project’s unlisted files, not in the unit project’s turn', async () => {
    const listedUnit = LONGEST_FILES.find((file) => file.startsWith('test/kernel/'));
    expect(listedUnit).toBeDefined();
    const specs = [spec('test/helpers/projects.test.ts', 'unit'), spec(listedUnit!, 'unit'), spec('test/platform/file-lock.test.ts', 'slow'), spec(LONGEST_FILES[0]!, 'slow')];
    expect(await order(specs)).toEqual([LONGEST_FILES[0], listedUnit, 'test/platform/file-lock.test.ts', 'test/helpers/projects.test.ts']);
  });

  it('keeps vitest’s order within a project: the larger file first when no timing is cached', async () => {
    const [small, large] = ['test/helpers/projects.test.ts', 'test/kernel/normalise/development-corpora.test.ts'].sort(
      (a, b) => fs.statSync(path.join(ROOT, a)).size - fs.statSync(path.join(ROOT, b)).size,
    );
    expect(await order([spec(small!, 'unit'), spec(large!, 'unit')])).toEqual([large, small]);
  });

  it('lists only files that exist', () => {
    for (const file of LONGEST_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
