import type { Config } from '../../platform/config.ts';
import { WhyError, formatWhy, whyNotice } from '../../pipeline/reconcile/why-notice.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';

/** `pipeline pourquoi <annonce_id> [--json]`: reads the warehouse (read-only, beside a run); exit 2 for an unknown id. */
export async function pourquoiCommand(config: Config, options: { annonceId: string; json: boolean }, io: { out: (text: string) => void; err: (text: string) => void }): Promise<number> {
  const warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  try {
    const why = await whyNotice(warehouse, options.annonceId);
    io.out(options.json ? `${JSON.stringify(why, null, 2)}\n` : formatWhy(why));
    return 0;
  } catch (error) {
    if (!WhyError.is(error)) throw error;
    io.err(`Erreur [${error.code}] : ${error.message}\n`);
    return 2;
  } finally {
    warehouse.close();
  }
}
