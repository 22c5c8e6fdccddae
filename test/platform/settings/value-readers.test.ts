import { describe, expect, it } from 'vitest';
import { loadSettings, type Env } from '../../../platform/settings/index.ts';

// How each kind of setting reads its text, through the one entry point the commands use: what it
// accepts and becomes, and the phrase a refusal names. The readers are hand-written (no schema
// library: loading one cost every command a third of a second of start-up, BENCHMARKS.md), so
// each rule is pinned here.
function read(env: Env): unknown {
  try {
    return loadSettings(env, { sourceIds: ['JONC'] }).values;
  } catch (error) {
    return (error as Error).message;
  }
}

function value(name: string, given: string): unknown {
  const values = read({ [name]: given });
  return typeof values === 'string' ? values : (values as Record<string, unknown>)[name];
}

function sourceValue(suffix: string, given: string): unknown {
  try {
    return loadSettings({ [`SOURCE_JONC_${suffix}`]: given }, { sourceIds: ['JONC'] }).source('JONC')[suffix as 'URL'];
  } catch (error) {
    return (error as Error).message;
  }
}

describe('setting values', () => {
  it('text: any text, trimmed; empty is the default', () => {
    expect(value('DATA_DIR', '  /srv/data  ')).toBe('/srv/data');
    expect(value('DATA_DIR', '   ')).toBe('data');
    expect(value('KEYS_FILE', '')).toBeNull();
  });

  it('integers: digits only, within bounds', () => {
    expect(value('WEBHOOKS_TIMEOUT_SECONDS', '120')).toBe(120);
    expect(value('WEBHOOKS_TIMEOUT_SECONDS', '007')).toBe(7);
    for (const bad of ['0', '121', '-1', '1.5', '1e2', ' 1 2', 'abc', '99999999999999999999']) {
      expect(value('WEBHOOKS_TIMEOUT_SECONDS', bad)).toBe(`WEBHOOKS_TIMEOUT_SECONDS : attendu un entier 1..120, reçu ${JSON.stringify(bad.trim())}`);
    }
    expect(value('SNAPSHOT_GC_GRACE_SECONDS', '0')).toBe(0);
    expect(value('SNAPSHOT_KEEP', '0')).toBe('SNAPSHOT_KEEP : attendu un entier >= 1, reçu "0"');
    expect(value('SNAPSHOT_KEEP', '9007199254740992')).toBe('SNAPSHOT_KEEP : attendu un entier >= 1, reçu "9007199254740992"');
  });

  it('ports: 0..65535 or 1..65535, the phrase naming the real port numbers', () => {
    expect(value('PORT', '0')).toBe(0);
    expect(value('PORT', '65535')).toBe(65535);
    expect(value('PORT', '65536')).toBe('PORT : attendu un numéro de port 1..65535, reçu "65536"');
    expect(value('PORT', 'abc')).toBe('PORT : attendu un numéro de port 1..65535, reçu "abc"');
    expect(value('DEMO_WEBHOOK_PORT', '0')).toBe('DEMO_WEBHOOK_PORT : attendu un numéro de port 1..65535, reçu "0"');
    expect(value('SAMPLE_SITES_PORT', '0')).toBe(0);
  });

  it('decimals: within bounds, strictly above the lower one when so declared', () => {
    expect(value('SNAPSHOT_MAX_SHRINK', '0')).toBe(0);
    expect(value('SNAPSHOT_MAX_SHRINK', '1')).toBe(1);
    expect(value('SNAPSHOT_MAX_SHRINK', '0.25')).toBe(0.25);
    for (const bad of ['1.01', '-0.1', '.5', '5.', '1e-1', 'x']) {
      expect(value('SNAPSHOT_MAX_SHRINK', bad)).toBe(`SNAPSHOT_MAX_SHRINK : attendu un nombre >= 0 et <= 1, reçu ${JSON.stringify(bad)}`);
    }
    expect(value('KEYS_RELOAD_SECONDS', '0.5')).toBe(0.5);
    expect(value('KEYS_RELOAD_SECONDS', '0')).toBe('KEYS_RELOAD_SECONDS : attendu un nombre > 0, reçu "0"');
    expect(value('KEYS_RELOAD_SECONDS', '9'.repeat(400))).toBe(`KEYS_RELOAD_SECONDS : attendu un nombre > 0, reçu "${'9'.repeat(400)}"`);
    expect(value('REPORTS_NETWORK_DAILY_SHARE', '0')).toBe('REPORTS_NETWORK_DAILY_SHARE : attendu un nombre > 0 et <= 1, reçu "0"');
  });

  it('one of a list, flags, proxy hops', () => {
    expect(value('LOG_LEVEL', 'debug')).toBe('debug');
    expect(value('LOG_LEVEL', 'DEBUG')).toBe('LOG_LEVEL : attendu une valeur parmi fatal, error, warn, info, debug, trace, silent, reçu "DEBUG"');
    expect(value('WEBHOOKS_ALLOW_HTTP', 'true')).toBe(true);
    expect(value('WEBHOOKS_ALLOW_HTTP', 'false')).toBe(false);
    expect(value('WEBHOOKS_ALLOW_HTTP', 'yes')).toBe('WEBHOOKS_ALLOW_HTTP : attendu true ou false, reçu "yes"');
    expect(value('TRUST_PROXY', 'true')).toBe(1);
    expect(value('TRUST_PROXY', 'false')).toBe(0);
    expect(value('TRUST_PROXY', '20')).toBe(20);
    for (const bad of ['21', '100', 'True', '-1']) {
      expect(value('TRUST_PROXY', bad)).toBe(`TRUST_PROXY : attendu true, false ou un nombre de proxys 0..20, reçu ${JSON.stringify(bad)}`);
    }
  });

  it('URLs: a scheme of the list; http(s) parsed and without trailing slashes', () => {
    expect(value('STORE_URL', 's3://bucket/prefix')).toBe('s3://bucket/prefix');
    expect(value('STORE_URL', 'ftp://x')).toBe('STORE_URL : attendu file://<dir> ou s3://<bucket>/<prefix>, reçu "ftp://x"');
    expect(value('STORE_URL', 's3://a b')).toBe('STORE_URL : attendu file://<dir> ou s3://<bucket>/<prefix>, reçu "s3://a b"');
    expect(value('AWS_ENDPOINT_URL', 'http://127.0.0.1:9000//')).toBe('http://127.0.0.1:9000');
    expect(value('AWS_ENDPOINT_URL', 'http://[::1')).toBe('AWS_ENDPOINT_URL : attendu une URL http(s), reçu "http://[::1"');
    expect(sourceValue('URL', 'https://jonc.test/')).toBe('https://jonc.test');
  });

  it('cron expressions as croner reads them', () => {
    expect(sourceValue('SCHEDULE', '0 3 * * *')).toBe('0 3 * * *');
    expect(sourceValue('SCHEDULE', '0 3 * *')).toBe('SOURCE_JONC_SCHEDULE : attendu une expression cron (minute heure jour mois jour-de-semaine), reçu "0 3 * *"');
  });

  it('every bad value named at once', () => {
    expect(read({ PORT: 'x', LOG_LEVEL: 'loud' })).toBe(
      '2 réglages invalides :\n  PORT : attendu un numéro de port 1..65535, reçu "x"\n  LOG_LEVEL : attendu une valeur parmi fatal, error, warn, info, debug, trace, silent, reçu "loud"',
    );
  });
});
