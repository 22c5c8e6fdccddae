import { z } from 'zod';
import { incompleteRecordSchema } from './incomplete-records.js';
import { compareJoncNumeros, isClassicNumero, isJoncNumero } from './jonc-number.js';

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
  lastDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
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

/** Collects the issues seen during a crawl; the new watermark is the highest of them. */
export class WatermarkTracker {
  private best: JoncWatermark | null;

  constructor(readonly previous: JoncWatermark | null) {
    this.best = previous;
  }

  /** First year whose listings may hold unseen issues. */
  get fromYear(): number {
    return this.previous ? Number(this.previous.lastDate.slice(0, 4)) : 0;
  }

  isNew(numero: number | string): boolean {
    return this.previous === null || compareJoncNumeros(numero, this.previous.lastNumero) > 0;
  }

  note(numero: number | string, date: string): void {
    if (!this.best || compareJoncNumeros(numero, this.best.lastNumero) > 0) this.best = { lastNumero: stateNumero(numero), lastDate: date };
  }

  /** The date of a number already noted, learned later (the year list may omit it; the summary gives it). */
  refineDate(numero: number | string, date: string | null): void {
    if (date && this.best && compareJoncNumeros(numero, this.best.lastNumero) === 0) this.best = { ...this.best, lastDate: date };
  }

  toState(): JoncWatermark | null {
    return this.best ? { lastNumero: this.best.lastNumero, lastDate: this.best.lastDate } : null;
  }
}
