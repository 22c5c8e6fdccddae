import { parseFrenchDate } from '../../kernel/normalise/index.ts';

/**
 * What the JONC prints on every page and that is not part of any notice: the running header
 * (`9874 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 4 juin 2024` on even pages, date first and
 * page last on odd ones) and the masthead of an issue's first page.
 */
const RUNNING_HEADER = [
  /^\d{1,5}\s+JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\s+.+$/iu,
  /^.+\s+JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\s+\d{1,5}$/iu,
  /^JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE$/iu,
];

export function isRunningHeader(line: string): boolean {
  return RUNNING_HEADER.some((re) => re.test(line.trim()));
}

export interface Masthead {
  numero: number;
  /** YYYY-MM-DD. */
  date: string;
  special: boolean;
}

/** `169e année – N° 10488 – Mardi 4 juin 2024` (a special issue says `N° 10490 (numéro spécial)`). */
export function parseMasthead(line: string): Masthead | null {
  const m = /^\d+e\s+année\s+[–-]\s+N°\s*(\d+)(\s*\(numéro spécial\))?\s+[–-]\s+\p{L}+\s+(.+)$/iu.exec(line.trim());
  if (!m) return null;
  const date = parseFrenchDate(m[3] as string);
  return date ? { numero: Number(m[1]), date, special: Boolean(m[2]) } : null;
}
