import type { Route } from './route.ts';
import { compileTemplate, type PathMatcher, type PathParams } from './route-template.ts';

/**
 * The routes that may answer a path, found without trying every route's pattern: a map for
 * the templates without parameters, and the static prefix of the others (up to their first
 * `{`) before their matcher, compiled once from the template. Candidates keep the order of the
 * list they come from, which is how `/v1/entreprises/{ridet}.atom` wins over
 * `/v1/entreprises/{ridet}`; the pages are candidates only when no API route is.
 */
export class RouteTable {
  readonly #exact = new Map<string, Route[]>();
  readonly #prefixed: Array<{ matcher: PathMatcher; route: Route }> = [];
  readonly #matchers = new Map<Route, PathMatcher>();
  readonly #order = new Map<Route, number>();
  readonly #pages: RouteTable | null;
  #remembered = new Map<string, readonly Route[]>();

  constructor(routes: readonly Route[], pages: readonly Route[] = []) {
    routes.forEach((route, index) => {
      this.#order.set(route, index);
      const matcher = compileTemplate(route.template, { nonEmpty: route.nonEmptyParams === true });
      this.#matchers.set(route, matcher);
      if (matcher.names.length === 0) {
        const list = this.#exact.get(route.template) ?? [];
        list.push(route);
        this.#exact.set(route.template, list);
      } else {
        this.#prefixed.push({ matcher, route });
      }
    });
    this.#pages = pages.length > 0 ? new RouteTable(pages) : null;
  }

  /**
   * Every route whose template matches the path, in list order (API routes, else pages).
   * Remembered per path: the path is the request's own string, which the lookup internalizes
   * (V8), and then the prefix tests and patterns are not run again for it. Paths
   * come from clients: at most PATHS_REMEMBERED of at most PATH_REMEMBERED_CHARS characters.
   */
  candidates(path: string): readonly Route[] {
    const remembered = this.#remembered.get(path);
    if (remembered !== undefined) return remembered;
    const own = this.#own(path);
    const found = own.length > 0 || this.#pages === null ? own : this.#pages.candidates(path);
    if (path.length <= PATH_REMEMBERED_CHARS) {
      if (this.#remembered.size >= PATHS_REMEMBERED) this.#remembered = new Map();
      this.#remembered.set(path, found);
    }
    return found;
  }

  /** Paths whose routes are remembered. */
  get remembered(): number {
    return this.#remembered.size;
  }

  /** The parameters of a path for one of the routes `candidates` gave (empty when none). */
  params(route: Route, path: string): PathParams {
    const matcher = this.#matchers.get(route);
    if (matcher === undefined) return this.#pages?.params(route, path) ?? {};
    return matcher.names.length === 0 ? {} : (matcher.match(path) ?? {});
  }

  #own(path: string): readonly Route[] {
    const exact = this.#exact.get(path);
    // Per request: a test, not a match (no parameters built), and no copy of the exact list
    // unless a template adds to it.
    let found: Route[] | null = null;
    for (const { matcher, route } of this.#prefixed) {
      if (path.startsWith(matcher.prefix) && matcher.test(path)) (found ??= exact ? [...exact] : []).push(route);
    }
    if (found === null) return exact ?? NONE;
    if (exact) found.sort((a, b) => this.#order.get(a)! - this.#order.get(b)!);
    return found;
  }
}

const NONE: readonly Route[] = Object.freeze([]);
/** Paths whose routes are remembered; past it they are forgotten and remembered again as asked. */
export const PATHS_REMEMBERED = 4_096;
/** Longer paths are matched each time (a company record's path is 26 characters). */
const PATH_REMEMBERED_CHARS = 128;
