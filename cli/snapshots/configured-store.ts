import type { Config } from '../../platform/config.js';
import type { ObjectStore } from '../../publish/store/object-store.js';
import { openStore } from '../../publish/store/open-store.js';
import { loadCliConfig } from '../cli-config.js';
import type { CliIo } from './snapshot-cli-io.js';

/** The settings, checked, and the store STORE_URL names: what every snapshot command starts from. */
export function openConfiguredStore(io: CliIo): { config: Config; store: ObjectStore } {
  const config = loadCliConfig(io.env);
  return { config, store: openStore(config.storeUrl, config.env) };
}
