import type MiniSearch from 'minisearch';

/**
 * The fields of a MiniSearch instance that its own `toJSON()` reads (minisearch 7.x). They are
 * not public API, so test/publish/artefacts/search-index-json.test.ts checks, for the installed
 * version, that the bytes written here are exactly those of `JSON.stringify(miniSearch)`.
 */
interface MiniSearchInternals {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _dirtCount: number;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

/** Bytes gathered before they are copied into a chunk of the body. */
const CHUNK_CHARS = 1 << 20;

/**
 * `JSON.stringify(miniSearch)`, written piece by piece into buffers. MiniSearch's `toJSON()`
 * first copies the whole index into plain objects and the string is made from those: at 10^5
 * companies that copy and the string cost 160 MiB on top of the 150 MiB index, for a 27 MiB
 * result, at the peak of a publish. Here only the result is held beside the index.
 *
 * `Object.fromEntries` of integer keys (document ids, field ids) orders them numerically, so
 * maps are written in ascending key order, as toJSON's objects come out of JSON.stringify.
 */
export function miniSearchJson(search: MiniSearch<never> | MiniSearch<object>): Buffer {
  const ms = search as unknown as MiniSearchInternals;
  const chunks: Buffer[] = [];
  let pending = '';
  const out = (text: string) => {
    pending += text;
    if (pending.length >= CHUNK_CHARS) {
      chunks.push(Buffer.from(pending, 'utf8'));
      pending = '';
    }
  };
  const object = <V>(map: Map<number, V>, value: (v: V) => string) => {
    out('{');
    let first = true;
    for (const [key, v] of ascending(map)) {
      out(`${first ? '' : ','}"${key}":${value(v)}`);
      first = false;
    }
    out('}');
  };

  out(`{"documentCount":${JSON.stringify(ms._documentCount)},"nextId":${JSON.stringify(ms._nextId)},"documentIds":`);
  object(ms._documentIds, (id) => JSON.stringify(id));
  out(`,"fieldIds":${JSON.stringify(ms._fieldIds)},"fieldLength":`);
  object(ms._fieldLength, (lengths) => JSON.stringify(lengths));
  out(`,"averageFieldLength":${JSON.stringify(ms._avgFieldLength)},"storedFields":`);
  object(ms._storedFields, (fields) => JSON.stringify(fields));
  out(`,"dirtCount":${JSON.stringify(ms._dirtCount)},"index":[`);
  let firstTerm = true;
  for (const [term, fieldIndex] of ms._index) {
    out(`${firstTerm ? '' : ','}[${JSON.stringify(term)},`);
    object(fieldIndex, (freqs) => {
      let text = '{';
      let first = true;
      for (const [doc, tf] of ascending(freqs)) {
        text += `${first ? '' : ','}"${doc}":${tf}`;
        first = false;
      }
      return `${text}}`;
    });
    out(']');
    firstTerm = false;
  }
  out('],"serializationVersion":2}');
  chunks.push(Buffer.from(pending, 'utf8'));
  return Buffer.concat(chunks);
}

/** A map's entries by ascending integer key: as they are (the usual case), else sorted. */
function ascending<V>(map: Map<number, V>): Iterable<[number, V]> {
  let previous = -Infinity;
  for (const key of map.keys()) {
    if (key < previous) return [...map].sort((a, b) => a[0] - b[0]);
    previous = key;
  }
  return map;
}
