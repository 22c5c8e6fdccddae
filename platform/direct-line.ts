import { pino, type Logger } from 'pino';
import { redactSecrets } from './redact-secrets.ts';

/** A line's fields: flat, each a string, a number, null or undefined (left out, as pino leaves it out). */
export type LineFields = Readonly<Record<string, string | number | null | undefined>>;

/** Writes the line `logger.info(fields, msg)` would write (see directLineWriter). */
export type DirectLineWriter = (fields: LineFields) => void;

/** The logger state a direct line reads; pino exports these symbols for integrations (`pino.symbols`). */
const symbols = pino.symbols as typeof pino.symbols & { readonly msgPrefixSym: symbol };

interface PinoState {
  [key: symbol]: unknown;
}

/**
 * A writer of the lines `logger.info(fields, msg)` would write, for a caller that logs the same
 * few flat fields at a high rate (the access log at ACCESS_LOG_SAMPLE=1): the fields are written
 * by one JSON.stringify, which writes a flat object's values as pino does on Node 25 and later
 * (strings by JSON.stringify, numbers as text, a number that is not finite and null as null,
 * undefined left out), and the writer adds what pino adds around them (the info level, the time,
 * the logger's bindings, the message) from the logger's own state, then hands the line to the
 * logger's stream.
 *
 * What it leaves out is what made such a line cost about 3.6 µs (docs/api-performance.md):
 * pino's generic serialisation (a loop over the object's keys, a type switch, a serializer
 * look-up and a concatenation per field) and the logger's `streamWrite` hook, redactSecrets,
 * which ran its JSON-field regular expression over every line because every JSON line holds
 * `":`. Skipping the hook is only right when nothing in the fields needs it: the caller's
 * contract is that every string a client controls went through redactSecrets first
 * (api/logged-url.ts). Redacting a field before it is quoted finds everything redacting the
 * quoted line would: JSON's escaping puts a backslash before whatever it adds, and a backslash
 * ends every pattern's match (platform/redact-secrets.ts).
 *
 * Null when the logger would write something else than that line: a mixin, a log formatter, a
 * nested key, a message prefix, a logMethod hook, a `streamWrite` hook other than redactSecrets,
 * a serializer or stringifier for one of `keys`, or a stream that reads each line's level and
 * object (pino.multistream, pino-pretty): the caller then calls `logger.info` as before.
 */
export function directLineWriter(logger: Logger, keys: readonly string[], msg: string): DirectLineWriter | null {
  const state = logger as unknown as PinoState;
  const hooks = state[symbols.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const formatters = state[symbols.formattersSym] as { log?: unknown } | undefined;
  const serializers = (state[symbols.serializersSym] ?? {}) as Record<string, unknown>;
  const stringifiers = (state[symbols.stringifiersSym] ?? {}) as Record<string, unknown>;
  const stream = state[symbols.streamSym] as ({ write(line: string): unknown } & PinoState) | undefined;
  const time = state[symbols.timeSym] as (() => string) | undefined;
  const levelPrefix = (state[symbols.lsCacheSym] as Record<number, string> | undefined)?.[logger.levels.values.info!];
  const end = state[symbols.endSym];
  const messageKey = state[symbols.messageKeySym];
  if (
    state[symbols.mixinSym] ||
    formatters?.log ||
    state[symbols.nestedKeySym] ||
    typeof state[symbols.msgPrefixSym] === 'string' ||
    hooks?.logMethod ||
    (hooks?.streamWrite !== undefined && hooks.streamWrite !== redactSecrets) ||
    keys.some((key) => serializers[key] !== undefined || stringifiers[key] !== undefined) ||
    Object.getOwnPropertySymbols(stringifiers).length > 0 ||
    stream === undefined ||
    stream[symbols.needsMetadataGsym] === true ||
    typeof stream.write !== 'function' ||
    typeof time !== 'function' ||
    typeof levelPrefix !== 'string' ||
    typeof end !== 'string' ||
    typeof messageKey !== 'string'
  ) {
    return null;
  }
  const message = `,${JSON.stringify(messageKey)}:${JSON.stringify(msg)}${end}`;
  return (fields) => {
    const json = JSON.stringify(fields);
    // `{"a":1,"b":2}` becomes `,"a":1,"b":2`, what pino appends after the bindings.
    const written = json.length > 2 ? `,${json.slice(1, -1)}` : '';
    // The bindings are read at each line: `logger.setBindings` replaces them.
    stream.write(levelPrefix + time() + (state[symbols.chindingsSym] as string) + written + message);
  };
}
