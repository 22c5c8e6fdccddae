import { describe, expect, it } from 'vitest';
import { compareBuilds, formatComparison, parseRoundLines } from '../../bench/build-comparison.ts';

/** A round line as bench/socket-calls.ts prints it, with made-up figures. */
const line = (round: number, server: string, rps: number, cpu: number, main: number, others: number) =>
  `round ${round} ${server}: ${rps} req/s, ${cpu.toFixed(1)} µs CPU/req (main thread user 15.0 + system 8.0; run time: main thread ${main.toFixed(1)}, others ${others.toFixed(2)}); main thread % of wall: running 90.0, waiting for CPU 5.0, asleep 5.0; other threads running none; CPU idle 1.0, other processes 2.0; loop utilization -; wrk running 80.0, waiting 3.0`;

// Four rounds, run time a request (main + others):
//   round  base  base (A/A)  build  fair
//   1      30.0  31.0        28.0   24.0
//   2      32.0  31.0        30.0   25.0
//   3      29.0  29.5        28.5   23.0
//   4      40.0  38.0        36.0   30.0
const OUTPUT = [
  'round 1 order (shuffle, seed 1): fair, API, API before (A/A), API before',
  line(1, 'fair', 30_000, 25.0, 23.5, 0.5),
  line(1, 'API', 24_000, 29.0, 27.5, 0.5),
  line(1, 'API before (A/A)', 23_000, 32.0, 30.5, 0.5),
  line(1, 'API before', 23_500, 31.0, 29.5, 0.5),
  line(2, 'API before', 22_000, 33.0, 31.0, 1.0),
  line(2, 'API before (A/A)', 22_500, 32.0, 30.0, 1.0),
  line(2, 'API', 23_000, 31.0, 29.0, 1.0),
  line(2, 'fair', 28_000, 26.0, 24.0, 1.0),
  'a line of something else, passed over',
  line(3, 'API', 25_000, 29.0, 28.0, 0.5),
  line(3, 'fair', 31_000, 24.0, 22.5, 0.5),
  line(3, 'API before', 24_000, 30.0, 28.5, 0.5),
  line(3, 'API before (A/A)', 24_000, 30.0, 29.0, 0.5),
  line(4, 'API before (A/A)', 18_000, 39.0, 37.0, 1.0),
  line(4, 'fair', 22_000, 31.0, 29.0, 1.0),
  line(4, 'API before', 17_000, 41.0, 39.0, 1.0),
  line(4, 'API', 19_000, 37.0, 35.0, 1.0),
].join('\n');

