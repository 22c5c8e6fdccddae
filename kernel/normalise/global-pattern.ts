/**
 * The global copy of a pattern, built once: readers that find every match of a pattern given
 * non-global (labels, scoped facts) asked for a new RegExp on every call. `matchAll` copies the
 * regex it is given, so the shared copy's `lastIndex` never moves.
 */

const globals = new WeakMap<RegExp, RegExp>();

export function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}
