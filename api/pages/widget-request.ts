import { THEME_CHOICES, type Theme } from './page-shell.ts';
import { pageQuery } from './page-query.ts';

export const WIDGET_LIMIT = { min: 1, max: 20, default: 5 } as const;
export const WIDGET_MAX_RIDETS = 20;
/** What the widget reads (pageQuery), and docs/pages.md's widget table (test/api/pages/pages-docs.test.ts). */
export const WIDGET_PARAMETERS = ['ridets', 'limit', 'theme'] as const;

/** Stable codes of the widget's notices, sent in the `X-Widget-Notice` header (docs/pages.md). */
export type WidgetNoticeCode = 'invalid_ridet' | 'too_many_ridets' | 'invalid_limit' | 'limit_out_of_range' | 'unknown_theme' | 'unknown_ridet';

/** Something wrong with the widget's address: for its embedder, never shown to the visitors. */
export interface WidgetNotice {
  code: WidgetNoticeCode;
  /** French, for the embedder's browser console. */
  text: string;
}

export interface WidgetRequest {
  /** Valid, normalised, without duplicates, at most WIDGET_MAX_RIDETS. */
  ridets: string[];
  limit: number;
  theme: Theme;
  /** What was wrong with the address (see WidgetNotice). */
  notices: WidgetNotice[];
}

/**
 * Reads the widget's query leniently: unlike /v1, a mistake never refuses the page (it sits in
 * an iframe on someone else's site, read by people who cannot fix it); it is corrected and said
 * to the embedder, in a header and the browser console, not in the page, whose readers are the
 * host site's visitors. Unknown parameters are ignored (cache-busters, tracking tags).
 *
 * @example
 * readWidgetRequest('ridets=1234567001,1 234 568.003&limit=3');
 * // { ridets: ['1234567001', '1234568003'], limit: 3, theme: 'auto', notices: [] }
 */
export function readWidgetRequest(rawQuery: string): WidgetRequest {
  const query = pageQuery(rawQuery, WIDGET_PARAMETERS);
  const notices: WidgetNotice[] = [];
  const notice = (code: WidgetNoticeCode, text: string) => notices.push({ code, text });

  const ridets: string[] = [];
  const invalid: string[] = [];
  for (const part of (query.get('ridets') ?? '').split(/[,;]/)) {
    const value = part.trim();
    if (value === '') continue;
    const ridet = normaliseRidet(value);
    if (ridet === null) invalid.push(value);
    else if (!ridets.includes(ridet)) ridets.push(ridet);
  }
  if (invalid.length > 0) {
    const shown = invalid.map((v) => `« ${truncate(v)} »`).join(', ');
    notice(
      'invalid_ridet',
      invalid.length === 1
        ? `${shown} n’est pas un RIDET valide (10 chiffres, par exemple 1234567001) : il est ignoré.`
        : `${shown} ne sont pas des RIDET valides (10 chiffres, par exemple 1234567001) : ils sont ignorés.`,
    );
  }
  if (ridets.length > WIDGET_MAX_RIDETS) {
    const dropped = ridets.length - WIDGET_MAX_RIDETS;
    ridets.length = WIDGET_MAX_RIDETS;
    notice('too_many_ridets', `Au plus ${WIDGET_MAX_RIDETS} RIDET par widget : ${dropped === 1 ? 'le dernier de la liste est ignoré' : `les ${dropped} derniers de la liste sont ignorés`}.`);
  }

  let limit: number = WIDGET_LIMIT.default;
  const rawLimit = query.get('limit');
  if (rawLimit !== null && rawLimit.trim() !== '') {
    const n = /^\s*\d{1,6}\s*$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (Number.isNaN(n)) {
      notice('invalid_limit', `« ${truncate(rawLimit)} » n’est pas un nombre d’annonces (limit, de ${WIDGET_LIMIT.min} à ${WIDGET_LIMIT.max}) : ${WIDGET_LIMIT.default} sont affichées.`);
    } else {
      limit = Math.min(WIDGET_LIMIT.max, Math.max(WIDGET_LIMIT.min, n));
      if (limit !== n) notice('limit_out_of_range', `Le nombre d’annonces (limit) va de ${WIDGET_LIMIT.min} à ${WIDGET_LIMIT.max} : ${n} est ramené à ${limit}.`);
    }
  }

  let theme: Theme = 'auto';
  const rawTheme = query.get('theme');
  if (rawTheme !== null && rawTheme !== '') {
    if ((THEME_CHOICES as readonly string[]).includes(rawTheme)) theme = rawTheme as Theme;
    else notice('unknown_theme', `Thème « ${truncate(rawTheme)} » inconnu (light, dark ou auto) : auto est utilisé.`);
  }
  return { ridets, limit, theme, notices };
}

/** 10 digits, also written with spaces, dots or dashes (`1 234 567.001`); else null. */
export function normaliseRidet(value: string): string | null {
  if (!/^[\d\s.-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

function truncate(value: string): string {
  return value.length > 30 ? `${value.slice(0, 30)}…` : value;
}
