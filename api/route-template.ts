import { AppError } from '../kernel/errors/app-error.ts';

/** The parameters a path carries, by name, as received (still percent-encoded). */
export type PathParams = Record<string, string>;

/** A route's path template compiled once: its regex, its parameter names, its static prefix. */
export interface PathMatcher {
  readonly template: string;
  /** Parameter names in template order (`['id', 'delivery']`). */
  readonly names: readonly string[];
  /** The template up to its first parameter: the whole template when it has none. */
  readonly prefix: string;
  match(path: string): PathParams | null;
  /** Whether `match` would find the path, without building its parameters (the route table's lookup). */
  test(path: string): boolean;
}

export class RouteTemplateError extends AppError {
  constructor(template: string, detail: string) {
    super('route_template_invalid', `route template ${template}: ${detail}`);
  }
}

const PARAMETER = /\{([^{}]*)\}/g;
const NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Compiles a documented path template (`/v1/entreprises/{ridet}.atom`) into its matcher, so
 * that each route writes its path once. A `{name}` stands for one path segment or part of one:
 * anything but `/`, possibly empty (`/v1/entreprises/` reaches its route, whose 400 names
 * the parameter, rather than a bare 404); `nonEmpty` makes every parameter need at least one character (the webhook
 * routes: `/v1/webhooks/` is no subscription, a 404 not_found). Literal text is matched
 * exactly. A template is ours, so a malformed one throws when the route table is built.
 */
export function compileTemplate(template: string, options: { nonEmpty?: boolean } = {}): PathMatcher {
  if (!template.startsWith('/')) throw new RouteTemplateError(template, 'must start with /');
  const names: string[] = [];
  let source = '^';
  let last = 0;
  for (const found of template.matchAll(PARAMETER)) {
    const name = found[1]!;
    if (!NAME.test(name)) throw new RouteTemplateError(template, `parameter name « ${name} » is not lower-case letters, digits and _`);
    if (names.includes(name)) throw new RouteTemplateError(template, `parameter ${name} appears twice`);
    const literal = template.slice(last, found.index);
    if (found.index > 0 && names.length > 0 && literal === '') throw new RouteTemplateError(template, 'two parameters with nothing between them');
    source += escapeRegex(literal) + (options.nonEmpty ? '([^/]+)' : '([^/]*)');
    names.push(name);
    last = found.index + found[0].length;
  }
  const tail = template.slice(last);
  if (/[{}]/.test(tail) || /[{}]/.test(template.replace(PARAMETER, ''))) throw new RouteTemplateError(template, 'unbalanced braces');
  source += `${escapeRegex(tail)}$`;
  const brace = template.indexOf('{');
  const prefix = brace === -1 ? template : template.slice(0, brace);
  if (names.length === 0) {
    return { template, names, prefix, match: (path) => (path === template ? {} : null), test: (path) => path === template };
  }
  const pattern = new RegExp(source);
  return {
    template,
    names,
    prefix,
    test: (path) => pattern.test(path),
    match(path) {
      const match = pattern.exec(path);
      if (match === null) return null;
      const params: PathParams = {};
      for (let i = 0; i < names.length; i++) params[names[i]!] = match[i + 1]!;
      return params;
    },
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
