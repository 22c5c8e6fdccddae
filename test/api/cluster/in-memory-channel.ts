import { EventEmitter } from 'node:events';
import type { IpcChannel } from '../../../api/cluster/ipc-channel.ts';

/**
 * Both ends of an IPC link in one process (a worker's `process` and the primary's
 * `cluster.Worker`): what one end sends, the other receives on a later turn, after a JSON
 * round trip, as over a real channel.
 */
export function channelPair(): { worker: IpcChannel; primary: IpcChannel } {
  const toWorker = new EventEmitter();
  const toPrimary = new EventEmitter();
  const deliver = (to: EventEmitter, message: unknown) => setImmediate(() => to.emit('message', JSON.parse(JSON.stringify(message))));
  return {
    worker: { send: (m) => deliver(toPrimary, m), on: (e, l) => toWorker.on(e, l), off: (e, l) => toWorker.off(e, l) },
    primary: { send: (m) => deliver(toWorker, m), on: (e, l) => toPrimary.on(e, l), off: (e, l) => toPrimary.off(e, l) },
  };
}
