import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { streamToFile } from '../../platform/stream-to-file.ts';

/**
 * CSV beside Parquet and NDJSON (docs/api.md, "Bulk files"): RFC 4180 (a header record, CRLF
 * after every record, a field holding a comma, a quote, CR or LF quoted with its quotes
 * doubled), UTF-8, from the NDJSON the other formats come from, so all hold the same rows in the
 * same order. Text stays text; numbers and booleans as JSON writes them; null is an empty field;
 * nested values (officers, corrections, typed amounts) are their JSON text, which a spreadsheet
 * shows and a program parses. The BOM variant is the same bytes after EF BB BF, for the
 * spreadsheets that guess the encoding from it.
 */

/** U+FEFF, which UTF-8 writes EF BB BF. */
const BOM = '\ufeff';

export interface CsvOptions {
  /** The columns, in order; default: every top-level key of the lines, in the order first met (one more pass). */
  columns?: readonly string[];
  /** Keys left out (the companies' `annonces`: every announcement is in annonces.csv). */
  omit?: readonly string[];
  bom?: boolean;
}

/** Writes `csv` from the NDJSON file `ndjson`, one record a line; returns the records written. */
export async function ndjsonToCsv(ndjson: string, csv: string, options: CsvOptions = {}): Promise<number> {
  const omit = new Set(options.omit ?? []);
  const columns = (options.columns ?? (await keysOf(ndjson))).filter((c) => !omit.has(c));
  let rows = 0;
  await streamToFile(
    csv,
    (async function* () {
      if (options.bom) yield BOM;
      yield record(columns);
      for await (const value of objects(ndjson)) {
        rows += 1;
        yield record(columns.map((c) => cell(value[c])));
      }
    })(),
  );
  return rows;
}

function record(fields: readonly string[]): string {
  return `${fields.map(quoted).join(',')}\r\n`;
}

function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

async function keysOf(ndjson: string): Promise<string[]> {
  const keys = new Set<string>();
  for await (const value of objects(ndjson)) for (const key of Object.keys(value)) keys.add(key);
  return [...keys];
}

async function* objects(ndjson: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(ndjson, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as Record<string, unknown>;
}
