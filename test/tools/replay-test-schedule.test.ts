import { describe, expect, it } from 'vitest';
import { replaySchedule } from '../../tools/replay-test-schedule.ts';

const seconds: Record<string, number> = { long: 3, a: 1, b: 1, c: 1 };
const ends = (order: string[]) => replaySchedule(order, (file) => seconds[file]!, 2).map(({ file, start, end }) => [file, start, end]);

// tools/replay-test-schedule.ts: a run's files replayed on the pool's workers, in the order given.
describe('the replayed schedule', () => {
  it('hands each file to the first worker to become free', () => {
    expect(ends(['long', 'a', 'b', 'c'])).toEqual([['long', 0, 3], ['a', 0, 1], ['b', 1, 2], ['c', 2, 3]]);
  });

  it('ends on a long file alone when it starts last', () => {
    expect(ends(['a', 'b', 'c', 'long'])).toEqual([['a', 0, 1], ['b', 0, 1], ['c', 1, 2], ['long', 1, 4]]);
  });
});
