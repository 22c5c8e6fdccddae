import { describe, expect, it } from 'vitest';
import { formOrigins, sameOrigin } from '../../signalements/form-origin.ts';

describe('where our forms are served from', () => {
  it('is the request’s own address, in plain HTTP, when no proxy is trusted: forwarded headers are the client’s own words then', () => {
    const headers = { host: 'Annonces.NC', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(formOrigins({ headers, trustProxy: 0, siteUrl: null })).toEqual(['http://annonces.nc']);
  });

  it('adds the public site of SITE_URL, whatever Host the proxy sent (nginx’s default is the upstream’s name)', () => {
    expect(formOrigins({ headers: { host: 'annonces_api' }, trustProxy: 0, siteUrl: 'https://annonces.nc/' })).toEqual(['https://annonces.nc', 'http://annonces_api']);
    expect(formOrigins({ headers: {}, trustProxy: 0, siteUrl: 'https://annonces.nc:443/site' })).toEqual(['https://annonces.nc']);
  });

  it('behind trusted proxies, is the scheme and host the client used (X-Forwarded-Proto, X-Forwarded-Host, else Host), the leftmost of a chain', () => {
    expect(formOrigins({ headers: { host: 'annonces_api', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'annonces.nc' }, trustProxy: 1, siteUrl: null })).toEqual(['https://annonces.nc']);
    expect(formOrigins({ headers: { host: 'annonces.nc', 'x-forwarded-proto': 'https, http' }, trustProxy: 2, siteUrl: null })).toEqual(['https://annonces.nc']);
    expect(formOrigins({ headers: { host: 'annonces.nc' }, trustProxy: 1, siteUrl: null })).toEqual(['http://annonces.nc']);
  });

  it('takes no host that is not one', () => {
    for (const host of ['evil.example/x', 'user@annonces.nc', 'a b']) expect(formOrigins({ headers: { host }, trustProxy: 0, siteUrl: null }), host).toEqual([]);
    expect(formOrigins({ headers: { host: 'annonces.nc', 'x-forwarded-proto': 'javascript' }, trustProxy: 1, siteUrl: null })).toEqual([]);
  });
});

describe('a form posted from one of our pages', () => {
  const ours = ['https://annonces.nc'];

  it('compares Origin’s scheme, host and port, not the host alone', () => {
    expect(sameOrigin({ origin: 'https://annonces.nc' }, ours)).toBe(true);
    expect(sameOrigin({ origin: 'https://ANNONCES.nc:443' }, ours)).toBe(true);
    expect(sameOrigin({ origin: 'http://annonces.nc' }, ours)).toBe(false);
    expect(sameOrigin({ origin: 'https://annonces.nc:8443' }, ours)).toBe(false);
    expect(sameOrigin({ origin: 'https://annonces.nc.evil.example' }, ours)).toBe(false);
  });

  it('takes Origin first, then Referer, and the token alone without either; Origin null is refused', () => {
    expect(sameOrigin({ origin: 'https://annonces.nc', referer: 'https://evil.example/' }, ours)).toBe(true);
    expect(sameOrigin({ origin: 'https://evil.example', referer: 'https://annonces.nc/entreprises/1234567001/signaler' }, ours)).toBe(false);
    expect(sameOrigin({ origin: 'null' }, ours)).toBe(false);
    expect(sameOrigin({ referer: 'https://annonces.nc/entreprises/1234567001/signaler' }, ours)).toBe(true);
    expect(sameOrigin({ referer: 'http://annonces.nc/entreprises/1234567001/signaler' }, ours)).toBe(false);
    expect(sameOrigin({ referer: 'not a url' }, ours)).toBe(false);
    expect(sameOrigin({}, ours)).toBe(true);
    expect(sameOrigin({ origin: 'https://annonces.nc' }, [])).toBe(false);
  });
});
