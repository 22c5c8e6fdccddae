import { Cron } from 'croner';
import { z } from 'zod';

/**
 * How one setting's text becomes a value. `expected` is the phrase of the error message
 * (`PORT : attendu un numéro de port 1..65535, reçu "abc"`, French like every message a
 * command prints); `schema` does the parsing. Every value
 * arrives trimmed and non-empty: an empty value means the default (see load-settings.ts).
 */
export interface ValueSchema<T> {
  expected: string;
  schema: z.ZodType<T, string>;
}

export function text(): ValueSchema<string> {
  return { expected: 'un texte', schema: z.string() };
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): ValueSchema<number> {
  const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `${min}..${max}`;
  return {
    expected: `un entier ${range}`,
    schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)),
  };
}

export function port({ allowZero }: { allowZero: boolean }): ValueSchema<number> {
  const min = allowZero ? 0 : 1;
  return { ...integer(min, 65535), expected: `un numéro de port ${min}..65535` };
}

/** A decimal number (`0.2`, `2.5`) within bounds; `exclusiveMin` for "strictly more than". */
export function decimal(min: number, max: number, { exclusiveMin = false } = {}): ValueSchema<number> {
  const base = z.string().regex(/^\d+(\.\d+)?$/).transform(Number);
  return {
    expected: `un nombre ${exclusiveMin ? `> ${min}` : `>= ${min}`}${max === Infinity ? '' : ` et <= ${max}`}`,
    schema: base.pipe(z.number().refine((n) => (exclusiveMin ? n > min : n >= min) && n <= max)),
  };
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T): ValueSchema<T[number]> {
  return { expected: `une valeur parmi ${values.join(', ')}`, schema: z.enum(values) };
}

export function flag(): ValueSchema<boolean> {
  return { expected: 'true ou false', schema: z.enum(['true', 'false']).transform((v) => v === 'true') };
}

export function urlWithScheme(schemes: readonly string[], shape: string): ValueSchema<string> {
  const pattern = new RegExp(`^(${schemes.join('|')})://\\S+$`);
  return { expected: shape, schema: z.string().regex(pattern) };
}

/** An absolute http(s) URL, returned without trailing slashes. */
export function httpUrl(): ValueSchema<string> {
  return {
    expected: 'une URL http(s)',
    schema: z
      .string()
      .regex(/^https?:\/\/\S+$/)
      .refine((value) => URL.canParse(value))
      .transform((value) => value.replace(/\/+$/, '')),
  };
}

/**
 * Proxies of ours in front of a server whose X-Forwarded-For is trusted: `false` (0, socket
 * address only), `true` (exactly one), or a number of hops. One grammar for every reader.
 */
export function proxyHops(): ValueSchema<number> {
  return {
    expected: 'true, false ou un nombre de proxys 0..20',
    schema: z
      .string()
      .regex(/^(true|false|\d{1,2})$/)
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
      .pipe(z.number().int().max(20)),
  };
}

/** A cron expression as croner reads it (5 or 6 fields). */
export function cronExpression(): ValueSchema<string> {
  return {
    expected: 'une expression cron (minute heure jour mois jour-de-semaine)',
    schema: z.string().refine((value) => {
      try {
        new Cron(value, { paused: true, timezone: 'Pacific/Noumea' }).stop();
        return true;
      } catch {
        return false;
      }
    }),
  };
}
