import { describe, expect, it } from 'vitest';
import { API_KEY_LENGTH, API_KEY_PREFIX, generateApiKey } from '../../../api/access/api-key.ts';
import { RecentKeyHashes } from '../../../api/access/recent-key-hashes.ts';
import { createKey, revokeKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { accessControlsClosedAfterEach, accessOptions, refusalOf, request, tempDir } from './access-fixtures.ts';

/**
 * The keys sent last are found by their characters, not by the string object: each request
 * brings its key as a new string, made by the HTTP parser.
 */
const open = accessControlsClosedAfterEach();

/** The same characters as `key`, in a string object of its own. */
const sameCharacters = (key: string) => [...key].join('');

describe('the hashes of the keys sent last', () => {
  it('finds a key sent again as another string with the same characters', () => {
    const table = new RecentKeyHashes();
    const key = generateApiKey();
    table.set(key, 'hash-of-the-key');
    expect(table.get(sameCharacters(key))).toBe('hash-of-the-key');
  });

  it('does not answer for a key it was not given, even one of the same slot', () => {
    const table = new RecentKeyHashes();
    const random = 'a'.repeat(API_KEY_LENGTH - API_KEY_PREFIX.length);
    const key = API_KEY_PREFIX + random;
    // The same first characters after the prefix: the same slot, another key.
    const neighbour = `${API_KEY_PREFIX}aa${'b'.repeat(random.length - 2)}`;
    table.set(key, 'hash-of-the-key');
    expect(table.get(neighbour)).toBeUndefined();
    table.set(neighbour, 'hash-of-the-neighbour');
    expect(table.get(neighbour)).toBe('hash-of-the-neighbour');
    // Two keys of one slot take it in turns.
    expect(table.get(key)).toBeUndefined();
  });

  it('leaves a revoked key refused although its hash is still kept', async () => {
    const dir = tempDir();
    const options = accessOptions(dir);
    const { key, record } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await open(options);
    for (let i = 0; i < 2; i += 1) {
      const result = await access.check(request({ key: sameCharacters(key) }));
      expect(result.ok && result.principal.kind).toBe('key');
    }
    await revokeKey(options.keysFile, record.id);
    access.keys.refresh();
    const refused = refusalOf(await access.check(request({ key: sameCharacters(key) })));
    expect(refused).toMatchObject({ status: 401, code: 'invalid_api_key' });
    expect(refused.detail).toContain('révoquée');
  });
});
