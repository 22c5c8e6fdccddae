import fs from 'node:fs';
import path from 'node:path';
import { Gauge, Registry } from 'prom-client';
import type { RunReport } from './run-report.ts';

/**
 * A run's figures in Prometheus' text format, for node_exporter's textfile collector
 * (`--metrics-file /var/lib/node_exporter/textfile/annonces-nc.prom`): per source what was
 * fetched, parsed, quarantined, failed and how long it took; the run's outcome and time; the
 * operators' corrections in force and redundant; what the publish wrote. Rendered by prom-client, so names, escaping and types follow the format.
 */
export async function renderRunMetrics(report: RunReport): Promise<string> {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name: `annonces_pipeline_${name}`, help, labelNames, registers: [registry] });
  const bySource: Array<[string, string, (s: RunReport['sources'][number]) => number]> = [
    ['documents_fetched', 'Content documents fetched (new or changed) by the last run.', (s) => s.fetched],
    ['documents_unchanged', 'Content documents found unchanged by the last run.', (s) => s.unchanged],
    ['documents_reparsed', 'Archived documents parsed again by the last reparse.', (s) => s.reparsed ?? 0],
    ['announcements_parsed', 'Notices parsed into announcements by the last run.', (s) => s.parsed],
    ['announcements_new', 'Announcements the warehouse did not have before the last run.', (s) => s.new],
    ['quarantined', 'Notices or documents put in quarantine by the last run.', (s) => s.quarantined],
    ['urls_failed', 'URLs that could not be fetched after retries in the last run.', (s) => s.failures.length],
    ['source_duration_seconds', 'Duration of each source in the last run.', (s) => s.durationMs / 1000],
  ];
  for (const [name, help, value] of bySource) {
    const g = gauge(name, help, ['source']);
    for (const source of report.sources) g.set({ source: source.source }, value(source));
  }
  const ok = gauge('source_ok', '1 when the source succeeded in the last run (or was skipped, outside its validity period), else 0.', ['source']);
  for (const source of report.sources) ok.set({ source: source.source }, source.status === 'ok' || source.status === 'skipped' ? 1 : 0);

  gauge('run_ok', '1 when the last run succeeded (publish included), else 0.', ['kind']).set({ kind: report.kind }, report.status === 'ok' ? 1 : 0);
  gauge('run_finished_timestamp_seconds', 'When the last run finished (Unix time).', ['kind']).set({ kind: report.kind }, Date.parse(report.finishedAt) / 1000);
  gauge('run_duration_seconds', 'Duration of the last run.', ['kind']).set({ kind: report.kind }, (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000);
  gauge('companies_derived', 'Company records derived again by the last run.').set(report.companiesDerived);
  // Absent from reports of runs that stopped before the load finished: no figure rather than a false 0.
  if (report.corrections !== undefined) {
    gauge('corrections_applied', 'Announcements carrying an operator correction in force after the last run (docs/corrections.md).').set(report.corrections.applied);
    gauge('corrections_redundant', 'Corrections in force whose values the parser of the last run reads by itself (to review).').set(report.corrections.redundant.length);
  }

  const publish = report.publish;
  const published = publish !== null && typeof publish['error'] !== 'string';
  if (publish !== null) {
    gauge('publish_ok', '1 when the last run published (or found nothing new to publish), 0 when the publish was refused or failed.').set(published ? 1 : 0);
  }
  if (published) {
    gauge('snapshot_objects_written', 'Objects the last publish wrote to the store.').set(Number(publish['objectsWritten'] ?? 0));
    gauge('snapshot_bytes_written', 'Bytes the last publish wrote to the store.').set(Number(publish['bytesWritten'] ?? 0));
    gauge('snapshot_announcements_added', 'Announcements the last published snapshot added.').set(Number(publish['added'] ?? 0));
  }
  return registry.metrics();
}

/** Writes the metrics atomically (the collector may read the file at any moment). */
export async function writeRunMetrics(file: string, report: RunReport): Promise<void> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, await renderRunMetrics(report));
  fs.renameSync(temp, target);
}
