import { z } from 'zod';
import { incompleteRecordSchema } from './incomplete-records.js';
import { isElectronicNumero } from './leginova-records.js';

/**
 * The JONC's incremental state (the adapter's `stateSchema`): the highest JONC number fully
 * processed and its date. Numbers only grow (classic issues `10488`, then electronic items
 * `2026-00020`, which come after every classic issue) and nothing changes once published, so
 * everything at or below the watermark is done; listings from the watermark's year on are
 * fetched again every run.
 */
export const joncWatermarkSchema = z.object({
  /** A classic issue's number (a number, as states written before the electronic JONC hold it) or an electronic item's. */
  lastNumero: z.union([z.number(), z.string().regex(/^\d+$|^\d{4}-\d+$/)]),
  /** YYYY-MM-DD; 1 January of its listing's year when Leginova gave no date anywhere. */
  lastDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Records answered without what the crawl needs, asked again each run (incomplete-records.ts); absent when none. */
  incomplete: z.array(incompleteRecordSchema).optional(),
});
export type JoncWatermark = z.infer<typeof joncWatermarkSchema>;

/** Sort key: classic issues by number, then electronic items by year and rank. */
function orderKey(numero: number | string): [number, number, number] {
  const text = String(numero);
  if (isElectronicNumero(text)) {
    const [year, rank] = text.split('-').map(Number) as [number, number];
    return [1, year, rank];
  }
  return [0, Number(text), 0];
}

/** Negative when a comes first, positive when b does. */
export function compareNumeros(a: number | string, b: number | string): number {
  const [x, y] = [orderKey(a), orderKey(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** A stored state as a watermark; null when there is none or it does not match the schema. */
export function readWatermark(state: unknown): JoncWatermark | null {
  const checked = joncWatermarkSchema.safeParse(state);
  return checked.success ? checked.data : null;
}

/** A classic number is kept as a number in the state, an electronic one as its text. */
function stateNumero(numero: number | string): number | string {
  return typeof numero === 'string' && /^\d+$/.test(numero) ? Number(numero) : numero;
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
    return this.previous === null || compareNumeros(numero, this.previous.lastNumero) > 0;
  }

  note(numero: number | string, date: string): void {
    if (!this.best || compareNumeros(numero, this.best.lastNumero) > 0) this.best = { lastNumero: stateNumero(numero), lastDate: date };
  }

  /** The date of a number already noted, learned later (the year list may omit it; the summary gives it). */
  refineDate(numero: number | string, date: string | null): void {
    if (date && this.best && compareNumeros(numero, this.best.lastNumero) === 0) this.best = { ...this.best, lastDate: date };
  }

  toState(): JoncWatermark | null {
    return this.best ? { lastNumero: this.best.lastNumero, lastDate: this.best.lastDate } : null;
  }
}
