/**
 * A day as every stored, published and exchanged date is written: `YYYY-MM-DD`. The shape only:
 * a value read back from our own state or a source's listing is checked against it.
 */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `YYYY-MM-DD` naming a day of the (proleptic Gregorian) calendar: the one reader of a date a
 * person or a client writes (a query parameter, an operator's correction, a command's date, a
 * source's validity period), so that all of them accept the same days. Years 0000 to 9999 are
 * all days, as RFC 3339's full-date (OpenAPI's `format: date`) has them: read through the
 * date-time form, not `Date.UTC`, which takes a year below 100 for 19xx. Date rolls `2026-02-30`
 * over to March, so a real day is one that reads back as itself.
 */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/**
 * The years a printed notice's date can fall in: the reader reads no other (kernel/normalise/
 * french-date.ts), so a corrected announcement date outside them is an operator's typo, not a day
 * a notice printed. A query parameter has no such bound: a client may ask for any range.
 */
export const NOTICE_YEARS = { first: 1900, last: 2099 } as const;

/** A calendar day (isCalendarDay) within NOTICE_YEARS. */
export function isNoticeDay(text: string): boolean {
  if (!isCalendarDay(text)) return false;
  const year = Number(text.slice(0, 4));
  return year >= NOTICE_YEARS.first && year <= NOTICE_YEARS.last;
}
