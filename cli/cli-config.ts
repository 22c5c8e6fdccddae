import { loadConfig, type Config, type Env } from '../platform/config.ts';
import { SOURCE_IDS } from '../sources/source-ids.ts';

/**
 * The configuration of a command-line process: every setting read from `env` once and checked
 * before any work starts, the settings of every registered source included.
 */
export function loadCliConfig(env: Env): Config {
  return loadConfig(env, { sourceIds: SOURCE_IDS });
}
