import fs from 'node:fs';

/** Linux clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) of a process, read from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: fields count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process and all its descendants (nginx's master and workers, a cluster's primary and workers). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

export function treeCpuMs(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + safe(() => processCpuMs(pid)), 0);
}

/** Resident memory now and at its peak (VmRSS, VmHWM) of a process, in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Summed over a process tree (a cluster's workers each hold their own copy of everything). */
export function treeMemory(root: number): { rss: number; peak: number } {
  let rss = 0;
  let peak = 0;
  for (const pid of processTree(root)) {
    const m = safe(() => processMemory(pid), { rss: 0, peak: 0 });
    rss += m.rss;
    peak += m.peak;
  }
  return { rss, peak };
}

function safe<T>(read: () => T, fallback: T): T;
function safe(read: () => number): number;
function safe<T>(read: () => T, fallback?: T): T | number {
  try {
    return read();
  } catch {
    return fallback ?? 0;
  }
}
