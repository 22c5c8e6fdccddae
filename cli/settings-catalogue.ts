import { SETTINGS, SOURCE_SETTING_SUFFIXES, sourceSettingName, type Setting } from '../platform/config.js';
import { SOURCES } from '../sources/registry.js';
import { STORE_SETTINGS } from '../publish/store/settings.js';
import { SNAPSHOT_SETTINGS } from '../publish/snapshot/settings.js';
import { API_SETTINGS } from '../api/settings.js';
import { ACCESS_SETTINGS } from '../api/access/settings.js';

/**
 * Every setting of the project, by area, each declared next to the code that reads it. This
 * catalogue exists so docs/configuration.md can be checked against it (test/docs).
 */
export function settingsCatalogue(): Array<{ area: string; settings: readonly Setting[] }> {
  return [
    { area: 'General', settings: SETTINGS },
    {
      area: 'Sources',
      settings: SOURCES.flatMap((source) =>
        SOURCE_SETTING_SUFFIXES.map((s) => ({ name: sourceSettingName(source.id, s.suffix), default: s.default, help: s.help })),
      ),
    },
    { area: 'Object store (S3)', settings: STORE_SETTINGS },
    { area: 'Snapshots', settings: SNAPSHOT_SETTINGS },
    { area: 'API', settings: API_SETTINGS },
    { area: 'API access', settings: ACCESS_SETTINGS },
  ];
}
