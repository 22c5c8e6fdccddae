import { describe, expect, it } from 'vitest';
import { unfakedEnv } from './unfaked-env.ts';

describe('unfakedEnv', () => {
  it('drops libfaketime and its settings, keeping other preloads and variables', () => {
    const env = { PATH: '/usr/bin', LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1:/opt/other.so', FAKETIME: '+365d', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
    expect(unfakedEnv(env)).toEqual({ PATH: '/usr/bin', LD_PRELOAD: '/opt/other.so' });
  });

  it('removes LD_PRELOAD when libfaketime was all it held', () => {
    expect(unfakedEnv({ LD_PRELOAD: '/usr/lib/faketime/libfaketime.so.1', FAKETIME: '+1d', HOME: '/root' })).toEqual({ HOME: '/root' });
  });

  it('leaves an environment without faketime as it is', () => {
    const env = { LD_PRELOAD: '/opt/other.so', HOME: '/root' };
    expect(unfakedEnv(env)).toBe(env);
  });
});
