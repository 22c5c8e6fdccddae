import fs from 'node:fs';
import path from 'node:path';
import type { DestinationStream } from 'pino';

/**
 * Where the demo's pipeline log goes: every record, as pino's JSON line, into a file for whoever
 * investigates; and, for the newcomer watching the console, a French line for the records that
 * tell progress, and one pointer to the file for each warning or error. The console does not
 * translate the log's free text (English, for the operators' tools): it reads the records'
 * stable fields (`msg` event names of run-source.ts, `source`, counts, `code`).
 */
export function demoPipelineLog(options: { file: string; print: (line: string) => void }): DestinationStream {
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  // Synchronous appends, the file opened for each: the demo logs a few hundred lines, a crash
  // must not lose the lines that explain it, and no descriptor outlives the demo.
  return {
    write(line: string) {
      fs.appendFileSync(options.file, line);
      const french = frenchProgressLine(line, options.file);
      if (french !== null) options.print(`${french}\n`);
    },
  };
}

/** pino's levels: 40 warn, 50 error, 60 fatal. */
const WARN = 40;

interface LogRecord {
  level?: number;
  msg?: string;
  source?: string;
  code?: string;
  documents?: number;
  new?: number;
  quarantined?: number;
  unchanged?: number;
  status?: string;
  durationMs?: number;
  fetched?: number;
  failed?: number;
}

/** The console's French line for one JSON log line, or null when the record is for the file only. */
export function frenchProgressLine(line: string, logFile: string): string | null {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return null;
  }
  const source = record.source ?? 'pipeline';
  if (record.msg === 'progress') {
    return `  ${source} : ${count(record.documents, 'document lu', 'documents lus')}, ${count(record.new, 'annonce nouvelle', 'annonces nouvelles')}, ${count(record.quarantined, 'en quarantaine', 'en quarantaine')}${record.unchanged ? `, ${count(record.unchanged, 'inchangé', 'inchangés')}` : ''}`;
  }
  if (record.msg === 'source finished') {
    const seconds = Math.round((record.durationMs ?? 0) / 1000);
    const failed = record.failed ? `, ${count(record.failed, 'échec', 'échecs')}` : '';
    return `${source} : terminé (${record.status ?? '?'}) en ${seconds} s : ${count(record.fetched, 'document téléchargé', 'documents téléchargés')}, ${count(record.new, 'annonce nouvelle', 'annonces nouvelles')}, ${count(record.quarantined, 'en quarantaine', 'en quarantaine')}${failed}`;
  }
  if ((record.level ?? 0) >= WARN) {
    const what = (record.level ?? 0) >= 50 ? 'Erreur' : 'Avertissement';
    return `${what}${record.code ? ` [${record.code}]` : ''} (${source}) : détails dans ${logFile}`;
  }
  return null;
}

function count(value: number | undefined, one: string, many: string): string {
  const n = value ?? 0;
  return `${n.toLocaleString('fr-FR')} ${n <= 1 ? one : many}`;
}
