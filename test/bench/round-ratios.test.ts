import { describe, expect, it } from 'vitest';
import { formatRoundRatio, medianOf, roundRatio } from '../../bench/round-ratios.ts';

interface Round {
  api: number;
  nginx: number;
}

describe('a ratio of two servers over interleaved rounds', () => {
  it('is the median of the rounds’ own ratios, with the lowest and highest', () => {
    // Ratios by hand: 8,000/20,000 = 0.40, 9,000/20,000 = 0.45, 3,000/20,000 = 0.15 (a disturbed
    // round), 10,000/20,000 = 0.50, 11,000/22,000 = 0.50. Sorted 0.15, 0.40, 0.45, 0.50, 0.50.
    const rounds: Round[] = [
      { api: 8_000, nginx: 20_000 },
      { api: 9_000, nginx: 20_000 },
      { api: 3_000, nginx: 20_000 },
      { api: 10_000, nginx: 20_000 },
      { api: 11_000, nginx: 22_000 },
    ];
    const ratio = roundRatio(rounds, (r) => r.api, (r) => r.nginx);
    expect(ratio.median).toBeCloseTo(0.45, 12);
    expect(ratio.min).toBeCloseTo(0.15, 12);
    expect(ratio.max).toBeCloseTo(0.5, 12);
    expect(ratio.rounds).toBe(5);
    expect(formatRoundRatio(ratio)).toBe('0.45 (0.15-0.50, 5 rounds)');
  });

  it('pairs each numerator with the denominator of its own round, not the medians of each side', () => {
    // Medians of each side: api 10, nginx 20 -> 0.50. Round by round: 10/10 = 1.00, 10/20 = 0.50,
    // 30/40 = 0.75; sorted 0.50, 0.75, 1.00 -> 0.75.
    const rounds: Round[] = [
      { api: 10, nginx: 10 },
      { api: 10, nginx: 20 },
      { api: 30, nginx: 40 },
    ];
    expect(roundRatio(rounds, (r) => r.api, (r) => r.nginx).median).toBeCloseTo(0.75, 12);
  });

  it('takes the mean of the two middle ratios for an even number of rounds', () => {
    // 1/4 = 0.25, 2/4 = 0.50, 3/4 = 0.75, 4/4 = 1.00 -> (0.50 + 0.75) / 2 = 0.625.
    const rounds: Round[] = [1, 4, 2, 3].map((api) => ({ api, nginx: 4 }));
    const ratio = roundRatio(rounds, (r) => r.api, (r) => r.nginx);
    expect(ratio.median).toBeCloseTo(0.625, 12);
    expect(formatRoundRatio(ratio)).toBe('0.63 (0.25-1.00, 4 rounds)');
  });

  it('leaves out a round whose denominator answered nothing', () => {
    // 5/10 = 0.5 and 6/10 = 0.6 count; 7/0 is not a ratio. Median of two: 0.55.
    const rounds: Round[] = [
      { api: 5, nginx: 10 },
      { api: 7, nginx: 0 },
      { api: 6, nginx: 10 },
    ];
    const ratio = roundRatio(rounds, (r) => r.api, (r) => r.nginx);
    expect(ratio.rounds).toBe(2);
    expect(ratio.median).toBeCloseTo(0.55, 12);
  });

  it('shows one round without a spread, and no rounds as not a number', () => {
    expect(formatRoundRatio(roundRatio([{ api: 3, nginx: 4 }], (r) => r.api, (r) => r.nginx))).toBe('0.75 (1 round)');
    expect(roundRatio([], (r: Round) => r.api, (r) => r.nginx).median).toBeNaN();
    expect(medianOf([])).toBeNaN();
    expect(medianOf([3, 1, 2])).toBe(2);
  });
});
