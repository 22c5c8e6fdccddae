/**
 * A notice handed over as a platform's raw JSON (an API item pasted whole): a reader sees its
 * fields, not its quotes and `\n` escapes. The payload becomes one `key : value` line per short
 * field (a nested object's fields joined on its key's line) and, last, its longest text (the
 * notice itself) with its line breaks. Anything that is not one JSON object is left alone.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

// An object of a few short scalar fields is one thing (a depositor, a category): one line under its
// key. A field that holds lines of its own is a text (the notice itself, `texte` beside an `id`
// and a `titre`): its object is read field by field, however few its fields.
const SMALL_RECORD = 4;
const isShortScalar = (value: Json): boolean => typeof value !== 'string' || !value.includes('\n');

/** Every string field as [key, value], a small record's strings joined under its own key. */
function fields(value: { [key: string]: Json }, out: Array<[string, string]>): void {
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') out.push([key, inner]);
    else if (isObject(inner)) {
      const values = Object.values(inner);
      if (values.length <= SMALL_RECORD && values.every((v) => !isObject(v) && !Array.isArray(v) && isShortScalar(v))) {
        const text = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(', ');
        if (text) out.push([key, text]);
      } else fields(inner, out);
    }
  }
}

/** The payload as a reader sees it, or null when the text is not a JSON object. */
export function jsonPayloadReading(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return null;
  let parsed: Json;
  try {
    parsed = JSON.parse(trimmed) as Json;
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const found: Array<[string, string]> = [];
  fields(parsed, found);
  // The longest text is the notice itself.
  const body = found.reduce<[string, string] | null>((longest, field) => (!longest || field[1].length > longest[1].length ? field : longest), null);
  if (!body) return null;
  const header = found.filter((field) => field !== body && field[1].trim()).map(([key, value]) => `${key} : ${value.replace(/\s+/g, ' ')}`);
  return `${header.join('\n')}\n\n${body[1]}`;
}
