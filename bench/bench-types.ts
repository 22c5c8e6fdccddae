/**
 * What every benchmark reports. One result per benchmark, produced in its own child process
 * (bench/run-one.ts) so that peak RSS is that benchmark's alone, not the whole run's.
 */
export interface BenchContext {
  /** Fraction of the DESIGN.md §8 target (10^5 companies, 10^6 announcements); 1 = the target. */
  scale: number;
  /** Scratch folder shared by the benchmarks of one run (removed by run.ts at the end). */
  workDir: string;
  /**
   * `--quick`: a small corpus and short time caps, so that the whole run takes under two minutes
   * (CI runs it to keep the benchmarks working; its figures mean little): each step runs once,
   * at its smallest (wrk runs stop after a few hundred answers, the publish nights run in the
   * benchmark's process), so that the harness is checked for the least CPU.
   */
  quick: boolean;
}

export interface BenchResult {
  name: string;
  /** One line: what was measured. */
  what: string;
  /** What size was actually measured (and, when capped, why). */
  size: string;
  wallMs: number;
  throughput: { value: number; unit: string };
  /** Max resident set size of the benchmark's process (bytes). */
  peakRssBytes: number;
  /** Further figures, shown as a sub-table in BENCHMARKS.md. */
  details: Array<[string, string]>;
  /** Findings and extrapolations, written as bullet points. */
  notes: string[];
}

export interface BenchModule {
  run(context: BenchContext): Promise<BenchResult>;
}
