/**
 * A typing slip between two words, as a reader forgives it: one letter changed, dropped or added,
 * or two neighbours swapped (the restricted Damerau distance of one, without a matrix: the words
 * compared are short and most differ at their first letters).
 */
/** Whether `a` becomes `b` by one substitution, insertion, deletion or swap of two neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
