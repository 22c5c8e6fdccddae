import { MEMORY_BOUNDS } from './memory-bounds.ts';
import { SETTING_AREAS, SETTINGS, SOURCE_SETTINGS, sourceSettingName, type SettingArea, type SourceSettingSuffix } from './declarations.ts';

export interface CatalogueEntry {
  name: string;
  default: string;
  help: string;
}

/** Every setting by area, per-source settings expanded for the given sources, for the docs. */
export function settingsCatalogue(sourceIds: readonly string[]): Array<{ area: SettingArea; settings: CatalogueEntry[] }> {
  return SETTING_AREAS.map((area) => ({
    area,
    settings:
      area === 'Sources'
        ? sourceIds.flatMap((id) =>
            Object.entries(SOURCE_SETTINGS).map(([suffix, s]) => ({ name: sourceSettingName(id, suffix as SourceSettingSuffix), default: s.default, help: s.help })),
          )
        : Object.entries(SETTINGS)
            .filter(([, s]) => s.area === area)
            .map(([name, s]) => ({ name, default: s.default, help: s.help })),
  }));
}

/**
 * The settings of one area (docs/api.md and docs/access.md list theirs).
 *
 * @internal The docs tests list each area's settings with it.
 */
export function settingsOfArea(area: SettingArea): CatalogueEntry[] {
  return settingsCatalogue([]).find((a) => a.area === area)!.settings;
}

/**
 * docs/configuration.md, rendered from the declarations. A test fails when the committed file
 * differs: regenerate with `npm run pipeline -- settings --doc > docs/configuration.md`.
 */
export function renderConfigurationDoc(sourceIds: readonly string[]): string {
  const lines = [
    '# Configuration',
    '',
    'Every setting is an environment variable, read once at start-up and checked (a bad value stops',
    'the command with a message naming the setting, what was expected and what was given).',
    'Surrounding spaces are ignored, and an empty value means the default.',
    'This file is generated from the declarations in the code: `npm run pipeline -- settings --doc > docs/configuration.md`.',
    '',
    'The demo (`npm start`) listens on three ports, each checked free before any work: `PORT` (the API,',
    '8080), `DEMO_WEBHOOK_PORT` (its webhook receiver, PORT+1: 8081) and `SAMPLE_SITES_PORT` (the offline',
    'sample sources, PORT+2: 8082). Derived from `PORT` rather than free ports, they stay the same from one',
    'start to the next, so the links and the subscription a demo recorded keep answering.',
    '',
  ];
  for (const { area, settings } of settingsCatalogue(sourceIds)) {
    lines.push(`## ${area}`, '', '| setting | default | meaning |', '|---|---|---|');
    for (const s of settings) {
      lines.push(`| \`${s.name}\` | ${s.default === '' ? '(empty)' : `\`${s.default}\``} | ${s.help.replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  lines.push(
    '## In-process caches',
    '',
    'What the API holds in memory (or on its disk) that grows with traffic or with the snapshots served, and what bounds it.',
    '',
    '| cache | file | bound | when full |',
    '|---|---|---|---|',
  );
  for (const b of MEMORY_BOUNDS) {
    const bound = b.settings.length > 0 ? b.settings.map((name) => `\`${name}\``).join(', ') : `fixed: ${b.fixed ?? ''}`;
    lines.push(`| ${b.cache} | \`${b.file}\` | ${bound} | ${b.eviction} |`);
  }
  lines.push('');
  return `${lines.join('\n').trimEnd()}\n`;
}
