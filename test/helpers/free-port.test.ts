import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { PortTakenError, startOnFreePort } from './free-port.ts';

describe('startOnFreePort', () => {
  it('starts again on another port when the one it was given was taken first', async () => {
    const tried: number[] = [];
    const started = await startOnFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) {
        // Another process takes the port between the choice and the listen.
        const thief = net.createServer();
        await new Promise<void>((resolve) => thief.listen(port, '127.0.0.1', resolve));
        thief.close();
        throw new PortTakenError(`port ${port} taken`);
      }
      return `listening on ${port}`;
    });
    expect(tried).toHaveLength(2);
    expect(started).toBe(`listening on ${tried[1]}`);
  });

  it('gives up after its attempts with the last loss, and never retries another failure', async () => {
    let calls = 0;
    await expect(startOnFreePort(() => Promise.reject(new PortTakenError(`lost ${++calls}`)), 3)).rejects.toThrow('lost 3');
    await expect(startOnFreePort(() => Promise.reject(new Error('bad setting')))).rejects.toThrow('bad setting');
  });
});
