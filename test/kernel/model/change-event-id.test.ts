import { describe, expect, it } from 'vitest';
import { changeEventId } from '../../../kernel/model/change-event-id.ts';

describe('change event ids', () => {
  it('depend on the snapshot, the kind and the subject, and on nothing else', () => {
    const base = { snapshot: '20261121T020000Z', kind: 'annonce.created', subject: 'a1' } as const;
    const id = changeEventId(base);
    expect(id).toMatch(/^evt_[A-Za-z0-9_-]{26}$/);
    expect(changeEventId({ ...base })).toBe(id);
    expect(new Set([
      id,
      changeEventId({ ...base, snapshot: '20261122T020000Z' }),
      changeEventId({ ...base, kind: 'annonce.removed' }),
      changeEventId({ ...base, subject: 'a2' }),
    ]).size).toBe(4);
  });
});
