/**
 * The one thing the API's cluster pieces need of a process link: `process` in a worker, a
 * `cluster.Worker` seen from the primary. Typed here so that tests can wire two ends in memory
 * and production code never reaches for `process` outside cli/.
 */
export interface IpcChannel {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** Our messages carry a `type` under this prefix, so they never collide with prom-client's or Node's. */
export const IPC_PREFIX = 'annonces:';

export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
