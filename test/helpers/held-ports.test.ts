import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { holdConsecutivePorts } from './held-ports.ts';

/** Whether something may listen on `port` of 127.0.0.1 right now. */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('holdConsecutivePorts', () => {
  it('holds consecutive ports below the kernel’s own range, so that none is handed to another process once let go', async () => {
    const range = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range') ? fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number) : [32768, 60999];
    const held = await holdConsecutivePorts(3);
    try {
      expect(held.base + 2).toBeLessThan(range[0]!);
      expect(await Promise.all([0, 1, 2].map((offset) => free(held.base + offset)))).toEqual([false, false, false]);
      await held.release(1);
      expect(await free(held.base + 1)).toBe(true);
    } finally {
      await held.releaseAll();
    }
  });
});
