import type { QuarantineReason } from '../../kernel/model/announcement.ts';
import type { Config } from '../../platform/config.ts';
import { formatQuarantine, listQuarantine, type QuarantineItem } from '../../pipeline/quarantine/list-quarantine.ts';
import { openWarehouseReader } from '../../pipeline/warehouse/warehouse-reader.ts';
import { sourceIdOf } from '../../sources/source-ids.ts';

export interface QuarantineCommandOptions {
  source?: string | undefined;
  reason?: QuarantineReason | undefined;
  since?: string | undefined;
  all: boolean;
  json: boolean;
}

/** `pipeline quarantine`: reads the warehouse (read-only, so it can run beside a run). */
export async function quarantineCommand(config: Config, options: QuarantineCommandOptions, out: (text: string) => void): Promise<number> {
  const source = options.source ? sourceIdOf(options.source) : undefined;
  const warehouse = await openWarehouseReader(config.warehousePath);
  try {
    const items = await listQuarantine(warehouse, {
      ...(source ? { source } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.since ? { since: options.since } : {}),
      includeResolved: options.all,
    });
    out(options.json ? `${JSON.stringify(items.map(quarantineJson), null, 2)}\n` : formatQuarantine(items));
    return 0;
  } finally {
    warehouse.close();
  }
}

/**
 * One entry as `--json` prints it: French snake_case keys, as `revue --json` and the API print
 * theirs (`motif`, `extrait`, `document_url`), so a script reads one language.
 */
export function quarantineJson(item: QuarantineItem) {
  return {
    id: item.id,
    source: item.source,
    reference: item.reference,
    motif: item.motif,
    detail: item.detail,
    extrait: item.extrait,
    url: item.url,
    document_sha256: item.documentSha256,
    premiere_vue: item.firstSeen,
    premiere_execution: item.firstRunId,
    derniere_execution: item.lastRunId,
    resolue_par_execution: item.resolvedRunId,
  };
}
