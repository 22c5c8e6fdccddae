import { AppError } from '../kernel/errors/app-error.ts';

/**
 * The ids of every registered source, in the registry's order, without loading any adapter:
 * commands check settings (`SOURCE_<ID>_*`) and `--sources` / `--source` before any work, and the
 * adapters pull in the crawler, cheerio and the PDF reader (seconds of start-up). The registry
 * (sources/registry.ts) is held to this list by test/sources/registry.test.ts.
 */
export const SOURCE_IDS = ['JONC', 'LNC', 'ActuNC', 'ProvinceSud', 'ProvinceNord', 'ProvinceIles'] as const;

export type SourceId = (typeof SOURCE_IDS)[number];

export class UnknownSourceError extends AppError<'source_unknown'> {
  constructor(id: string) {
    super('source_unknown', `Source inconnue : ${id}. Sources connues : ${SOURCE_IDS.join(', ')}`);
  }
}

/** The registered id that `id` names, case-insensitively (`jonc` -> JONC). */
export function sourceIdOf(id: string): SourceId {
  const found = SOURCE_IDS.find((known) => known.toLowerCase() === id.trim().toLowerCase());
  if (!found) throw new UnknownSourceError(id);
  return found;
}
