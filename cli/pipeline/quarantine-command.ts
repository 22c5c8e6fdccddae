import { InvalidArgumentError } from 'commander';
import { QUARANTINE_REASONS, type QuarantineReason } from '../../kernel/model/announcement.js';
import type { Config } from '../../platform/config.js';
import { formatQuarantine, listQuarantine } from '../../pipeline/quarantine/list-quarantine.js';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.js';
import { selectSources } from '../../sources/registry.js';

export interface QuarantineCommandOptions {
  source?: string | undefined;
  reason?: QuarantineReason | undefined;
  since?: string | undefined;
  all: boolean;
  json: boolean;
}

/** `--reason`: one of the stable quarantine reasons. */
export function quarantineReason(value: string): QuarantineReason {
  if (!(QUARANTINE_REASONS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`motif inconnu ${JSON.stringify(value)} ; motifs : ${QUARANTINE_REASONS.join(', ')}`);
  }
  return value as QuarantineReason;
}

/** `--since`: a calendar date. */
export function calendarDate(value: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new InvalidArgumentError(`date invalide ${JSON.stringify(value)}, attendu AAAA-MM-JJ`);
  }
  return value;
}

/** `pipeline quarantine`: reads the warehouse (read-only, so it can run beside a run). */
export async function quarantineCommand(config: Config, options: QuarantineCommandOptions, out: (text: string) => void): Promise<number> {
  const source = options.source ? selectSources([options.source])[0]!.id : undefined;
  const warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  try {
    const items = await listQuarantine(warehouse, {
      ...(source ? { source } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.since ? { since: options.since } : {}),
      includeResolved: options.all,
    });
    out(options.json ? `${JSON.stringify(items, null, 2)}\n` : formatQuarantine(items));
    return 0;
  } finally {
    warehouse.close();
  }
}
