import { loadConfig } from '../../platform/config.js';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.js';
import { openStore } from '../../publish/store/open-store.js';
import { publishWarehouse } from '../../publish/publish-warehouse.js';
import { reparseArchive } from '../../pipeline/run/reparse-archive.js';
import { newRunId } from '../../pipeline/run/run-id.js';
import { formatRunSummary, writeRunReport, type RunReport } from '../../pipeline/run/run-report.js';

export async function reparseCommand(options: { sources: string[]; publish: boolean; force: boolean }): Promise<number> {
  const config = loadConfig();
  const store = await openStore(config.storeUrl, config.env);
  const warehouse = await openWarehouse(config.warehousePath);
  try {
    const runId = newRunId().replace(/^run-/, 'reparse-');
    const { recovered, ...result } = await reparseArchive({ warehouse, store, runId, sources: options.sources });
    const report: RunReport = { ...result, finishedAt: '', publish: null };
    if (options.publish) {
      try {
        report.publish = await publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force });
      } catch (error) {
        const e = error as Error & { code?: string };
        report.publish = { error: e.message, code: e.code ?? 'publish_failed' };
      }
    }
    report.finishedAt = new Date().toISOString();
    await warehouse.run(`UPDATE runs SET finished_at = $2, status = $3, summary = $4 WHERE id = $1`, [
      runId, report.finishedAt, report.status, JSON.stringify({ ...report, recovered }),
    ]);
    const reportPath = writeRunReport(config.dataDir, report);
    process.stdout.write(`${formatRunSummary(report)}\nQuarantine entries recovered: ${recovered}\nReport: ${reportPath}\n`);
    return report.status === 'ok' && !report.publish?.['error'] ? 0 : 1;
  } finally {
    warehouse.close();
  }
}
