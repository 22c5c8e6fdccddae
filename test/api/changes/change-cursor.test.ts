import { describe, expect, it } from 'vitest';
import { ChangeCursorError, decodeChangeCursor, encodeChangeCursor } from '../../../api/changes/change-cursor.ts';
import { changedFields } from '../../../api/changes/snapshot-events.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('change feed cursor', () => {
  it('reads back what it writes, a position or the end of a snapshot', () => {
    for (const cursor of [{ snapshot: '20261121T020000Z', position: 0 }, { snapshot: '20261121T020000Z-002', position: 12_345 }, { snapshot: '20261121T020000Z', position: null }]) {
      expect(decodeChangeCursor(encodeChangeCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuses anything else as cursor_malformed', () => {
    const refused = [
      '', 'pas un curseur', '%%%', 'a'.repeat(201), b64('texte'), b64(null), b64([1]),
      b64({ v: 2, s: '20261121T020000Z', p: 0 }),
      b64({ v: 1, s: 'hier', p: 0 }),
      b64({ v: 1, s: '20261121T020000Z' }),
      b64({ v: 1, s: '20261121T020000Z', p: -1 }),
      b64({ v: 1, s: '20261121T020000Z', p: 1.5 }),
      b64({ v: 1, s: '20261121T020000Z', p: '3' }),
      b64({ v: 1, s: '20261121T020000Z', p: 1e12 }),
    ];
    for (const text of refused) {
      expect(() => decodeChangeCursor(text), text).toThrow(ChangeCursorError);
      try {
        decodeChangeCursor(text);
      } catch (error) {
        expect((error as ChangeCursorError).code).toBe('cursor_malformed');
      }
    }
  });
});

describe('changed fields of a company record', () => {
  it('names the top-level fields whose values differ, deeply, and those on one side only', () => {
    const before = { ridet: '1234567001', dirigeants: [{ nom: 'A', depuis: null }], capital: '1 000 F', siege: null };
    const after = { ridet: '1234567001', dirigeants: [{ nom: 'A', depuis: null }], capital: '2 000 F', etat: { valeur: 'dissoute' } };
    expect(changedFields(before, after)).toEqual(['capital', 'etat', 'siege']);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
    expect(changedFields({}, { b: 1, a: 2 })).toEqual(['a', 'b']);
  });
});
