/**
 * The JONC number, declared once: announcement references, the watermark and the document URLs
 * all depend on it. A classic issue has a plain number (`10488`); an electronic item has its
 * year and rank (`2026-00020`). Leginova prints the rank on five digits but its API does not
 * promise it, so a rank of one to six digits is read; the text is never re-padded, because an
 * electronic number is a notice's reference as given.
 */

const ELECTRONIC = String.raw`\d{4}-\d{1,6}`;
const CLASSIC = String.raw`\d+`;

/** An electronic item's number, for embedding in a larger expression (no group of its own). */
export const ELECTRONIC_NUMERO_SOURCE = ELECTRONIC;

/**
 * Either form, for embedding in a larger expression (a URL path, a PDF header line). The
 * electronic form comes first so that `2026-00020` is not read as the classic `2026`.
 */
export const JONC_NUMERO_SOURCE = `${ELECTRONIC}|${CLASSIC}`;

const ELECTRONIC_WHOLE = new RegExp(`^${ELECTRONIC}$`);
const CLASSIC_WHOLE = new RegExp(`^${CLASSIC}$`);

export type JoncNumero =
  | { kind: 'classique'; numero: number }
  | { kind: 'electronique'; annee: number; rang: number };

/** The number's parts, or null when the text is not a JONC number (no trimming: callers trim). */
export function parseJoncNumero(text: string): JoncNumero | null {
  if (ELECTRONIC_WHOLE.test(text)) {
    const [annee, rang] = text.split('-').map(Number) as [number, number];
    return { kind: 'electronique', annee, rang };
  }
  return CLASSIC_WHOLE.test(text) ? { kind: 'classique', numero: Number(text) } : null;
}

export function isJoncNumero(text: string): boolean {
  return parseJoncNumero(text) !== null;
}

/** An electronic item (read through `contenu`); a plain number is a classic issue. */
export function isElectronicNumero(text: string): boolean {
  return ELECTRONIC_WHOLE.test(text);
}

/** A classic issue's number as text. */
export function isClassicNumero(text: string): boolean {
  return CLASSIC_WHOLE.test(text);
}

/** Sort key: classic issues by number, then electronic items by year and rank. */
function orderKey(numero: number | string): [number, number, number] {
  const parsed = parseJoncNumero(String(numero));
  if (parsed?.kind === 'electronique') return [1, parsed.annee, parsed.rang];
  return [0, Number(numero), 0];
}

/** Negative when a comes first, positive when b does. */
export function compareJoncNumeros(a: number | string, b: number | string): number {
  const [x, y] = [orderKey(a), orderKey(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}
