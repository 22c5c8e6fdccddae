import type { Logger } from '../../platform/logger.ts';
import { formatCorrections, type CorrectionsSummary } from '../corrections/corrections-report.ts';
import fs from 'node:fs';
import path from 'node:path';

/** Per-source figures of one run. Invariant: documents = with notices + quarantined-only + empty. */
export interface SourceRunSummary {
  source: string;
  /** `skipped`: the run's as-of date is outside the source's validity periods; not a failure. */
  status: 'ok' | 'partial' | 'failed' | 'skipped';
  /** Why the source was skipped, in French (`hors période : habilitée du ... au ...`). */
  skipped?: string;
  /** Content documents fetched (new or changed). */
  fetched: number;
  /** Archived documents parsed again (reparse only; nothing is fetched then). */
  reparsed?: number;
  /** Content documents skipped because unchanged since an earlier run (304 or same sha256). */
  unchanged: number;
  /** Notices parsed into announcements. */
  parsed: number;
  /** Announcements the warehouse did not have. */
  new: number;
  /** Notices or documents put in quarantine. */
  quarantined: number;
  /** Documents that legitimately hold no notice (an empty issue). */
  empty: number;
  /** URLs that could not be fetched after retries, with why. */
  failures: Array<{ url: string; code: string; message: string }>;
  /** A fatal error of the source as a whole (site down...). */
  error: string | null;
  /**
   * What went wrong without failing the source, when anything did: a stored state its adapter
   * could not read (`source_state_invalid`: the source started fresh, as on its first run); a
   * record the source answered without what the crawl needs to follow it, with its `url`
   * (`jonc_fiche_incomplete`: asked again next run, docs/pipeline.md, "Incomplete records").
   */
  warnings?: Array<{ code: string; message: string; url?: string }>;
  durationMs: number;
}

export interface RunReport {
  runId: string;
  /** A nightly run, or a reparse of the raw archive. */
  kind: 'run' | 'reparse';
  startedAt: string;
  finishedAt: string;
  asOf: string | null;
  /** The run's outcome, publish included: ok only when every source and the publish (if asked) succeeded. */
  status: 'ok' | 'partial' | 'failed';
  sources: SourceRunSummary[];
  companiesDerived: number;
  publish: Record<string, unknown> | null;
  /** Why the run stopped before its end (disk full), if it did. */
  error?: { code: string; message: string } | null;
  /** The operators' corrections applied again after the load, and those now redundant (pipeline/corrections/). */
  corrections?: CorrectionsSummary;
  /** Quarantine entries the run resolved: notices that now parse (a reparse after a parser fix). */
  recovered?: number;
  /** Present when --force ran an --as-of earlier than the last successful run's: that run. */
  earlierAsOf?: { lastAsOf: string; lastRunId: string };
}

/**
 * Writes the report, or when that fails (a full disk, typically) logs it whole instead, so the
 * run's outcome is never lost; returns the path, or null when it could not be written.
 */
export function writeRunReportOrLog(dataDir: string, report: RunReport, logger: Logger): string | null {
  try {
    return writeRunReport(dataDir, report);
  } catch (error) {
    logger.error({ err: error, report }, 'run report could not be written to the data folder; here it is');
    return null;
  }
}

