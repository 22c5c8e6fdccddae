/**
 * A value that is known now or later: `next(value)` runs at once when it is plain and after it
 * when it is a promise. Code that is asynchronous only for some stores (a count in memory or in
 * Redis) then makes no promise, and costs no microtask, in the common case: on the API's hot path
 * a promise a step was a measurable share of the CPU per request (docs/api-performance.md).
 */
export type MaybePromise<T> = T | Promise<T>;

export function whenKnown<T, U>(value: MaybePromise<T>, next: (known: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
