import type { Route } from './route.js';

/**
 * The routes that may answer a path, found without trying every route's pattern: a map for
 * the templates without parameters, and the static prefix of the others (up to their first
 * `{`) before their own `match`. Candidates keep the order of the list they come from, which
 * is how `/v1/entreprises/{ridet}.atom` wins over `/v1/entreprises/{ridet}`; the pages are
 * candidates only when no API route is.
 */
export class RouteTable {
  readonly #exact = new Map<string, Route[]>();
  readonly #prefixed: Array<{ prefix: string; route: Route; index: number }> = [];
  readonly #order = new Map<Route, number>();
  readonly #pages: RouteTable | null;

  constructor(routes: readonly Route[], pages: readonly Route[] = []) {
    routes.forEach((route, index) => {
      this.#order.set(route, index);
      const brace = route.template.indexOf('{');
      if (brace === -1) {
        const list = this.#exact.get(route.template) ?? [];
        list.push(route);
        this.#exact.set(route.template, list);
      } else {
        this.#prefixed.push({ prefix: route.template.slice(0, brace), route, index });
      }
    });
    this.#pages = pages.length > 0 ? new RouteTable(pages) : null;
  }

  /** Every route whose `match` accepts the path, in list order (API routes, else pages). */
  candidates(path: string): readonly Route[] {
    const own = this.#own(path);
    if (own.length > 0 || this.#pages === null) return own;
    return this.#pages.candidates(path);
  }

  #own(path: string): readonly Route[] {
    const exact = this.#exact.get(path);
    let found: Route[] | null = null;
    if (exact) for (const route of exact) if (route.match(path) !== null) (found ??= []).push(route);
    for (const { prefix, route } of this.#prefixed) {
      if (path.startsWith(prefix) && route.match(path) !== null) (found ??= []).push(route);
    }
    if (found === null) return NONE;
    if (exact && found.length > 1) found.sort((a, b) => this.#order.get(a)! - this.#order.get(b)!);
    return found;
  }
}

const NONE: readonly Route[] = Object.freeze([]);
