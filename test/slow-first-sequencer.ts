import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in (vitest.config.ts): the slow project's first, then integration, then
 * unit. Vitest's own order groups files by project name (integration, slow, unit) and, on a
 * clean checkout with no timings cached, sorts each group by file size; the minute-long files of
 * `slow` then start late and the run ends on one of them with the other worker idle. Longest
 * first is the classic schedule for two workers. Within a project vitest's order stays: longest
 * last time first when it has timings, largest file first otherwise.
 */
const PROJECT_RANK: Readonly<Record<string, number>> = { slow: 0, integration: 1, unit: 2 };

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => PROJECT_RANK[spec.project.name] ?? 1;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
