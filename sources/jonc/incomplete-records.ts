import { z } from 'zod';

/**
 * Leginova's own quarantine of records that lack what the crawl needs to follow them, kept in
 * the JONC's state (`incomplete`) from one run to the next. Such a record is the source's data,
 * answered fine: the run reports it as a warning (`jonc_fiche_incomplete`, CrawlContext.incomplete)
 * and the watermark moves past it, or one record Leginova never completes would hold every later
 * issue back for ever. Instead each run asks for it again, whatever the watermark:
 *
 * - `numero`: a classic issue's summary with a publication without id, or an electronic item
 *   without its kind: its `sommaire-analytique` or `contenu` is read again; what it lists that
 *   was already fetched answers 304 (or is known by its bytes) and is not loaded twice;
 * - `annee`: a year's list with entries without a number: the list is read again, and a number
 *   listed since that was not in it then (`known`) is followed, even below the watermark.
 *
 * A record complete at last leaves the list; one still incomplete after MAX_INCOMPLETE_RUNS runs
 * (about a month of nightly runs) is reported a last time and no longer asked for.
 */
export const MAX_INCOMPLETE_RUNS = 30;

export const incompleteRecordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('numero'), numero: z.string(), runs: z.number().int().positive() }),
  z.object({ kind: z.literal('annee'), annee: z.number().int(), known: z.array(z.string()), runs: z.number().int().positive() }),
]);
export type IncompleteRecord = z.infer<typeof incompleteRecordSchema>;

type Key = `numero:${string}` | `annee:${number}`;
const keyOf = (record: IncompleteRecord): Key => (record.kind === 'numero' ? `numero:${record.numero}` : `annee:${record.annee}`);

/** The list as one crawl updates it: what it finds incomplete again, what it finds complete. */
export class IncompleteRecords {
  private readonly previous: Map<Key, IncompleteRecord>;
  private readonly seen = new Map<Key, IncompleteRecord>();
  private readonly completed = new Set<Key>();

  constructor(previous: readonly IncompleteRecord[] = []) {
    this.previous = new Map(previous.map((r) => [keyOf(r), r]));
  }

  /** The records to ask for again this run. */
  get pending(): IncompleteRecord[] {
    return [...this.previous.values()];
  }

  /** The numbers a year listed when it was last found incomplete, or null when it is not in the list. */
  knownIn(annee: number): ReadonlySet<string> | null {
    const record = this.previous.get(`annee:${annee}`);
    return record?.kind === 'annee' ? new Set(record.known) : null;
  }

  isPending(numero: string): boolean {
    return this.previous.has(`numero:${numero}`);
  }

  /**
   * Found incomplete (again) this run. Returns how many runs have found it so: at
   * MAX_INCOMPLETE_RUNS it is the last time, and the record leaves the list.
   */
  stillIncomplete(record: { kind: 'numero'; numero: string } | { kind: 'annee'; annee: number; known: string[] }): number {
    const key = keyOf({ ...record, runs: 1 });
    const runs = (this.previous.get(key)?.runs ?? 0) + 1;
    this.seen.set(key, { ...record, runs });
    return runs;
  }

  /** Read complete this run: it leaves the list. */
  complete(record: { kind: 'numero'; numero: string } | { kind: 'annee'; annee: number }): void {
    this.completed.add(record.kind === 'numero' ? `numero:${record.numero}` : `annee:${record.annee}`);
  }

  /**
   * The list to keep: what this run found incomplete, under the run limit, and what it did not
   * reach (a failed request: the run then keeps its old state anyway).
   */
  toState(): IncompleteRecord[] {
    const kept = new Map(this.previous);
    for (const key of this.completed) kept.delete(key);
    for (const [key, record] of this.seen) {
      if (this.completed.has(key) || record.runs >= MAX_INCOMPLETE_RUNS) kept.delete(key);
      else kept.set(key, record);
    }
    return [...kept.values()];
  }
}
