/**
 * A number of bytes shared by every response of a route: a response takes bytes before it reads
 * them and gives them back once they are sent, so the bytes read and not yet sent, over all the
 * route's responses, never exceed `limit`; a response that finds it spent waits its turn (first
 * come, first served). `inFlight` and `peak` are what the metrics and the tests read.
 */
export class ByteBudget {
  readonly limit: number;
  #inFlight = 0;
  #peak = 0;
  readonly #waiting: Array<{ bytes: number; grant: () => void }> = [];

  constructor(limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`a byte budget needs a positive integer limit, got ${limit}`);
    this.limit = limit;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** The most bytes ever in flight at once. */
  get peak(): number {
    return this.#peak;
  }

  /** Responses waiting for bytes. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Resolves once `bytes` (at most `limit`) are taken; rejects with the signal's reason when it
   * aborts first, having taken nothing.
   */
  take(bytes: number, signal?: AbortSignal): Promise<void> {
    if (bytes > this.limit) return Promise.reject(new RangeError(`cannot take ${bytes} bytes of a budget of ${this.limit}`));
    signal?.throwIfAborted();
    if (this.#waiting.length === 0 && this.#inFlight + bytes <= this.limit) {
      this.#grant(bytes);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        bytes,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          this.#grant(bytes);
          resolve();
        },
      };
      const onAbort = () => {
        const at = this.#waiting.indexOf(entry);
        if (at !== -1) this.#waiting.splice(at, 1);
        reject(signal!.reason instanceof Error ? signal!.reason : new Error('the wait for bytes was given up'));
        // The one leaving may have been what held the others back.
        this.#wake();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
    });
  }

  give(bytes: number): void {
    this.#inFlight = Math.max(0, this.#inFlight - bytes);
    this.#wake();
  }

  #grant(bytes: number): void {
    this.#inFlight += bytes;
    if (this.#inFlight > this.#peak) this.#peak = this.#inFlight;
  }

  #wake(): void {
    while (this.#waiting.length > 0 && this.#inFlight + this.#waiting[0]!.bytes <= this.limit) this.#waiting.shift()!.grant();
  }
}
