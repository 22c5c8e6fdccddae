import { recoverCrashedRuns } from './crashed-runs.ts';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import type { RawArchiveStore } from './raw-archive-store.ts';
import { selectSources } from '../../sources/registry.ts';
import type { RawDocument, SourceAdapter } from '../../sources/source-adapter.ts';
import type { ParseContext } from '../../sources/parse-context.ts';
import { correctionsSummary } from '../corrections/corrections-report.ts';
import { finishLoad } from '../load/finish-load.ts';
import { emptyLoadCounts, loadOutcome } from '../load/load-outcome.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { rawKey, safeParse } from './process-document.ts';
import type { RunReport, SourceRunSummary } from './run-report.ts';
import { AppError } from '../../kernel/errors/app-error.ts';

export class ArchiveMissingError extends AppError<'raw_document_missing'> {
  constructor(sha256: string, store: string) {
    super('raw_document_missing', `Document brut ${sha256} absent de l'archive ${store}`);
  }
}

/**
 * Parses every archived document of the selected sources again, without any network: after a
 * parser fix, quarantined notices that now parse become announcements and their quarantine
 * entries are marked resolved. Recorded as a run of its own.
 */
export async function reparseArchive(options: {
  warehouse: Warehouse;
  store: RawArchiveStore;
  runId: string;
  sources?: readonly string[];
  /** Adapters to parse with instead of the registry's (tests: the fixed parser). */
  adapters?: readonly SourceAdapter[];
  /** What the parsers read with (pipeline/run/run-parse-context.ts); its abort ends the reparse with ParseAbortedError. */
  parse: ParseContext;
  logger?: Logger;
}): Promise<Omit<RunReport, 'publish' | 'finishedAt'> & { recovered: number }> {
  const { warehouse, store, runId } = options;
  const adapters = options.adapters ? [...options.adapters] : selectSources(options.sources ?? []);
  const startedAt = new Date().toISOString();
  const crashed = await recoverCrashedRuns(warehouse);
  await warehouse.run(`INSERT INTO runs (id, started_at, finished_at, as_of, status, summary) VALUES ($1, $2, NULL, NULL, 'running', NULL)`, [runId, startedAt]);
  const summaries: SourceRunSummary[] = [];
  const ridets = new Set<string>(crashed.ridets);
  let recovered = 0;
  for (const adapter of adapters) {
    const started = Date.now();
    const counts = emptyLoadCounts();
    const failures: SourceRunSummary['failures'] = [];
    let empty = 0;
    const docs = await warehouse.all<{ sha256: string; url: string; content_type: string; fetched_at: string; meta: string }>(
      `SELECT sha256, url, content_type, strftime(fetched_at, '%Y-%m-%dT%H:%M:%S.%gZ') AS fetched_at, meta::VARCHAR AS meta
       FROM documents WHERE source = $1 ORDER BY fetched_at, sha256`,
      [adapter.id],
    );
    for (const row of docs) {
      const body = await store.get(rawKey(row.sha256));
      if (!body) {
        const error = new ArchiveMissingError(row.sha256, store.url);
        failures.push({ url: row.url, code: error.code, message: error.message });
        continue;
      }
      const doc: RawDocument = {
        source: adapter.id,
        url: row.url,
        contentType: row.content_type,
        body,
        sha256: row.sha256,
        fetchedAt: row.fetched_at,
        meta: JSON.parse(row.meta) as Record<string, unknown>,
      };
      const outcome = await safeParse(adapter, doc, options.parse, options.logger ?? silentLogger);
      if (outcome.notices.length === 0 && outcome.quarantined.length === 0) empty += 1;
      await loadOutcome(warehouse, doc, outcome, runId, counts);
    }
    counts.ridets.forEach((r) => ridets.add(r));
    recovered += counts.recovered;
    summaries.push({
      source: adapter.id,
      status: failures.length > 0 ? 'partial' : 'ok',
      fetched: 0,
      reparsed: docs.length,
      unchanged: 0,
      parsed: counts.parsed,
      new: counts.new,
      quarantined: counts.quarantined,
      empty,
      failures,
      error: null,
      durationMs: Date.now() - started,
    });
  }
  const { companiesDerived, corrections } = await finishLoad(warehouse, ridets);
  return {
    runId,
    kind: 'reparse',
    startedAt,
    asOf: null,
    status: summaries.every((s) => s.status === 'ok') ? 'ok' : 'partial',
    sources: summaries,
    companiesDerived,
    corrections: correctionsSummary(corrections),
    recovered,
  };
}
