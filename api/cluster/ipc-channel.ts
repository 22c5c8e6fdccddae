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

/**
 * Whether `message` is ours of the given type. Our types start with `annonces:`, so they never
 * collide with prom-client's or Node's own messages on the same channel.
 */
export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
