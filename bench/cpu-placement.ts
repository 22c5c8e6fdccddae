import fs from 'node:fs';
import os from 'node:os';
import { TASKSET_BINARY } from './wrk-load.ts';

/**
 * Where the API benchmark runs its load generator and the servers it compares (bench/api-bench.ts):
 * wrk on the last CPU, every server (the API, nginx's master and worker, bare and fair
 * node:http) on all the others, each from its start (`taskset -c`, which its threads and
 * children inherit). Left to the scheduler, a server woken by wrk's write runs on wrk's CPU and
 * is preempted by wrk at about 0.7 of its answers; the server with the longer request path
 * loses more to it, so the ratios measured co-location as well as the servers
 * (docs/api-performance.md). With one CPU, or without taskset, nothing is pinned.
 */
export interface CpuPlacement {
  /** wrk's CPU; undefined when nothing is pinned. */
  readonly wrkCpu: number | undefined;
  /** The servers' CPUs as taskset reads them (`0`, `0-2`); null when nothing is pinned. */
  readonly serverCpus: string | null;
  /** The command and arguments that start `command` on the servers' CPUs. */
  server(command: string, args: readonly string[]): { command: string; args: string[] };
  /** One sentence for the benchmark's notes. */
  readonly described: string;
}

export function cpuPlacement(cpus: number = os.availableParallelism(), taskset: string | null = fs.existsSync(TASKSET_BINARY) ? TASKSET_BINARY : null): CpuPlacement {
  if (cpus < 2 || taskset === null) {
    return {
      wrkCpu: undefined,
      serverCpus: null,
      server: (command, args) => ({ command, args: [...args] }),
      described: `wrk and the servers share the machine's ${cpus} core(s) as the scheduler places them (${taskset === null ? 'no taskset' : 'one core'}).`,
    };
  }
  const wrkCpu = cpus - 1;
  const serverCpus = wrkCpu === 1 ? '0' : `0-${wrkCpu - 1}`;
  return {
    wrkCpu,
    serverCpus,
    server: (command, args) => ({ command: taskset, args: ['-c', serverCpus, command, ...args] }),
    described: `wrk pinned to CPU ${wrkCpu}, every server compared (the API, nginx's master and worker, both node:http servers) to CPU ${serverCpus} from its start (taskset): no server shares wrk's CPU, so none is preempted by it between its answers.`,
  };
}
