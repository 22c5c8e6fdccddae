import type { Config } from '../../platform/config.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { loadCliConfig } from '../cli-config.ts';
import type { CliIo } from './snapshot-cli-io.ts';

/** The settings, checked, and the store STORE_URL names: what every snapshot command starts from. */
export function openConfiguredStore(io: CliIo): { config: Config; store: ObjectStore } {
  const config = loadCliConfig(io.env);
  return { config, store: openStore(config.storeUrl, config.env) };
}
