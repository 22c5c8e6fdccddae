import { API_KEY_PREFIX } from './api-key.ts';

/** Slots of the table: a power of two, for the mask. */
const SLOTS = 64;

interface Slot {
  key: string;
  hash: string;
}

/**
 * The hashes of the keys most recently sent, found by comparing the key's characters: a Map
 * asked for a key string made for this request internalizes it first (V8 hashes it and looks
 * it up in its string table, about 450 instructions a keyed request under callgrind,
 * docs/api-performance.md), where `===` between two strings of 52 characters compares them
 * in place. A slot per key, chosen by characters of its random part; two keys of one slot take
 * it in turns, the one that lost its slot found in the caller's Map. A key's hash never changes, so a
 * slot is never stale: whether the key's record still exists, or is revoked, is asked of the
 * key registry by hash at every request.
 */
export class RecentKeyHashes {
  readonly #slots: Array<Slot | undefined> = new Array<Slot | undefined>(SLOTS).fill(undefined);

  /** The hash kept for this key, or undefined. `key` must have a key's length (API_KEY_LENGTH). */
  get(key: string): string | undefined {
    const slot = this.#slots[slotOf(key)];
    return slot !== undefined && slot.key === key ? slot.hash : undefined;
  }

  set(key: string, hash: string): void {
    this.#slots[slotOf(key)] = { key, hash };
  }
}

/** Two characters of the key's random part (after the prefix), 6 bits of it. */
function slotOf(key: string): number {
  const at = API_KEY_PREFIX.length;
  return (key.charCodeAt(at) * 31 + key.charCodeAt(at + 1)) & (SLOTS - 1);
}
