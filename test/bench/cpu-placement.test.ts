import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuPlacement } from '../../bench/cpu-placement.ts';
import { TASKSET_BINARY } from '../../bench/wrk-load.ts';

describe('the API benchmark’s CPU placement', () => {
  it('gives wrk the last CPU and every server all the others', () => {
    const two = cpuPlacement(2, '/bin/taskset');
    expect(two.wrkCpu).toBe(1);
    expect(two.serverCpus).toBe('0');
    expect(two.server('/bin/node', ['server.ts', '8080'])).toEqual({ command: '/bin/taskset', args: ['-c', '0', '/bin/node', 'server.ts', '8080'] });
    const four = cpuPlacement(4, '/bin/taskset');
    expect(four.wrkCpu).toBe(3);
    expect(four.serverCpus).toBe('0-2');
  });

  it('pins nothing on one CPU or without taskset', () => {
    for (const placement of [cpuPlacement(1, '/bin/taskset'), cpuPlacement(2, null)]) {
      expect(placement.wrkCpu).toBeUndefined();
      expect(placement.serverCpus).toBeNull();
      expect(placement.server('/bin/node', ['server.ts'])).toEqual({ command: '/bin/node', args: ['server.ts'] });
    }
  });

  const runnable = fs.existsSync(TASKSET_BINARY) && os.availableParallelism() >= 2;
  it.runIf(runnable)('starts a server process that runs only on the servers’ CPUs, threads included', async () => {
    const placement = cpuPlacement();
    const { command, args } = placement.server(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const child = spawn(command, args, { stdio: 'ignore' });
    try {
      // taskset sets the affinity, then execs node: read it once the process is node.
      let status = '';
      for (let i = 0; i < 500 && !/^Name:\s+node/m.test(status); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      }
      expect(status).toMatch(/^Name:\s+node/m);
      const allowed = (text: string) => /^Cpus_allowed_list:\s+(\S+)$/m.exec(text)?.[1];
      expect(allowed(status)).toBe(placement.serverCpus);
      for (const thread of fs.readdirSync(`/proc/${child.pid}/task`)) {
        expect(allowed(fs.readFileSync(`/proc/${child.pid}/task/${thread}/status`, 'utf8')), `thread ${thread}`).toBe(placement.serverCpus);
      }
    } finally {
      child.kill('SIGKILL');
    }
  });
});
