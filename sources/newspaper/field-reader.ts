import type { CheerioAPI } from 'cheerio';

/** A selection to search within (cheerio's own node types live in a package we do not depend on). */
export type Scope = ReturnType<CheerioAPI>;

/**
 * How to read one value off a page: the first element matching `selector` (relative to a
 * scope), its text or an attribute, optionally narrowed by a pattern whose first group is kept.
 */
export interface FieldSpec {
  selector: string;
  attribute?: string;
  pattern?: RegExp;
}

export function readField($: CheerioAPI, scope: Scope | null, spec: FieldSpec | undefined): string | null {
  if (!spec) return null;
  const found = (scope ? scope.find(spec.selector) : $(spec.selector)).first();
  if (found.length === 0) return null;
  const raw = spec.attribute ? found.attr(spec.attribute) : found.text();
  if (raw === undefined) return null;
  const value = raw.replace(/\s+/g, ' ').trim();
  if (!spec.pattern) return value || null;
  const match = spec.pattern.exec(value);
  return match ? (match[1] ?? match[0]).trim() || null : null;
}
