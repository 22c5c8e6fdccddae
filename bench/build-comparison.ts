import { formatRoundRatio, medianOf, roundRatio, type RoundRatio } from './round-ratios.ts';

/**
 * Builds compared against a base in the same interleaved rounds, with a second copy of the base
 * as the run's own noise floor. On a shared machine an A/A pair (the same code twice) reads
 * anywhere from 0.95 to 1.10 (docs/api-performance.md, wt-api38), more than the 2 to 3 % a change
 * on the request path is worth: a build's ratio means something only beside the floor of the
 * same rounds. Read from the round lines bench/socket-calls.ts prints, so that a run's output
 * can be read again (or a made-up one tested) by the same code that reports it.
 */

/** One server's figures in one round, as a round line gives them. */
export interface RoundFigures {
  round: number;
  server: string;
  rps: number;
  cpuUs: number;
  /** Exact run time a request (schedstat), the main thread and the others together. */
  runUs: number;
}

// `round 3 API before (A/A): 21034 req/s, 27.1 µs CPU/req (main thread user 18.0 + system 8.0; run time: main thread 25.3, others 0.41); ...`
const ROUND_LINE = /^round (\d+) (.+?): (\d+(?:\.\d+)?) req\/s, (\d+(?:\.\d+)?) µs CPU\/req \(main thread user [\d.]+ \+ system [\d.]+; run time: main thread (\d+(?:\.\d+)?), others (\d+(?:\.\d+)?)\)/;

/** The round lines of a run's output; other lines are passed over. */
export function parseRoundLines(text: string): RoundFigures[] {
  const out: RoundFigures[] = [];
  for (const line of text.split('\n')) {
    const m = ROUND_LINE.exec(line);
    if (!m) continue;
    out.push({ round: Number(m[1]), server: m[2]!, rps: Number(m[3]), cpuUs: Number(m[4]), runUs: Number(m[5]) + Number(m[6]) });
  }
  return out;
}

export interface ComparedBuild {
  name: string;
  /** The base's run time a request over the build's, round by round: above 1, the build spends less. */
  overBase: RoundRatio;
  /** Rounds where the build spent less than the base. */
  roundsBelowBase: number;
  /** The comparator's run time over the build's (the issue's "API / fair" by CPU), when a comparator is named. */
  reference: RoundRatio | null;
  verdict: 'gain beyond the floor' | 'loss beyond the floor' | 'within the floor' | 'no floor';
}

export interface Comparison {
  base: string;
  /**
   * The base over its copy (A/A): how far from 1 the same code reads in these rounds. `low` and
   * `high` bound what a build must pass to be "beyond the floor" (see `floorDistance`).
   */
  floor: (RoundRatio & { name: string; roundsBelowBase: number; low: number; high: number }) | null;
  baseReference: RoundRatio | null;
  builds: ComparedBuild[];
}

export interface ComparisonNames {
  base: string;
  /** The second copy of the base, or null for a run without one. */
  floor: string | null;
  builds: readonly string[];
  /** The fair comparator, for its ratio over each build. */
  reference?: string;
}

/** Every build and the floor against the base, each ratio from the rounds both ran in. */
export function compareBuilds(figures: readonly RoundFigures[], names: ComparisonNames): Comparison {
  const byRound = new Map<number, Map<string, RoundFigures>>();
  for (const f of figures) {
    let round = byRound.get(f.round);
    if (round === undefined) byRound.set(f.round, (round = new Map<string, RoundFigures>()));
    round.set(f.server, f);
  }
  const rounds = [...byRound.values()];
  const pairs = (numerator: string, denominator: string) =>
    rounds.flatMap((r) => {
      const n = r.get(numerator);
      const d = r.get(denominator);
      return n && d ? [{ n: n.runUs, d: d.runUs }] : [];
    });
  const ratio = (numerator: string, denominator: string) => roundRatio(pairs(numerator, denominator), (p) => p.n, (p) => p.d);
  const below = (name: string) => pairs(names.base, name).filter((p) => p.n > p.d).length;
  const reference = (name: string) => (names.reference === undefined ? null : ratio(names.reference, name));
  let floor: Comparison['floor'] = null;
  if (names.floor !== null) {
    const distance = floorDistance(pairs(names.base, names.floor).map((p) => Math.log(p.n / p.d)));
    floor = { name: names.floor, ...ratio(names.base, names.floor), roundsBelowBase: below(names.floor), low: Math.exp(-distance), high: Math.exp(distance) };
  }
  const builds = names.builds.map((name): ComparedBuild => {
    const overBase = ratio(names.base, name);
    return { name, overBase, roundsBelowBase: below(name), reference: reference(name), verdict: verdictOf(overBase.median, floor) };
  });
  return { base: names.base, floor, baseReference: reference(names.base), builds };
}

/**
 * How far from 1 (on a log scale: 1.05 and 1/1.05 are as far) a build's median must be to be
 * told from the same code, from the A/A pair's ratios in the same rounds: the wider of the A/A
 * median's own distance from 1 and the half-width of its notch, 1.58 IQR / sqrt(n) (McGill, Tukey
 * and Larsen's interval for a median, the quartiles as Tukey's hinges). A pair whose median
 * happens to read 1.00 over rounds spread from 0.85 to 1.28 does not make a 4 % step significant.
 */
function floorDistance(logRatios: readonly number[]): number {
  const finite = logRatios.filter((r) => Number.isFinite(r)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const half = finite.length >> 1;
  const lower = finite.slice(0, finite.length % 2 === 1 ? half + 1 : half);
  const upper = finite.slice(half);
  const iqr = medianOf(upper) - medianOf(lower);
  return Math.max(Math.abs(medianOf(finite)), (1.58 * iqr) / Math.sqrt(finite.length));
}

/** Beyond the floor when the build's median is outside the floor's bounds, on the side it lies. */
function verdictOf(build: number, floor: Comparison['floor']): ComparedBuild['verdict'] {
  if (floor === null || !Number.isFinite(floor.low)) return 'no floor';
  if (build > floor.high) return 'gain beyond the floor';
  if (build < floor.low) return 'loss beyond the floor';
  return 'within the floor';
}

/** The comparison as the tool's last lines. */
export function formatComparison(c: Comparison): string[] {
  const lines: string[] = [];
  const ref = (r: RoundRatio | null) => (r === null ? '' : `; comparator over it ${formatRoundRatio(r)}`);
  if (c.floor !== null) {
    lines.push(
      `noise floor (A/A): ${c.base} over ${c.floor.name}, the same code, ${formatRoundRatio(c.floor)}, ${c.floor.roundsBelowBase} of ${c.floor.rounds} rounds above 1; ` +
        `a build is told from it outside ${c.floor.low.toFixed(2)}-${c.floor.high.toFixed(2)}`,
    );
  }
  lines.push(`base: ${c.base}${ref(c.baseReference)}`);
  for (const b of c.builds) {
    lines.push(
      `${b.name}: ${c.base} over it by run time a request (above 1: it spends less) ${formatRoundRatio(b.overBase)}, ${b.roundsBelowBase} of ${b.overBase.rounds} rounds above 1` +
        `${c.floor === null ? '' : `, floor ${c.floor.low.toFixed(2)}-${c.floor.high.toFixed(2)}`}: ${b.verdict}${ref(b.reference)}`,
    );
  }
  return lines;
}
