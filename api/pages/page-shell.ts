import { html, trusted, type SafeHtml } from './html-escape.ts';
import { STYLE_HASH, STYLE_SHEET } from './page-styles.ts';
import { WARNING_META, WIDGET_SCRIPT, WIDGET_SCRIPT_HASH } from './widget-embed.ts';

/** The `theme` a page can be asked for: `auto` follows the reader's system setting. */
export const THEME_CHOICES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEME_CHOICES)[number];

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

export interface FeedLink {
  title: string;
  href: string;
}

export interface ShellOptions {
  title: string;
  description?: string;
  theme: Theme;
  /** Absolute address of the page for search engines. */
  canonical?: string;
  feeds?: FeedLink[];
  /** `noindex` for pages that are not content of their own (the widget, errors). */
  noindex?: boolean;
  /** Includes the widget's resize script. */
  widgetScript?: boolean;
  /**
   * For the embedder, not the reader: `<meta name="annonces-nc-avertissement">` in the head,
   * which the widget's script writes to the browser console.
   */
  warnings?: string[];
  mainClass: 'page' | 'widget';
  body: SafeHtml;
}

/** The HTML document around a page's content: lang="fr", viewport, theme, inline style, feeds. */
export function pageShell(options: ShellOptions): Buffer {
  const colorScheme = options.theme === 'auto' ? 'light dark' : options.theme;
  const document = html`<!doctype html>
<html lang="fr" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${colorScheme}">
<title>${options.title}</title>
${options.description ? html`<meta name="description" content="${options.description}">\n` : ''}${options.noindex ? html`<meta name="robots" content="noindex">\n` : ''}${options.canonical ? html`<link rel="canonical" href="${options.canonical}">\n` : ''}${(options.warnings ?? []).map((w) => html`<meta name="${WARNING_META}" content="${w}">\n`)}${(options.feeds ?? []).map((f) => html`<link rel="alternate" type="application/atom+xml" title="${f.title}" href="${f.href}">\n`)}<style>${trusted(STYLE_SHEET)}</style>
</head>
<body>
<main class="${options.mainClass}">
${options.body}
</main>
${options.widgetScript ? html`<script>${trusted(WIDGET_SCRIPT)}</script>\n` : ''}</body>
</html>
`;
  return Buffer.from(document.value, 'utf8');
}

/**
 * Headers of every page: a Content-Security-Policy that allows nothing but the page's own inline
 * style (and the widget's own script), by hash, so injected markup could neither run a script
 * nor load anything; `frame-ancestors *` on the widget (embeddable anywhere), `'self'` elsewhere.
 */
export function pageHeaders(options: { embeddable: boolean; widgetScript: boolean }): Record<string, string> {
  const policy = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    options.widgetScript ? `script-src ${WIDGET_SCRIPT_HASH}` : null,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.embeddable ? '*' : "'self'"}`,
  ].filter(Boolean).join('; ');
  return { 'content-security-policy': policy, 'referrer-policy': 'strict-origin-when-cross-origin' };
}
