export { ConfigError } from './config-error.ts';
export { loadSettings, type Env, type LoadedSettings } from './load-settings.ts';
export { sourceSettingName, type Settings } from './declarations.ts';
/** @internal The declarations the docs tests hold docs/configuration.md and each area's table to. */
export { SETTINGS } from './declarations.ts';
export { renderConfigurationDoc } from './catalogue.ts';
/** @internal The declarations the docs tests hold docs/configuration.md and each area's table to. */
export { settingsCatalogue, settingsOfArea } from './catalogue.ts';
export { renderEffectiveSettings } from './effective-settings.ts';
/** @internal The declarations the docs tests hold docs/configuration.md and each area's table to. */
export { MEMORY_BOUNDS } from './memory-bounds.ts';
