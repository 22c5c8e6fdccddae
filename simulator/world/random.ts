import { AppError } from '../../kernel/errors/app-error.ts';
/**
 * A small seeded PRNG (mulberry32). Everything in the sample world and the offline sites derives
 * from it, so one seed always yields the same world, byte for byte.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Weighted pick; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** An independent stream derived from this one's seed and a label: adding draws to one part of the world never shifts another. */
  fork(label: string): Random;
}

export class RandomRangeError extends AppError<'random_range'> {
  constructor(message: string) {
    super('random_range', `[sample-world] [random] ${message}`);
  }
}

function hashLabel(seed: number, label: string): number {
  // FNV-1a over the label, mixed with the seed.
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Methods live on the prototype: forking one stream per event must stay cheap at 100x volume. */
class Mulberry32 implements Random {
  // Current state; advanced by a fixed odd constant per draw.
  private state: number;
  private readonly base: number;
  constructor(base: number) {
    this.base = base;
    this.state = base;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RandomRangeError(`Expected integers min <= max, got ${min} and ${max}`);
    }
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RandomRangeError('Expected a non-empty array to pick from');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    if (!(total > 0)) throw new RandomRangeError('Expected positive total weight');
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  fork(label: string): Random {
    return new Mulberry32(hashLabel(this.base, label));
  }
}

export function createRandom(seed: number): Random {
  return new Mulberry32(seed >>> 0);
}
