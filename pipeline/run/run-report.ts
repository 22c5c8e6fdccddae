import type { Logger } from '../../platform/logger.js';
import fs from 'node:fs';
import path from 'node:path';

/** Per-source figures of one run. Invariant: documents = with notices + quarantined-only + empty. */
export interface SourceRunSummary {
  source: string;
  status: 'ok' | 'partial' | 'failed';
  /** Content documents fetched (new or changed). */
  fetched: number;
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
  durationMs: number;
}

export interface RunReport {
  runId: string;
  startedAt: string;
  finishedAt: string;
  asOf: string | null;
  status: 'ok' | 'partial' | 'failed';
  sources: SourceRunSummary[];
  companiesDerived: number;
  publish: Record<string, unknown> | null;
  /** Why the run stopped before its end (disk full), if it did. */
  error?: { code: string; message: string } | null;
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

export function formatRunSummary(report: RunReport): string {
  const header = 'source        status   fetched unchanged  parsed     new quarantined  empty failed';
  const lines = report.sources.map((s) =>
    [
      s.source.padEnd(13),
      s.status.padEnd(8),
      String(s.fetched).padStart(7),
      String(s.unchanged).padStart(9),
      String(s.parsed).padStart(7),
      String(s.new).padStart(7),
      String(s.quarantined).padStart(11),
      String(s.empty).padStart(6),
      String(s.failures.length).padStart(6),
    ].join(' '),
  );
  const problems = report.sources.flatMap((s) => [
    ...(s.error ? [`  ${s.source}: ${s.error}`] : []),
    ...s.failures.slice(0, 5).map((f) => `  ${s.source}: ${f.code} ${f.url} (${f.message})`),
    ...(s.failures.length > 5 ? [`  ${s.source}: ... and ${s.failures.length - 5} more failures in the JSON report`] : []),
  ]);
  return [`Run ${report.runId} (${report.status})`, header, ...lines, ...problems].join('\n');
}
