import type { IpcChannel } from '../cluster/ipc-channel.ts';
import { isMessage } from '../cluster/ipc-channel.ts';
import type { Counter, CounterFactory } from './counters.ts';

/** One counter operation: `ttlSeconds` null is a peek. */
export type CountRequest = [id: number, counter: string, key: string, ttlSeconds: number | null];

export interface CountMessage {
  type: 'annonces:count';
  batch: CountRequest[];
}

export interface CountedMessage {
  type: 'annonces:counted';
  batch: Array<[id: number, count: number]>;
}

/**
 * The counters of an API worker when several share a port (API_WORKERS > 1, no REDIS_URL):
 * every hit and peek is counted by the primary (api/cluster/counter-owner.ts), one map for
 * all workers, so the anonymous hour is ANONYMOUS_LIMIT_PER_HOUR in all and a plan's day its
 * quota in all, as with one process. The operations asked during one event-loop turn go in one
 * message (under load, one message carries tens of requests), answered by one message.
 */
export function ipcCounters(channel: IpcChannel): CounterFactory {
  let nextId = 0;
  let batch: CountRequest[] = [];
  const waiting = new Map<number, { resolve: (count: number) => void; reject: (error: unknown) => void }>();
  const flush = () => {
    const message: CountMessage = { type: 'annonces:count', batch };
    batch = [];
    try {
      channel.send(message);
    } catch (error) {
      // The primary is gone (this worker is stopping): access control serves these uncounted
      // and logs it, rather than the worker dying on an exception with requests in flight.
      for (const [id] of message.batch) {
        waiting.get(id)?.reject(error);
        waiting.delete(id);
      }
    }
  };
  channel.on('message', (message) => {
    if (!isMessage<CountedMessage>(message, 'annonces:counted')) return;
    for (const [id, count] of message.batch) {
      const asked = waiting.get(id);
      waiting.delete(id);
      asked?.resolve(count);
    }
  });
  const ask = (counter: string, key: string, ttlSeconds: number | null) =>
    new Promise<number>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      if (batch.length === 0) setImmediate(flush);
      batch.push([id, counter, key, ttlSeconds]);
    });
  return {
    counter(name): Counter {
      return {
        hit: (key, ttlSeconds) => ask(name, key, ttlSeconds),
        peek: (key) => ask(name, key, null),
      };
    },
  };
}
