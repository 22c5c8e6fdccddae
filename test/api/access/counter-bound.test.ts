import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../../api/access/counters.ts';

// An in-memory quota counter holds at most so many clients in one window: a flood of made-up
// addresses cannot grow it without bound; past it the client counted first is forgotten. It counts
// synchronously: no promise on the request path when the counts are in this process.

describe('an in-memory quota counter', () => {
  it('holds at most maxKeys clients, forgetting the one first counted', () => {
    const counter = memoryCounters(() => 1_000_000, 3).counter('anonymous-hour', 60);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) counter.hit(ip, 3600);
    expect(counter.hit('10.0.0.2', 3600)).toBe(2);
    counter.hit('10.0.0.4', 3600);
    expect(counter.peek('10.0.0.1')).toBe(0);
    expect(['10.0.0.2', '10.0.0.3', '10.0.0.4'].map((ip) => counter.peek(ip))).toEqual([2, 1, 1]);
  });

  it('keeps counting exactly below the bound, whatever the number of windows', () => {
    let now = 0;
    const counter = memoryCounters(() => now, 2).counter('anonymous-hour', 60);
    for (let hour = 0; hour < 5; hour++) {
      now = hour * 3_600_000;
      for (let i = 0; i < 60; i++) counter.hit('10.0.0.1', 3600);
      counter.hit('10.0.0.2', 3600);
      expect(counter.peek('10.0.0.1')).toBe(60);
      expect(counter.peek('10.0.0.2')).toBe(1);
    }
  });
});
