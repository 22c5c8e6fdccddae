import type { QuarantineReason } from '../../kernel/model/announcement.ts';
import type { WarehouseReads } from '../warehouse/warehouse-reads.ts';

export interface QuarantineQuery {
  /** Source id as registered (JONC, LNC...). */
  source?: string;
  reason?: QuarantineReason;
  /**
   * Any of these reasons, in one query: the entries of the first reason come first, then the
   * second's..., each newest first, as the queries of each reason in turn would list them.
   */
  reasons?: readonly QuarantineReason[];
  /** YYYY-MM-DD: entries first seen by a run that started on or after this day. */
  since?: string;
  /** Include entries a later reparse resolved (by default only those still in quarantine). */
  includeResolved?: boolean;
}

/** One quarantine entry, with what an operator needs to look at it and to get it out. */
export interface QuarantineItem {
  id: string;
  source: string;
  reference: string;
  motif: string;
  detail: string;
  extrait: string | null;
  url: string;
  documentSha256: string;
  firstSeen: string;
  firstRunId: string;
  lastRunId: string;
  resolvedRunId: string | null;
}

/**
 * What is in quarantine, newest first: why (motif and French detail), where it came from
 * (source URL and the archived document's sha256, retrievable with `snapshots raw`), and when
 * it was first seen.
 */
export async function listQuarantine(warehouse: WarehouseReads, query: QuarantineQuery = {}): Promise<QuarantineItem[]> {
  const where: string[] = [];
  const params: Array<string | readonly string[]> = [];
  const param = (value: string | readonly string[]) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (!query.includeResolved) where.push('q.resolved_run_id IS NULL');
  if (query.source) where.push(`lower(q.source) = lower(${param(query.source)})`);
  if (query.reason) where.push(`q.motif = ${param(query.reason)}`);
  if (query.since) where.push(`r.started_at >= ${param(query.since)}::DATE`);
  let byReason = '';
  if (query.reasons) {
    const reasons = param(query.reasons);
    where.push(`q.motif = ANY(${reasons}::VARCHAR[])`);
    byReason = `list_position(${reasons}::VARCHAR[], q.motif), `;
  }
  return warehouse.all<QuarantineItem>(
    `SELECT q.id, q.source, q.reference, q.motif, q.detail, q.extrait, q.url, q.document_sha256 AS "documentSha256",
            strftime(r.started_at, '%Y-%m-%dT%H:%M:%SZ') AS "firstSeen", q.first_run_id AS "firstRunId",
            q.last_run_id AS "lastRunId", q.resolved_run_id AS "resolvedRunId"
     FROM quarantine q LEFT JOIN runs r ON r.id = q.first_run_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${byReason}r.started_at DESC NULLS LAST, q.source, q.reference`,
    params,
  );
}

/** The entries as an operator reads them: counts by source and reason, then each entry. */
export function formatQuarantine(items: readonly QuarantineItem[]): string {
  if (items.length === 0) return 'Rien en quarantaine pour ces critères.\n';
  const counts = new Map<string, number>();
  for (const item of items) counts.set(`${item.source}\t${item.motif}`, (counts.get(`${item.source}\t${item.motif}`) ?? 0) + 1);
  const lines = [`${items.length} entrée(s) en quarantaine :`];
  for (const [key, n] of [...counts].sort()) {
    const [source, reason] = key.split('\t');
    lines.push(`  ${source!.padEnd(13)} ${reason!.padEnd(22)} ${n}`);
  }
  lines.push('');
  for (const item of items) {
    lines.push(`${item.source} · ${item.motif} · vue le ${item.firstSeen?.slice(0, 10) ?? '?'}${item.resolvedRunId ? ` · résolue par ${item.resolvedRunId}` : ''}`);
    lines.push(`  ${item.reference} — ${item.url}`);
    lines.push(`  ${item.detail}`);
    if (item.extrait) lines.push(`  « ${item.extrait} »`);
    lines.push(`  document : ${item.documentSha256} (npm run snapshots -- raw ${item.documentSha256} --out document)`);
    lines.push('');
  }
  const sources = [...new Set(items.filter((i) => !i.resolvedRunId).map((i) => i.source))];
  if (sources.length) {
    lines.push(`Après correction de l’analyseur, relire l’archive sans rien récupérer : npm run pipeline -- reparse --sources ${sources.join(',')}`);
  }
  return `${lines.join('\n')}\n`;
}
