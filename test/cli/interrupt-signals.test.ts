import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { interruptOnSignals } from '../../cli/interrupt-signals.ts';

/**
 * SIGINT and SIGTERM during a long command: the first aborts its work at the next document
 * boundary (the run's AbortSignal), the second exits at once. The process is stood in for by an
 * emitter, and exiting by a recorded call.
 */
function harness() {
  const target = new EventEmitter();
  const exits: number[] = [];
  let err = '';
  const interruption = interruptOnSignals({ target, err: (text) => void (err += text), exitNow: (code) => void exits.push(code) });
  return { target, exits, interruption, err: () => err };
}

describe('interruptOnSignals', () => {
  it('aborts on a first SIGTERM, says so in French, and gives exit code 143', () => {
    const { target, exits, interruption, err } = harness();
    expect(interruption.signal.aborted).toBe(false);
    expect(interruption.exitCode).toBeNull();
    target.emit('SIGTERM');
    expect(interruption.signal.aborted).toBe(true);
    expect(interruption.received).toBe('SIGTERM');
    expect(interruption.exitCode).toBe(143);
    expect(exits).toEqual([]);
    expect(err()).toContain('SIGTERM');
    expect(err()).toContain('après le document en cours');
  });

  it('gives exit code 130 on SIGINT', () => {
    const { target, interruption } = harness();
    target.emit('SIGINT');
    expect([interruption.signal.aborted, interruption.exitCode]).toEqual([true, 130]);
  });

  it('exits at once on a second signal, with the first one\'s code', () => {
    const { target, exits, interruption, err } = harness();
    target.emit('SIGINT');
    target.emit('SIGTERM');
    expect(exits).toEqual([130]);
    expect(interruption.received).toBe('SIGINT');
    expect(err()).toContain('arrêt immédiat');
  });

  it('leaves the process its own handling once disposed', () => {
    const { target, interruption } = harness();
    expect([target.listenerCount('SIGINT'), target.listenerCount('SIGTERM')]).toEqual([1, 1]);
    interruption.dispose();
    expect([target.listenerCount('SIGINT'), target.listenerCount('SIGTERM')]).toEqual([0, 0]);
  });
});
