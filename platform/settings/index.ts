export { ConfigError } from './config-error.js';
export { loadSettings, type Env, type LoadedSettings } from './load-settings.js';
export {
  SETTINGS,
  SOURCE_SETTINGS,
  LOG_LEVELS,
  sourceSettingName,
  type Settings,
  type SettingName,
  type SourceSettingValues,
  type SettingArea,
} from './declarations.js';
export { settingsCatalogue, settingsOfArea, renderConfigurationDoc, type CatalogueEntry } from './catalogue.js';
export { renderEffectiveSettings } from './effective-settings.js';
