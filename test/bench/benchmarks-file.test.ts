import { describe, expect, it } from 'vitest';
import type { BenchResult } from '../../bench/bench-types.ts';
import { BenchmarksFileError, checkBenchmarksFile, replaceSections } from '../../bench/benchmarks-file.ts';
import { provenanceLine, type RunInfo } from '../../bench/report.ts';

// A BENCHMARKS.md as a whole run left it, then edited by hand (alpha's note), in its pieces, so
// that each expected text below is this one with the pieces a run replaces written out by hand.
const HEAD = `# Benchmarks

<!-- head of the last whole run -->

- **Date**: 2026-01-01T00:00:00.000Z

| benchmark | measured size | wall time | throughput | peak RSS |
|---|---|---|---|---|
`;
const ROWS = {
  alpha: '| alpha | 10 things | 1.00 s | 10 things/s | 1.0 MiB |\n',
  beta: '| beta | 20 things | 2.00 s | 10 things/s | 2.0 MiB |\n',
  gamma: '| gamma | 30 things | 3.00 s | 10 things/s | 3.0 MiB |\n',
};
const SECTIONS = {
  alpha: `## alpha

alpha's what

| figure | value |
|---|---|
| a | 1 |

- alpha note, added by hand

`,
  beta: `## beta

beta's what

| figure | value |
|---|---|
| b | 2 |

`,
  gamma: `## gamma

gamma's what

- gamma note
`,
};
const file = (rows: typeof ROWS, sections: typeof SECTIONS) => `${HEAD}${rows.alpha}${rows.beta}${rows.gamma}\n${sections.alpha}${sections.beta}${sections.gamma}`;
const EXISTING = file(ROWS, SECTIONS);

const ORDER = ['alpha', 'beta', 'gamma'];

const info: RunInfo = {
  date: '2026-11-30T02:00:00.000Z',
  command: 'npm run bench -- --only beta --write',
  scale: 0.01,
  totalMs: 2_600,
  machine: { cores: 2, cpuModel: 'made up', memoryBytes: 1024, node: 'v26.10.0', platform: 'Linux', load: [0.5, 0.9], loadDuring: { max: 3, mean: 2.5 } },
  commit: 'abc1234',
  runs: {
    beta: { started: '2026-11-30T01:59:57.000Z', load: { start: 1.2, mean: 1.74 } },
    delta: { started: '2026-11-30T01:59:50.000Z', load: { start: 2.0, mean: 2.04 } },
  },
  partial: true,
};

function result(name: string, overrides: Partial<BenchResult> = {}): BenchResult {
  return { name, what: `${name} measured again`, size: '40 things', wallMs: 2_500, throughput: { value: 16, unit: 'things/s' }, peakRssBytes: 3 * 1024 * 1024, details: [['b', '3 | 4']], notes: ['faster'], ...overrides };
}

