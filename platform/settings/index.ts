export { ConfigError } from './config-error.js';
export { loadSettings, type Env, type LoadedSettings } from './load-settings.js';
export { SETTINGS, sourceSettingName, type Settings } from './declarations.js';
export { settingsCatalogue, settingsOfArea, renderConfigurationDoc } from './catalogue.js';
export { renderEffectiveSettings } from './effective-settings.js';
export { MEMORY_BOUNDS } from './memory-bounds.js';
