import type { SourceState } from '../source-adapter.js';

/**
 * The JONC's incremental state: the highest issue number fully processed and its date. Issue
 * numbers only grow and an issue never changes once published, so everything at or below the
 * watermark is done; listings from the watermark's year on are fetched again every run.
 */
export interface JoncWatermark {
  lastNumero: number;
  /** YYYY-MM-DD. */
  lastDate: string;
}

export function readWatermark(state: SourceState | null): JoncWatermark | null {
  const numero = state?.['lastNumero'];
  const date = state?.['lastDate'];
  if (typeof numero !== 'number' || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { lastNumero: numero, lastDate: date };
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

  isNew(numero: number): boolean {
    return this.previous === null || numero > this.previous.lastNumero;
  }

  note(numero: number, date: string): void {
    if (!this.best || numero > this.best.lastNumero) this.best = { lastNumero: numero, lastDate: date };
  }

  toState(): SourceState | null {
    return this.best ? { lastNumero: this.best.lastNumero, lastDate: this.best.lastDate } : null;
  }
}
