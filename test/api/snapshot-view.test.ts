import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../api/body-cache.ts';
import { SnapshotViews } from '../../api/snapshot-view.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';

describe('the views of snapshots', () => {
  it('gives each snapshot one view, the served one and a pinned one alike, whichever was asked last', () => {
    const views = new SnapshotViews(new BodyCache(1024 * 1024));
    const served = { id: '20261130T020000Z' } as SnapshotReader;
    const pinned = { id: '20261129T020000Z' } as SnapshotReader;
    const first = views.of(served);
    expect(views.of(served)).toBe(first);
    const other = views.of(pinned);
    expect(other).not.toBe(first);
    expect(other.snapshot).toBe(pinned);
    expect(views.of(served)).toBe(first);
    expect(views.of(pinned)).toBe(other);
    expect(first.snapshot).toBe(served);
  });
});
