import type { BenchResult } from './bench-types.ts';
import { TARGET_ANNOUNCEMENTS, TARGET_COMPANIES, formatBytes, formatCount, formatMs } from './measure.ts';

export interface RunInfo {
  date: string;
  command: string;
  scale: number;
  totalMs: number;
  machine: {
    cores: number;
    cpuModel: string;
    memoryBytes: number;
    node: string;
    platform: string;
    /** 1-minute load average at the start and at the end of the run. */
    load?: [number, number];
    /** The same, sampled every few seconds during the run: highest and mean. */
    loadDuring?: { max: number; mean: number };
  };
  /**
   * `--quick`: the benchmarks after the first ran in the runner's own process (bench/run.ts), so
   * their peak RSS is that process's so far, not their own. Absent: each in a process of its own.
   */
  sharedProcess?: true;
  /** What the person who ran it saw (`--note`), e.g. how the figures compare with an earlier run. */
  note?: string;
  /** `git rev-parse --short HEAD`, with "with uncommitted changes" when the checkout differed from it. Absent in older results. */
  commit?: string;
  /** Each benchmark's own start and load, for its section's provenance line. Absent in older results: the run's are used. */
  runs?: Record<string, BenchRun>;
  /** `--only`: the run measured some benchmarks, whose sections replace theirs in BENCHMARKS.md (bench/benchmarks-file.ts). */
  partial?: true;
}

/** When one benchmark of a run started, and the 1-minute load average at its start and on average while it ran. */
export interface BenchRun {
  started: string;
  load: { start: number; mean: number };
}

/** The load during the run, and a warning when other work wanted more than the machine's cores. */
function loadText(m: RunInfo['machine']): string[] {
  if (!m.load) return [];
  const during = m.loadDuring
    ? `, ${m.loadDuring.max.toFixed(1)} at most and ${m.loadDuring.mean.toFixed(1)} on average during it (the benchmarks' own processes count in it: the API benchmark alone keeps both cores busy)`
    : '';
  const lines = [`; shared with other work: 1-minute load average ${m.load[0].toFixed(1)} at the start of the run, ${m.load[1].toFixed(1)} at the end${during}`];
  // Before the first benchmark, the load is other work's alone.
  if (m.load[0] >= m.cores) {
    lines.push(
      `- **Busy machine**: before the first benchmark started, other work already kept the load average at ${m.load[0].toFixed(1)} on ${m.cores} cores, so the benchmarks shared the cores: wall times, throughputs and latencies here are worse than the code's own and move from one run to the next; compare CPU times with other runs rather than wall times.`,
    );
  }
  return lines;
}

function rows(results: BenchResult[]): string[][] {
  return results.map((r) => [r.name, r.size, formatMs(r.wallMs), `${formatCount(r.throughput.value)} ${r.throughput.unit}`, formatBytes(r.peakRssBytes)]);
}

const HEADER = ['benchmark', 'measured size', 'wall time', 'throughput', 'peak RSS'];
/** The summary table's first two lines, as BENCHMARKS.md has them (bench/benchmarks-file.ts looks for them). */
export const TABLE_HEAD = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`];

/** Plain-text table for the terminal. */
export function renderTable(info: RunInfo, results: BenchResult[]): string {
  const all = [HEADER, ...rows(results)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const out = [`scale ${info.scale} (1 = ${formatCount(TARGET_COMPANIES)} companies / ${formatCount(TARGET_ANNOUNCEMENTS)} announcements), total ${formatMs(info.totalMs)}`, line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)];
  for (const r of results) {
    out.push('', `${r.name}:`);
    for (const [k, v] of r.details) out.push(`  ${k}: ${v}`);
  }
  return out.join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The summary table's row of one benchmark. */
export function renderRow(result: BenchResult): string {
  return `| ${rows([result])[0]!.map(cell).join(' | ')} |`;
}

/**
 * Which run a section's figures come from, under its heading: a section replaced on its own
 * (`--only <name> --write`) sits beside sections of other runs, whose head may be days older.
 */
export function provenanceLine(info: RunInfo, result: BenchResult): string {
  const own = info.runs?.[result.name];
  const m = info.machine;
  const load = own?.load ?? (m.load ? { start: m.load[0], mean: m.loadDuring?.mean ?? (m.load[0] + m.load[1]) / 2 } : null);
  const loadText = load
    ? `; 1-minute load average ${load.start.toFixed(1)} at its start, ${load.mean.toFixed(1)} on average while it ran, on ${m.cores} cores${load.start >= m.cores ? ' (busy: compare CPU times, not wall times)' : ''}`
    : '';
  const commit = info.commit ? ` at ${info.commit}` : ' (commit not recorded)';
  return `**Run**: \`${info.command}\`${commit}, ${own?.started ?? info.date}${loadText}; scale ${info.scale}; Node ${m.node}.`;
}

