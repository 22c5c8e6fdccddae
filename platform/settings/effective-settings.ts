import { redactSecrets, REDACTED } from '../redact-secrets.ts';
import { settingsCatalogue } from './catalogue.ts';
import type { SettingArea } from './declarations.ts';
import type { Env } from './load-settings.ts';

/**
 * What `npm run pipeline -- settings` shows an operator, in French: the value each setting has
 * in this environment and where it comes from, area by area. The meaning of each setting stays
 * in docs/configuration.md (`settings --doc`), the engineers' reference, in English.
 */
export function renderEffectiveSettings(env: Env, sourceIds: readonly string[]): string {
  const lines = [
    'Réglages en vigueur (variables d’environnement ; leur sens : docs/configuration.md, ou settings --doc)',
    '',
  ];
  for (const { area, settings } of settingsCatalogue(sourceIds)) {
    lines.push(`## ${AREA_TITLES[area]}`);
    const width = Math.max(...settings.map((s) => s.name.length));
    for (const setting of settings) {
      const given = env[setting.name]?.trim() ?? '';
      const shown = given === '' ? (setting.default === '' ? '(vide)' : setting.default) : displayedValue(setting.name, given);
      lines.push(`  ${setting.name.padEnd(width)}  ${shown}${given === '' ? '  [par défaut]' : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const AREA_TITLES: Record<SettingArea, string> = {
  General: 'Général',
  Sources: 'Sources',
  'Object store (S3)': 'Stockage objet (S3)',
  Snapshots: 'Instantanés',
  API: 'API',
  'API access': 'Accès à l’API',
  Webhooks: 'Webhooks',
  "Readers' reports": 'Signalements des lecteurs',
};

// Settings that are credentials whole: shown as set, never their value (a terminal's scrollback
// and a support ticket's paste outlive the secret). URLs keep their host, not their password.
const CREDENTIAL = /(SECRET|TOKEN|PASSWORD|ACCESS_KEY)/;

function displayedValue(name: string, value: string): string {
  if (CREDENTIAL.test(name)) return `${REDACTED} (défini)`;
  return redactSecrets(value);
}
