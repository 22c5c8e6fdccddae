/** French renderings of dates and amounts, as printed in NC legal notices. */

const MONTHS = [
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin',
  'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
] as const;

/**
 * Days since 1970-01-01 for a YYYY-MM-DD date (proleptic Gregorian, H. Hinnant's algorithm):
 * all arithmetic stays in whole days, without Date objects on the hot path. NaN when malformed.
 */
export function toDayNumber(isoDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return Number.NaN;
  let y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  if (m < 1 || m > 12 || d < 1 || d > 31) return Number.NaN;
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

function parts(isoDate: string): { y: number; m: number; d: number } {
  return {
    y: Number(isoDate.slice(0, 4)),
    m: Number(isoDate.slice(5, 7)),
    d: Number(isoDate.slice(8, 10)),
  };
}

/** '12 mars 2024', '1er juillet 2024'. */
export function formatDateLong(isoDate: string): string {
  const { y, m, d } = parts(isoDate);
  return `${d === 1 ? '1er' : String(d)} ${MONTHS[m - 1]} ${y}`;
}

/** '12/03/2024'. */
export function formatDateNumeric(isoDate: string): string {
  const { y, m, d } = parts(isoDate);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

export type DateStyle = 'long' | 'numeric';

export function formatDate(isoDate: string, style: DateStyle): string {
  return style === 'long' ? formatDateLong(isoDate) : formatDateNumeric(isoDate);
}

/** '1 000 000': digits grouped by three with plain spaces. */
export function groupDigits(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The normalised form used in ground truth: '1 000 000 F CFP'. */
export function capitalNormalised(value: number): string {
  return `${groupDigits(value)} F CFP`;
}

export type MoneyStyle = 'fcfp' | 'xpf' | 'f_dot_cfp' | 'dotted' | 'millions';

/** Styles usable for an amount: 'millions' only for whole millions. */
export function moneyStylesFor(value: number): MoneyStyle[] {
  const styles: MoneyStyle[] = ['fcfp', 'xpf', 'f_dot_cfp', 'dotted'];
  if (value >= 1_000_000 && value % 1_000_000 === 0) styles.push('millions');
  return styles;
}

/** '100 000 F CFP', '1 000 000 XPF', '1 000 000 F.CFP', '1.000.000 F CFP', '20 millions CFP'. */
export function formatMoney(value: number, style: MoneyStyle): string {
  switch (style) {
    case 'fcfp':
      return `${groupDigits(value)} F CFP`;
    case 'xpf':
      return `${groupDigits(value)} XPF`;
    case 'f_dot_cfp':
      return `${groupDigits(value)} F.CFP`;
    case 'dotted':
      return `${groupDigits(value).replace(/ /g, '.')} F CFP`;
    case 'millions': {
      const millions = value / 1_000_000;
      return `${millions} million${millions > 1 ? 's' : ''} CFP`;
    }
  }
}
