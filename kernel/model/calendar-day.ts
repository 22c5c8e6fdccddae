/**
 * A day as every stored, published and exchanged date is written: `YYYY-MM-DD`. The shape only:
 * a value read back from our own state or a source's listing is checked against it.
 */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `YYYY-MM-DD` naming a day the calendar has: what a person types (a command's date, a source's
 * validity period) is checked with it. Date rolls `2026-02-30` over to March, so a real day is
 * one that reads back as itself.
 */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
