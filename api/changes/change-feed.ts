import { AppError } from '../../kernel/errors/app-error.ts';
import { changeEventId, type ChangeKind } from '../../kernel/model/change-event-id.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { ChangeCursorError, encodeChangeCursor, type ChangeCursor } from './change-cursor.ts';
import type { ChangeLog, HistoryEntry } from './change-log.ts';
import type { ChangeEvent } from './snapshot-events.ts';

/** What GET /v1/changes shows of one event. */
export interface PublicChangeEvent {
  id: string;
  /** The position just after this event: resuming from it gives the events that follow. */
  cursor: string;
  snapshot: string;
  kind: ChangeKind;
  ridet: string;
  annonce_id?: string;
  /** When the snapshot that carries the change was published (ISO 8601 date-time). */
  date: string;
  champs?: string[];
}

export interface ChangeFilter {
  /** Announcement type; company events are left out when set. */
  type: string | null;
  /** Announcement source; company events are left out when set. */
  source: string | null;
  ridet: string | null;
  kinds: readonly ChangeKind[] | null;
}

export interface ChangePage {
  events: PublicChangeEvent[];
  nextCursor: string;
  hasMore: boolean;
  /**
   * True when the page is full and so depends only on snapshots already published: the same
   * request gives the same page for as long as its history is served.
   */
  settled: boolean;
}

/**
 * The cursor is older than what the store still holds, or on a history `current` no longer
 * stands on (a rollback): the client starts again from `oldestCursor`, the oldest position served.
 */
export class ChangesExpiredError extends AppError<'changes_expired'> {
  readonly oldestCursor: string;
  constructor(
    message: string,
    oldestCursor: string,
  ) {
    super('changes_expired', message);
    this.oldestCursor = oldestCursor;
  }
}

/** The position before any event still served: a first snapshot's start, else the end of the oldest snapshot kept. */
export function oldestCursor(history: readonly HistoryEntry[]): ChangeCursor {
  const oldest = history[0]!;
  return { snapshot: oldest.id, position: oldest.parentId === null ? 0 : null };
}

export function matches(event: ChangeEvent, filter: ChangeFilter): boolean {
  if (filter.ridet !== null && event.ridet !== filter.ridet) return false;
  if (filter.kinds !== null && !filter.kinds.includes(event.kind)) return false;
  if (filter.type !== null && event.type !== filter.type) return false;
  if (filter.source !== null && event.source !== filter.source) return false;
  return true;
}

/**
 * The events after `since` (exclusive), oldest first, at most `limit` of them, across the
 * snapshots `current`'s history holds after it. `since` null means "from now": no events, and
 * the cursor of the end of `current`; `oldest` means from the oldest position still served.
 *
 * A cursor names a snapshot: one older than the oldest snapshot kept, or on another history
 * than current's (a rollback moved `current` back past it) is ChangesExpiredError. A position
 * inside the oldest snapshot kept cannot be served when its parent is gone (its removals and
 * company fields come from the parent): its end is the oldest cursor then.
 */
export async function changePage(
  log: ChangeLog,
  current: SnapshotReader,
  request: { since: ChangeCursor | 'oldest' | null; limit: number; filter: ChangeFilter },
): Promise<ChangePage> {
  const endOfCurrent = encodeChangeCursor({ snapshot: current.id, position: null });
  if (request.since === null) return { events: [], nextCursor: endOfCurrent, hasMore: false, settled: false };
  const history = await log.history(current);
  const oldest = oldestCursor(history);
  // From the oldest position served: the same request starts later once retention drops a snapshot.
  const movable = request.since === 'oldest';
  const since: ChangeCursor = request.since === 'oldest' ? oldest : request.since;
  const start = history.findIndex((s) => s.id === since.snapshot);
  const expired = (why: string) => new ChangesExpiredError(`${why} ; reprenez depuis le curseur le plus ancien encore servi (oldest_cursor) ou depuis un export complet.`, encodeChangeCursor(oldest));
  if (start === -1) {
    throw expired(
      since.snapshot < history[0]!.id
        ? `Ce curseur désigne l’instantané ${since.snapshot}, plus ancien que l’historique conservé (à partir de ${history[0]!.id})`
        : `Ce curseur désigne l’instantané ${since.snapshot}, absent de l’historique servi (retour en arrière de l’instantané courant, ou curseur d’un autre serveur)`,
    );
  }
  if (start === 0 && since.position !== null && oldest.position === null) {
    throw expired(`Les changements de l’instantané ${history[0]!.id} ne sont plus servis (son parent n’est plus conservé)`);
  }

  const events: PublicChangeEvent[] = [];
  let last: ChangeCursor | null = null;
  for (let i = start; i < history.length; i++) {
    const entry = history[i]!;
    const skipAll = i === start && since.position === null;
    if (skipAll) continue;
    const all = await log.events(entry);
    const from = i === start ? since.position! : 0;
    if (from > all.length) throw new ChangeCursorError('cursor_malformed', `curseur illisible : il désigne une position au-delà des changements de l’instantané ${entry.id}`);
    for (let p = from; p < all.length; p++) {
      const event = all[p]!;
      if (!matches(event, request.filter)) continue;
      if (events.length === request.limit) {
        // One more event matches: the page is full and there is more.
        return { events, nextCursor: encodeChangeCursor(last!), hasMore: true, settled: !movable };
      }
      last = { snapshot: entry.id, position: p + 1 };
      events.push(publicEvent(event, entry, last));
    }
  }
  return { events, nextCursor: endOfCurrent, hasMore: false, settled: false };
}

export function publicEvent(event: ChangeEvent, entry: HistoryEntry, after: ChangeCursor): PublicChangeEvent {
  return {
    id: changeEventId({ snapshot: entry.id, kind: event.kind, subject: event.annonceId ?? event.ridet }),
    cursor: encodeChangeCursor(after),
    snapshot: entry.id,
    kind: event.kind,
    ridet: event.ridet,
    ...(event.annonceId !== null ? { annonce_id: event.annonceId } : {}),
    date: entry.createdAt,
    ...(event.champs !== null ? { champs: event.champs } : {}),
  };
}
