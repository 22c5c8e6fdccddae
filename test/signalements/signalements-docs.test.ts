import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsOfArea } from '../../platform/settings/index.ts';

const SIGNALEMENT_SETTINGS = settingsOfArea("Readers' reports");
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/signalements.md'), 'utf8');

describe('docs/signalements.md', () => {
  it('lists every setting of the reports with its default and meaning', () => {
    expect(SIGNALEMENT_SETTINGS.length).toBeGreaterThan(0);
    for (const { name, default: value, help } of SIGNALEMENT_SETTINGS) expect(doc, name).toContain(`| \`${name}\` | \`${value}\` | ${help.replace(/ \(docs\/signalements\.md\)/, '')} |`);
  });
});