/** Writes the report as `<dataDir>/reports/<runId>.json` and `latest.json`; returns the path. */
export function writeRunReport(dataDir: string, report: RunReport): string {
  const dir = path.join(dataDir, 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.runId}.json`);
  const body = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, body);
  fs.writeFileSync(path.join(dir, 'latest.json'), body);
  return file;
}

const COLUMNS = ['source', 'état', 'récupérés', 'inchangés', 'lues', 'nouvelles', 'quarantaine', 'vides', 'échecs'] as const;

/**
 * The run as an operator reads it at the end of a night (French, like every user-facing text):
 * one line per source, then what went wrong, then the publish outcome. The JSON report has the
 * same figures under stable keys.
 */
export function formatRunSummary(report: RunReport): string {
  const reparse = report.kind === 'reparse';
  const header = COLUMNS.map((c, i) => (i === 2 && reparse ? 'relus' : c));
  const widths = [13, 8, 9, 9, 7, 9, 11, 6, 6];
  const row = (cells: readonly (string | number)[]) =>
    cells.map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join(' ');
  const lines = report.sources.map((s) =>
    row([s.source, s.status, reparse ? (s.reparsed ?? 0) : s.fetched, s.unchanged, s.parsed, s.new, s.quarantined, s.empty, s.failures.length]),
  );
  const skipped = report.sources.flatMap((s) => (s.skipped ? [`  ${s.source} : non interrogée, ${s.skipped}`] : []));
  const problems = report.sources.flatMap((s) => [
    ...(s.error ? [`  ${s.source} : ${s.error}`] : []),
    ...s.failures.slice(0, 5).map((f) => `  ${s.source} : ${f.code} ${f.url} (${f.message})`),
    ...(s.failures.length > 5 ? [`  ${s.source} : ... et ${s.failures.length - 5} autres échecs dans le rapport JSON`] : []),
    ...(s.warnings ?? []).map((w) => `  ${s.source} : ${w.code}${w.url ? ` ${w.url}` : ''} (${w.message})`),
  ]);
  const kind = reparse ? 'Relecture' : 'Exécution';
  const earlier = report.earlierAsOf;
  return [
    `${kind} ${report.runId} (${report.status})`,
    ...(earlier ? [`Attention : --as-of ${report.asOf} antérieur à celui de la dernière exécution réussie (${earlier.lastAsOf}, ${earlier.lastRunId}), accepté avec --force.`] : []),
    row(header),
    ...lines,
    ...skipped,
    ...problems,
    ...(report.error ? [`Arrêt [${report.error.code}] : ${report.error.message}`] : []),
    ...formatCorrections(report.corrections),
    ...(report.recovered !== undefined ? [`Entrées de quarantaine résolues : ${report.recovered}`] : []),
    formatPublishOutcome(report),
  ].join('\n');
}

/** One readable line for the publish step's outcome. */
export function formatPublishOutcome(report: RunReport): string {
  const publish = report.publish;
  if (publish === null) return report.status === 'failed' ? 'Publication : non faite (exécution en échec).' : 'Publication : non demandée.';
  const text = (key: string) => (typeof publish[key] === 'string' ? publish[key] : null);
  if (text('error') !== null) return `Publication refusée [${text('code') ?? 'publish_failed'}] : ${text('error')}`;
  const id = text('snapshotId') ?? '?';
  if (publish['unchanged'] === true) return `Publication : rien de nouveau, l’instantané ${id} reste servi.`;
  const n = (key: string) => Number(publish[key] ?? 0);
  const line =
    `Publication : instantané ${id}${text('parentId') ? ` (parent ${text('parentId')})` : ''} servi ; ` +
    `${n('objectsWritten')} objets écrits (${formatBytes(n('bytesWritten'))}), annonces +${n('added')} −${n('removed')} ~${n('updated')} (ajoutées, retirées, modifiées), ${n('companiesChanged')} entreprises modifiées.`;
  const over = publish['overRollback'] as { snapshot: string; at: string; actor: string | null; reason: string | null } | undefined;
  if (over === undefined) return line;
  const who = [over.actor !== null ? `par ${over.actor}` : null, over.reason !== null ? `motif : « ${over.reason} »` : null].filter(Boolean).join(', ');
  return `${line}\nAttention : publiée par-dessus le retour arrière à ${over.snapshot} (le ${over.at}${who ? `, ${who}` : ''}), avec --force ; inscrit au journal d’audit.`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} kio`;
  return `${(bytes / 1024 ** 2).toFixed(1)} Mio`;
}
