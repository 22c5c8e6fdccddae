import { performance } from 'node:perf_hooks';

/** Peak RSS of this process so far. Linux reports maxRSS in KiB. */
export function peakRssBytes(): number {
  return process.resourceUsage().maxRSS * 1024;
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

export function formatMs(ms: number): string {
  if (ms < 1) return `${ms.toFixed(3)} ms`;
  if (ms < 1000) return `${ms.toFixed(1)} ms`;
  if (ms < 120_000) return `${(ms / 1000).toFixed(2)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = n >= 100 ? Math.round(n) : Math.round(n * 10) / 10;
  return rounded.toLocaleString('en-US');
}

/** Nearest-rank percentile of an already sorted array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** DESIGN.md §8 target sizes, which `--scale 1` means. */
export const TARGET_COMPANIES = 100_000;
export const TARGET_ANNOUNCEMENTS = 1_000_000;

export function scaled(target: number, scale: number, minimum = 1): number {
  return Math.max(minimum, Math.round(target * scale));
}

/**
 * Peak RSS during one phase of a benchmark, sampled every 50 ms: process maxRSS only ever
 * grows, so it cannot tell a later, lighter phase from an earlier, heavier one.
 */
export async function phase<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; peakRss: number; cpuMs: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const cpu = process.cpuUsage();
  try {
    const { value, ms } = await timed(fn);
    peak = Math.max(peak, process.memoryUsage.rss());
    const used = process.cpuUsage(cpu);
    return { value, ms, peakRss: peak, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    clearInterval(timer);
  }
}
