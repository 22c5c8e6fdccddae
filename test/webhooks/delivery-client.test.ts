import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryClient } from '../../webhooks/delivery-client.ts';
import type { ResolveAll } from '../../webhooks/target-url.ts';

const clients: DeliveryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

function client(options: { allowPrivateNetworks: boolean; resolveAll?: ResolveAll }): DeliveryClient {
  const created = new DeliveryClient({ timeoutMs: 2_000, ...options });
  clients.push(created);
  return created;
}

describe('DeliveryClient.send', () => {
  it('resolves with an error, never throws, when the stored URL cannot be read', async () => {
    // The timer of the attempt did not exist yet when this failure cleared it (ReferenceError).
    const result = await client({ allowPrivateNetworks: true }).send('http://[nope/hooks', {}, '{}');
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'URL illisible', retryAfterMs: null, gone: false });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('resolves with an error for a scheme it cannot speak, instead of throwing from http.request', async () => {
    const result = await client({ allowPrivateNetworks: true }).send('ftp://exemple.nc/hooks', {}, '{}');
    expect(result).toMatchObject({ ok: false, statusCode: null, gone: false });
    expect(result.error).toContain('ftp');
  });

  it('refuses a stored URL whose port the rules now forbid, without connecting', async () => {
    let resolved = 0;
    const resolveAll: ResolveAll = async () => {
      resolved += 1;
      return [{ address: '93.184.216.34', family: 4 }];
    };
    const result = await client({ allowPrivateNetworks: false, resolveAll }).send('https://hooks.client.example:6379/x', {}, '{}');
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toContain('port 6379');
    expect(resolved).toBe(0);
  });

  it('names the reason but not the address when a name now resolves to a forbidden one', async () => {
    const resolveAll: ResolveAll = async () => [{ address: '::ffff:0:a9fe:a9fe', family: 6 }];
    const result = await client({ allowPrivateNetworks: false, resolveAll }).send('https://rebind.example/x', {}, '{}');
    expect(result.ok).toBe(false);
    expect(result.error).toContain('adresse lien-local');
    expect(result.error).not.toContain('a9fe');
  });
});
