import os from 'node:os';
import { EventManager, type Configuration } from '@crawlee/cheerio';

/** What crawlee's autoscaling reads from a `systemInfo` event (its LocalEventManager's fields). */
interface CrawlSystemInfo {
  createdAt: Date;
  cpuCurrentUsage: number;
  isCpuOverloaded: boolean;
  memTotalBytes: number;
  memCurrentBytes: number;
}

/** crawlee's own ceiling for a run's memory without a setting: a quarter of the machine's. */
export const CRAWL_MEMORY_RATIO = 0.25;

/**
 * crawlee's system-info events read from this process instead of from `ps` and `getconf`.
 * crawlee's LocalEventManager spawns `ps` for every sample, the first as each crawler starts: a
 * fork of the whole pipeline process that blocks its event loop, once per source and run (and
 * `getconf` once). A crawl's concurrency is fixed (min = max), so these samples only feed
 * crawlee's overload warnings; they count this process's memory, not its children's (OCR's
 * programs are short-lived and waited for), against the machine's total memory (not a
 * container's limit, which crawlee's `ps`-based reading took).
 */
export class InProcessEventManager extends EventManager {
  #previous = cpuTicks();
  #timer: NodeJS.Timeout | null = null;

  constructor(config?: Configuration) {
    super(config);
  }

  override async init(): Promise<void> {
    if (this.initialized) return;
    await super.init();
    const every = this.config.get('systemInfoIntervalMillis');
    const emit = () => this.emit('systemInfo', this.systemInfo());
    emit();
    this.#timer = setInterval(emit, every);
    this.#timer.unref();
  }

  override async close(): Promise<void> {
    if (!this.initialized) return;
    await super.close();
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** This process's resident memory against the machine's, and the machine's CPU use since the last sample. */
  systemInfo(): CrawlSystemInfo {
    const ticks = cpuTicks();
    const total = ticks.total - this.#previous.total;
    const usedRatio = total > 0 ? 1 - (ticks.idle - this.#previous.idle) / total : 0;
    this.#previous = ticks;
    return {
      createdAt: new Date(),
      cpuCurrentUsage: usedRatio * 100,
      isCpuOverloaded: usedRatio > (this.config.get('maxUsedCpuRatio') ?? 0.95),
      memTotalBytes: os.totalmem(),
      memCurrentBytes: process.memoryUsage.rss(),
    };
  }
}

function cpuTicks(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.idle + cpu.times.irq;
  }
  return { idle, total };
}
