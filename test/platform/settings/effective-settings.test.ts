import { describe, expect, it } from 'vitest';
import { renderEffectiveSettings } from '../../../platform/settings/index.ts';
import { runPipelineCli } from '../../../cli/pipeline.ts';

const lineOf = (text: string, name: string) => text.split('\n').find((line) => line.trimStart().startsWith(`${name} `))?.trim().replace(/\s+/g, ' ');

describe('pipeline settings: the values in force, in French', () => {
  it('shows a given value as given and a missing one as the default, under French area titles', () => {
    const text = renderEffectiveSettings({ PORT: ' 9000 ', LOG_LEVEL: '' }, ['JONC']);
    expect(lineOf(text, 'PORT')).toBe('PORT 9000');
    expect(lineOf(text, 'LOG_LEVEL')).toBe('LOG_LEVEL info [par défaut]');
    expect(lineOf(text, 'STORE_URL')).toBe('STORE_URL (vide) [par défaut]');
    expect(lineOf(text, 'SOURCE_JONC_RETRIES')).toBe('SOURCE_JONC_RETRIES 3 [par défaut]');
    expect(text).toContain('## Général\n');
    expect(text).toContain('## Signalements des lecteurs\n');
    expect(text).not.toMatch(/^## (General|Snapshots|API access)$/m);
  });

  it('never prints a credential: secret settings whole, the password of a URL', () => {
    const text = renderEffectiveSettings({ AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI', METRICS_TOKEN: 'tok-123', REDIS_URL: 'redis://app:hunter2@cache:6379/0' }, []);
    expect(text).not.toContain('wJalrXUtnFEMI');
    expect(text).not.toContain('tok-123');
    expect(text).not.toContain('hunter2');
    expect(lineOf(text, 'REDIS_URL')).toBe('REDIS_URL redis://app:[REDACTED]@cache:6379/0');
    expect(lineOf(text, 'METRICS_TOKEN')).toBe('METRICS_TOKEN [REDACTED] (défini)');
  });

  it('is what `pipeline settings` prints; `--doc` prints the reference docs/configuration.md is made of', async () => {
    let out = '';
    const io = { env: { PORT: '9001' }, out: (text: string) => void (out += text), err: () => undefined };
    expect(await runPipelineCli(['settings'], io)).toBe(0);
    expect(out).toMatch(/^Réglages en vigueur/);
    expect(lineOf(out, 'PORT')).toBe('PORT 9001');
    out = '';
    expect(await runPipelineCli(['settings', '--doc'], io)).toBe(0);
    expect(out).toMatch(/^# Configuration\n/);
  });
});
