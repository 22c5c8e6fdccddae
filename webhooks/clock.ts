/** Where webhook code reads the time (epoch ms): the system clock in service, a settable one in tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