/** One benchmark's section, from its heading to the blank line that ends it. */
export function renderSection(info: RunInfo, result: BenchResult): string[] {
  const out = [`## ${result.name}`, '', provenanceLine(info, result), '', result.what, '', '| figure | value |', '|---|---|'];
  for (const [k, v] of result.details) out.push(`| ${cell(k)} | ${cell(v)} |`);
  out.push('');
  if (result.notes.length > 0) {
    for (const note of result.notes) out.push(`- ${note}`);
    out.push('');
  }
  return out;
}

/** BENCHMARKS.md: generated, every figure from the run it describes. */
export function renderMarkdown(info: RunInfo, results: BenchResult[]): string {
  const m = info.machine;
  const out: string[] = [
    '# Benchmarks',
    '',
    '<!-- Generated by `npm run bench` (bench/run.ts): do not edit by hand, run it again. `npm run bench -- --only <name> --write` replaces that section and its row of the table and leaves the rest byte for byte; a section with a **Run** line under its heading comes from that run, one without from the run this head describes (or as its own notes say). -->',
    '',
    `- **Date**: ${info.date}`,
    `- **Machine**: ${m.cores} cores (${m.cpuModel}), ${formatBytes(m.memoryBytes)} memory, ${m.platform}${loadText(m).slice(0, 1).join('')}`,
    ...loadText(m).slice(1),
    `- **Node**: ${m.node}`,
    ...(info.note ? [`- **Note**: ${info.note}`] : []),
    `- **Command**: \`${info.command}\``,
    `- **Scale**: ${info.scale} of the DESIGN.md §8 target (\`--scale 1\` = ${formatCount(TARGET_COMPANIES)} companies / ${formatCount(TARGET_ANNOUNCEMENTS)} announcements), i.e. ${formatCount(Math.round(TARGET_COMPANIES * info.scale))} companies / ${formatCount(Math.round(TARGET_ANNOUNCEMENTS * info.scale))} announcements. The normaliser benchmark stops after a fixed time and extrapolates (stated below). The webhooks benchmark's 10,000 subscriptions and 1,000 announcements scale too. Every size has a floor (the normaliser 100 notices, the corpus 100 companies and 1,000 announcements, the webhooks 20 subscriptions and 1 announcement): test/bench runs \`--quick --scale 0.0001\`, every size at its floor, to check that the harness works.`,
    `- **Total run time**: ${formatMs(info.totalMs)}`,
    '',
    ...(info.sharedProcess
      ? [
          'Quick run: the first benchmark ran in its own Node process, the others one after the other in the runner’s;',
          'their peak RSS is that process’s maximum so far, not their own (for `api`, sampled while serving).',
          'Temp files go to the OS temp folder and are removed afterwards.',
        ]
      : [
          'Each benchmark runs in its own Node process; peak RSS is that process’s maximum resident set size',
          '(for `api`, sampled while serving). Temp files go to the OS temp folder and are removed afterwards.',
        ]),
    '',
    ...TABLE_HEAD,
    ...results.map(renderRow),
    '',
  ];
  for (const r of results) out.push(...renderSection(info, r));
  return out.join('\n');
}
