import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../platform/redact-secrets.ts';

// The shape of a real key (anc_live_ and 43 base64url characters), made up here.
const KEY = `anc_live_${'Zq3x9-_Ab'.repeat(4)}Tk7uP8w`;

describe('redactSecrets', () => {
  it('replaces the value of every credential-named query parameter, keeping the others', () => {
    expect(redactSecrets(`/v1/annonces?limit=2&api_key=${KEY}&ridet=1234567001`)).toBe(`/v1/annonces?limit=2&api_key=${REDACTED}&ridet=1234567001`);
    for (const name of ['token', 'secret', 'signature', 'password', 'API_KEY', 'apiKey', 'api-key', 'api%5Fkey', 'access_token', 'client_secret', 'sig', 'key', 'X-Amz-Signature', 'passwd']) {
      expect(redactSecrets(`/x?${name}=s3cr3t-value&cursor=abc`), name).toBe(`/x?${name}=${REDACTED}&cursor=abc`);
    }
    // Parameters that merely contain such a word, and empty values, are left alone.
    expect(redactSecrets('/x?keyword=impots&monkey=1&tokens_used=3&token=')).toBe('/x?keyword=impots&monkey=1&tokens_used=3&token=');
  });

  it('replaces a value shaped like a key under any name, or none, and in any text', () => {
    expect(redactSecrets(`/v1/search?q=${KEY}`)).toBe(`/v1/search?q=${REDACTED}`);
    expect(redactSecrets(`/v1/search?q=${KEY.replace(/_/g, '%5F')}`)).toBe(`/v1/search?q=${REDACTED}`);
    expect(redactSecrets(`/v1/entreprises/${KEY}`)).toBe(`/v1/entreprises/${REDACTED}`);
    expect(redactSecrets('secret whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQ= rotated')).toBe(`secret ${REDACTED} rotated`);
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl';
    expect(redactSecrets(`/callback?state=ok&jeton=${jwt}`)).toBe(`/callback?state=ok&jeton=${REDACTED}`);
    expect(redactSecrets('Authorization: Bearer abcdefgh12345678')).toBe(`Authorization: Bearer ${REDACTED}`);
    // The prefix alone, as the docs write it, is no key.
    expect(redactSecrets('keys look like anc_live_…')).toBe('keys look like anc_live_…');
  });

  it('replaces the password of a URL, not its user nor its port', () => {
    expect(redactSecrets('connect to postgres://annonces:pa55w0rd@db.internal:5432/annonces failed')).toBe(`connect to postgres://annonces:${REDACTED}@db.internal:5432/annonces failed`);
    expect(redactSecrets('https://hooks.example:8443/x?ok=1')).toBe('https://hooks.example:8443/x?ok=1');
    expect(redactSecrets('postgres://annonces@db.internal/annonces')).toBe('postgres://annonces@db.internal/annonces');
  });

  it('replaces credential fields of a JSON log line, escapes included, and leaves the line valid JSON', () => {
    const line = JSON.stringify({ headers: { 'x-api-key': 'plain "quoted" value', authorization: 'Basic dXNlcjpwYXNz' }, password: 'p', key: 'listing-1', url: `/a?token=abc"def` });
    const redacted = redactSecrets(line);
    expect(JSON.parse(redacted)).toEqual({ headers: { 'x-api-key': REDACTED, authorization: REDACTED }, password: REDACTED, key: 'listing-1', url: `/a?token=${REDACTED}"def` });
  });

  it('is idempotent and leaves lines without credentials as they were', () => {
    const clean = '{"level":30,"method":"GET","url":"/v1/annonces?limit=2&cursor=eyJ0","status":200,"msg":"request"}';
    expect(redactSecrets(clean)).toBe(clean);
    const once = redactSecrets(`/x?api_key=${KEY}&q=${KEY}`);
    expect(redactSecrets(once)).toBe(once);
  });
});
