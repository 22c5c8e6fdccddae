import { memoryCounters, type MemoryCounter, type MemoryCounterFactory } from '../access/counters.ts';
import type { CountedMessage, CountMessage } from '../access/ipc-counters.ts';
import { isMessage, type IpcChannel } from './ipc-channel.ts';

/**
 * The primary's side of the workers' counters (api/access/ipc-counters.ts): one in-memory
 * counter per name for every worker, answering each batch in arrival order. Counts live as long
 * as the primary: a worker's crash loses none.
 */
export class CounterOwner {
  readonly #factory: MemoryCounterFactory;
  readonly #counters = new Map<string, MemoryCounter>();

  constructor(now: () => number = Date.now, maxKeys?: number) {
    this.#factory = memoryCounters(now, maxKeys);
  }

  /** Answers the count messages of this worker's channel; returns what stops it. */
  serve(channel: IpcChannel): () => void {
    const listener = (message: unknown) => {
      if (!isMessage<CountMessage>(message, 'annonces:count')) return;
      // Counted in memory, answered in the same turn: no promise per batch.
      channel.send(this.#answer(message));
    };
    channel.on('message', listener);
    return () => channel.off('message', listener);
  }

  #answer(message: CountMessage): CountedMessage {
    const batch: CountedMessage['batch'] = [];
    for (const [id, name, key, ttlSeconds] of message.batch) {
      let counter = this.#counters.get(name);
      if (!counter) {
        // The limit is the worker's business: memory counters only count.
        counter = this.#factory.counter(name, Number.MAX_SAFE_INTEGER);
        this.#counters.set(name, counter);
      }
      batch.push([id, ttlSeconds === null ? counter.peek(key) : counter.hit(key, ttlSeconds)]);
    }
    return { type: 'annonces:counted', batch };
  }
}
