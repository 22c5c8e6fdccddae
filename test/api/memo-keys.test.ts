import { describe, expect, it } from 'vitest';
import { MEMO_KEY_PATH_CHARS, MEMO_KEYS_HELD, MemoKeys } from '../../api/memo-keys.ts';
import type { Route } from '../../api/route.ts';

const route = (id: string): Route => ({ id, template: '/v1/x/{id}', cacheable: true, handler: () => ({ status: 200, body: {} }) }) as unknown as Route;
const record = route('entreprises.get');
const atom = route('entreprises.atom');
/** A string made from bytes, as node's parser gives a request's target: equal to a literal, not the same string. */
const fresh = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

describe('MemoKeys', () => {
  it('keys a request by snapshot, route, pinned or not, path and canonical query, as the memo always did', () => {
    const keys = new MemoKeys('S1');
    expect(keys.of(record, false, '/v1/x/1', '')).toBe('S1\nentreprises.get\ncurrent\n/v1/x/1?');
    expect(keys.of(record, false, '/v1/x/1', '&limit=2&&')).toBe('S1\nentreprises.get\ncurrent\n/v1/x/1?limit=2');
    expect(keys.of(record, true, '/v1/x/1', '')).toBe('S1\nentreprises.get\npinned\n/v1/x/1?');
    expect(new MemoKeys('S2').of(record, false, '/v1/x/1', '')).toBe('S2\nentreprises.get\ncurrent\n/v1/x/1?');
  });

  it('gives a path kept for one route no other route’s key', () => {
    const keys = new MemoKeys('S1');
    expect(keys.of(record, false, fresh('/v1/x/1'), '')).toBe('S1\nentreprises.get\ncurrent\n/v1/x/1?');
    expect(keys.of(atom, false, fresh('/v1/x/1'), '')).toBe('S1\nentreprises.atom\ncurrent\n/v1/x/1?');
    expect(keys.of(record, false, fresh('/v1/x/1'), '')).toBe('S1\nentreprises.get\ncurrent\n/v1/x/1?');
    // Pinned and queried requests of a kept path keep keys of their own.
    expect(keys.of(record, true, fresh('/v1/x/1'), '')).toBe('S1\nentreprises.get\npinned\n/v1/x/1?');
    expect(keys.of(record, false, fresh('/v1/x/1'), 'limit=2')).toBe('S1\nentreprises.get\ncurrent\n/v1/x/1?limit=2');
  });

  it('keeps the keys of at most MEMO_KEYS_HELD paths, none longer than MEMO_KEY_PATH_CHARS (paths come from clients)', () => {
    const keys = new MemoKeys('S1');
    for (let i = 0; i < MEMO_KEYS_HELD * 3; i++) keys.of(record, false, `/v1/x/${i}`, '');
    expect(keys.held).toBeGreaterThan(0);
    expect(keys.held).toBeLessThanOrEqual(MEMO_KEYS_HELD);
    const before = keys.held;
    const long = `/v1/x/${'9'.repeat(MEMO_KEY_PATH_CHARS)}`;
    expect(keys.of(record, false, long, '')).toBe(`S1\nentreprises.get\ncurrent\n${long}?`);
    expect(keys.held).toBe(before);
    // Nor the keys of pinned or queried requests, whose spellings are many.
    keys.of(record, true, '/v1/x/new-1', '');
    keys.of(record, false, '/v1/x/new-2', 'limit=3');
    expect(keys.held).toBe(before);
  });
});
