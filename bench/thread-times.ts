import fs from 'node:fs';

/**
 * Where a process's threads spent a stretch of wall time, from the scheduler's own accounting
 * (`/proc/<pid>/task/<tid>/schedstat`: nanoseconds run, nanoseconds runnable but waiting for a
 * CPU, times scheduled). Unlike utime/stime (sampled at the tick), these are exact, and they
 * separate the two ways a server can fail to use its core: waiting for work (asleep: wall time
 * neither running nor waiting) and waiting for the CPU (another thread or process on it).
 */
export interface ThreadTime {
  /** The thread's name (`/proc/.../comm`: `node`, `V8 DefaultWorke`, `libuv-worker`...). */
  name: string;
  runNs: number;
  waitNs: number;
  slices: number;
}

/** Every thread of the process now, by thread id; a thread gone between listing and reading is left out. */
export function threadTimes(pid: number): Map<number, ThreadTime> {
  const times = new Map<number, ThreadTime>();
  for (const entry of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const [run, wait, slices] = fs.readFileSync(`/proc/${pid}/task/${entry}/schedstat`, 'utf8').trim().split(' ').map(Number);
      const name = fs.readFileSync(`/proc/${pid}/task/${entry}/comm`, 'utf8').trim();
      times.set(Number(entry), { name, runNs: run!, waitNs: wait!, slices: slices! });
    } catch {
      // The thread ended since the listing.
    }
  }
  return times;
}

/** What each thread did between two readings; a thread started in between counts from zero. */
export function threadTimesBetween(before: Map<number, ThreadTime>, after: Map<number, ThreadTime>): Map<number, ThreadTime> {
  const between = new Map<number, ThreadTime>();
  for (const [tid, last] of after) {
    const first = before.get(tid);
    between.set(tid, { name: last.name, runNs: last.runNs - (first?.runNs ?? 0), waitNs: last.waitNs - (first?.waitNs ?? 0), slices: last.slices - (first?.slices ?? 0) });
  }
  return between;
}

/** One CPU's time by state from /proc/stat, in USER_HZ ticks (10 ms). */
export interface CpuStates {
  user: number;
  system: number;
  idle: number;
  softirq: number;
  steal: number;
  total: number;
}

export function cpuStates(cpu: number, stat: string = fs.readFileSync('/proc/stat', 'utf8')): CpuStates {
  const line = stat.split('\n').find((l) => l.startsWith(`cpu${cpu} `));
  if (line === undefined) throw new Error(`/proc/stat has no line for cpu${cpu}`);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1, 9).map(Number);
  return { user: user! + nice!, system: system! + irq!, idle: idle! + iowait!, softirq: softirq!, steal: steal!, total: user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal! };
}
