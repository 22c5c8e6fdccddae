export { ConfigError } from './config-error.ts';
export { loadSettings, type Env, type LoadedSettings } from './load-settings.ts';
export { SETTINGS, sourceSettingName, type Settings } from './declarations.ts';
export { settingsCatalogue, settingsOfArea, renderConfigurationDoc } from './catalogue.ts';
export { renderEffectiveSettings } from './effective-settings.ts';
export { MEMORY_BOUNDS } from './memory-bounds.ts';