describe('builds against a base and its A/A copy, from the round lines', () => {
  it('reads each round line: round, server, throughput, CPU and run time a request', () => {
    const figures = parseRoundLines(OUTPUT);
    expect(figures).toHaveLength(16);
    expect(figures[2]).toEqual({ round: 1, server: 'API before (A/A)', rps: 23_000, cpuUs: 32, runUs: 31 });
  });

  it('gives the build and the floor over the base round by round, and says whether the build is beyond the floor', () => {
    const c = compareBuilds(parseRoundLines(OUTPUT), { base: 'API before', floor: 'API before (A/A)', builds: ['API'], reference: 'fair' });
    // Base over A/A, by round: 30/31 = 0.9677, 32/31 = 1.0323, 29/29.5 = 0.9831, 40/38 = 1.0526;
    // sorted 0.9677, 0.9831, 1.0323, 1.0526, median (0.9831 + 1.0323) / 2 = 1.0077.
    expect(c.floor!.median).toBeCloseTo((29 / 29.5 + 32 / 31) / 2, 10);
    expect(c.floor!.min).toBeCloseTo(30 / 31, 10);
    expect(c.floor!.max).toBeCloseTo(40 / 38, 10);
    expect(c.floor!.roundsBelowBase).toBe(2);
    // Base over the build: 30/28 = 1.0714, 32/30 = 1.0667, 29/28.5 = 1.0175, 40/36 = 1.1111;
    // median (1.0667 + 1.0714) / 2 = 1.0690, above the floor's distance from 1 (0.0077).
    const build = c.builds[0]!;
    expect(build.overBase.median).toBeCloseTo((32 / 30 + 30 / 28) / 2, 10);
    expect(build.roundsBelowBase).toBe(4);
    expect(build.verdict).toBe('gain beyond the floor');
    // The comparator over the build: 24/28, 25/30, 23/28.5, 30/36 -> (0.8333 + 0.8333) / 2.
    expect(build.reference!.median).toBeCloseTo(25 / 30, 10);
    // And over the base: 24/30 = 0.8, 25/32 = 0.78125, 23/29 = 0.7931, 30/40 = 0.75 -> (0.7813 + 0.7931) / 2.
    expect(c.baseReference!.median).toBeCloseTo((25 / 32 + 23 / 29) / 2, 10);
    // The floor's bounds: logs of the A/A ratios -0.0328, -0.0170, 0.0318, 0.0513; hinges
    // (-0.0328 - 0.0170) / 2 = -0.0249 and (0.0318 + 0.0513) / 2 = 0.0416, IQR 0.0664; notch
    // 1.58 x 0.0664 / sqrt(4) = 0.0525, wider than the median's own 0.0077: exp(±0.0525).
    const ln = [30 / 31, 29 / 29.5, 32 / 31, 40 / 38].map(Math.log);
    const notch = (1.58 * ((ln[2]! + ln[3]!) / 2 - (ln[0]! + ln[1]!) / 2)) / 2;
    expect(c.floor!.high).toBeCloseTo(Math.exp(notch), 10);
    expect(c.floor!.low).toBeCloseTo(Math.exp(-notch), 10);
    expect(formatComparison(c)).toEqual([
      'noise floor (A/A): API before over API before (A/A), the same code, 1.01 (0.97-1.05, 4 rounds), 2 of 4 rounds above 1; a build is told from it outside 0.95-1.05',
      'base: API before; comparator over it 0.79 (0.75-0.80, 4 rounds)',
      'API: API before over it by run time a request (above 1: it spends less) 1.07 (1.02-1.11, 4 rounds), 4 of 4 rounds above 1, floor 0.95-1.05: gain beyond the floor; comparator over it 0.83 (0.81-0.86, 4 rounds)',
    ]);
  });

  it('calls a change within the floor when the A/A pair reads as far from 1', () => {
    // The A/A copy at 28 where the base is at 30 (1.07 every round), the build at 28.1 to 28.4
    // (1.06 to 1.07): as large a gain as the first example's, no further from 1 than the same code.
    const output = [1, 2, 3, 4]
      .flatMap((r) => [line(r, 'API before', 1, 1, 29.5, 0.5), line(r, 'API before (A/A)', 1, 1, 27.5, 0.5), line(r, 'API', 1, 1, 27.5 + r * 0.1, 0.5)])
      .join('\n');
    const c = compareBuilds(parseRoundLines(output), { base: 'API before', floor: 'API before (A/A)', builds: ['API'] });
    expect(c.builds[0]!.overBase.median).toBeLessThan(c.floor!.median);
    expect(c.builds[0]!.verdict).toBe('within the floor');
    // The other way round: a build spending more than the floor's distance is a loss.
    const slower = [1, 2, 3, 4]
      .flatMap((r) => [line(r, 'API before', 1, 1, 29.5, 0.5), line(r, 'API before (A/A)', 1, 1, 29.0, 0.5), line(r, 'API', 1, 1, 33.0, 0.5)])
      .join('\n');
    expect(compareBuilds(parseRoundLines(slower), { base: 'API before', floor: 'API before (A/A)', builds: ['API'] }).builds[0]!.verdict).toBe('loss beyond the floor');
  });

  it('does not take a 4 % step for a gain when the same code reads 1.00 over widely spread rounds', () => {
    // A/A ratios 30/35.3 = 0.850, 30/31.6 = 0.949, 30/28.6 = 1.049, 30/25.0 = 1.200: median
    // 0.998, but a notch of about ±19 %; the build reads 30/28.8 = 1.042 in every round.
    const copies = [35.3, 31.6, 28.6, 25.0];
    const output = copies
      .flatMap((copy, i) => [line(i + 1, 'API before', 1, 1, 30.0, 0), line(i + 1, 'API before (A/A)', 1, 1, copy, 0), line(i + 1, 'API', 1, 1, 28.8, 0)])
      .join('\n');
    const c = compareBuilds(parseRoundLines(output), { base: 'API before', floor: 'API before (A/A)', builds: ['API'] });
    expect(Math.abs(c.floor!.median - 1)).toBeLessThan(0.01);
    expect(c.floor!.high).toBeGreaterThan(1.15);
    expect(c.builds[0]!.roundsBelowBase).toBe(4);
    expect(c.builds[0]!.verdict).toBe('within the floor');
  });

  it('pairs only rounds where both servers ran, and says when a run had no floor', () => {
    const output = [line(1, 'API before', 1, 1, 30, 0), line(1, 'API', 1, 1, 25, 0), line(2, 'API', 1, 1, 10, 0)].join('\n');
    const c = compareBuilds(parseRoundLines(output), { base: 'API before', floor: null, builds: ['API'] });
    expect(c.builds[0]!.overBase.rounds).toBe(1);
    expect(c.builds[0]!.overBase.median).toBeCloseTo(1.2, 10);
    expect(c.builds[0]!.verdict).toBe('no floor');
    expect(c.floor).toBeNull();
    expect(formatComparison(c)[0]).toBe('base: API before');
  });
});
