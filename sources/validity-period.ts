import { AppError } from '../kernel/errors/app-error.ts';
import { isCalendarDay } from '../kernel/model/calendar-day.ts';

/**
 * A period in which a source publishes legal notices: for a newspaper, the days it is
 * habilitated ("habilitée du ... au ..."; the High Commissioner designates the titles each
 * year). Both ends are inclusive calendar dates (YYYY-MM-DD, Nouméa); null is open.
 */
export interface ValidityPeriod {
  from: string | null;
  to: string | null;
  /** Why the period starts or ends there, in French, for the run report and the README. */
  note: string;
}

export class ValidityPeriodError extends AppError<'source_period_invalid'> {
  constructor(source: string, message: string) {
    super('source_period_invalid', `${source}: ${message}`);
  }
}

/** Periods are well-formed dates, each from <= to, in order and not overlapping. */
export function checkPeriods(source: string, periods: readonly ValidityPeriod[]): void {
  if (periods.length === 0) throw new ValidityPeriodError(source, 'expected at least one validity period, got none');
  let previousEnd: string | null | undefined;
  for (const [i, period] of periods.entries()) {
    for (const end of [period.from, period.to]) {
      if (end !== null && !isCalendarDay(end)) {
        throw new ValidityPeriodError(source, `expected period dates as YYYY-MM-DD, got ${JSON.stringify(end)}`);
      }
    }
    if (period.from !== null && period.to !== null && period.from > period.to) {
      throw new ValidityPeriodError(source, `period ${i + 1} ends (${period.to}) before it starts (${period.from})`);
    }
    if (i > 0 && (previousEnd === null || period.from === null || period.from <= previousEnd!)) {
      throw new ValidityPeriodError(source, `period ${i + 1} must start after period ${i} ends`);
    }
    previousEnd = period.to;
  }
}

/** Whether `date` (YYYY-MM-DD) falls in one of the periods; a source without periods is always valid. */
export function inPeriods(periods: readonly ValidityPeriod[] | undefined, date: string): boolean {
  if (periods === undefined) return true;
  return periods.some((p) => (p.from === null || date >= p.from) && (p.to === null || date <= p.to));
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** `1er janvier 2024`, `16 octobre 2023`. */
export function frenchDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** `habilitée du 16 octobre 2023 à ce jour`, `habilitée jusqu'au 19 mars 2023`, joined by `, puis `. */
export function describePeriods(periods: readonly ValidityPeriod[]): string {
  return periods
    .map((p) => {
      if (p.from === null && p.to === null) return 'habilitée sans limite de date';
      if (p.from === null) return `habilitée jusqu’au ${frenchDate(p.to!)}`;
      if (p.to === null) return `habilitée du ${frenchDate(p.from)} à ce jour`;
      return `habilitée du ${frenchDate(p.from)} au ${frenchDate(p.to)}`;
    })
    .join(', puis ');
}
