import type { StateEvent } from './company-state.js';
import type { SerialReader } from './warehouse-batches.js';

/**
 * What `companyState` needs of the companies of one batch (ridets between `first` and `last`,
 * inclusive): every decisive notice (procedure, dissolution) and each company's oldest notice.
 * The rule's result depends on nothing else, so the 50-item window of the record never hides a
 * procedure opened long ago.
 */
export async function stateEventsOf(reader: SerialReader, first: string, last: string): Promise<Map<string, StateEvent[]>> {
  const rows = await reader.all<StateEvent & { ridet: string }>(
    `SELECT id, ridet, strftime(date, '%Y-%m-%d') AS date, type, titre, resume FROM announcements
     WHERE ridet >= $1 AND ridet <= $2 AND type IN ('procedure', 'dissolution')
     UNION ALL
     SELECT id, ridet, strftime(date, '%Y-%m-%d') AS date, type, titre, resume FROM announcements
     WHERE ridet >= $1 AND ridet <= $2
     QUALIFY row_number() OVER (PARTITION BY ridet ORDER BY announcements.date, id) = 1`,
    [first, last],
  );
  const byRidet = new Map<string, StateEvent[]>();
  for (const { ridet, ...event } of rows) {
    const events = byRidet.get(ridet);
    if (!events) byRidet.set(ridet, [event]);
    else if (!events.some((e) => e.id === event.id)) events.push(event);
  }
  return byRidet;
}
