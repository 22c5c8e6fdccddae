import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderConfigurationDoc as renderFor, settingsCatalogue as catalogueFor } from '../../platform/settings/index.ts';
import { SOURCES } from '../../sources/registry.ts';

const SOURCE_IDS = SOURCES.map((s) => s.id);
const renderConfigurationDoc = () => renderFor(SOURCE_IDS);
const settingsCatalogue = () => catalogueFor(SOURCE_IDS);

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

const PRODUCTION_FOLDERS = ['kernel', 'platform', 'sources', 'pipeline', 'publish', 'api', 'cli', 'simulator'];

describe('docs/configuration.md', () => {
  it('is the rendering of the settings the code declares (regenerate with `npm run pipeline -- settings --doc`)', () => {
    expect(fs.readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8')).toBe(renderConfigurationDoc());
  });

  it('declares every setting once, each with help', () => {
    const names = settingsCatalogue().flatMap((area) => area.settings.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    for (const area of settingsCatalogue()) for (const s of area.settings) expect(s.help.length, s.name).toBeGreaterThan(10);
  });

  it('documents every environment variable the code reads', () => {
    const declared = new Set(settingsCatalogue().flatMap((area) => area.settings.map((s) => s.name)));
    // Variables owned by tools, not by us (LISTEN_*: systemd's socket activation, docs/api.md).
    const foreign = new Set(['CI', 'AWS_ENDPOINT_URL_S3', 'NODE_ENV', 'SNAPSHOT_CRASH_AT', 'HOME', 'PATH', 'USER', 'LISTEN_FDS', 'LISTEN_PID']);
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!);
        }
      }
    };
    for (const dir of PRODUCTION_FOLDERS) walk(new URL(`../../${dir}`, import.meta.url).pathname);
    const undocumented = [...read].filter((name) => !declared.has(name) && !foreign.has(name));
    expect(undocumented).toEqual([]);
  });

  it('reads the environment in the composition roots only (cli/), through the one settings module', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && /process\.env\b/.test(withoutComments(fs.readFileSync(file, 'utf8')))) readers.push(file);
      }
    };
    const root = new URL('../../', import.meta.url).pathname;
    for (const dir of PRODUCTION_FOLDERS.filter((d) => d !== 'cli')) walk(`${root}${dir}`);
    // The exception, not a setting: the OCR programs' launcher, which hands our environment on
    // to tesseract with one addition. The crash tests' kill switch (SNAPSHOT_CRASH_AT) is read by
    // the commands (cli/crash-points.ts), which hand it to the publish as its testing seam.
    expect(readers.map((f) => path.relative(root, f)).sort()).toEqual(['sources/documents/ocr/run-program.ts']);
  });
});
