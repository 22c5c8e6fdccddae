import { createRequire } from 'node:module';
import type { Cron as CronType } from 'croner';

/**
 * How one setting's text becomes a value. `expected` is the phrase of the error message
 * (`PORT : attendu un numéro de port 1..65535, reçu "abc"`, French like every message a
 * command prints); `read` returns the value, or `undefined` when the text is refused. Every
 * value arrives trimmed and non-empty: an empty value means the default (see load-settings.ts).
 *
 * Hand-written rather than a schema library's: every command reads its settings before anything
 * else, and loading zod cost each start about 0.3 s of CPU, more than the rest of `keys list`
 * (BENCHMARKS.md, cli-start). test/platform/settings/value-readers.test.ts pins each rule.
 */
export interface ValueSchema<T> {
  expected: string;
  read: (text: string) => T | undefined;
}

export function text(): ValueSchema<string> {
  return { expected: 'un texte', read: (value) => value };
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): ValueSchema<number> {
  const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `${min}..${max}`;
  return {
    expected: `un entier ${range}`,
    read: (value) => {
      if (!/^\d+$/.test(value)) return undefined;
      const n = Number(value);
      return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

export function port({ allowZero }: { allowZero: boolean }): ValueSchema<number> {
  const min = allowZero ? 0 : 1;
  return { ...integer(min, 65535), expected: `un numéro de port ${min}..65535` };
}

/** A decimal number (`0.2`, `2.5`) within bounds; `exclusiveMin` for "strictly more than". */
export function decimal(min: number, max: number, { exclusiveMin = false } = {}): ValueSchema<number> {
  return {
    expected: `un nombre ${exclusiveMin ? `> ${min}` : `>= ${min}`}${max === Infinity ? '' : ` et <= ${max}`}`,
    read: (value) => {
      if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
      const n = Number(value);
      return Number.isFinite(n) && (exclusiveMin ? n > min : n >= min) && n <= max ? n : undefined;
    },
  };
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T): ValueSchema<T[number]> {
  return { expected: `une valeur parmi ${values.join(', ')}`, read: (value) => (values.includes(value) ? value : undefined) };
}

export function flag(): ValueSchema<boolean> {
  return { expected: 'true ou false', read: (value) => (value === 'true' ? true : value === 'false' ? false : undefined) };
}

export function urlWithScheme(schemes: readonly string[], shape: string): ValueSchema<string> {
  const pattern = new RegExp(`^(${schemes.join('|')})://\\S+$`);
  return { expected: shape, read: (value) => (pattern.test(value) ? value : undefined) };
}

/** An absolute http(s) URL, returned without trailing slashes. */
export function httpUrl(): ValueSchema<string> {
  return {
    expected: 'une URL http(s)',
    read: (value) => (/^https?:\/\/\S+$/.test(value) && URL.canParse(value) ? value.replace(/\/+$/, '') : undefined),
  };
}

/**
 * Proxies of ours in front of a server whose X-Forwarded-For is trusted: `false` (0, socket
 * address only), `true` (exactly one), or a number of hops. One grammar for every reader.
 */
export function proxyHops(): ValueSchema<number> {
  return {
    expected: 'true, false ou un nombre de proxys 0..20',
    read: (value) => {
      if (!/^(true|false|\d{1,2})$/.test(value)) return undefined;
      const hops = value === 'true' ? 1 : value === 'false' ? 0 : Number(value);
      return hops <= 20 ? hops : undefined;
    },
  };
}

/**
 * A cron expression as croner reads it (5 or 6 fields). croner is required only when a schedule
 * is set (most commands read none, and every command reads the settings): its CommonJS build,
 * loaded synchronously since reading settings is; it parses as the ESM build the scheduler uses.
 */
export function cronExpression(): ValueSchema<string> {
  return {
    expected: 'une expression cron (minute heure jour mois jour-de-semaine)',
    read: (value) => {
      try {
        const { Cron } = createRequire(import.meta.url)('croner') as { Cron: typeof CronType };
        new Cron(value, { paused: true, timezone: 'Pacific/Noumea' }).stop();
        return value;
      } catch {
        return undefined;
      }
    },
  };
}
