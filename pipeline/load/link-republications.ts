import type { Warehouse } from '../warehouse/warehouse.ts';
import { varcharList } from './load-outcome.ts';
import { REPUBLICATION_MAX_DAYS, distinctiveWords, isRepublication, type PublicationFacts } from './republication-rule.ts';

interface Candidate extends PublicationFacts {
  id: string;
  evenement_id: string | null;
  /** In the last snapshot published from this warehouse (so possibly delivered already). */
  published: boolean;
}

/**
 * Links the publications of one legal event across sources (republication-rule.ts) among the
 * announcements of the given RIDETs: every member of a group gets the same `evenement_id`, and an
 * announcement published alone keeps none.
 *
 * The event's id is stable, because webhooks deliver one event once by it: a group that already
 * has an id keeps it; a new group takes the id of a member already published (the one that may
 * have been delivered alone, under its own id), else of its earliest publication (date, then
 * id). What a killed run loaded was never published, so a run killed and run again links
 * exactly as an uninterrupted one. Links are kept once made (a re-parse that changes a text
 * does not unlink it).
 *
 * Only pairs the SQL pre-filter finds (same RIDET and type, other source, dates close enough)
 * have their texts compared, so a first load of 10^6 announcements compares few texts.
 *
 * @returns how many announcements got or changed their `evenement_id`.
 */
export async function linkRepublications(warehouse: Warehouse, ridets: Iterable<string>): Promise<number> {
  const scope = [...new Set(ridets)];
  if (scope.length === 0) return 0;
  const { value, type } = varcharList(scope);
  const reader = await warehouse.connection.runAndReadAll(
    `WITH scoped AS (
       SELECT id, ridet, type, source, date, texte, evenement_id FROM announcements
       WHERE ridet IN (SELECT unnest($1))
     ),
     pairs AS (
       SELECT a.id AS a, b.id AS b FROM scoped a JOIN scoped b
         ON a.ridet = b.ridet AND a.type = b.type AND a.source < b.source
        AND abs(date_diff('day', a.date, b.date)) <= ${REPUBLICATION_MAX_DAYS}
     )
     SELECT s.id, s.ridet, s.type, s.source, strftime(s.date, '%Y-%m-%d') AS date, s.texte, s.evenement_id,
       s.id IN (SELECT id FROM published_announcements) AS published
     FROM scoped s
     WHERE s.id IN (SELECT a FROM pairs UNION SELECT b FROM pairs) OR s.evenement_id IS NOT NULL`,
    [value],
    [type],
  );
  const candidates = reader.getRowObjectsJson() as unknown as Candidate[];
  if (candidates.length === 0) return 0;

  // Union-find over the candidates: republication pairs, and what is already linked.
  const parent = new Map<string, string>(candidates.map((c) => [c.id, c.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const byEvent = new Map<string, string>();
  for (const c of candidates) {
    if (c.evenement_id === null) continue;
    const first = byEvent.get(c.evenement_id);
    if (first === undefined) byEvent.set(c.evenement_id, c.id);
    else union(first, c.id);
  }
  const byRidetType = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.ridet}|${c.type}`;
    byRidetType.set(key, [...(byRidetType.get(key) ?? []), c]);
  }
  const words = new Map<string, Set<string>>();
  const wordsOf = (c: Candidate) => words.get(c.id) ?? words.set(c.id, distinctiveWords(c.texte)).get(c.id)!;
  for (const group of byRidetType.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const a = group[i]!;
        const b = group[j]!;
        if (find(a.id) !== find(b.id) && isRepublication(a, b, { a: wordsOf(a), b: wordsOf(b) })) union(a.id, b.id);
      }
    }
  }

  const members = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const root = find(c.id);
    members.set(root, [...(members.get(root) ?? []), c]);
  }
  const ids: string[] = [];
  const events: string[] = [];
  for (const group of members.values()) {
    if (group.length < 2) continue;
    const ordered = [...group].sort((x, y) => Number(y.published) - Number(x.published) || compare(x.date, y.date) || compare(x.id, y.id));
    // An existing id wins; of several (two linked groups meeting), the one of the first member in that order.
    const event = ordered.find((c) => c.evenement_id !== null)?.evenement_id ?? ordered[0]!.id;
    for (const c of group) {
      if (c.evenement_id !== event) {
        ids.push(c.id);
        events.push(event);
      }
    }
  }
  if (ids.length === 0) return 0;
  const idList = varcharList(ids);
  const eventList = varcharList(events);
  await warehouse.connection.run(
    `UPDATE announcements a SET evenement_id = m.evenement_id
     FROM (SELECT unnest($1) AS id, unnest($2) AS evenement_id) m WHERE a.id = m.id`,
    [idList.value, eventList.value],
    [idList.type, eventList.type],
  );
  return ids.length;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
