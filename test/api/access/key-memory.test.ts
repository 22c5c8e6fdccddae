import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '../../../api/access/api-key.ts';
import { createKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { accessControlsClosedAfterEach, accessOptions, fakeClock, refusalOf, request, tempDir } from './access-fixtures.ts';

/**
 * What access control remembers of X-API-Key values is bounded and holds only keys the keys
 * file knows: remembering every value as it came, 10 000 requests with 15 KB keys would hold
 * about 140 MB.
 */

const open = accessControlsClosedAfterEach();

const refusal = refusalOf;

const wellFormedUnknownKey = () => API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');

describe('what the access check remembers of the keys it is sent', () => {
  it('answers an oversized key 401 at once, without remembering it, also past the hourly budget', async () => {
    const access = await open({ ...accessOptions(tempDir()), anonymousLimitPerHour: 2, now: fakeClock('2026-11-22T08:15:30Z').now });
    for (let i = 0; i < 5; i += 1) {
      const refused = refusal(await access.check(request({ key: crypto.randomBytes(11_250).toString('base64url') })));
      expect(refused).toMatchObject({ status: 401, code: 'invalid_api_key' });
      expect(refused.detail).toContain("n'a pas la forme d'une clé");
    }
    expect(access.rememberedKeys()).toBe(0);
  });

  it('stays bounded whatever number of distinct unknown keys it is sent', async () => {
    const access = await open({ ...accessOptions(tempDir()), now: fakeClock('2026-11-22T08:15:30Z').now });
    for (let i = 0; i < 3_000; i += 1) {
      const key = i % 2 === 0 ? wellFormedUnknownKey() : `${API_KEY_PREFIX}${'x'.repeat(i)}`;
      expect(refusal(await access.check(request({ key }))).code).toBe('invalid_api_key');
    }
    expect(access.rememberedKeys()).toBe(0);
  });

  it('remembers known keys up to its bound, and still recognises those it forgot', async () => {
    const dir = tempDir();
    const options = accessOptions(dir);
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) keys.push((await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' })).key);
    const access = await open({ ...options, keyHashesRemembered: 2 });
    for (const key of [...keys, ...keys]) {
      const result = await access.check(request({ key }));
      expect(result.ok && result.principal.kind).toBe('key');
      expect(access.rememberedKeys()).toBeLessThanOrEqual(2);
    }
    expect(access.rememberedKeys()).toBe(2);
    // Unknown keys between them never push a known one out.
    for (let i = 0; i < 10; i += 1) await access.check(request({ key: wellFormedUnknownKey() }));
    expect(access.rememberedKeys()).toBe(2);
  });
});