describe('BENCHMARKS.md, one section replaced', () => {
  it("replaces the section and its row, with the run's own line under the heading, and keeps every other line as it was", () => {
    const expected = file(
      { ...ROWS, beta: '| beta | 40 things | 2.50 s | 16 things/s | 3.0 MiB |\n' },
      {
        ...SECTIONS,
        beta: `## beta

**Run**: \`npm run bench -- --only beta --write\` at abc1234, 2026-11-30T01:59:57.000Z; 1-minute load average 1.2 at its start, 1.7 on average while it ran, on 2 cores; scale 0.01; Node v26.10.0.

beta measured again

| figure | value |
|---|---|
| b | 3 \\| 4 |

- faster

`,
      },
    );
    expect(replaceSections(EXISTING, info, [result('beta')], ORDER)).toBe(expected);
  });

  it('replaces the last section up to the end of the file, and the first row', () => {
    const out = replaceSections(EXISTING, { ...info, runs: {} }, [result('gamma', { details: [], notes: [] }), result('alpha', { details: [], notes: [] })], ORDER);
    // No runs of their own recorded: the run's load (0.5 at its start, 2.5 on average) and date.
    const line = '**Run**: `npm run bench -- --only beta --write` at abc1234, 2026-11-30T02:00:00.000Z; 1-minute load average 0.5 at its start, 2.5 on average while it ran, on 2 cores; scale 0.01; Node v26.10.0.';
    const row = '| 40 things | 2.50 s | 16 things/s | 3.0 MiB |\n';
    expect(out).toBe(
      file(
        { ...ROWS, alpha: `| alpha ${row}`, gamma: `| gamma ${row}` },
        {
          beta: SECTIONS.beta,
          alpha: `## alpha

${line}

alpha measured again

| figure | value |
|---|---|

`,
          gamma: `## gamma

${line}

gamma measured again

| figure | value |
|---|---|
`,
        },
      ),
    );
  });

  it('puts a benchmark the file does not have yet where the run order places it, row and section', () => {
    const out = replaceSections(EXISTING, info, [result('delta', { details: [], notes: [] }), result('omega', { what: 'last', details: [], notes: [] })], ['alpha', 'delta', 'beta', 'gamma', 'omega']);
    const lines = out.split('\n');
    expect(lines.slice(7, 13)).toEqual([
      '|---|---|---|---|---|',
      '| alpha | 10 things | 1.00 s | 10 things/s | 1.0 MiB |',
      '| delta | 40 things | 2.50 s | 16 things/s | 3.0 MiB |',
      '| beta | 20 things | 2.00 s | 10 things/s | 2.0 MiB |',
      '| gamma | 30 things | 3.00 s | 10 things/s | 3.0 MiB |',
      '| omega | 40 things | 2.50 s | 16 things/s | 3.0 MiB |',
    ]);
    // delta's start 2.0 on 2 cores: the busy warning.
    expect(out).toContain(`- alpha note, added by hand

## delta

**Run**: \`npm run bench -- --only beta --write\` at abc1234, 2026-11-30T01:59:50.000Z; 1-minute load average 2.0 at its start, 2.0 on average while it ran, on 2 cores (busy: compare CPU times, not wall times); scale 0.01; Node v26.10.0.

delta measured again

| figure | value |
|---|---|

## beta
`);
    expect(out.endsWith(`- gamma note

## omega

**Run**: \`npm run bench -- --only beta --write\` at abc1234, 2026-11-30T02:00:00.000Z; 1-minute load average 0.5 at its start, 2.5 on average while it ran, on 2 cores; scale 0.01; Node v26.10.0.

last

| figure | value |
|---|---|
`)).toBe(true);
  });

  it('says so when the commit was not recorded (results of an older run)', () => {
    const { commit: _, runs: __, ...older } = info;
    expect(provenanceLine({ ...older, command: 'npm run bench -- --only beta --out /tmp/x' }, result('beta'))).toBe(
      '**Run**: `npm run bench -- --only beta --out /tmp/x` (commit not recorded), 2026-11-30T02:00:00.000Z; 1-minute load average 0.5 at its start, 2.5 on average while it ran, on 2 cores; scale 0.01; Node v26.10.0.',
    );
  });
});

describe('BENCHMARKS.md laid out otherwise is refused, not half merged', () => {
  const refused: Array<[string, string]> = [
    ['a row cut off from the table by a blank line', EXISTING.replace('| 1.0 MiB |\n| beta', '| 1.0 MiB |\n\n| beta')],
    ['a row without its section', EXISTING.replace(/## beta\n[^#]*/, '')],
    ['a section without its row', EXISTING.replace('| beta | 20 things | 2.00 s | 10 things/s | 2.0 MiB |\n', '')],
    ['sections in another order than the rows', EXISTING.replace('## alpha', '## tmp').replace('## beta', '## alpha').replace('## tmp', '## beta')],
    ['no summary table', EXISTING.replace('| benchmark | measured size |', '| benchmark | size |')],
    ['another title', EXISTING.replace('# Benchmarks', '# Figures')],
    ['no newline at the end', EXISTING.slice(0, -1)],
    ['a section not ended by a blank line', EXISTING.replace('- alpha note, added by hand\n\n', '- alpha note, added by hand\n')],
  ];
  it.each(refused)('%s', (_, text) => {
    expect(() => checkBenchmarksFile(text)).toThrow(BenchmarksFileError);
    let error: unknown;
    try {
      replaceSections(text, info, [result('beta')], ORDER);
    } catch (e) {
      error = e;
    }
    expect(BenchmarksFileError.is(error) && error.code).toBe('benchmarks_structure_inattendue');
  });

  it('refuses a benchmark outside the run order', () => {
    expect(() => replaceSections(EXISTING, info, [result('zeta')], ORDER)).toThrow(BenchmarksFileError);
  });

  it('accepts the layout it writes', () => {
    expect(() => checkBenchmarksFile(EXISTING)).not.toThrow();
  });
});
