/**
 * The query of a page outside /v1 (the widget, the company page): a page ignores the names it
 * does not declare (cache-busters, tracking tags), and reads only the names it declares, so the
 * list docs/pages.md is held to (test/api/pages/pages-docs.test.ts) is the list the page reads.
 *
 * @example
 * const query = pageQuery(rawQuery, ['ridet'] as const);
 * query.get('ridet'); // the first value, or null
 */
export function pageQuery<N extends string>(rawQuery: string, names: readonly N[]): { get(name: N): string | null } {
  const query = new URLSearchParams(rawQuery);
  return { get: (name) => (names.includes(name) ? query.get(name) : null) };
}
