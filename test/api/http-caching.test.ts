import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../api/http-caching.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

/**
 * Invalid qvalues (`-1`, `1.5`, `abc`) do not count as acceptable, and `identity;q=0, *;q=0`
 * gets 406, not an uncompressed answer (RFC 9110 §12.5.3).
 */

describe('chooseEncoding', () => {
  it('ignores an entry whose qvalue is not one, as if it were absent', () => {
    for (const q of ['-1', '1.5', 'abc', '', '0.0001', '1.001', '.5', '2']) {
      expect(chooseEncoding(`br;q=${q}`), q).toEqual({ encoding: null, identity: true });
      expect(chooseEncoding(`br;q=${q}, gzip`), q).toEqual({ encoding: 'gzip', identity: true });
      // An invalid exclusion excludes nothing either.
      expect(chooseEncoding(`identity;q=${q}, *;q=${q}`), q).toEqual({ encoding: null, identity: true });
    }
  });

  it('reads valid qvalues as RFC 9110 writes them', () => {
    expect(chooseEncoding('br;q=0.001')).toEqual({ encoding: 'br', identity: true });
    expect(chooseEncoding('br;q=0, gzip;q=1.000')).toEqual({ encoding: 'gzip', identity: true });
    expect(chooseEncoding('br ; Q=0.5 ; level=3')).toEqual({ encoding: 'br', identity: true });
    expect(chooseEncoding('gzip;q=0., br;q=0.000')).toEqual({ encoding: null, identity: true });
    expect(chooseEncoding('*')).toEqual({ encoding: 'br', identity: true });
  });

  it('tells when the uncompressed form is excluded', () => {
    expect(chooseEncoding('identity;q=0, *;q=0')).toEqual({ encoding: null, identity: false });
    expect(chooseEncoding('*;q=0')).toEqual({ encoding: null, identity: false });
    expect(chooseEncoding('identity;q=0')).toEqual({ encoding: null, identity: false });
    expect(chooseEncoding('identity;q=0, gzip')).toEqual({ encoding: 'gzip', identity: false });
    expect(chooseEncoding('*;q=0, identity')).toEqual({ encoding: null, identity: true });
    expect(chooseEncoding('')).toEqual({ encoding: null, identity: true });
    expect(chooseEncoding(undefined)).toEqual({ encoding: null, identity: true });
  });
});

describe('Accept-Encoding over HTTP', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ snapshot: await fixtureSnapshot() });
  });
  afterAll(() => api.close());

  it('answers 406 not_acceptable when the uncompressed form is excluded and nothing else is accepted', async () => {
    for (const header of ['identity;q=0, *;q=0', '*;q=0', 'identity;q=0', 'identity;q=0, deflate']) {
      for (const target of ['/v1/annonces?limit=2', '/v1/entreprises/1234567001', '/healthz']) {
        const res = await api.call(target, { headers: { 'accept-encoding': header } });
        expect(res.status, `${header} ${target}`).toBe(406);
        expect(res.headers['content-type']).toBe('application/problem+json');
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.json).toMatchObject({ code: 'not_acceptable', status: 406 });
      }
    }
  });

  it('compresses even a small body when the uncompressed form is excluded but a coding is accepted', async () => {
    for (const target of ['/v1/search?q=zzzz', '/healthz']) {
      const plain = await api.call(target);
      expect(plain.raw.length, target).toBeLessThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await api.call(target, { headers: { 'accept-encoding': 'identity;q=0, gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.raw).toString()).toBe(plain.text);
    }
  });

  it('sends the uncompressed form when the only codings offered have invalid qvalues', async () => {
    for (const header of ['br;q=-1', 'gzip;q=1.5', 'br;q=abc, gzip;q=2']) {
      const res = await api.call('/v1/annonces?limit=100', { headers: { 'accept-encoding': header } });
      expect(res.status, header).toBe(200);
      expect(res.headers['content-encoding'], header).toBeUndefined();
    }
  });
});
