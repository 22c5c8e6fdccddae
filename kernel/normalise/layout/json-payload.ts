/**
 * A notice handed over as a platform's raw JSON (an API item pasted whole): a reader sees its
 * fields, not its quotes and `\n` escapes. The payload becomes one `key : value` line per short
 * field (a nested object's fields joined on its key's line) and, last, its longest text (the
 * notice itself) with its line breaks. Anything that is not one JSON object is left alone, but for
 * the request's and the response's lines a developer copies above it (`GET https://…`).
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

/**
 * What a developer copies above an API's answer: the request's line (`GET https://…/contenu`), the
 * response's status line and headers (`HTTP/1.1 200 OK`, `Content-Type: application/json`).
 */
const EXCHANGE_LINE = /^(?:(?:GET|POST|PUT|HEAD)\s+\S+(?:\s+HTTP\/[\d.]+)?|HTTP\/[\d.]+\s+\d{3}\b.*|[A-Za-z][A-Za-z-]*:\s.*)$/;

/** The text from its JSON object on, the exchange's lines above it set aside. */
function withoutExchangeLines(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return trimmed;
  const open = trimmed.search(/^\{/m);
  if (open < 0) return trimmed;
  const above = trimmed.slice(0, open).split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return above.length > 0 && /^(?:GET|POST|PUT|HEAD|HTTP\/)/.test(above[0]!) && above.every((l) => EXCHANGE_LINE.test(l)) ? trimmed.slice(open) : trimmed;
}

/** The payload as a reader sees it, or null when the text is not a JSON object. */
export function jsonPayloadReading(text: string): string | null {
  const trimmed = withoutExchangeLines(text);
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
