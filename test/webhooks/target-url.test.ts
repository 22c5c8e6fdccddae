import { describe, expect, it } from 'vitest';
import { checkTargetUrl, type ResolveAll, type TargetPolicy } from '../../webhooks/target-url.ts';
import { webhookSettings } from '../../webhooks/webhook-settings.ts';
import { loadConfig } from '../../platform/config.ts';

// What a production server runs with when nothing is configured.
const defaults = webhookSettings(loadConfig({}));
const production: TargetPolicy = { allowHttp: defaults.allowHttp, allowPrivateNetworks: defaults.allowPrivateNetworks };

const NAMES: Record<string, string[]> = {
  'hooks.client.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'intranet.example': ['10.1.2.3'],
  'sneaky.example': ['93.184.216.34', '127.0.0.1'],
  'mapped.example': ['::ffff:0:a9fe:a9fe'],
  'sixtofour.example': ['2002:7f00:1::'],
};
const resolveAll: ResolveAll = async (hostname) => {
  const found = NAMES[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

async function refusal(url: string, policy: TargetPolicy = production): Promise<string> {
  const check = await checkTargetUrl(url, policy, resolveAll);
  if (check.ok) throw new Error(`${url} was accepted`);
  return check.detail;
}

async function accepted(url: string, policy: TargetPolicy = production): Promise<string> {
  const check = await checkTargetUrl(url, policy, resolveAll);
  if (!check.ok) throw new Error(`${url} was refused: ${check.detail}`);
  return check.host;
}

describe('checkTargetUrl with the production defaults', () => {
  it('runs with private networks and http refused (what the tests below assume)', () => {
    expect(production).toEqual({ allowHttp: false, allowPrivateNetworks: false });
  });

  it.each([
    ['https://[::127.0.0.1]/x', 'adresse de bouclage'],
    ['https://[::7f00:1]/x', 'adresse de bouclage'],
    ['https://[::a9fe:a9fe]/latest/meta-data', 'adresse lien-local'],
    ['https://[::ffff:0:7f00:1]/x', 'adresse de bouclage'],
    ['https://[64:ff9b:1::7f00:1]/x', 'adresse de bouclage'],
    ['https://[2002:7f00:1::]/x', 'adresse de bouclage'],
    ['https://[fec0::1]/x', 'réseau privé'],
    ['https://[::ffff:127.0.0.1]/x', 'adresse de bouclage'],
    ['https://[64:ff9b::a9fe:a9fe]/x', 'adresse lien-local'],
    ['https://0x7f.1/x', 'adresse de bouclage'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await refusal(url)).toContain(reason);
  });

  it('refuses names that resolve to such addresses', async () => {
    expect(await refusal('https://mapped.example/x')).toContain('adresse lien-local');
    expect(await refusal('https://sixtofour.example/x')).toContain('adresse de bouclage');
  });

  it('accepts public IPv4 and IPv6 receivers, literal or by name', async () => {
    expect(await accepted('https://93.184.216.34/x')).toBe('93.184.216.34:443');
    expect(await accepted('https://[2606:4700:4700::1111]/x')).toBe('[2606:4700:4700::1111]:443');
    expect(await accepted('https://[64:ff9b::5db8:d822]/x')).toBe('[64:ff9b::5db8:d822]:443');
    expect(await accepted('https://[2002:5db8:d822::1]/x')).toBe('[2002:5db8:d822::1]:443');
    expect(await accepted('https://hooks.client.example/annonces')).toBe('hooks.client.example:443');
  });

  it('refuses ports below 1024 other than 80 and 443, and well-known service ports', async () => {
    for (const port of [25, 22, 6379, 5432, 11211, 2375, 1023, 0]) {
      const detail = await refusal(`https://hooks.client.example:${port}/x`);
      expect(detail, String(port)).toContain(`port ${port} `);
    }
    expect(await refusal('https://hooks.client.example:6379/x')).toContain('Redis');
    expect(await refusal('https://93.184.216.34:25/x')).toContain('port 25 ');
  });

  it('accepts 443, 80 (when http is allowed) and ports from 1024 up', async () => {
    expect(await accepted('https://hooks.client.example:443/x')).toBe('hooks.client.example:443');
    expect(await accepted('https://hooks.client.example:8443/x')).toBe('hooks.client.example:8443');
    expect(await accepted('https://hooks.client.example:3000/x')).toBe('hooks.client.example:3000');
    expect(await accepted('https://hooks.client.example:49152/x')).toBe('hooks.client.example:49152');
    expect(await accepted('http://hooks.client.example/x', { ...production, allowHttp: true })).toBe('hooks.client.example:80');
  });

  it('never echoes what a name resolves to', async () => {
    const intranet = await refusal('https://intranet.example/x');
    expect(intranet).toContain('intranet.example');
    expect(intranet).not.toContain('10.1.2.3');
    const sneaky = await refusal('https://sneaky.example/x');
    expect(sneaky).not.toContain('127.0.0.1');
    expect(sneaky).not.toContain('93.184.216.34');
  });
});

describe('checkTargetUrl with private networks allowed (local development, the tests’ receivers)', () => {
  const local: TargetPolicy = { allowHttp: true, allowPrivateNetworks: true };
  it('accepts loopback receivers on any port, random test ports included', async () => {
    expect(await accepted('http://127.0.0.1:6379/x', local)).toBe('127.0.0.1:6379');
    expect(await accepted('http://127.0.0.1:25/x', local)).toBe('127.0.0.1:25');
    expect(await accepted('http://[::1]:40000/x', local)).toBe('[::1]:40000');
  });
});
