import type { Random } from '../../world/index.ts';

/**
 * Draws `count` distinct items among the first `window` that satisfy `accept`, skipping those
 * already `taken`: tricky cases land early in the archive, where every test window sees them,
 * and never two on the same ad, so each case is observed on its own.
 */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number, taken: Set<T>, window: number, accept: (item: T) => boolean = () => true): T[] {
  const pool = items.slice(0, window).filter((item) => !taken.has(item) && accept(item));
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = random.int(0, pool.length - 1);
    const [item] = pool.splice(index, 1) as [T];
    picked.push(item);
    taken.add(item);
  }
  return picked;
}
