import { describe, expect, it } from 'vitest';
import { ChangeLog, type ChangeLogBounds } from '../../../api/changes/change-log.ts';
import { apiSettings } from '../../../api/settings.ts';
import type { SnapshotArchive } from '../../../api/snapshot-archive.ts';
import { loadSettings } from '../../../platform/settings/index.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';
import { changedItem, changeSnapshot, historyArchive } from '../helpers/change-history.ts';

/**
 * The change log's memory (CHANGES_EVENTS_KEPT, CHANGES_HISTORY_SECONDS, CHANGES_HISTORIES_KEPT):
 * what it holds is bounded by its settings, the least recently used dropped first, and what it
 * dropped is read again from the store when asked.
 */

/** An archive that counts what the log reads of the store. */
function countingArchive(snapshots: readonly SnapshotReader[]): SnapshotArchive & { lists: number; opens: Map<string, number> } {
  const inner = historyArchive(snapshots);
  const counted = {
    lists: 0,
    opens: new Map<string, number>(),
    list() {
      counted.lists += 1;
      return inner.list();
    },
    open(id: string) {
      counted.opens.set(id, (counted.opens.get(id) ?? 0) + 1);
      return inner.open(id);
    },
  };
  return counted;
}

/** Three first snapshots (no parent) of `size` announcements each: each one's events are read by opening it alone. */
function threeSnapshots(size: number): SnapshotReader[] {
  return ['20261101T020000Z', '20261102T020000Z', '20261103T020000Z'].map((id) =>
    changeSnapshot(id, null, Array.from({ length: size }, (_, i) => changedItem(`${id}-${i}`))),
  );
}

const entry = (s: SnapshotReader) => ({ id: s.id, parentId: s.parentId, createdAt: s.createdAt });
const BOUNDS: ChangeLogBounds = { eventsKept: 1_000_000, historySeconds: 10, historiesKept: 4 };

describe('ChangeLog bounds', () => {
  it('holds at most eventsKept events across snapshots, the least recently used dropped and read again when asked', async () => {
    const snapshots = threeSnapshots(100);
    const archive = countingArchive(snapshots);
    const log = new ChangeLog(archive, { ...BOUNDS, eventsKept: 250 });
    const [a, b, c] = snapshots as [SnapshotReader, SnapshotReader, SnapshotReader];
    expect(await log.events(entry(a))).toHaveLength(100);
    await log.events(entry(b));
    // a used last: b is the least recently used when c comes.
    await log.events(entry(a));
    await log.events(entry(c));
    expect(log.eventsHeld).toBeLessThanOrEqual(250);
    await log.events(entry(a));
    await log.events(entry(c));
    expect([archive.opens.get(a.id), archive.opens.get(c.id)]).toEqual([1, 1]);
    await log.events(entry(b));
    expect(archive.opens.get(b.id)).toBe(2);
  });

  it('keeps the events of every snapshot within a large enough bound', async () => {
    const snapshots = threeSnapshots(100);
    const archive = countingArchive(snapshots);
    const log = new ChangeLog(archive, { ...BOUNDS, eventsKept: 300 });
    for (let round = 0; round < 3; round++) for (const s of snapshots) await log.events(entry(s));
    expect([...archive.opens.values()]).toEqual([1, 1, 1]);
    expect(log.eventsHeld).toBe(300);
  });

  it('reuses a history for historySeconds, then lists the store again', async () => {
    const [a] = threeSnapshots(1) as [SnapshotReader];
    const archive = countingArchive([a]);
    let now = 1_000_000;
    const log = new ChangeLog(archive, { ...BOUNDS, historySeconds: 30 }, () => now);
    await log.history(a);
    now += 30_000;
    await log.history(a);
    expect(archive.lists).toBe(1);
    now += 1;
    await log.history(a);
    expect(archive.lists).toBe(2);
  });

  it('holds the histories of at most historiesKept snapshots served', async () => {
    const snapshots = threeSnapshots(1);
    const archive = countingArchive(snapshots);
    const log = new ChangeLog(archive, { ...BOUNDS, historiesKept: 2 }, () => 0);
    for (const s of snapshots) await log.history(s);
    expect(archive.lists).toBe(3);
    // The two last are held; the first was dropped and is listed again.
    await log.history(snapshots[1]!);
    await log.history(snapshots[2]!);
    expect(archive.lists).toBe(3);
    await log.history(snapshots[0]!);
    expect(archive.lists).toBe(4);
  });
});

describe('the change log settings', () => {
  it('are read from CHANGES_EVENTS_KEPT, CHANGES_HISTORY_SECONDS and CHANGES_HISTORIES_KEPT, with their defaults', () => {
    expect(apiSettings(loadSettings({}).values).changeLog).toEqual({ eventsKept: 1_000_000, historySeconds: 10, historiesKept: 4 });
    const given = loadSettings({ CHANGES_EVENTS_KEPT: '5000', CHANGES_HISTORY_SECONDS: '0', CHANGES_HISTORIES_KEPT: '2' }).values;
    expect(apiSettings(given).changeLog).toEqual({ eventsKept: 5000, historySeconds: 0, historiesKept: 2 });
  });

  it('refuse a value out of range, naming the setting', () => {
    for (const [name, value] of [['CHANGES_EVENTS_KEPT', '-1'], ['CHANGES_HISTORY_SECONDS', '1.5'], ['CHANGES_HISTORIES_KEPT', '0']] as const) {
      expect(() => loadSettings({ [name]: value }), name).toThrow(name);
    }
  });
});
