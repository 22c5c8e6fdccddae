import { API_KEY_PREFIX } from './api-key.ts';

/** Slots of the table: a power of two, for the mask. */
const SLOTS = 64;

/**
 * A key sent lately, its hash, and what its caller worked out from the key's record (`grant`):
 * the caller's to check before use, since the record it came from may have been reloaded since.
 */
export interface RecentKey<G> {
  readonly key: string;
  readonly hash: string;
  grant: G | null;
}

/**
 * The hashes of the keys most recently sent, found by comparing the key's characters: a Map
 * asked for a key string made for this request internalizes it first (V8 hashes it and looks
 * it up in its string table, about 450 instructions a keyed request under callgrind,
 * docs/api-performance.md), where `===` between two strings of 52 characters compares them
 * in place. A slot per key, chosen by characters of its random part; two keys of one slot take
 * it in turns, the one that lost its slot found in the caller's Map. A key's hash never changes, so a
 * slot's hash is never stale: whether the key's record still exists, or is revoked, is asked of the
 * key registry by hash, or checked against the key set's version by whoever keeps a grant.
 */
export class RecentKeyHashes<G = never> {
  readonly #slots: Array<RecentKey<G> | undefined> = new Array<RecentKey<G> | undefined>(SLOTS).fill(undefined);

  /** The hash kept for this key, or undefined. `key` must have a key's length (API_KEY_LENGTH). */
  get(key: string): string | undefined {
    const slot = this.#slots[slotOf(key)];
    return slot !== undefined && slot.key === key ? slot.hash : undefined;
  }

  /** The slot kept for this key, with its grant, or undefined. `key` must have a key's length. */
  entry(key: string): RecentKey<G> | undefined {
    const slot = this.#slots[slotOf(key)];
    return slot !== undefined && slot.key === key ? slot : undefined;
  }

  set(key: string, hash: string): void {
    this.#slots[slotOf(key)] = { key, hash, grant: null };
  }
}

/** Two characters of the key's random part (after the prefix), 6 bits of it. */
function slotOf(key: string): number {
  const at = API_KEY_PREFIX.length;
  return (key.charCodeAt(at) * 31 + key.charCodeAt(at + 1)) & (SLOTS - 1);
}
