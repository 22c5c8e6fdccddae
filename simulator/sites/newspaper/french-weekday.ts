import { formatDateLong } from '../../world/index.ts';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** 'mardi 12 mars 2024', as newspapers date their pages. */
export function formatDateWithWeekday(isoDate: string): string {
  const weekday = WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? '';
  return `${weekday} ${formatDateLong(isoDate)}`;
}
