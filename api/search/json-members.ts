import { AppError } from '../../kernel/errors/app-error.ts';

/** A JSON text that is not what a reader expected at some offset. */
export class JsonShapeError extends AppError<'snapshot_corrupt'> {}

/** One member of a JSON object or array: its key (objects) and where its value's text lies. */
export interface JsonMember {
  /** The key, decoded (objects); null for array items. */
  key: string | null;
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

/** The offset just past the string starting at `at` (a quote). */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    const code = text.charCodeAt(i);
    if (Number.isNaN(code)) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: string at ${at} never ends`);
    if (code === BACKSLASH) i += 2;
    else if (code === QUOTE) return i + 1;
    else i += 1;
  }
}

/** The offset just past the value starting at `at` (any JSON value). */
export function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return stringEnd(text, at);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i = at;
    for (;;) {
      const code = text.charCodeAt(i);
      if (Number.isNaN(code) || code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) return i;
      i += 1;
    }
  }
  let depth = 0;
  let i = at;
  for (;;) {
    const code = text.charCodeAt(i);
    if (Number.isNaN(code)) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: value at ${at} never ends`);
    if (code === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
}

/**
 * The members of the object or array whose text starts at `at`, one at a time, without parsing
 * their values: a reader parses each value on its own (`JSON.parse(text.slice(start, end))`),
 * so that a large document never exists as one tree of objects. The text must be valid JSON
 * (it is checked against its content hash before it gets here); what does not look like it
 * throws JsonShapeError.
 *
 * @example
 * for (const { key, start, end } of jsonMembers('{"a":1,"b":[2]}', 0)) console.log(key, JSON.parse(text.slice(start, end)));
 */
export function* jsonMembers(text: string, at: number): Generator<JsonMember> {
  const open = text.charCodeAt(at);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: expected an object or array at ${at}`);
  const isObject = open === OPEN_BRACE;
  const close = isObject ? CLOSE_BRACE : CLOSE_BRACKET;
  let i = skipSpace(text, at + 1);
  if (text.charCodeAt(i) === close) return;
  for (;;) {
    let key: string | null = null;
    if (isObject) {
      if (text.charCodeAt(i) !== QUOTE) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: expected a key at ${i}`);
      const keyEnd = stringEnd(text, i);
      const raw = text.slice(i + 1, keyEnd - 1);
      key = raw.includes('\\') ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
      i = skipSpace(text, keyEnd);
      if (text.charCodeAt(i) !== COLON) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: expected ":" at ${i}`);
      i = skipSpace(text, i + 1);
    }
    const end = valueEnd(text, i);
    yield { key, start: i, end };
    i = skipSpace(text, end);
    const next = text.charCodeAt(i);
    if (next === close) return;
    if (next !== COMMA) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: expected "," at ${i}`);
    i = skipSpace(text, i + 1);
  }
}

/**
 * The members of the object or array at `at`, like jsonMembers, but found by one pass over
 * the text that pauses (yields) every `chunk` characters: for the root of a document of tens of
 * megabytes, whose members' text a caller then walks member by member.
 */
export function* scanMembers(text: string, at: number, chunk = 1 << 20): Generator<void, JsonMember[]> {
  const members: JsonMember[] = [];
  const open = text.charCodeAt(at);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: expected an object or array at ${at}`);
  const isObject = open === OPEN_BRACE;
  let depth = 0;
  let key: string | null = null;
  let start = -1;
  let pauseAt = at + chunk;
  let i = at;
  const close = (end: number) => {
    members.push({ key, start, end });
    key = null;
    start = -1;
  };
  for (;;) {
    if (i >= pauseAt) {
      pauseAt += chunk;
      yield;
    }
    const code = text.charCodeAt(i);
    if (Number.isNaN(code)) throw new JsonShapeError('snapshot_corrupt', `[api] JSON: value at ${at} never ends`);
    if (code === QUOTE) {
      const end = stringEnd(text, i);
      if (depth === 1) {
        // At the top level a string is a key (objects) or a whole value.
        if (isObject && key === null && start === -1) {
          const raw = text.slice(i + 1, end - 1);
          key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
        } else if (start === -1) {
          start = i;
        }
      }
      i = end;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth === 1 && start === -1) start = i;
      depth += 1;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) {
        if (start !== -1) close(valueEndBefore(text, start, i));
        return members;
      }
      if (depth === 1) close(i + 1);
    } else if (depth === 1) {
      if (code === COMMA) {
        if (start !== -1) close(valueEndBefore(text, start, i));
      } else if (code !== COLON && !isSpace(code) && start === -1) {
        start = i;
      }
    }
    i += 1;
  }
}

/** The end of a value that started at `start` and whose member ends at the separator `at`. */
function valueEndBefore(text: string, start: number, at: number): number {
  let end = at;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  return end;
}
