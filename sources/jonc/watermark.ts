import { z } from 'zod';
import { ISO_DAY } from '../../kernel/model/calendar-day.ts';
import { incompleteRecordSchema } from './incomplete-records.ts';
import { HighWatermark } from '../incremental/high-watermark.ts';
import { compareJoncNumeros, isClassicNumero, isJoncNumero } from './jonc-number.ts';

/**
 * The JONC's incremental state (the adapter's `stateSchema`): the highest JONC number fully
 * processed and its date. Numbers only grow (classic issues `10488`, then electronic items
 * `2026-00020`, which come after every classic issue) and nothing changes once published, so
 * everything at or below the watermark is done; listings from the watermark's year on are
 * fetched again every run.
 */
export const joncWatermarkSchema = z.object({
  /** A classic issue's number (a number, as states written before the electronic JONC hold it) or an electronic item's. */
  lastNumero: z.union([z.number(), z.string().refine(isJoncNumero)]),
  /** YYYY-MM-DD; 1 January of its listing's year when Leginova gave no date anywhere. */
  lastDate: z.string().regex(ISO_DAY),
  /** Records answered without what the crawl needs, asked again each run (incomplete-records.ts); absent when none. */
  incomplete: z.array(incompleteRecordSchema).optional(),
});
export type JoncWatermark = z.infer<typeof joncWatermarkSchema>;

/** A stored state as a watermark; null when there is none or it does not match the schema. */
export function readWatermark(state: unknown): JoncWatermark | null {
  const checked = joncWatermarkSchema.safeParse(state);
  return checked.success ? checked.data : null;
}

/** A classic number is kept as a number in the state, an electronic one as its text. */
function stateNumero(numero: number | string): number | string {
  return typeof numero === 'string' && isClassicNumero(numero) ? Number(numero) : numero;
}

type Mark = Pick<JoncWatermark, 'lastNumero' | 'lastDate'>;
const byNumero = (a: Mark, b: Mark) => compareJoncNumeros(a.lastNumero, b.lastNumero);
/** A number alone, to compare against the mark (the order reads the number only). */
const probe = (numero: number | string): Mark => ({ lastNumero: numero, lastDate: '' });

/** Collects the issues seen during a crawl; the new watermark is the highest of them. */
export class WatermarkTracker {
  private readonly mark: HighWatermark<Mark>;

  readonly previous: JoncWatermark | null;
  constructor(previous: JoncWatermark | null) {
    this.previous = previous;
    this.mark = new HighWatermark<Mark>(previous ? { lastNumero: previous.lastNumero, lastDate: previous.lastDate } : null, byNumero);
  }

  /** First year whose listings may hold unseen issues. */
  get fromYear(): number {
    return this.previous ? Number(this.previous.lastDate.slice(0, 4)) : 0;
  }

  isNew(numero: number | string): boolean {
    return this.mark.isNew(probe(numero));
  }

  note(numero: number | string, date: string): void {
    this.mark.note({ lastNumero: stateNumero(numero), lastDate: date });
  }

  /** The date of a number already noted, learned later (the year list may omit it; the summary gives it). */
  refineDate(numero: number | string, date: string | null): void {
    // The number as stored: `2026-20` and `2026-00020` are one number, the state keeps its first form.
    const reached = this.mark.next();
    if (date && reached && compareJoncNumeros(numero, reached.lastNumero) === 0) this.mark.refine({ lastNumero: reached.lastNumero, lastDate: date });
  }

  toState(): JoncWatermark | null {
    return this.mark.next();
  }
}
