import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in (vitest.config.ts): the longest files measured first, then the rest
 * of the slow project, then integration, then unit. Vitest's own order groups files by project
 * name (integration, slow, unit) and, on a clean checkout with no timings cached, sorts each
 * group by file size; the minute-long files then started late and the run ended on one of them
 * with the other worker idle. Longest first is the classic schedule for two workers. Within a
 * project vitest's order stays: longest last time first when it has timings, largest file first
 * otherwise.
 */
const PROJECT_RANK: Readonly<Record<string, number>> = { slow: 1, integration: 2, unit: 3 };

/**
 * The longest files of the last measure (docs/test-suite.md, "Longest files"), longest first.
 * Only the order depends on it: a file missing here, or here no more, still runs, in its
 * project's turn. disk-full comes fourth, not second: its reference night is crash-recovery's
 * first night (NightRunner.completeShared), which it would otherwise wait for on the lock while
 * holding one of the three workers; started when a first file ends, it finds the night done.
 * held-out-groups is a unit file (the reader over every fitted group, 30 s on a worker of a
 * loaded run) but listed here all the same: in its project's turn it started when the slow and
 * integration files were all handed out, about 210 s into a 240 s run, and the run ended on it
 * alone with the two other workers done (each of the last five clean-clone runs, replayed from
 * their recorded durations; docs/test-suite.md, "The held-out groups started early").
 */
export const LONGEST_FILES: readonly string[] = [
  'test/cli/readme-webhooks.test.ts',
  'test/pipeline/run/crash-recovery.test.ts',
  'test/bench/run-quick.test.ts',
  'test/pipeline/run/disk-full.test.ts',
  'test/kernel/normalise/held-out-groups.test.ts',
  'test/pipeline/run/operator-guards.test.ts',
  'test/cli/pipeline-cli.test.ts',
  'test/pipeline/run/run-pipeline.test.ts',
  'test/api/pages/pages-browser.test.ts',
  'test/pipeline/run/run-observability.test.ts',
  'test/pipeline/load/load-documents.test.ts',
  'test/pipeline/run/added-columns.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification): number => {
      const longest = LONGEST_FILES.indexOf(path.relative(root, spec.moduleId).split(path.sep).join('/'));
      return longest >= 0 ? longest / LONGEST_FILES.length : (PROJECT_RANK[spec.project.name] ?? 2);
    };
    return sorted
      .map((spec, index) => ({ spec, index, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
