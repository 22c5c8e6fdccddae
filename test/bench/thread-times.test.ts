import { describe, expect, it } from 'vitest';
import { cpuStates, threadTimes, threadTimesBetween, type ThreadTime } from '../../bench/thread-times.ts';

describe("a process's threads, from the scheduler's accounting", () => {
  it('reads every thread of this process by id, the main thread named and having run', () => {
    const times = threadTimes(process.pid);
    const main = times.get(process.pid);
    expect(main).toBeDefined();
    expect(main!.name.length).toBeGreaterThan(0);
    expect(main!.runNs).toBeGreaterThan(0);
    expect(main!.slices).toBeGreaterThan(0);
  });

  it('gives what each thread did in between, a thread started in between from zero, a thread gone left out', () => {
    const before = new Map<number, ThreadTime>([
      [10, { name: 'node', runNs: 1_000, waitNs: 200, slices: 5 }],
      [11, { name: 'node-V8Worker', runNs: 50, waitNs: 5, slices: 1 }],
    ]);
    const after = new Map<number, ThreadTime>([
      [10, { name: 'node', runNs: 4_000, waitNs: 700, slices: 9 }],
      [12, { name: 'libuv-worker', runNs: 30, waitNs: 0, slices: 2 }],
    ]);
    expect([...threadTimesBetween(before, after)]).toEqual([
      [10, { name: 'node', runNs: 3_000, waitNs: 500, slices: 4 }],
      [12, { name: 'libuv-worker', runNs: 30, waitNs: 0, slices: 2 }],
    ]);
  });
});

describe("one CPU's states from /proc/stat", () => {
  // user nice system idle iowait irq softirq steal guest guest_nice, in USER_HZ ticks.
  const stat = ['cpu  300 20 110 1000 6 0 16 4 0 0', 'cpu0 100 5 50 400 1 0 8 2 0 0', 'cpu1 200 15 60 600 5 0 8 2 0 0', 'intr 12345'].join('\n');

  it('folds nice into user, irq into system and iowait into idle, and totals every state', () => {
    // cpu1: user 200 + 15, system 60 + 0, idle 600 + 5, softirq 8, steal 2; total 890.
    expect(cpuStates(1, stat)).toEqual({ user: 215, system: 60, idle: 605, softirq: 8, steal: 2, total: 890 });
  });

  it('refuses a CPU the machine does not have', () => {
    expect(() => cpuStates(2, stat)).toThrow('cpu2');
  });
});
