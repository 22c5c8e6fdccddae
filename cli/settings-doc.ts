import { settingsCatalogue } from './settings-catalogue.js';

/**
 * docs/configuration.md, rendered from the settings as the code declares them. A test fails
 * when the committed file differs: regenerate with `npm run pipeline -- settings > docs/configuration.md`.
 */
export function renderConfigurationDoc(): string {
  const lines = [
    '# Configuration',
    '',
    'Every setting is an environment variable, read once at start-up and checked (a bad value stops',
    'the command with a message naming the setting, what was expected and what was given).',
    'This file is generated from the declarations in the code: `npm run pipeline -- settings > docs/configuration.md`.',
    '',
  ];
  for (const { area, settings } of settingsCatalogue()) {
    lines.push(`## ${area}`, '', '| setting | default | meaning |', '|---|---|---|');
    for (const s of settings) {
      lines.push(`| \`${s.name}\` | ${s.default === '' ? '(empty)' : `\`${s.default}\``} | ${s.help.replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
