/**
 * A header that prints the company's sigle alone as its heading ('XYZ'), then the full name with the
 * sigle in brackets ('Société X Y Z (XYZ)'): the dénomination is the full name, which the sigle
 * only abbreviates.
 */

const ONE_SIGLE = /^[\p{Lu}\d][\p{Lu}\d.&-]{1,11}$/u;

/** The full name a header line gives `name` when `name` is a sigle printed after it in brackets, else null. */
export function fullNameOfSigle(name: string, lines: readonly string[]): string | null {
  if (!ONE_SIGLE.test(name)) return null;
  const bracketed = `(${name})`;
  for (const line of lines) {
    const at = line.indexOf(bracketed);
    if (at <= 0 || line.slice(at + bracketed.length).trim() !== '') continue;
    const full = line.slice(0, at).replace(/[\s,–—-]+$/u, '').trim();
    if (full.split(/\s+/).length >= 2 && /^[\p{Lu}]/u.test(full)) return full;
  }
  return null;
}
